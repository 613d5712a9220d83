"""A sleepover is where the child sleeps: their bedtime is no clash with it."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def test_an_overnight_sleepover_is_booked_over_her_bedtime(app: FamilyScheduler, titles_on) -> None:
    turn = app.ask("emma has a sleepover at ava's friday from 6pm until saturday at 10am", thread_id="s")
    assert turn.status == "completed" and turn.committed, turn.reply
    assert "bedtime" not in turn.reply
    assert ("sleepover", "18:00") in titles_on(27, "emma")


def test_a_movie_past_bedtime_still_clashes(app: FamilyScheduler) -> None:
    turn = app.ask("movie for jake friday at 8:30pm", thread_id="m")
    assert turn.committed == [] and "Jake's bedtime" in turn.reply


def test_a_sleepover_at_home_in_the_evening_only_keeps_bedtime(app: FamilyScheduler) -> None:
    turn = app.ask("sleepover party planning for jake friday at 8:30pm", thread_id="p")
    assert turn.committed == [] and "Jake's bedtime" in turn.reply  # not overnight: bedtime holds

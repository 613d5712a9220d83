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


def test_a_sleepover_said_for_a_night_runs_to_the_next_morning_and_is_asked(app):
    """ "friday night" for a sleepover is the whole night away, never an hour at 5pm."""
    turn = app.ask("emma's got a sleepover at her cousin's wednesday night", thread_id="s")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "Wed Nov 25 6pm – Thu Nov 26 10am" in turn.reply


def test_a_slumber_party_from_an_hour_said_ends_the_next_morning(app):
    turn = app.ask("slumber party for jake tuesday from 8pm", thread_id="s")
    assert turn.status == "awaiting_user" and "Tue Nov 24 8pm – Wed Nov 25 10am" in turn.reply
    done = app.ask("yes", thread_id="s")
    assert done.committed and "slumber party" in [o.title for o in app.events("2026-11-24", members=["jake"])]


def test_a_sleepover_with_its_hours_said_keeps_them(app):
    turn = app.ask("sleepover for emma tuesday night from 7pm to 9am", thread_id="s")
    assert "Tue Nov 24 7pm – Wed Nov 25 9am" in turn.reply

"""The Parkers put a booking already on the calendar on hold the way people say it: "put the
dentist on hold" while they wait to hear from the clinic, "hold saturday's swim" while the
pool is being fixed, "keep saturday's swim tentative". The booking already there is pencilled
in (asked first, nothing new booked, nothing cancelled); "hold saturday for grandma's visit"
is still a time held for something new, and "put piano on hold" still pauses the lessons."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _on(app: FamilyScheduler, month: int, day: int, title_has: str) -> list[tuple[str, str, str]]:
    """(title, HH:MM, status) of the events whose title holds `title_has` on a day."""
    start = datetime(2026, month, day, tzinfo=NY)
    return [
        (o.title, o.start.astimezone(NY).strftime("%H:%M"), o.status)
        for o in app.events(start, start + timedelta(days=1))
        if title_has in o.title
    ]


@pytest.mark.parametrize("said", ["put the dentist on hold", "just hold the dentist for now"])
def test_the_dentist_put_on_hold_is_pencilled_in_not_cancelled(app: FamilyScheduler, said: str):
    app.ask("book the dentist for jake friday at 3", thread_id="b")
    asked = app.ask(said, thread_id="h")
    assert asked.status == "awaiting_user" and asked.committed == [], asked.reply
    assert asked.reply.startswith("Pencil in dentist on Fri Nov 27 3–4pm."), asked.reply
    assert "Cancel" not in asked.reply
    done = app.ask("yes", thread_id="h")
    assert done.committed, done.reply
    assert _on(app, 11, 27, "dentist") == [("dentist", "15:00", "proposed")]


@pytest.mark.parametrize(
    "said",
    ["hold saturday's swim", "keep saturday's swim tentative", "put the swim class on saturday on hold"],
)
def test_one_swim_held_is_that_saturday_only(app: FamilyScheduler, said: str):
    asked = app.ask(said, thread_id="s")
    assert asked.committed == [], asked.reply  # asked first, never a new all-day "swim"
    assert "Pencil in swim class on Sat Nov 28 10–11am (this occurrence only)" in asked.reply, asked.reply
    app.ask("yes", thread_id="s")
    assert _on(app, 11, 28, "swim") == [("swim class", "10:00", "proposed")]
    assert _on(app, 12, 5, "swim") == [("swim class", "10:00", "confirmed")]


def test_holding_a_day_for_a_visit_is_still_a_new_booking(app: FamilyScheduler):
    turn = app.ask("hold saturday for grandma's visit", thread_id="v")
    assert turn.committed and turn.reply.startswith("Pencilled in: visit"), turn.reply
    assert _on(app, 11, 28, "swim") == [("swim class", "10:00", "confirmed")]  # swim is untouched


def test_piano_put_on_hold_with_no_day_is_still_a_pause(app: FamilyScheduler):
    asked = app.ask("put piano on hold", thread_id="p")
    assert asked.committed == [] and "Pencil in" not in asked.reply, asked.reply
    assert "Cancel" in asked.reply  # the lessons paused, asked which ones

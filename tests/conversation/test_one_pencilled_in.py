"""The Parkers pencil in one day of something that repeats: Emma's piano teacher may be away
on the 30th, Jake's Thursday practice hangs on the weather. That day alone is tentative: it
shows "— tentative" on that day only, is listed when they ask what is still open, is asked
before it is written, can be confirmed or undone on its own. "Pencil in" something that is
not on the calendar is still a new pencilled-in booking."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _statuses(app: FamilyScheduler, title: str, month: int, day: int) -> list[tuple[str, str, str]]:
    """(title, HH:MM, status) of the events called `title` on a day."""
    start = datetime(2026, month, day, tzinfo=NY)
    return [
        (o.title, o.start.astimezone(NY).strftime("%H:%M"), o.status)
        for o in app.events(start, start + timedelta(days=1))
        if o.title == title
    ]


@pytest.mark.parametrize(
    "said",
    [
        "pencil in emma's piano next monday",
        "pencil in piano on nov 30",
        "mark next monday's piano lesson as tentative",
        "the piano lesson on the 30th is only tentative",
    ],
)
def test_one_lesson_is_pencilled_in_not_booked_again(app: FamilyScheduler, said: str):
    asked = app.ask(said, thread_id="p")
    assert asked.status == "awaiting_user" and asked.committed == []  # asked first
    assert "Pencil in piano lesson on Mon Nov 30 5–6pm (this occurrence only)" in asked.reply
    done = app.ask("yes", thread_id="p")
    assert done.committed and done.reply.startswith("Pencilled in piano lesson on Mon Nov 30")
    assert _statuses(app, "piano lesson", 11, 30) == [("piano lesson", "17:00", "proposed")]
    assert _statuses(app, "piano lesson", 12, 7) == [("piano lesson", "17:00", "confirmed")]


def test_only_that_day_shows_tentative_and_is_listed(app: FamilyScheduler):
    app.ask("jake's soccer on thursday is only tentative", thread_id="p")
    app.ask("yes", thread_id="p")
    thursday = app.ask("what's on thursday for jake?", thread_id="q").reply
    assert "soccer practice (Jake; Minivan) — tentative" in thursday
    tuesday = app.ask("what's on next tuesday for jake?", thread_id="q").reply
    assert "soccer practice" in tuesday and "tentative" not in tuesday
    listed = app.ask("what's still tentative?", thread_id="q").reply
    assert "Thursday Nov 26: 4–5:30pm soccer practice (Jake; Minivan) — tentative" in listed
    assert listed.count("— tentative") == 1  # the other practices stay firm


def test_confirming_that_day_makes_it_firm_again(app: FamilyScheduler):
    app.ask("pencil in piano next monday", thread_id="p")
    app.ask("yes", thread_id="p")
    asked = app.ask("the nov 30 piano is confirmed", thread_id="p")
    assert "Confirm piano lesson on Mon Nov 30 5–6pm (this occurrence only)" in asked.reply
    assert asked.committed == []
    app.ask("yes", thread_id="p")
    assert _statuses(app, "piano lesson", 11, 30) == [("piano lesson", "17:00", "confirmed")]
    assert "Nothing is pencilled in" in app.ask("anything still tentative?", thread_id="q").reply


def test_undo_puts_that_day_back_to_confirmed(app: FamilyScheduler):
    app.ask("pencil in family dinner on sunday", thread_id="p")
    app.ask("yes", thread_id="p")
    assert _statuses(app, "family dinner", 11, 29) == [("family dinner", "18:00", "proposed")]
    asked = app.ask("undo", thread_id="p")
    assert "Put family dinner back to confirmed" in asked.reply
    app.ask("yes", thread_id="p")
    assert _statuses(app, "family dinner", 11, 29) == [("family dinner", "18:00", "confirmed")]


def test_pencilling_in_twice_changes_nothing(app: FamilyScheduler):
    app.ask("pencil in piano next monday", thread_id="p")
    app.ask("yes", thread_id="p")
    again = app.ask("pencil in piano next monday", thread_id="p")
    assert again.committed == [] and "already pencilled in, so nothing was changed" in again.reply


def test_no_day_said_asks_which_ones(app: FamilyScheduler):
    asked = app.ask("mark the swim class as tentative", thread_id="p")
    assert asked.committed == [] and "or the whole series?" in asked.reply
    whole = app.ask("the whole series", thread_id="p")
    assert "Pencil in every swim class (the whole series)" in whole.reply
    app.ask("yes", thread_id="p")
    assert _statuses(app, "swim class", 12, 5) == [("swim class", "10:00", "proposed")]


def test_a_confirmed_day_of_a_pencilled_in_series_stays_firm(app: FamilyScheduler):
    app.ask("pencil in a weekly chess club for jake every wednesday at 4", thread_id="p")
    app.ask("yes", thread_id="p")
    asked = app.ask("confirm the chess club on dec 2", thread_id="p")
    assert "Confirm chess club on Wed Dec 2 4–5pm (this occurrence only)" in asked.reply
    app.ask("yes", thread_id="p")
    assert _statuses(app, "chess club", 12, 2) == [("chess club", "16:00", "confirmed")]
    assert _statuses(app, "chess club", 12, 9) == [("chess club", "16:00", "proposed")]


def test_pencil_in_something_not_on_the_calendar_is_a_new_booking(app: FamilyScheduler):
    asked = app.ask("pencil in a bake sale next monday", thread_id="p")
    assert "Pencil in bake sale" in asked.reply
    app.ask("yes", thread_id="p")
    assert _statuses(app, "bake sale", 11, 30)[0][2] == "proposed"
    assert _statuses(app, "piano lesson", 11, 30) == [("piano lesson", "17:00", "confirmed")]


def test_pencil_in_with_a_time_is_still_a_new_booking(app: FamilyScheduler):
    turn = app.ask("pencil in piano for jake on wednesday at 3", thread_id="p")
    assert "piano" in turn.reply and "(this occurrence only)" not in turn.reply

"""A weekly activity moving to other days: the rule's days change, at its own time unless
a time is said, from where the family says."""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _piano_days(app: FamilyScheduler, first: datetime, weeks: int = 2) -> list[str]:
    found = app.events(first, first + timedelta(weeks=weeks), members=["emma"])
    return [o.start.astimezone(NY).strftime("%a %H:%M") for o in found if o.title == "piano lesson"]


def test_pianos_whole_series_moves_to_thursdays_at_its_own_time(app: FamilyScheduler) -> None:
    asked = app.ask("move emma's piano to thursdays", thread_id="p")
    assert asked.status == "awaiting_user" and "(1 / 2 / 3)" in asked.reply
    done = app.ask("the whole series", thread_id="p")
    assert done.status == "completed" and "Thursdays 5–6pm (whole series)" in done.reply
    assert _piano_days(app, datetime(2026, 11, 30, tzinfo=NY)) == ["Thu 17:00", "Thu 17:00"]


def test_from_now_on_keeps_the_lessons_before_and_takes_the_time_said(app: FamilyScheduler) -> None:
    turn = app.ask("starting december 7 emma's piano moves to fridays at 4", thread_id="f")
    assert turn.status == "completed" and "from Fri Dec 11" in turn.reply, turn.reply
    assert _piano_days(app, datetime(2026, 11, 30, tzinfo=NY), weeks=3) == [
        "Mon 17:00",
        "Fri 16:00",
        "Fri 16:00",
    ]


def test_saying_the_new_days_never_just_moves_the_clock(app: FamilyScheduler) -> None:
    app.ask("move piano to wednesdays at 6", thread_id="w")
    app.ask("3", thread_id="w")
    assert _piano_days(app, datetime(2026, 11, 30, tzinfo=NY)) == ["Wed 18:00", "Wed 18:00"]


def _jakes(app: FamilyScheduler, title: str, first: datetime, weeks: int = 2) -> list[str]:
    found = app.events(first, first + timedelta(weeks=weeks), members=["jake"])
    return [o.start.astimezone(NY).strftime("%a %d") for o in found if o.title == title]


def test_the_whole_swim_series_moved_to_sunday_is_on_sundays(app: FamilyScheduler) -> None:
    app.ask("move swim to sunday", thread_id="s")
    done = app.ask("the whole series", thread_id="s")
    assert "Sundays" in done.reply, done.reply
    assert _jakes(app, "swim class", datetime(2026, 11, 30, tzinfo=NY)) == ["Sun 06", "Sun 13"]


def test_thursdays_soccer_moved_to_friday_moves_that_one_and_tuesday_stays(app: FamilyScheduler) -> None:
    asked = app.ask("move jake's soccer on thursday to friday", thread_id="t")
    assert asked.reply.startswith("Move soccer practice on Thu Nov 26 4–5:30pm to Fri Nov 27 4–5:30pm")
    app.ask("yes", thread_id="t")
    assert _jakes(app, "soccer practice", datetime(2026, 11, 23, tzinfo=NY), weeks=1) == ["Tue 24", "Fri 27"]


def test_thursdays_soccer_to_friday_from_now_on_keeps_tuesdays(app: FamilyScheduler) -> None:
    app.ask("move jake's soccer on thursday to friday from now on", thread_id="f")
    done = app.ask("yes", thread_id="f")
    assert done.status == "completed", done.reply
    assert _jakes(app, "soccer practice", datetime(2026, 11, 30, tzinfo=NY), weeks=1) == ["Tue 01", "Fri 04"]

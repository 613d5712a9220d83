"""A span of days said with an activity is that activity on each day of it ("soccer camp
dec 28-31 9 to 3"), or one entry over all of them when no time is said; never one hour,
or one day, on the first day."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _days_of(app: FamilyScheduler, member: str, title: str) -> list[tuple[int, str, str]]:
    return [
        (
            o.start.astimezone(NY).day,
            o.start.astimezone(NY).strftime("%H:%M"),
            o.end.astimezone(NY).strftime("%H:%M"),
        )
        for o in app.events("2026-12-01", "2027-01-05", members=[member])
        if o.title == title
    ]


def test_a_weekday_said_with_the_dates_names_no_third_day(app: FamilyScheduler) -> None:
    turn = app.ask("art club for the kids monday from dec 28 to dec 30", thread_id="a")
    assert "Book art club for Emma and Jake, Mon Dec 28 – Wed Dec 30 (all day)" in turn.reply, turn.reply
    assert not turn.committed  # it clashes with their week; it was one hour on Dec 28, 3–4pm


def test_each_day_of_the_span_at_the_hours_said(app: FamilyScheduler) -> None:
    asked = app.ask("chess camp for mike dec 28-30 9 to 3", thread_id="c", speaker="mike")
    assert "every day at 9am until Dec 30" in asked.reply, asked.reply
    assert "You named" not in asked.reply  # the last day is the span's end, not a day dropped
    if asked.status == "awaiting_user":
        asked = app.ask("yes", thread_id="c", speaker="mike")
    assert asked.committed, asked.reply
    assert _days_of(app, "mike", "chess camp") == [
        (28, "09:00", "15:00"),
        (29, "09:00", "15:00"),
        (30, "09:00", "15:00"),
    ]


def test_weekdays_joined_run_to_the_later_one(app: FamilyScheduler) -> None:
    asked = app.ask("pottery for sarah monday to wednesday 6 to 8", thread_id="p")
    assert "every day at 6pm until Dec 2" in asked.reply, asked.reply

"""'Tutoring mondays through december, but not on the 21st': the series leaves that day out,
and a first date said after the repeat is where it starts."""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _mondays(app: FamilyScheduler, title: str) -> list[str]:
    start = datetime(2026, 11, 23, tzinfo=NY)
    found = app.events(start, start + timedelta(weeks=6), members=["jake"])
    return [o.start.astimezone(NY).strftime("%b %d") for o in found if o.title == title]


def test_the_day_said_is_left_out(app: FamilyScheduler) -> None:
    turn = app.ask("jake's tutoring mondays 4-5 through december, but not on the 14th", thread_id="t")
    assert turn.committed and "except Mon Dec 14" in turn.reply
    assert _mondays(app, "tutoring") == ["Nov 23", "Nov 30", "Dec 07", "Dec 21", "Dec 28"]


def test_a_day_not_on_the_repeat_is_said(app: FamilyScheduler) -> None:
    turn = app.ask("chess for jake every monday at 4 except the 15th", thread_id="c")
    assert "(Tue Dec 15 is not one of its days)" in turn.reply


def test_the_next_one_said_is_where_it_starts(app: FamilyScheduler) -> None:
    turn = app.ask("jake has orthodontist every 4 weeks on wednesday at 4, next one is dec 9", thread_id="o")
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="o")
    assert "Wed Dec 9" in turn.reply
    start = datetime(2026, 11, 23, tzinfo=NY)
    found = [
        o
        for o in app.events(start, start + timedelta(weeks=3), members=["jake"])
        if o.title == "orthodontist"
    ]
    assert [o.start.astimezone(NY).strftime("%b %d") for o in found] == ["Dec 09"]

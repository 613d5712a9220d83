"""A weekly event moved to a day said with its week: "move family dinner to saturday this
week" is that week's dinner only. It asked whether every dinner should move, and then, answered
"just this one", asked what should change (Saturday read as the dinner-time window)."""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _dinners(app: FamilyScheduler, first: int, last: int, month: int = 11) -> list[str]:
    start = datetime(2026, month, first, tzinfo=NY)
    return [
        f"{o.start.astimezone(NY):%a %H:%M}"
        for o in app.events(start, start + timedelta(days=last - first + 1))
        if o.title == "family dinner"
    ]


def test_family_dinner_moved_to_saturday_this_week_moves_only_this_weeks(app: FamilyScheduler):
    turn = app.ask("let's move family dinner to saturday this week", thread_id="d", speaker="sarah")
    if turn.status == "awaiting_user":
        assert "series" not in turn.reply, turn.reply
        app.ask("yes", thread_id="d", speaker="sarah")
    assert _dinners(app, 23, 29) == ["Sat 18:00"]
    assert _dinners(app, 30, 30 + 6) == ["Sun 18:00"]


def test_family_dinner_moved_to_friday_next_week_leaves_this_weeks_alone(app: FamilyScheduler):
    turn = app.ask("move family dinner to friday next week", thread_id="n", speaker="mike")
    if turn.status == "awaiting_user":
        app.ask("yes", thread_id="n", speaker="mike")
    assert _dinners(app, 23, 29) == ["Sun 18:00"]
    assert _dinners(app, 30, 30 + 6) == ["Fri 18:00"]


def test_a_day_alone_still_asks_which_dinners(app: FamilyScheduler):
    turn = app.ask("move family dinner to saturday", thread_id="a", speaker="mike")
    assert turn.status == "awaiting_user" and not turn.committed, turn.reply
    assert "repeats" in turn.reply, turn.reply

"""A new end said for an event: its start stays, it ends then. "actually until 10" right after
a booking was not understood, and "make it end at 10" asked what time it should be."""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _spans(app: FamilyScheduler, day: int, title: str) -> list[str]:
    start = datetime(2026, 11, day, tzinfo=NY)
    return [
        f"{o.start.astimezone(NY):%H:%M}-{o.end.astimezone(NY):%H:%M}"
        for o in app.events(start, start + timedelta(days=1))
        if o.title == title
    ]


def test_a_game_night_booked_then_told_until_ten_runs_to_ten_pm(app: FamilyScheduler):
    app.ask("game night for sarah and me friday at 7pm", thread_id="g", speaker="mike")
    app.ask("yes", thread_id="g", speaker="mike")
    asked = app.ask("oh and until 10", thread_id="g", speaker="mike")
    assert "7–10pm" in asked.reply and not asked.committed, asked.reply
    app.ask("yes", thread_id="g", speaker="mike")
    assert _spans(app, 27, "game night") == ["19:00-22:00"]


def test_having_the_party_finish_later_keeps_its_start(app: FamilyScheduler):
    app.ask("party for jake saturday at 1pm", thread_id="p", speaker="sarah")
    app.ask("yes", thread_id="p", speaker="sarah")
    turn = app.ask("can you have it finish at 4:30", thread_id="p", speaker="sarah")
    if turn.status == "awaiting_user":
        app.ask("yes", thread_id="p", speaker="sarah")
    assert _spans(app, 28, "party") == ["13:00-16:30"]


def test_the_sunday_dinner_named_ends_later_that_week_only(app: FamilyScheduler):
    turn = app.ask("family dinner should end at 7:45 this sunday", thread_id="d", speaker="mike")
    if turn.status == "awaiting_user":
        app.ask("yes", thread_id="d", speaker="mike")
    assert _spans(app, 29, "family dinner") == ["18:00-19:45"]


def test_end_at_nine_instead_is_a_new_end_not_a_new_start(app: FamilyScheduler):
    app.ask("book a call for me wednesday at 7pm", thread_id="c", speaker="mike")
    asked = app.ask("end at 9 instead", thread_id="c", speaker="mike")
    assert "7–9pm" in asked.reply, asked.reply


def test_homework_until_eight_is_still_a_booking(app: FamilyScheduler):
    turn = app.ask("homework for jake till 6 on wednesday", thread_id="h", speaker="sarah")
    assert turn.intent == "create", turn.reply

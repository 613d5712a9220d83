"""Confirmations survive restarts; replays and other writers never double-book."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from langgraph.types import Command

from family_scheduler.app import FamilyScheduler
from family_scheduler.calendar import SqliteCalendar
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event

NY = ZoneInfo("America/New_York")
MONDAY = datetime(2026, 11, 23, 9, 0, tzinfo=NY)


def fresh_db(tmp_path):
    family, events = demo_family()
    path = tmp_path / "family.sqlite"
    cal = SqliteCalendar(path, family.id, family)
    cal.commit("init", events)
    cal.close()
    return path


def test_a_pending_confirmation_survives_a_restart(tmp_path):
    path = fresh_db(tmp_path)
    first = FamilyScheduler.open(path, clock=lambda: MONDAY)
    turn = first.ask("cancel Emma's piano lesson next monday", thread_id="kitchen")
    assert turn.status == "awaiting_user"
    del first
    second = FamilyScheduler.open(path, clock=lambda: MONDAY)
    assert second.pending("kitchen") is not None
    done = second.ask("yes", thread_id="kitchen")
    assert done.status == "completed", done.reply
    week = second.events(
        datetime(2026, 11, 30, tzinfo=NY), datetime(2026, 12, 1, tzinfo=NY), members=["emma"]
    )
    assert [o.title for o in week] == []


def test_replaying_the_same_resume_books_once(tmp_path):
    path = fresh_db(tmp_path)
    app = FamilyScheduler.open(path, clock=lambda: MONDAY)
    turn = app.ask("board games for the kids sometime saturday afternoon", thread_id="t")
    assert turn.status == "awaiting_user"
    config = {"configurable": {"thread_id": "t"}}
    pending_checkpoint = app.graph.get_state(config).config
    app.ask("yes", thread_id="t")
    # Resume the same pending checkpoint again, as a retried request would.
    app.graph.invoke(Command(resume="yes"), pending_checkpoint, context=app.context())
    saturday = app.events(
        datetime(2026, 11, 28, tzinfo=NY), datetime(2026, 11, 29, tzinfo=NY), members=["jake"]
    )
    assert [o.title for o in saturday].count("board games") == 1


def test_a_booking_by_another_writer_before_commit_is_caught(tmp_path):
    path = fresh_db(tmp_path)
    app = FamilyScheduler.open(path, clock=lambda: MONDAY)
    turn = app.ask("board games for the kids sometime saturday afternoon", thread_id="t")
    assert turn.status == "awaiting_user"
    slot = turn.question["event"]
    other = SqliteCalendar(path, "demo")
    other.commit(
        "someone-else",
        [
            Event(
                id="sneaky",
                title="birthday party",
                start=datetime.fromisoformat(slot["start"]),
                end=datetime.fromisoformat(slot["end"]),
                participants=["jake"],
                created_by="mike",
            )
        ],
    )
    answer = app.ask("yes", thread_id="t")
    assert answer.status == "awaiting_user"
    assert answer.committed == []
    assert "birthday party" in answer.reply

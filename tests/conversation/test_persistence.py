"""Confirmations survive restarts; replays and other writers never double-book."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from langgraph.types import Command

from family_scheduler.app import FamilyScheduler
from family_scheduler.calendar import InMemoryCalendar, SqliteCalendar
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
    config = app.config("t")
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


def test_the_state_is_plain_data_a_strict_checkpointer_keeps(caplog):
    """No custom class is checkpointed: a serializer that allows only LangGraph's safe types
    carries a clash, an option and a series question, blocking nothing."""
    from langgraph.checkpoint.memory import InMemorySaver
    from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer

    caplog.set_level("WARNING")
    family, events = demo_family()
    strict = InMemorySaver(serde=JsonPlusSerializer(allowed_msgpack_modules=None))
    app = FamilyScheduler(InMemoryCalendar(family, events), clock=lambda: MONDAY, checkpointer=strict)
    assert app.ask("tutoring for Emma monday at 5:30pm", thread_id="t").status == "awaiting_user"
    assert app.ask("2", thread_id="t").committed
    assert app.ask("cancel the kids' swim class", thread_id="s").question is not None
    app.ask("3", thread_id="s")
    assert app.ask("yes", thread_id="s").status == "completed"
    assert "Blocked deserialization" not in caplog.text

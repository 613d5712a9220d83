"""After a crash the truth is told: the reply always matches the calendar.

The calendar's commit and the conversation's checkpoint are two writes. When the
process dies (or the checkpoint fails) between them, the booking is in the calendar
while the conversation still waits for a yes: whatever the family says next, they are
told it is booked. Another program holding the file for a while is waited for.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import threading
from collections.abc import Callable
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from family_scheduler.app import FamilyScheduler
from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.cli import main
from family_scheduler.family_file import demo_family

NY = ZoneInfo("America/New_York")
MONDAY = datetime(2026, 11, 23, 9, 0, tzinfo=NY)
FRIDAY = (datetime(2026, 11, 27, tzinfo=NY), datetime(2026, 11, 28, tzinfo=NY))


class FlakySaver(InMemorySaver):
    """Saves conversations until `broken` says otherwise: then every save fails (checkpoints
    and a step's pending writes alike), as a full disk would."""

    broken: Callable[[], bool] = staticmethod(lambda: False)

    def put(self, config: Any, checkpoint: Any, metadata: Any, new_versions: Any) -> Any:
        if self.broken():
            raise sqlite3.OperationalError("disk I/O error")
        return super().put(config, checkpoint, metadata, new_versions)

    def put_writes(self, config: Any, writes: Any, task_id: str, task_path: str = "") -> None:
        if self.broken():
            raise sqlite3.OperationalError("disk I/O error")
        super().put_writes(config, writes, task_id, task_path)


def dentists(app: FamilyScheduler) -> list[str]:
    return [f"{o.title} {o.start.astimezone(NY):%H:%M}" for o in app.events(*FRIDAY, members=["jake"])]


def test_a_no_after_a_failed_save_says_it_was_already_booked():
    family, events = demo_family()
    saver = FlakySaver()
    app = FamilyScheduler(
        InMemoryCalendar(family, events), checkpointer=saver, clock=lambda: MONDAY, always_confirm=True
    )
    asked = app.ask("dentist for jake friday at 3pm", thread_id="t")
    assert asked.status == "awaiting_user"
    pending = asked.proposal
    assert pending is not None
    saver.broken = lambda: app.calendar.committed(pending["id"]) is not None  # after the commit
    booked = app.ask("yes", thread_id="t")
    # The calendar was written; the conversation was not saved: the reply says what is true.
    assert booked.status == "completed" and booked.reply.startswith("Booked: dentist for Jake")
    assert booked.committed and dentists(app) == ["dentist 15:00"]
    [error] = booked.errors
    assert error["step"] == "checkpoint" and error["type"] == "OperationalError" and error["retryable"]
    assert json.loads(json.dumps(booked.to_json(), default=str))["errors"][0]["message"].startswith("disk")
    saver.broken = lambda: False
    assert app.pending("t") is not None  # the thread still waits: its last save was the question
    told = app.ask("no", thread_id="t")
    assert told.reply == "That was already booked: dentist for Jake, Fri Nov 27 3–4pm."
    assert told.status == "completed" and dentists(app) == ["dentist 15:00"]
    assert app.pending("t") is None


def test_a_failure_before_anything_was_written_is_raised_as_it_is():
    family, events = demo_family()
    saver = FlakySaver()
    app = FamilyScheduler(InMemoryCalendar(family, events), checkpointer=saver, clock=lambda: MONDAY)
    saver.broken = lambda: True
    with pytest.raises(sqlite3.OperationalError):
        app.ask("what's on friday?", thread_id="t")


KILLED_AFTER_COMMIT = textwrap.dedent("""
    import sys, time
    from family_scheduler.app import FamilyScheduler

    app = FamilyScheduler.open(sys.argv[1])
    pending = app.graph.get_state(app.config("t")).values["proposal"]["id"]

    def stalled(original):
        def save(self, *args, **kwargs):
            if app.calendar.committed(pending) is not None:
                print("committed", flush=True)
                time.sleep(60)  # killed here: the calendar is written, the conversation is not
            return original(self, *args, **kwargs)
        return save

    saver = type(app.checkpointer)  # the file's saver (latest checkpoint only), a SqliteSaver
    saver.put = stalled(saver.put)
    saver.put_writes = stalled(saver.put_writes)
    app.ask("yes", thread_id="t", now="2026-11-23T09:00:00-05:00")
""")


def test_killed_between_the_commit_and_the_checkpoint_then_no(tmp_path):
    path = tmp_path / "family.sqlite"
    FamilyScheduler.create(path, always_confirm=True).close()
    with FamilyScheduler.open(path, always_confirm=True) as app:
        asked = app.ask("dentist for jake friday at 3pm", thread_id="t", now=MONDAY)
        assert asked.status == "awaiting_user"
    child = subprocess.Popen(
        [sys.executable, "-c", KILLED_AFTER_COMMIT, str(path)], stdout=subprocess.PIPE, text=True
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "committed"
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=10)

    with FamilyScheduler.open(path) as app:
        assert dentists(app) == ["dentist 15:00"]
        told = app.ask("no", thread_id="t", now=MONDAY)
        assert told.reply == "That was already booked: dentist for Jake, Fri Nov 27 3–4pm."
        assert "left the calendar as it was" not in told.reply
        assert dentists(app) == ["dentist 15:00"]  # unchanged


def test_another_program_holding_the_file_past_five_seconds_is_waited_for(tmp_path, capsys):
    path = tmp_path / "family.sqlite"
    FamilyScheduler.create(path).close()
    other = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another writer holds the lock...
    release = threading.Timer(6.0, lambda: other.execute("COMMIT"))  # ...for six seconds
    release.start()
    try:
        code = main(
            [
                "ask",
                "dentist for jake friday at 3pm",
                "--db",
                str(path),
                "--now",
                MONDAY.isoformat(),
                "--json",
            ]
        )
    finally:
        release.join()
        other.close()
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["status"] == "completed" and out["errors"] == []
    assert out["reply"].startswith("Booked: dentist for Jake")
    with FamilyScheduler.open(path) as app:
        assert dentists(app) == ["dentist 15:00"]


def test_ask_json_reports_a_turn_that_could_not_run_as_json(tmp_path, capsys):
    path = tmp_path / "family.sqlite"
    FamilyScheduler.create(path).close()
    code = main(["ask", "dentist for jake friday at 3pm", "--db", str(path), "--now", "yesterday", "--json"])
    captured = capsys.readouterr()
    out = json.loads(captured.out)
    assert code == 2 and out["status"] == "failed" and out["committed"] == []
    [error] = out["errors"]
    assert set(error) == {"step", "type", "message", "retryable", "at"}
    assert error["type"] == "ValueError" and not error["retryable"] and "--now" in error["message"]
    assert "--now must be ISO 8601" in captured.err  # the one line is still said


def test_the_chat_screen_stream_tells_the_booking_when_the_save_fails():
    family, events = demo_family()
    saver = FlakySaver()
    app = FamilyScheduler(
        InMemoryCalendar(family, events), checkpointer=saver, clock=lambda: MONDAY, always_confirm=True
    )
    asked = app.ask("dentist for jake friday at 3pm", thread_id="chat")
    pending = asked.proposal
    assert pending is not None
    saver.broken = lambda: app.calendar.committed(pending["id"]) is not None
    steps = [part["data"] for part in app.stream("yes", thread_id="chat", stream_mode="custom")]
    assert steps and all(part for part in steps)  # only the progress events asked for
    told = app.result("chat")
    assert told.reply.startswith("Booked: dentist for Jake") and told.errors[0]["step"] == "checkpoint"
    saver.broken = lambda: False
    assert app.ask("no", thread_id="chat").reply.startswith("That was already booked")


class StuckCalendar(InMemoryCalendar):
    """A store whose commit fails as SQLite does past the busy wait, before or after writing."""

    after_writing = False

    def commit(
        self, proposal_id: str, upserts: Any = (), expected_versions: Any = None, recheck: Any = None
    ) -> Any:
        if self.after_writing:
            super().commit(proposal_id, upserts, expected_versions, recheck=recheck)
        raise sqlite3.OperationalError("database is locked")


@pytest.mark.parametrize("after_writing", [False, True])
def test_a_store_that_fails_at_the_commit_is_told_as_the_calendar_stands(after_writing):
    family, events = demo_family()
    calendar = StuckCalendar(family, events)
    calendar.after_writing = after_writing
    app = FamilyScheduler(calendar, clock=lambda: MONDAY)
    told = app.ask("dentist for jake friday at 3pm", thread_id="t")
    [error] = told.errors
    assert error["step"] == "commit" and error["type"] == "OperationalError" and error["retryable"]
    if after_writing:
        assert told.status == "completed" and told.reply.startswith("Booked: dentist for Jake")
        assert dentists(app) == ["dentist 15:00"]
    else:
        assert told.status == "failed" and "Nothing was written" in told.reply
        assert dentists(app) == []


class BeatenCalendar(InMemoryCalendar):
    """Another writer commits the very proposal (the same thread answered twice) just
    before this one's transaction: the store's one check of "written already" sees it."""

    def commit(
        self, proposal_id: str, upserts: Any = (), expected_versions: Any = None, recheck: Any = None
    ) -> Any:
        if proposal_id not in self._commits:
            super().commit(proposal_id, upserts, expected_versions)  # the other writer
        return super().commit(proposal_id, upserts, expected_versions, recheck=recheck)


def test_a_proposal_written_by_another_writer_first_is_told_as_already_booked():
    family, events = demo_family()
    app = FamilyScheduler(BeatenCalendar(family, events), clock=lambda: MONDAY)
    told = app.ask("dentist for jake friday at 3pm", thread_id="t")
    assert told.status == "completed" and told.reply.startswith("That was already booked: dentist for Jake")
    assert told.committed and not told.errors
    assert dentists(app) == ["dentist 15:00"]  # written once

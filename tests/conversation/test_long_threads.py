"""A family that talks to the assistant all week on one thread: the thread stays small,
a question waiting for an answer survives, and what was said last is still there."""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.app import FamilyScheduler
from family_scheduler.graph.history import EARLIER_MESSAGES

NY = ZoneInfo("America/New_York")
MONDAY = datetime(2026, 11, 23, 9, 0, tzinfo=NY)
QUESTIONS = ["what's on tomorrow?", "what's on friday?", "is the minivan free on saturday?"]


def stored_rows(path, thread: str) -> tuple[int, int]:
    """(checkpoints, bytes of checkpoints and writes) the file holds for a thread."""
    with sqlite3.connect(path) as conn:
        count, size = conn.execute(
            "SELECT count(*), coalesce(sum(length(checkpoint) + length(metadata)), 0) "
            "FROM checkpoints WHERE thread_id = ?",
            (thread,),
        ).fetchone()
        (writes,) = conn.execute(
            "SELECT coalesce(sum(length(value)), 0) FROM writes WHERE thread_id = ?", (thread,)
        ).fetchone()
    return count, size + writes


def test_a_month_of_questions_on_one_thread_keeps_the_file_small(tmp_path):
    path = tmp_path / "family.sqlite"
    FamilyScheduler.create(path, clock=lambda: MONDAY).close()
    with FamilyScheduler.open(path, clock=lambda: MONDAY) as app:
        app.ask(QUESTIONS[0], thread_id="kitchen")
        _, after_one = stored_rows(path, app.thread_key("kitchen"))
        for n in range(40):
            turn = app.ask(QUESTIONS[n % 3], thread_id="kitchen")
            assert turn.status == "completed" and turn.reply
        count, after_many = stored_rows(path, app.thread_key("kitchen"))
    assert count == 1  # the latest checkpoint only
    assert after_many < 2 * after_one  # not forty copies of a growing conversation


def test_a_question_waiting_on_a_long_thread_survives_a_restart(tmp_path):
    path = tmp_path / "family.sqlite"
    FamilyScheduler.create(path, clock=lambda: MONDAY).close()
    with FamilyScheduler.open(path, clock=lambda: MONDAY) as app:
        for n in range(12):
            app.ask(QUESTIONS[n % 3], thread_id="kitchen")
        waiting = app.ask("cancel Emma's piano lesson next monday", thread_id="kitchen")
        assert waiting.status == "awaiting_user"
    with FamilyScheduler.open(path, clock=lambda: MONDAY) as again:
        assert again.pending("kitchen") is not None
        done = again.ask("yes", thread_id="kitchen")
        assert done.status == "completed", done.reply
        monday = datetime(2026, 11, 30, tzinfo=NY)
        titles = [o.title for o in again.events(monday, monday + timedelta(days=1), members=["emma"])]
        assert not any("piano" in t.lower() for t in titles)


def test_the_thread_keeps_what_was_said_in_the_last_exchanges(tmp_path):
    path = tmp_path / "family.sqlite"
    FamilyScheduler.create(path, clock=lambda: MONDAY).close()
    with FamilyScheduler.open(path, clock=lambda: MONDAY) as app:
        replies = [app.ask(QUESTIONS[n % 3], thread_id="kitchen").reply for n in range(10)]
        messages = app.graph.get_state(app.config("kitchen")).values["messages"]
    said = [str(m.content) for m in messages]
    assert len(messages) <= EARLIER_MESSAGES + 3
    # The newest request and its answer, and the exchange before it, are all there.
    assert said[-3] == QUESTIONS[9 % 3] and said[-5] == QUESTIONS[8 % 3]
    # (stored in the canonical 24-hour wording: compare the words before the first time)
    assert said[-1].startswith(replies[-1].split("\n")[0])
    assert said[-4].startswith(replies[-2].split(" 10")[0])


def test_the_in_memory_assistant_keeps_one_checkpoint_per_thread():
    from family_scheduler.calendar import InMemoryCalendar
    from family_scheduler.family_file import demo_family

    family, events = demo_family()
    app = FamilyScheduler(InMemoryCalendar(family, events), clock=lambda: MONDAY)
    for n in range(15):
        app.ask(QUESTIONS[n % 3], thread_id="fridge")
        app.ask(QUESTIONS[(n + 1) % 3], thread_id="car")
    for thread in ("fridge", "car"):
        history = list(app.graph.get_state_history(app.config(thread)))
        assert len(history) == 1
    assert app.ask("what's on tomorrow?", thread_id="fridge").status == "completed"


def test_a_turn_knows_a_question_is_waiting_without_reading_the_whole_thread(tmp_path):
    """The saver's quick look (is there an interrupt on the latest checkpoint?) agrees with the
    full state after every kind of turn: a clash asked about, a yes, a no, a question."""
    from family_scheduler.calendar import InMemoryCalendar
    from family_scheduler.family_file import demo_family

    path = tmp_path / "family.sqlite"
    FamilyScheduler.create(path, clock=lambda: MONDAY).close()
    family, events = demo_family()
    turns = [
        "piano for emma monday at 5pm",  # clashes with her piano lesson: asked
        "no",
        "what's on tomorrow?",
        "dentist for jake tuesday at 4pm",  # soccer then: asked
        "2",
        "karate for jake wednesday at 6:15pm",
    ]
    with FamilyScheduler.open(path, clock=lambda: MONDAY) as on_file:
        for app in (on_file, FamilyScheduler(InMemoryCalendar(family, events), clock=lambda: MONDAY)):
            seen = []
            for text in turns:
                asked = app.ask(text, thread_id="hall").status == "awaiting_user"
                quick = app.checkpointer.waiting(app.config("hall"))
                assert quick == (app.pending("hall") is not None) == asked, text
                seen.append(asked)
            assert True in seen and False in seen

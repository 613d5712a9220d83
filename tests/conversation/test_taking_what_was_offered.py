"""Taking what an answer just offered, said loosely: "grab it", "lock it in", "take that"
after "is the van free saturday at 2?" books the van then, asked first. After an answer
that offered no one thing ("when is everyone free thursday?"), it asks what to book and
writes nothing."""

from __future__ import annotations

import pytest

from family_scheduler.app import FamilyScheduler


@pytest.mark.parametrize(
    "taken",
    [
        "grab it",
        "ok lock it in",
        "perfect, take it",
        "reserve it please",
        "great, snag it for me",
        "book that",
        "let's grab it then",
        "nice lock that in",
    ],
)
def test_the_van_asked_about_is_offered_for_booking(app: FamilyScheduler, taken: str) -> None:
    asked = app.ask("is the van free saturday at 2?", thread_id="v", speaker="mike")
    assert "Minivan is free" in asked.reply
    turn = app.ask(taken, thread_id="v", speaker="mike")
    assert turn.status == "awaiting_user" and not turn.committed
    assert "Minivan for Mike, Sat Nov 28 2" in turn.reply
    assert app.ask("yes", thread_id="v", speaker="mike").committed
    vans = [o for o in app.events("2026-11-28", "2026-11-29") if "minivan" in o.resources]
    assert any(o.participants == ["mike"] and o.start.hour == 14 for o in vans)


def test_grabbing_it_for_someone_else_books_it_for_them(app: FamilyScheduler) -> None:
    app.ask("is the sedan free friday at 6?", thread_id="s", speaker="sarah")
    turn = app.ask("take it for mike", thread_id="s", speaker="sarah")
    assert "Sedan for Mike, Fri Nov 27 6" in turn.reply
    assert not turn.committed


def test_grabbing_a_free_afternoon_asks_what_to_book(app: FamilyScheduler) -> None:
    app.ask("when is everyone free thursday?", thread_id="e", speaker="mike")
    turn = app.ask("grab it", thread_id="e", speaker="mike")
    assert turn.status == "awaiting_user" and not turn.committed
    assert "What is it for?" in turn.reply
    assert "Sorry, I didn't understand" not in turn.reply


def test_grab_it_said_with_the_question_hangs_on_its_answer(app: FamilyScheduler) -> None:
    turn = app.ask("is the van free sunday at 4? if so grab it", thread_id="g", speaker="sarah")
    assert turn.status == "awaiting_user" and not turn.committed
    assert "Minivan for Sarah, Sun Nov 29 4" in turn.reply


def test_taking_it_off_the_calendar_is_still_a_cancellation(app: FamilyScheduler) -> None:
    app.ask("add a haircut for emma friday at 4", thread_id="h", speaker="sarah")
    app.ask("yes", thread_id="h", speaker="sarah")
    turn = app.ask("actually take it off the calendar", thread_id="h", speaker="sarah")
    assert "Book" not in turn.reply

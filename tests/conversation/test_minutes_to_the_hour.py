"""'Piano at 10 to 5' is ten to five in speech: proposed as 4:50 and asked, never written
as a seven-hour lesson; the family's "from 10 to 5" in answer is taken as the range."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _piano(app: FamilyScheduler) -> list[tuple[str, str]]:
    return [
        (o.start.astimezone(NY).strftime("%H:%M"), o.end.astimezone(NY).strftime("%H:%M"))
        for o in app.events("2026-11-25", "2026-11-26", members=["emma"])
        if o.title == "piano"
    ]


def test_ten_to_five_is_proposed_as_four_fifty_and_asked(app: FamilyScheduler) -> None:
    asked = app.ask("piano for emma wednesday at 10 to 5", thread_id="p")
    assert asked.status == "awaiting_user" and not asked.committed
    assert 'I read "10 to 5" as 4:50, not from 10 until 5' in asked.reply
    assert "Wed Nov 25 4:50–5:50pm" in asked.reply
    done = app.ask("yes", thread_id="p")
    assert done.committed, done.reply
    assert _piano(app) == [("16:50", "17:50")]


def test_the_range_said_in_answer_is_the_range(app: FamilyScheduler) -> None:
    app.ask("piano for emma wednesday at 10 to 5", thread_id="p")
    again = app.ask("from 10 to 5", thread_id="p")
    assert "10am–5pm" in again.reply  # never 10pm to 5am for being said of a 4:50 lesson
    assert not again.committed


def test_a_booked_lesson_moved_to_a_range_keeps_the_range(app: FamilyScheduler) -> None:
    app.ask("piano for emma wednesday at 4:50", thread_id="p")
    moved = app.ask("no, from 10 to 5", thread_id="p")
    assert "to Wed Nov 25 10am–5pm" in moved.reply

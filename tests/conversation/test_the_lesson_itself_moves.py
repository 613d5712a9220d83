"""Emma has piano on Mondays 5–6 and Jake soccer practice on Thursdays 4–5:30. A parent
who books "piano for Emma" at another time that Monday most likely means the lesson is
moving, not that Emma gets a second piano: the first way out offered moves that lesson
(that week only, its own length kept) and books nothing new. It is asked, never assumed;
picking it writes the lesson's change alone, and "undo" puts it back."""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _titles(app: FamilyScheduler, day: int, member: str) -> list[tuple[str, str]]:
    start = datetime(2026, 11, day, tzinfo=NY)
    return [
        (o.title, f"{o.start.astimezone(NY):%H:%M}-{o.end.astimezone(NY):%H:%M}")
        for o in app.events(start, start + timedelta(days=1), members=[member])
    ]


def _options(reply: str) -> list[str]:
    return [line.strip() for line in reply.splitlines() if line.strip()[:2] in {f"{n}." for n in range(1, 9)}]


def test_booking_piano_over_her_lesson_offers_first_to_move_the_lesson(app):
    turn = app.ask("emma has piano next monday at half past five", thread_id="p")
    assert turn.status == "awaiting_user" and not turn.committed
    options = _options(turn.reply)
    assert options[0] == "1. Move piano lesson on Mon Nov 30 5–6pm to 5:30–6:30pm (this occurrence only).", (
        turn.reply
    )
    assert len(options) > 1 and "Move piano " in options[1]  # the other ways out are still there


def test_picking_it_moves_only_that_lesson_and_books_nothing_new(app):
    app.ask("piano for emma on monday the 30th at 5:30", thread_id="p")
    before = {e.id for e in app.calendar.all_events()}
    turn = app.ask("1", thread_id="p")
    assert turn.status == "completed" and len(turn.committed) == 1, turn.reply
    assert turn.reply.startswith("Moved piano lesson on Mon Nov 30 5–6pm to 5:30–6:30pm"), turn.reply
    assert {e.id for e in app.calendar.all_events()} == before  # no second piano
    assert _titles(app, 30, "emma") == [("piano lesson", "17:30-18:30")]
    next_week = datetime(2026, 12, 7, tzinfo=NY)  # the week after keeps its usual time
    later = app.events(next_week, next_week + timedelta(days=1), members=["emma"])
    assert [(o.title, f"{o.start.astimezone(NY):%H:%M}") for o in later] == [("piano lesson", "17:00")]


def test_undo_puts_the_lesson_back(app):
    app.ask("piano for emma on monday the 30th at 5:30", thread_id="p")
    app.ask("1", thread_id="p")
    turn = app.ask("undo that", thread_id="p")
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="p")
    assert turn.status == "completed" and turn.committed, turn.reply
    assert _titles(app, 30, "emma") == [("piano lesson", "17:00-18:00")]


def test_soccer_at_five_moves_his_thursday_practice(app):
    turn = app.ask("soccer for jake thursday at 5", thread_id="s")
    options = _options(turn.reply)
    assert (
        options[0] == "1. Move soccer practice on Thu Nov 26 4–5:30pm to 5–6:30pm (this occurrence only)."
    ), turn.reply
    done = app.ask("the first one", thread_id="s")
    assert done.status == "completed" and len(done.committed) == 1, done.reply
    assert _titles(app, 26, "jake") == [("soccer practice", "17:00-18:30")]


def test_another_pick_still_books_the_new_event(app):
    app.ask("piano for emma on monday the 30th at 5:30", thread_id="p")
    turn = app.ask("2", thread_id="p")
    assert turn.status == "completed" and turn.reply.startswith("Booked: piano for Emma"), turn.reply
    assert ("piano lesson", "17:00-18:00") in _titles(app, 30, "emma")


def test_a_recital_or_another_lesson_is_a_booking_of_its_own(app):
    for said in (
        "piano recital for emma monday at 5:30",
        "guitar lesson for emma monday at 5:30",
        "tutoring for emma monday at 5:30",
    ):
        turn = app.ask(said, thread_id=said)
        assert turn.status == "awaiting_user", turn.reply
        assert "Move piano lesson" not in turn.reply, turn.reply


def test_piano_for_emma_and_jake_is_not_her_lesson_moved(app):
    turn = app.ask("piano for emma and jake monday at 5:30", thread_id="p")
    assert "Move piano lesson" not in turn.reply, turn.reply

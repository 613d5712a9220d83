"""Notes a family adds to what is on the calendar: what to bring to the swim meet, where book
club meets this time. Added after the notes the event has, asked first, undone as one."""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _notes_on(app: FamilyScheduler, day: int, title: str) -> list[str | None]:
    start = datetime(2026, 11, day, tzinfo=NY)
    return [o.notes for o in app.events(start, start + timedelta(days=1)) if o.title == title]


def test_a_note_for_saturdays_swim_is_asked_then_kept_on_that_day_only(app: FamilyScheduler):
    turn = app.ask("add a note to saturday's swim class: bring the blue towel", thread_id="n")

    assert turn.committed == [] and turn.status == "awaiting_user"
    assert 'Add to the notes of swim class on Sat Nov 28 10–11am: "bring the blue towel"' in turn.reply

    app.ask("yes", thread_id="n")

    assert _notes_on(app, 28, "swim class") == ["bring the blue towel"]
    start = datetime(2026, 12, 5, tzinfo=NY)
    assert [o.notes for o in app.events(start, start + timedelta(days=1)) if o.title == "swim class"] == [
        None
    ]


def test_a_second_note_goes_after_the_first(app: FamilyScheduler):
    app.ask("note for saturday's swim class: goggles", thread_id="n")
    app.ask("yes", thread_id="n")
    app.ask("note for saturday's swim class - sign the permission slip", thread_id="n")
    app.ask("yes", thread_id="n")

    assert _notes_on(app, 28, "swim class") == ["goggles\nsign the permission slip"]


def test_the_notes_are_shown_when_asked_and_undo_takes_them_back(app: FamilyScheduler):
    app.ask("put a note on saturday's swim class saying the pool is closed for repairs", thread_id="n")
    app.ask("yes", thread_id="n")

    shown = app.ask("any notes on swim class saturday?", thread_id="q")

    assert "the pool is closed for repairs" in shown.reply

    app.ask("undo", thread_id="n")
    app.ask("yes", thread_id="n")

    assert _notes_on(app, 28, "swim class") == [None]


def test_a_note_for_a_weekly_event_with_no_day_asks_which_ones(app: FamilyScheduler):
    turn = app.ask("add a note to book club that it meets at Ana's", thread_id="n")

    assert "Add the note to only the next one" in turn.reply and "(1 / 2 / 3)" in turn.reply
    assert turn.committed == []


def test_the_same_note_twice_changes_nothing(app: FamilyScheduler):
    app.ask("note for saturday's swim class: goggles", thread_id="n")
    app.ask("yes", thread_id="n")

    again = app.ask("add a note to saturday's swim class: goggles", thread_id="n")

    assert "say that already: nothing was changed" in again.reply

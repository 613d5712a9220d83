"""What a school week brings home: a test on Thursday, photo day on Friday, a book report
due next week. A family texts these as news; they are notes on a child's day and
reminders of what is due, never an hour's booking at a time nobody said."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _on(app: FamilyScheduler, day: int, month: int = 11):
    start = datetime(2026, month, day, tzinfo=NY)
    return app.events(start, start + timedelta(days=1))


@pytest.mark.parametrize(
    ("said", "day", "member", "title"),
    [
        ("jake has a history quiz on wednesday", 25, "jake", "history quiz"),
        ("emma's got her french exam thursday", 26, "emma", "french exam"),
        ("crazy hair day for jake this friday", 27, "jake", "crazy hair day"),
        ("emma has school photos on wednesday", 25, "emma", "school photos"),
        ("it's show and tell for jake tomorrow", 24, "jake", "show and tell"),
    ],
)
def test_a_school_day_note_marks_the_childs_day_and_keeps_nothing_out(app, said, day, member, title):
    turn = app.ask(said, thread_id="school")

    assert "all day" in turn.reply and "shown as free" in turn.reply
    notes = [o for o in _on(app, day) if o.title == title]
    assert len(notes) == 1 and notes[0].participants == [member]
    assert notes[0].all_day and not notes[0].blocks_time


def test_after_a_spelling_test_is_noted_jake_is_still_free_for_his_soccer(app):
    app.ask("jake has a spelling test tuesday", thread_id="school")

    turn = app.ask("is jake free tuesday at 6?", thread_id="ask")

    assert "free" in turn.reply.lower() and "spelling test" not in turn.reply


@pytest.mark.parametrize(
    "said",
    [
        "emma has an eye exam friday",
        "jake has a hearing test on thursday",
        "mike has his driving test wednesday",
    ],
)
def test_an_appointment_called_a_test_still_needs_its_time(app, said):
    turn = app.ask(said, thread_id="appt")

    assert "all day" not in turn.reply
    assert turn.committed == []


def test_a_quiz_said_with_its_time_is_booked_at_that_time(app):
    app.ask("emma's science quiz is wednesday at 11", thread_id="school")

    (quiz,) = [o for o in _on(app, 25) if o.title == "science quiz"]
    assert quiz.start.astimezone(NY).hour == 11 and not quiz.all_day


@pytest.mark.parametrize(
    ("said", "member", "what", "due"),
    [
        ("jake's book report is due next friday", "Jake", "book report", "Fri Dec 4"),
        ("emma has a lab write-up due on wednesday", "Emma", "lab write-up", "Wed Nov 25"),
        ("the field trip money is due tomorrow", "Sarah", "field trip money", "Tue Nov 24"),
    ],
)
def test_something_due_is_a_reminder_for_whose_it_is_asked_first(app, said, member, what, due):
    turn = app.ask(said, thread_id="due")

    assert turn.status == "awaiting_user" and turn.committed == []
    assert f"reminder for {member}: {what}, due {due}" in turn.reply

    done = app.ask("yes", thread_id="due")

    assert done.committed and f"reminder for {member}: {what}" in done.reply


@pytest.mark.parametrize(
    "said",
    ["practice was cancelled due to the rain on saturday", "when is jake's book report due?"],
)
def test_due_to_and_questions_about_a_due_date_set_no_reminder(app, said):
    turn = app.ask(said, thread_id="due")

    assert "reminder for" not in turn.reply
    assert turn.committed == []

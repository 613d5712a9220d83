"""Chores said with a verb of the calendar: "clean the garage saturday at 10", "bring the dog
to the vet friday at 4". Nothing of that name is on the calendar: the chore is the activity."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def test_cleaning_the_garage_is_booked_not_cancelled(app: FamilyScheduler, titles_on) -> None:
    turn = app.ask("clean the garage saturday at 10", thread_id="garage")
    assert turn.committed and turn.reply.startswith("Booked: clean the garage for Sarah, Sat Nov 28 10–11am")
    assert ("swim class", "10:00") in titles_on(28, "emma")  # nothing cancelled


def test_a_chore_said_like_a_change_is_offered_as_a_booking(app: FamilyScheduler, titles_on) -> None:
    asked = app.ask("bring the dog to the vet friday at 4", thread_id="vet")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert "couldn't find" not in asked.reply, asked.reply
    assert "Book vet for the dog for Sarah, Fri Nov 27 4–5pm" in asked.reply, asked.reply
    done = app.ask("yes", thread_id="vet")
    assert done.committed
    assert ("vet for the dog", "16:00") in titles_on(27, "sarah")


def test_no_to_the_offer_books_nothing(app: FamilyScheduler, titles_on) -> None:
    app.ask("move the couch to the basement sunday at 2", thread_id="couch")
    done = app.ask("no", thread_id="couch")
    assert done.committed == [] and titles_on(29, "sarah") == [("family dinner", "18:00")]


def test_a_real_move_is_still_a_move(app: FamilyScheduler) -> None:
    turn = app.ask("move piano to 4 on monday", thread_id="piano")
    assert "Moved piano lesson on Mon Nov 30" in turn.reply or "Move piano lesson on Mon Nov 30" in turn.reply


def test_deleting_or_moving_a_meeting_that_is_not_there_offers_nothing(app: FamilyScheduler) -> None:
    for n, text in enumerate(["delete my 3pm meeting tomorrow", "move my 3pm meeting tomorrow to 4"]):
        turn = app.ask(text, thread_id=f"none-{n}")
        assert turn.status == "completed" and turn.committed == [], text
        assert "I couldn't find meeting" in turn.reply and "Shall I add" not in turn.reply, text

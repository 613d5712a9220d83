""" "what did I just book?": the booking this conversation just wrote, not the whole week.

A parent who has just added something checks what went in; the answer names that one
change as it stands, or says nothing was written on this conversation yet."""

from __future__ import annotations


def test_after_booking_the_vet_the_question_names_that_booking(app):
    app.ask("vet for the dog thursday at 11am with jake", thread_id="v")
    told = app.ask("wait, what did I just book?", thread_id="v")
    assert told.status == "completed" and told.committed == []
    booked = "vet for the dog for Jake and Sarah, Thu Nov 26 11am–12pm"  # the dog's vet, as said
    assert told.reply == f"The last thing booked here: {booked}."
    assert "family dinner" not in told.reply  # not the speaker's week


def test_a_booking_moved_since_is_told_where_it_is_now(app):
    app.ask("piano for emma friday at 4pm", thread_id="p")
    app.ask("make it 5", thread_id="p")
    app.ask("yes", thread_id="p")
    told = app.ask("what did we just change?", thread_id="p")
    assert told.reply.startswith("The last change here: Moved piano"), told.reply
    assert "5–6pm" in told.reply


def test_asked_while_a_change_waits_it_answers_then_asks_again(app):
    app.ask("piano for emma friday at 4pm", thread_id="w")
    app.ask("make it 5", thread_id="w")
    told = app.ask("what did you just add to the calendar?", thread_id="w")
    assert told.status == "awaiting_user"
    assert told.reply.startswith("The last thing booked here: piano for Emma, Fri Nov 27 4–5pm.")
    assert "Back to your earlier request" in told.reply


def test_a_new_conversation_has_booked_nothing_yet(app):
    told = app.ask("what did we just add?", thread_id="n")
    assert told.status == "completed"
    assert told.reply == "Nothing has been booked or changed on this conversation yet."

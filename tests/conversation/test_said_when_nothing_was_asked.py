"""A yes, a no or a thanks when the assistant asked nothing: families say "ok" after a
booking that was written at once, and deserve better than "I didn't understand"."""

from __future__ import annotations


def test_ok_after_a_booking_written_at_once_says_it_stands(app):
    booked = app.ask("haircut for me thursday at 10am", thread_id="h")
    assert booked.status == "completed" and booked.committed
    turn = app.ask("ok great", thread_id="h")
    assert turn.status == "completed" and turn.committed == []
    assert "haircut" in turn.reply and "that's done" in turn.reply
    assert "didn't understand" not in turn.reply


def test_thanks_is_answered_and_changes_nothing(app, titles_on):
    app.ask("haircut for me thursday at 10am", thread_id="h")
    turn = app.ask("thanks!", thread_id="h")
    assert turn.reply == "You're welcome!" and turn.committed == []
    assert ("haircut", "10:00") in titles_on(26, "sarah")


def test_yes_on_a_new_thread_asks_what_to_do(app):
    turn = app.ask("yes", thread_id="fresh")
    assert turn.status == "completed"
    assert "Nothing is waiting for a yes" in turn.reply


def test_no_when_nothing_was_asked_changes_nothing(app):
    app.ask("haircut for me thursday at 10am", thread_id="h")
    turn = app.ask("nope", thread_id="h")
    assert turn.committed == [] and "nothing was changed" in turn.reply.lower()
    assert app.events("2026-11-26")  # the haircut is still there

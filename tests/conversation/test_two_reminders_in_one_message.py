"""Two reminders said in one go, the second with no time of its own: "remind mike to pick up
jake at 3 tomorrow and remind me to buy milk". Read as one, a single reminder for Mike and
Sarah was written, titled "pick up jake and me to buy milk". Now each is its own, and the
second is asked about before it is set."""

from __future__ import annotations


def test_mikes_pick_up_and_moms_milk_are_two_reminders(app):
    turn = app.ask("remind mike to pick up jake at 3 tomorrow and remind me to buy milk", thread_id="r")
    assert "reminder for Mike: pick up jake, due Tue Nov 24 3pm" in turn.reply, turn.reply
    assert "me to buy milk" not in turn.reply
    assert turn.status == "awaiting_user" and "reminder for Sarah: buy milk" in turn.reply
    written = [app.calendar.get_event(e) for e in turn.committed]
    assert [(e.title, e.participants) for e in written if e] == [("pick up jake", ["mike"])]
    done = app.ask("make it friday at 9am", thread_id="r")
    assert done.status == "completed", done.reply
    assert "reminder for Sarah: buy milk, due Fri Nov 27 9am" in done.reply


def test_a_booking_then_a_reminder_without_a_time_is_asked_not_folded_in(app):
    turn = app.ask("book soccer for jake saturday at 2 and remind me to pack his bag", thread_id="s")
    assert "Booked: soccer for Jake, Sat Nov 28 2–3pm" in turn.reply, turn.reply
    assert turn.status == "awaiting_user" and "reminder for Sarah: pack his bag" in turn.reply
    assert app.ask("no", thread_id="s").committed == []

""" "mike or me for the dentist friday at 3": one of them goes. The first of the two free
then is proposed, the question says who is and is not free, and nothing is written before
a yes."""

from __future__ import annotations


def test_the_one_free_then_is_proposed_and_booked_after_a_yes(app):
    app.ask("mike has a work call thursday 2 to 3pm", thread_id="w", speaker="mike")
    app.ask("yes", thread_id="w", speaker="mike")
    asked = app.ask("mike or me for the eye doctor thursday at 2pm", thread_id="e")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert "Sarah is free then, Mike is not." in asked.reply, asked.reply
    assert "Book eye doctor for Sarah, Thu Nov 26 2–3pm." in asked.reply
    app.ask("yes", thread_id="e")
    doctor = [o for o in app.events("2026-11-26") if o.title == "eye doctor"]
    assert [o.participants for o in doctor] == [["sarah"]]


def test_both_free_takes_the_first_said_and_still_asks(app):
    asked = app.ask("mike or me for the eye doctor friday at 10am", thread_id="b")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert "both are free then, so I took Mike" in asked.reply
    assert "Book eye doctor for Mike, Fri Nov 27 10–11am." in asked.reply

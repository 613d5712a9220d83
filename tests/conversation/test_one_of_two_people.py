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


def test_mike_or_me_driving_asks_who_saying_which_is_free(app):
    app.ask("mike has a work call tuesday 3 to 5pm", thread_id="w", speaker="mike")
    app.ask("yes", thread_id="w", speaker="mike")
    asked = app.ask("mike or i can take jake to soccer tuesday", thread_id="r")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert asked.reply == (
        "Who's driving Jake to soccer practice on Tue Nov 24 4–5:30pm? Sarah is free then, Mike is not."
    )
    offered = app.ask("me", thread_id="r")
    assert offered.reply.startswith("Add Sarah to soccer practice on Tue Nov 24 4–5:30pm")
    app.ask("yes", thread_id="r")
    tuesday = [o for o in app.events("2026-11-24") if o.title == "soccer practice"]
    assert sorted(tuesday[0].participants) == ["jake", "sarah"]
    assert not [o for o in app.events("2026-11-24") if o.title == "soccer"]  # nothing new booked

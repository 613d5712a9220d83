"""A voice note that books two things and then asks about the van: "jake has the dentist on
tuesday at three and then emma has piano on wednesday at four thirty and can you check if the
van is free on saturday". The asking words were dropped as filler, the question lost its
start, and the whole message was answered as one question about the van on Tuesday at 3."""

from __future__ import annotations


def test_the_van_is_asked_about_on_saturday_after_both_bookings(app, titles_on):
    turn = app.ask(
        "ok so jake has the dentist on tuesday at three and then emma has piano on wednesday "
        "at four thirty and can you check if the van is free on saturday",
        thread_id="v",
    )
    assert "On Saturday Nov 28, the Minivan is in use only 10–11am" in turn.reply, turn.reply
    assert "Tuesday Nov 24 3–4pm" not in turn.reply
    assert ("dentist", "15:00") in titles_on(24, "jake")
    assert ("piano", "16:30") in titles_on(25, "emma")


def test_a_booking_then_whether_dad_is_free_is_both(app, titles_on):
    said = "book dentist for jake wednesday at 3 and let me know if mike is free friday at 6"
    turn = app.ask(said, thread_id="m")
    assert ("dentist", "15:00") in titles_on(25, "jake"), turn.reply
    assert "Mike is free" in turn.reply

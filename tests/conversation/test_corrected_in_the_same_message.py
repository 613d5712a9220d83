"""Thumbs type fast and fix as they go: "book swim for jake tues 6pm, actually make it 6:30"
books 6:30 (after a yes), never 6pm."""

from __future__ import annotations


def test_swim_is_booked_at_the_corrected_time(app, titles_on):
    turn = app.ask("book swim for jake tues 6pm, actually make it 6:30", thread_id="s")
    assert turn.status == "awaiting_user" and not turn.committed, turn.reply
    assert "swim for Jake, Tue Nov 24 6:30–7:30pm" in turn.reply
    app.ask("yes", thread_id="s")
    assert ("swim", "18:30") in titles_on(24, "jake")
    assert ("swim", "18:00") not in titles_on(24, "jake")


def test_a_day_corrected_moves_the_booking_to_that_day(app, titles_on):
    turn = app.ask("piano for emma thursday at 5 - sorry, wednesday", thread_id="p")
    assert "piano for Emma, Wed Nov 25 5–6pm" in turn.reply, turn.reply
    app.ask("yes", thread_id="p")
    assert ("piano", "17:00") in titles_on(25, "emma")
    assert all(title != "piano" for title, _ in titles_on(26, "emma"))

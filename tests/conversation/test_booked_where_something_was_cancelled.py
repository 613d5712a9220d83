"""Something cancelled and something else put in its place, in one message: "cancel
thursday's soccer and put the orthodontist for jake there instead". The booking gives no
time of its own; it takes the cancelled practice's. Both are named in the one question,
nothing is written before the yes, and the booking is never dropped without a word."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "said",
    [
        "cancel thursday's soccer and put the orthodontist for jake there instead",
        "cancel jake's soccer on thursday and book the orthodontist for him in its place",
        "cancel soccer thursday and book an orthodontist visit for jake instead",
    ],
)
def test_the_booking_takes_the_cancelled_practices_time_after_one_yes(app, titles_on, said):
    turn = app.ask(said, thread_id="o")
    assert turn.status == "awaiting_user" and not turn.committed
    assert "Cancel soccer practice on Thu Nov 26 4–5:30pm" in turn.reply, turn.reply
    assert "orthodontist" in turn.reply  # the booking that follows is asked about too
    assert ("soccer practice", "16:00") in titles_on(26, "jake")  # nothing written yet
    turn = app.ask("yes", thread_id="o")
    assert "Cancelled soccer practice on Thu Nov 26" in turn.reply, turn.reply
    assert "orthodontist" in turn.reply and "Thu Nov 26 4–5:30pm" in turn.reply.split("occurrence only)")[1]
    if turn.status == "awaiting_user":  # a title it does not know is checked once more, at that time
        turn = app.ask("yes", thread_id="o")
    assert turn.committed and turn.status == "completed", turn.reply
    jakes_thursday = titles_on(26, "jake")
    assert ("soccer practice", "16:00") not in jakes_thursday
    assert [t for t in jakes_thursday if t[0].startswith("orthodontist")] == [(jakes_thursday[0][0], "16:00")]


def test_a_no_to_the_cancellation_books_nothing_at_that_time(app, titles_on):
    app.ask("cancel thursday's soccer and put the orthodontist for jake there instead", thread_id="o")
    turn = app.ask("no", thread_id="o")
    assert not turn.committed and "What time" in turn.reply, turn.reply  # asked, not dropped, not guessed
    assert ("soccer practice", "16:00") in titles_on(26, "jake")
    assert not any(t[0].startswith("orthodontist") for t in titles_on(26, "jake"))


def test_a_booking_with_its_own_time_after_a_cancellation_keeps_it(app, titles_on):
    app.ask("cancel thursday's soccer and book the orthodontist for jake friday at 3pm", thread_id="o")
    turn = app.ask("yes", thread_id="o")
    assert "Fri Nov 27 3" in turn.reply, turn.reply

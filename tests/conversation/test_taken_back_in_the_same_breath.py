"""A request taken back before the message ends: "book piano for emma friday at 5, never
mind", "cancel swim saturday. forget it". It used to be proposed anyway ("I didn't catch
'never mind' — book it without it?"), so a reflex "yes" wrote what the family had just
dropped. Now nothing is proposed or written, and the reply says so. A correction ("nope,
friday", "scratch that, make it wednesday") is still taken as the new time."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "said",
    [
        "book piano for emma friday at 5, never mind",
        "book piano for emma fri at 5. forget it",
        "piano for emma friday at 5 oh wait no",
        "book piano for emma friday at 5pm... actually, never mind, thanks",
    ],
)
def test_a_booking_taken_back_books_nothing(app, titles_on, said):
    turn = app.ask(said, thread_id="p")
    assert turn.status == "completed" and turn.committed == [], turn.reply
    assert "so nothing was booked" in turn.reply
    assert "book it without" not in turn.reply
    assert [t for t, _ in titles_on(27, "emma") if t == "piano"] == []
    after = app.ask("yes", thread_id="p")
    assert after.committed == []


def test_a_cancellation_taken_back_leaves_swim_on(app, titles_on):
    turn = app.ask("cancel swim saturday, never mind", thread_id="s")
    assert turn.committed == [] and "so nothing was cancelled" in turn.reply, turn.reply
    app.ask("yes", thread_id="s")
    assert ("swim class", "10:00") in titles_on(28, "jake")


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("book a haircut for mike thursday at 10 nope friday", "Fri Nov 27"),
        ("add a haircut for mike thursday at 10 scratch that make it wednesday", "Wed Nov 25"),
        ("book a haircut for mike on thursday the 26th at 10 no sorry friday the 27th", "Fri Nov 27"),
    ],
)
def test_a_day_corrected_without_a_comma_is_the_day_asked_about(app, said, day):
    turn = app.ask(said, thread_id="h")
    assert turn.committed == [] and f"haircut for Mike, {day} 10–10:45am" in turn.reply, turn.reply
    assert "Thu Nov 26" not in turn.reply


def test_a_question_followed_by_never_mind_is_still_answered(app):
    turn = app.ask("is jake free friday at 5? never mind", thread_id="q")
    assert "Jake is free" in turn.reply and turn.committed == []

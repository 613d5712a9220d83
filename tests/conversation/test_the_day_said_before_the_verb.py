"""Texted with the day first: "tomorrow book piano for emma at 4", "on friday put karate for
jake at 5". The verb was taken into the title, and Emma's calendar read "book piano"."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("said", "day", "title", "at"),
    [
        ("tomorrow book piano for emma at 4", 24, "piano", "16:00"),
        ("on friday put karate for emma at 5", 27, "karate", "17:00"),
        ("2morrow can you book a haircut for emma at 3", 24, "haircut", "15:00"),
        ("next tuesday add art club for emma at 4", 1, "art club", "16:00"),
    ],
)
def test_the_booking_is_named_for_the_activity_not_the_verb(app, titles_on, said, day, title, at):
    turn = app.ask(said, thread_id="d")
    assert turn.status == "completed" and turn.committed, turn.reply
    assert f"Booked: {title} for Emma" in turn.reply
    month = 12 if day < 23 else 11
    assert (title, at) in titles_on(day, "emma", month=month)


def test_a_book_club_on_friday_is_still_a_book_club(app):
    turn = app.ask("friday book club for mom at 7pm", thread_id="b")
    assert "book club" in turn.reply, turn.reply

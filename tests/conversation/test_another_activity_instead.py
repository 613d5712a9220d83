"""A booking waits for a yes and the family changes what it is for: "book tennis instead".
The same people at the same time, for tennis, asked about again: one booking, never a
second one left waiting for a time while the first is put on hold."""

from __future__ import annotations

import pytest


def _kids_titles(titles_on, day: int) -> list[str]:
    return [title for title, _ in titles_on(day, "emma")] + [title for title, _ in titles_on(day, "jake")]


@pytest.mark.parametrize(
    "words", ["book tennis instead", "no, book tennis instead", "make it tennis instead", "tennis instead"]
)
def test_tennis_takes_the_place_of_the_swim_waiting(app, titles_on, words):
    turn = app.ask("swim for the kids sunday afternoon", thread_id="t")
    assert turn.status == "awaiting_user" and "Book swim for Emma and Jake" in turn.reply
    turn = app.ask(words, thread_id="t")
    assert turn.status == "awaiting_user" and not turn.committed, turn.reply
    assert "Book tennis for Emma and Jake, Sun Nov 29" in turn.reply, turn.reply
    assert "on hold" not in turn.reply and "What time" not in turn.reply
    turn = app.ask("yes", thread_id="t")
    assert len(turn.committed) == 1, turn.reply
    titles = _kids_titles(titles_on, 29)
    assert titles.count("tennis") == 2 and "swim" not in titles  # one event, both kids on it


def test_someone_else_named_with_the_new_activity_takes_it(app, titles_on):
    app.ask("swim for the kids sunday afternoon", thread_id="m")
    turn = app.ask("book tennis for mike instead", thread_id="m")
    assert "Book tennis for Mike, Sun Nov 29" in turn.reply, turn.reply
    app.ask("yes", thread_id="m")
    assert any(title == "tennis" for title, _ in titles_on(29, "mike"))
    assert "tennis" not in _kids_titles(titles_on, 29)


def test_a_clashing_booking_keeps_its_ways_out_under_the_new_name(app):
    turn = app.ask("piano for emma monday at 5:30", thread_id="p")
    assert "1." in turn.reply
    turn = app.ask("actually make it a piano recital instead", thread_id="p")
    assert "Book piano recital for Emma, Mon Nov 30 5:30–6:30pm" in turn.reply, turn.reply
    assert "piano lesson" in turn.reply and "1. Move piano recital" in turn.reply


def test_moving_something_else_instead_is_a_request_of_its_own(app):
    app.ask("swim for the kids sunday afternoon", thread_id="o")
    turn = app.ask("move piano to 6 instead", thread_id="o")
    assert "on hold" in turn.reply and "Piano lesson repeats" in turn.reply, turn.reply

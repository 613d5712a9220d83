"""Sarah books book club on Thursday "at 7" and Mike poker "at 8". The contract reads a
bare 7 or 8 as the morning, but for an evening kind of thing that is a guess: it is said
("I read "7" as 7am, not 7pm"), asked about before anything is written, and "7pm" in
answer books the evening."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("said", "hour"),
    [
        ("book club thursday at 7", "7"),
        ("mike has poker friday at 8", "8"),
        ("we're going to the movies saturday at 7", "7"),
    ],
)
def test_an_evening_kind_of_thing_at_a_bare_hour_is_said_and_asked_not_written(app, said, hour):
    turn = app.ask(said, thread_id="b")
    assert turn.status == "awaiting_user" and not turn.committed, turn.reply
    assert turn.reply.startswith(f'I read "{hour}" as {hour}am, not {hour}pm.'), turn.reply


def test_saying_the_evening_in_answer_books_the_evening(app):
    app.ask("book club thursday at 7", thread_id="b")
    done = app.ask("7pm", thread_id="b")
    assert done.committed and "Thu Nov 26 7–8pm" in done.reply, done.reply


def test_a_morning_kind_of_thing_at_seven_is_the_morning_without_a_doubt(app):
    turn = app.ask("breakfast with grandma sunday at 7", thread_id="b")
    assert turn.committed and "7–8am" in turn.reply and "I read" not in turn.reply, turn.reply

"""Jake wants the family laptop "at 7" on Wednesday. Seven in the morning is before school
and seven in the evening is when homework happens, so the reading is said and asked before
anything is written; "7pm" in answer books the evening."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "said",
    ["the laptop for jake wednesday at 7", "homework on the computer for emma friday at 8"],
)
def test_the_laptop_or_homework_at_a_bare_hour_is_asked_not_written(app, said):
    turn = app.ask(said, thread_id="l")
    assert turn.status == "awaiting_user" and not turn.committed, turn.reply
    assert turn.reply.startswith("I read "), turn.reply


def test_the_evening_said_in_answer_books_the_evening(app, titles_on):
    app.ask("the laptop for jake wednesday at 7", thread_id="l")
    done = app.ask("7pm", thread_id="l")
    assert done.committed and "Wed Nov 25 7–8pm" in done.reply, done.reply

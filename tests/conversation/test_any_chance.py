"""Sarah texts "any chance emma can do guitar wed at 5". It is a question about Emma's time,
answered as "can emma do guitar wed at 5?" is; "chance" used to be read as an event, and the
answer was "No chance for Emma"."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "said",
    ["any chance emma can do guitar wed at 5", "is there any chance emma could do guitar wednesday at 5?"],
)
def test_any_chance_she_can_is_a_question_about_her_time(app, said):
    turn = app.ask(said, thread_id="c")
    assert turn.intent == "query" and not turn.committed
    assert turn.reply.startswith("Emma is free the whole time on Wednesday Nov 25 5–6pm."), turn.reply

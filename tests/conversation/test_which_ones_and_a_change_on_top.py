"""Asked which swim classes to move, the family answers with more than which ones: "just
this one for jake", "the whole series but take the honda". Read as the scope alone, the
move would be written for both kids (or in the van); it is asked again, saying why."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "answer",
    [
        "just this one for jake",
        "the whole series, for emma",
        "this one only, at noon",
        "all of them but take the honda",
        "only the next one, for 90 minutes",
    ],
)
def test_a_scope_with_a_change_on_top_moves_nothing_yet(app, titles_on, answer):
    asked = app.ask("move swim class to 11", thread_id="s")
    assert "Change only the next one" in asked.reply
    turn = app.ask(answer, thread_id="s")
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply
    assert "Nothing was changed yet" in turn.reply
    assert ("swim class", "10:00") in titles_on(28, "jake")
    assert ("swim class", "10:00") in titles_on(28, "emma")


@pytest.mark.parametrize("answer", ["just the next one please", "1", "only saturday's"])
def test_a_plain_scope_still_moves_just_that_class(app, titles_on, answer):
    app.ask("move swim class to 11", thread_id="s")
    done = app.ask(answer, thread_id="s")
    assert done.status == "completed" and done.committed, done.reply
    assert ("swim class", "11:00") in titles_on(28, "jake")
    assert ("swim class", "10:00") in titles_on(5, "jake", month=12)

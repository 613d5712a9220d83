"""A yes said unsure ("i suppose so", "I guess") is asked again plainly, and a no for now
("hold off for now", "not yet") leaves the calendar as it was and says so."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("words", ["i suppose so", "I guess", "guess so", "i think so"])
def test_an_unsure_yes_to_cancelling_gym_asks_again_and_keeps_gym(app, titles_on, words):
    app.ask("cancel gym on friday", thread_id="g", speaker="mike")
    turn = app.ask(words, thread_id="g", speaker="mike")
    assert turn.status == "awaiting_user" and not turn.committed, turn.reply
    assert "sounds unsure" in turn.reply and "couldn't find" not in turn.reply, turn.reply
    assert ("gym", "06:30") in titles_on(27, "mike")
    done = app.ask("yes", thread_id="g", speaker="mike")
    assert done.committed and ("gym", "06:30") not in titles_on(27, "mike")


@pytest.mark.parametrize("words", ["hold off for now", "not yet", "let's wait", "maybe later"])
def test_not_for_now_leaves_saturday_swim_and_says_so(app, titles_on, words):
    app.ask("cancel the swim class this saturday", thread_id="s", speaker="sarah")
    turn = app.ask(words, thread_id="s", speaker="sarah")
    assert turn.status == "completed" and not turn.committed, turn.reply
    assert "left the calendar as it was" in turn.reply, turn.reply
    assert ("swim class", "10:00") in titles_on(28, "emma")

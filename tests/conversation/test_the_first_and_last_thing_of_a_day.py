"""Sarah plans her mornings and evenings around the first and the last thing of a day:
"what's the earliest thing tomorrow?", "what's the last thing on thursday?". The answer is
that one event, on the day she asked about; "first" is never the 1st of the month, and
"earliest thing" is never the name of an event."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "asked", ["what's the earliest thing tomorrow?", "what's first tomorrow?", "whats the 1st thing tmrw"]
)
def test_the_first_thing_tomorrow_is_jakes_soccer(app, asked):
    answer = app.ask(asked, thread_id="q")
    assert answer.intent == "query" and answer.committed == []
    assert answer.reply.startswith("First on Tuesday Nov 24: 4–5:30pm soccer practice"), answer.reply
    assert "1 more after it" in answer.reply  # Emma's homework at 7


def test_the_last_thing_on_thursday_is_emmas_homework(app):
    answer = app.ask("what's the last thing on thursday?", thread_id="q")
    assert answer.reply.startswith("Last on Thursday Nov 26: 7–8pm homework on the laptop"), answer.reply


def test_the_first_thing_on_saturday_is_on_saturday_not_on_the_first_of_december(app):
    answer = app.ask("when is the first thing on saturday?", thread_id="q")
    assert answer.reply.startswith("First on Saturday Nov 28: 10–11am swim class"), answer.reply


def test_someones_first_thing_is_theirs_and_a_free_day_says_so(app):
    mine = app.ask("what does emma have first on saturday?", thread_id="q")
    assert mine.reply.startswith("First for Emma on Saturday Nov 28: 10–11am swim class"), mine.reply
    empty = app.ask("what's jake's last thing on wednesday?", thread_id="q2")
    assert empty.reply.startswith("Nothing on for Jake on Wednesday Nov 25"), empty.reply

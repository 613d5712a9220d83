"""Swim on Saturday is Emma's and Jake's. "Cancel swim saturday for jake only" (or "just
jake" said to "Cancel swim class on Sat Nov 28?") called it off for both, behind a question
that looked the same as before. Now only Jake is taken off that class; Emma still goes."""

from __future__ import annotations

import pytest


def test_cancelling_for_jake_only_takes_only_him_off(app, titles_on):
    turn = app.ask("cancel swim saturday for jake only", thread_id="s")
    assert "Take Jake off swim class on Sat Nov 28" in turn.reply, turn.reply
    done = app.ask("yes", thread_id="s")
    assert done.status == "completed" and done.committed
    assert titles_on(28, "jake") == []
    assert ("swim class", "10:00") in titles_on(28, "emma")


@pytest.mark.parametrize("answer", ["just jake", "only for jake", "yes for jake only"])
def test_narrowed_to_jake_in_the_answer_is_said_back_before_anything_is_written(app, titles_on, answer):
    app.ask("cancel swim saturday", thread_id="s")
    turn = app.ask(answer, thread_id="s")
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply
    assert "Take Jake off swim class on Sat Nov 28" in turn.reply
    app.ask("yes", thread_id="s")
    assert ("swim class", "10:00") in titles_on(28, "emma")
    assert titles_on(28, "jake") == []


def test_cancelling_jakes_swim_is_still_the_swim_class(app):
    turn = app.ask("cancel jake's swim saturday", thread_id="s")
    assert "Cancel swim class on Sat Nov 28" in turn.reply, turn.reply

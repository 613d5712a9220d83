"""Emma has piano lessons on Mondays and Jake soccer practice on Thursdays. A family
that speaks of a piano *recital* or a soccer *game* means another occasion of the same
activity: the assistant must not move or cancel the lesson or the practice for it. Words
of one kind ("class" for "lesson", "training" for "practice") still find the event."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "said",
    [
        "add mike to emma's piano recital",
        "cancel jake's soccer game on thursday",
        "move jake's soccer tournament to 5",
        "cancel the piano concert",
    ],
)
def test_another_occasion_of_the_same_activity_is_not_found_and_nothing_changes(app, said):
    before = {e.id: (e.start, e.participants) for e in app.calendar.all_events()}
    turn = app.ask(said, thread_id="k")
    assert turn.status == "completed" and not turn.committed
    assert "couldn't find" in turn.reply, turn.reply
    assert {e.id: (e.start, e.participants) for e in app.calendar.all_events()} == before


def test_a_piano_class_is_her_piano_lesson_not_the_swim_class(app):
    turn = app.ask("move emma's piano class to 6", thread_id="k")
    assert turn.reply.startswith("Piano lesson repeats."), turn.reply
    assert "swim" not in turn.reply


def test_soccer_training_is_his_soccer_practice(app):
    turn = app.ask("cancel jake's soccer training thursday", thread_id="k")
    assert turn.reply.startswith("Cancel soccer practice on Thu Nov 26 4–5:30pm"), turn.reply
    assert turn.status == "awaiting_user"

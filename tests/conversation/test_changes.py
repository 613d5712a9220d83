"""Moving and cancelling: the right event, the right occurrence, and who may do it."""

from __future__ import annotations


def test_cancelling_one_lesson_of_a_weekly_series_keeps_the_others(app, titles_on):
    turn = app.ask("cancel Emma's piano lesson next monday", thread_id="c")
    assert turn.status == "awaiting_user"
    assert "Nov 30" in turn.reply
    done = app.ask("yes", thread_id="c")
    assert done.status == "completed", done.reply
    assert [t for t, _ in titles_on(30, "emma")] == []
    assert [t for t, _ in titles_on(7, "emma", month=12)] == ["piano lesson"]


def test_push_it_back_an_hour_moves_only_that_practice(app, titles_on):
    turn = app.ask("push Jake's soccer practice on thursday back an hour", thread_id="m")
    assert turn.status == "completed", turn.reply
    assert ("soccer practice", "17:00") in titles_on(26, "jake")
    assert ("soccer practice", "16:00") in titles_on(24, "jake")


def test_a_child_cannot_cancel_a_parents_event(app, titles_on):
    turn = app.ask("cancel dad's gym on wednesday", thread_id="k", speaker="jake")
    assert turn.committed == []
    assert "can't" in turn.reply.lower()
    assert [t for t, _ in titles_on(25, "mike")] == ["gym"]


def test_a_child_may_move_their_own_event(app, titles_on):
    turn = app.ask("move my homework on tuesday to 6pm", thread_id="e", speaker="emma")
    assert turn.status == "completed", turn.reply
    assert ("homework on the laptop", "18:00") in titles_on(24, "emma")

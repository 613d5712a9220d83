"""Jake's chess club every weekday at 4 clashes with soccer and waits for an answer; Sarah
says which days it should skip. The repeat loses those days (never becomes a Friday-only
club), the changed proposal is shown again, and nothing is written until she picks."""

from __future__ import annotations


def test_skipping_days_keeps_the_rest_of_the_week(app):
    turn = app.ask("chess club for jake every weekday at 4", thread_id="c")
    assert turn.status == "awaiting_user" and not turn.committed
    turn = app.ask("skip mondays and fridays", thread_id="c")
    assert "every Tuesday, Wednesday and Thursday at 4pm" in turn.reply, turn.reply
    assert "Tue Nov 24" in turn.reply and not turn.committed


def test_wait_not_fridays_to_a_pending_series_is_asked_about(app):
    app.ask("chess club for jake every weekday at 4", thread_id="c")
    turn = app.ask("wait, not fridays", thread_id="c")
    assert turn.status == "awaiting_user" and not turn.committed, turn.reply
    assert "every Monday, Tuesday, Wednesday and Thursday at 4pm" in turn.reply, turn.reply


def test_not_fridays_after_the_series_was_written_is_asked_then_changed(app):
    turn = app.ask("homework club for emma every weekday at 3:30 until december 18", thread_id="h")
    assert turn.committed
    turn = app.ask("wait, not fridays", thread_id="h")
    assert not turn.committed and turn.status == "awaiting_user", turn.reply
    assert "Stop homework club on Fridays" in turn.reply
    assert "it stays on Mondays, Tuesdays, Wednesdays and Thursdays" in turn.reply, turn.reply

"""Sarah has just booked a weekly class, then changes its days in the next message. What
stays, what goes and from when is said first; nothing changes until she says yes, and a no
leaves the series as it was."""

from __future__ import annotations

from datetime import datetime, timedelta

from .conftest import NY


def _weekdays(app, title, member):
    start = datetime(2026, 11, 30, tzinfo=NY)
    seen = app.events(start, start + timedelta(days=7), members=[member])
    return sorted({o.start.astimezone(NY).strftime("%a") for o in seen if o.title == title})


def test_a_day_taken_out_after_booking_is_asked_then_written(app):
    app.ask("pilates every mon tue fri at 8:30pm", thread_id="p")
    turn = app.ask("hmm, no fridays", thread_id="p")
    assert "Stop pilates on Fridays" in turn.reply and "it stays on Mondays and Tuesdays" in turn.reply
    assert not turn.committed and _weekdays(app, "pilates", "sarah") == ["Fri", "Mon", "Tue"]
    turn = app.ask("yes", thread_id="p")
    assert turn.committed and _weekdays(app, "pilates", "sarah") == ["Mon", "Tue"]


def test_just_some_of_its_days_says_what_goes(app):
    app.ask("pilates every mon tue fri at 8:30pm", thread_id="p")
    turn = app.ask("actually make it just mondays and fridays", thread_id="p")
    assert "Stop pilates on Tuesdays" in turn.reply, turn.reply
    assert not turn.committed


def test_a_day_added_is_asked_then_written(app):
    app.ask("pilates every mon tue at 8:30pm", thread_id="p")
    turn = app.ask("add fridays too", thread_id="p")
    assert "Add Fridays to pilates" in turn.reply and "it stays on Mondays and Tuesdays too" in turn.reply
    assert not turn.committed and _weekdays(app, "pilates", "sarah") == ["Mon", "Tue"]
    turn = app.ask("yes", thread_id="p")
    assert turn.committed and _weekdays(app, "pilates", "sarah") == ["Fri", "Mon", "Tue"]


def test_a_no_leaves_the_series_as_it_was(app):
    app.ask("pilates every mon tue at 8:30pm", thread_id="p")
    app.ask("oh, saturdays too", thread_id="p")
    turn = app.ask("no", thread_id="p")
    assert not turn.committed and _weekdays(app, "pilates", "sarah") == ["Mon", "Tue"]


def test_days_taken_out_with_no_series_spoken_of_asks_which(app):
    turn = app.ask("not tuesdays", thread_id="n")
    assert not turn.committed and turn.status == "awaiting_user"
    assert "Which event" in turn.reply, turn.reply

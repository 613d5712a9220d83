"""Sarah cancels Jake's soccer next week, then says "make it two weeks": the cancellation
covers the two weeks from that Monday, asked again before anything is cancelled."""

from __future__ import annotations

import pytest

TWO_WEEKS = "Tue Dec 1, Thu Dec 3, Tue Dec 8 and Thu Dec 10"


@pytest.mark.parametrize(
    "words", ["make it two weeks", "no, 2 weeks", "the next two weeks", "two weeks instead"]
)
def test_next_week_said_again_as_two_weeks(app, titles_on, words):
    turn = app.ask("cancel jake's soccer next week", thread_id="s")
    assert "Tue Dec 1 and Thu Dec 3" in turn.reply
    turn = app.ask(words, thread_id="s")
    assert turn.status == "awaiting_user" and not turn.committed, turn.reply
    assert TWO_WEEKS in turn.reply and "on hold" not in turn.reply
    assert ("soccer practice", "16:00") in titles_on(8, "jake", month=12)  # nothing cancelled yet
    assert app.ask("yes", thread_id="s").committed
    for day in (1, 3, 8, 10):
        assert ("soccer practice", "16:00") not in titles_on(day, "jake", month=12)
    assert ("soccer practice", "16:00") in titles_on(15, "jake", month=12)
    assert ("soccer practice", "16:00") in titles_on(26, "jake")


def test_this_week_said_again_as_three_weeks_runs_to_the_third_sunday(app):
    app.ask("cancel soccer this week", thread_id="t")
    turn = app.ask("3 weeks", thread_id="t")
    assert "6 dates, Tue Nov 24 to Thu Dec 10" in turn.reply, turn.reply


def test_a_length_said_to_a_booking_at_one_time_is_no_span(app):
    turn = app.ask("dentist for jake friday at 3", thread_id="d")
    assert turn.committed
    turn = app.ask("make it two weeks", thread_id="d")
    assert "Tue Dec" not in turn.reply

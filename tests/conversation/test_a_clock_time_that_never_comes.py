"""A time on the night the clocks go forward (Sunday March 14 2027 in New York): 2:30am never
comes, so the booking is at 3:30am and the family is told so before it is asked about, never
shown 3:30am as if that had been said. Other nights and times are as said."""

from __future__ import annotations


def test_a_flight_at_2_15_the_night_the_clocks_go_forward_says_it_is_read_as_3_15(app):
    turn = app.ask("put mike's flight on sunday march 14 2027 at 2:15am", thread_id="f", speaker="mike")
    assert turn.status == "awaiting_user" and not turn.committed, turn.reply
    assert 'I read "2:15am" as 3:15am' in turn.reply and "clocks go forward" in turn.reply, turn.reply
    assert "Sun Mar 14 3:15" in turn.reply


def test_the_same_hour_a_week_later_is_taken_as_said(app):
    turn = app.ask("put mike's flight on sunday march 21 2027 at 2:15am", thread_id="f", speaker="mike")
    assert "never comes" not in turn.reply and "Sun Mar 21 2:15" in turn.reply, turn.reply


def test_brunch_on_that_sunday_morning_is_booked_as_said(app):
    turn = app.ask("brunch with linda march 14 2027 at 10:30am", thread_id="b", speaker="sarah")
    assert turn.committed and "never comes" not in turn.reply, turn.reply

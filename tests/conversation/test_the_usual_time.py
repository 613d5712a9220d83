"""A bare hour for an activity the family already has means the half of the day it is at."""

from __future__ import annotations


def test_book_club_at_7_30_is_the_evening_one_already_on_the_calendar(app):
    turn = app.ask("sarah has book club every other wednesday at 7:30 starting dec 2", thread_id="b")
    assert turn.committed == [] and "on the calendar already" in turn.reply
    assert "7:30–9pm" in turn.reply


def test_gym_at_6_30_for_mike_is_his_morning_gym(app):
    turn = app.ask("gym for mike saturday at 6:30", thread_id="g", speaker="mike")
    assert "Sat Nov 28 6:30–7:30am" in turn.reply, turn.reply


def test_a_half_said_is_kept_even_when_the_activity_is_usually_the_other(app):
    turn = app.ask("gym for mike saturday at 6:30pm", thread_id="g", speaker="mike")
    assert "6:30–7:30pm" in turn.reply


def test_an_activity_the_family_does_not_have_keeps_the_contracts_reading(app):
    turn = app.ask("pottery class for emma saturday at 9", thread_id="p")
    assert "Sat Nov 28 9–10am" in turn.reply

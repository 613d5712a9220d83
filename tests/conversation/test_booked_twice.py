"""A message sent twice, or a booking the other parent made already: the calendar holds
it, so nothing new is booked and the family is told so, not offered ways out of a clash
with the very same event."""

from __future__ import annotations


def test_the_same_booking_sent_twice_is_booked_once(app):
    first = app.ask("dentist for jake friday at 3pm", thread_id="a")
    assert first.committed
    again = app.ask("dentist for jake friday at 3pm", thread_id="b", speaker="mike")
    assert again.status == "completed" and again.committed == []
    assert "on the calendar already" in again.reply and "Pick an option" not in again.reply
    assert [o.title for o in app.events("2026-11-27", members=["jake"])].count("dentist") == 1


def test_one_saturday_of_the_weekly_class_is_there_already(app):
    turn = app.ask("swim class for emma and jake saturday at 10", thread_id="s")
    assert "on the calendar already" in turn.reply and "Sat Nov 28" in turn.reply
    assert turn.committed == []


def test_the_same_activity_for_someone_else_is_a_new_booking(app):
    app.ask("dentist for jake friday at 3pm", thread_id="a")
    emma = app.ask("dentist for emma friday at 3pm", thread_id="b")
    assert emma.committed and "on the calendar already" not in emma.reply


def test_another_activity_at_that_time_still_clashes(app):
    turn = app.ask("karate for jake saturday at 10", thread_id="k")
    assert turn.status == "awaiting_user" and "swim class" in turn.reply


def test_booking_the_weekly_family_dinner_again_is_on_the_calendar_already(app):
    turn = app.ask("set up family dinner every sunday at 6pm", thread_id="d")
    assert turn.status == "completed" and "on the calendar already" in turn.reply
    assert turn.committed == []


def test_the_same_class_on_other_days_is_a_booking_of_its_own(app):
    turn = app.ask("swim class for emma every wednesday at 10am", thread_id="w")
    assert "on the calendar already" not in turn.reply

"""Changes told as news, and things said to be off, with no verb at all.

"gym is at 7 on wed" once booked Sarah a second gym at 7 without a word; "piano is at 4:30
this week" proposed a new "piano"; "book club isn't happening wed" and "forget the homework
thursday" proposed events called just that. A name already on the calendar, said with "is"
and a new time, day or length, is that event changing; said to be off, it is cancelled. Both
are asked before anything is written.
"""

from __future__ import annotations


def test_a_new_time_told_for_the_gym_moves_mikes_gym_after_asking(app, titles_on):
    asked = app.ask("heads up, gym is at 7 on wednesday", thread_id="g")
    assert asked.status == "awaiting_user" and asked.intent == "modify" and not asked.committed
    assert "Move gym" in asked.reply and "7–8am" in asked.reply
    assert titles_on(25, "sarah") == []  # no gym of her own
    app.ask("yes", thread_id="g")
    assert titles_on(25, "mike") == [("gym", "07:00")]
    assert titles_on(27, "mike") == [("gym", "06:30")]  # friday's stays


def test_the_lesson_this_week_at_another_time_is_the_lesson_not_a_new_piano(app, titles_on):
    asked = app.ask("emma's piano's at 4:30 this week", thread_id="p")
    assert asked.intent == "modify" and "Move piano lesson" in asked.reply
    app.ask("yes", thread_id="p")
    assert titles_on(23, "emma") == [("piano lesson", "16:30")]
    assert titles_on(30, "emma") == [("piano lesson", "17:00")]  # next week's keeps 5
    assert "piano" not in [t for t, _ in titles_on(23, "sarah")]


def test_a_shorter_class_told_for_one_saturday_changes_its_length(app, titles_on):
    asked = app.ask("swim class is only 45 minutes this saturday", thread_id="s")
    assert asked.intent == "modify" and "10–10:45am" in asked.reply
    app.ask("yes", thread_id="s")
    assert titles_on(28, "jake") == [("swim class", "10:00")]
    assert titles_on(28, "sarah") == []


def test_dinner_told_at_a_later_time_is_asked_and_not_said_to_be_there_already(app, titles_on):
    asked = app.ask("family dinner will be at 6:30 sunday", thread_id="d")
    assert "already" not in asked.reply and "Move family dinner" in asked.reply
    assert titles_on(29, "jake") == [("family dinner", "18:00")]  # nothing yet
    app.ask("yes", thread_id="d")
    assert titles_on(29, "jake") == [("family dinner", "18:30")]


def test_a_lesson_told_to_be_on_another_day_this_week_moves_that_one_asked_first(app, titles_on):
    asked = app.ask("her piano lesson is on wednesday this week", thread_id="w")
    assert asked.intent == "modify" and "repeats" not in asked.reply
    assert "Wed Nov 25" in asked.reply and "(this occurrence only)" in asked.reply
    assert titles_on(25, "emma") == [] and not asked.committed
    app.ask("yes", thread_id="w")
    assert titles_on(25, "emma") == [("piano lesson", "17:00")]
    assert titles_on(23, "emma") == []


def test_news_of_something_not_on_the_calendar_is_still_booked(app, titles_on):
    done = app.ask("jake's orthodontist is at 3:30 on friday", thread_id="o")
    assert done.intent == "create" and done.committed
    assert titles_on(27, "jake") == [("orthodontist", "15:30")]


def test_a_recital_told_at_a_time_is_a_booking_not_a_change_to_the_lesson(app, titles_on):
    done = app.ask("emma's piano recital is at 2 on dec 12", thread_id="r")
    assert done.intent == "create"
    assert titles_on(30, "emma") == [("piano lesson", "17:00")]


def test_something_said_not_to_be_happening_is_cancelled_after_asking(app, titles_on):
    asked = app.ask("swim isn't happening this week", thread_id="x")
    assert asked.intent == "cancel" and "Cancel swim class on Sat Nov 28" in asked.reply
    app.ask("yes", thread_id="x")
    assert titles_on(28, "emma") == []
    assert "swim isn't happening" not in [o.title for o in app.events("2026-11-23", "2026-11-30")]


def test_not_happening_on_a_day_it_is_not_on_says_so_and_changes_nothing(app, titles_on):
    turn = app.ask("book club isn't happening wednesday", thread_id="b")
    assert not turn.committed and "no book club on Wed Nov 25" in turn.reply
    assert titles_on(25, "sarah") == []


def test_forget_the_homework_thursday_cancels_that_evening_only(app, titles_on):
    asked = app.ask("forget emma's homework on thursday", thread_id="f")
    assert asked.intent == "cancel" and "Cancel homework on the laptop" in asked.reply
    app.ask("yes", thread_id="f")
    assert titles_on(26, "emma") == []
    assert titles_on(24, "emma") == [("homework on the laptop", "19:00")]


def test_forget_about_saturday_swim_is_asked_as_a_cancellation(app, titles_on):
    asked = app.ask("forget about swim on saturday", thread_id="a")
    assert asked.intent == "cancel" and not asked.committed
    assert "forget" not in asked.reply.lower()
    assert titles_on(28, "jake") == [("swim class", "10:00")]


def test_dinner_at_grandmas_on_sunday_is_a_booking_not_a_change_to_family_dinner(app, titles_on):
    done = app.ask("dinner at nana's sun 5", thread_id="n")
    assert done.intent == "create" and done.committed
    assert ("family dinner", "18:00") in titles_on(29, "jake")
    assert ("dinner", "17:00") in titles_on(29, "sarah")

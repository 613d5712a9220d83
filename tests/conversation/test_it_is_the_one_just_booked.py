""" "Make it 5" right after booking: "it" is the event this conversation just wrote."""

from __future__ import annotations

from .conftest import NY


def starts(app, title: str) -> list[str]:
    return sorted(
        e.start.astimezone(NY).strftime("%a %H:%M")
        for e in app.calendar.all_events()
        if e.title == title and e.status != "cancelled"
    )


def test_make_it_5_moves_the_piano_just_booked_after_a_yes(app):
    app.ask("piano for emma friday at 4", thread_id="c")
    asked = app.ask("make it 5", thread_id="c")
    assert asked.status == "awaiting_user" and asked.committed == []  # we took "it" to mean the piano
    assert "Move piano from Fri Nov 27 4–5pm to Fri Nov 27 5–6pm" in asked.reply
    app.ask("yes", thread_id="c")
    assert starts(app, "piano") == ["Fri 17:00"]


def test_cancel_it_cancels_the_haircut_just_booked(app):
    app.ask("haircut for mike tuesday at 11am", thread_id="c")
    asked = app.ask("cancel it", thread_id="c")
    assert "Cancel haircut on Tue Nov 24" in asked.reply
    app.ask("yes", thread_id="c")
    assert starts(app, "haircut") == []


def test_it_on_a_new_conversation_is_asked_about(app):
    app.ask("piano for emma friday at 4", thread_id="c")
    asked = app.ask("make it 5", thread_id="other")
    assert asked.reply == "Which event do you mean?"
    assert starts(app, "piano") == ["Fri 16:00"]


def test_it_is_not_an_event_someone_else_cancelled_since(app):
    app.ask("piano for emma friday at 4", thread_id="c")
    app.ask("cancel emma's piano on friday", thread_id="dad")
    app.ask("yes", thread_id="dad")
    asked = app.ask("make it 5", thread_id="c")
    assert asked.reply == "Which event do you mean?" and starts(app, "piano") == []


def test_remind_me_about_it_means_the_event_just_booked(app):
    app.ask("dentist for jake friday at 4pm", thread_id="r")
    turn = app.ask("remind me about it the day before", thread_id="r")
    assert turn.status == "awaiting_user" and "1 day before dentist" in turn.reply
    done = app.ask("yes", thread_id="r")
    assert done.status == "completed", done.reply
    dentist = [o for o in app.events("2026-11-27") if o.title == "dentist"][0]
    assert [(a.minutes_before, a.member) for a in app.calendar.get_event(dentist.event_id).alarms] == [
        (1440, "sarah")
    ]


def test_adding_grandma_too_joins_the_lunch_just_booked(app):
    app.ask("lunch with mike thursday at 12:30", thread_id="l")
    turn = app.ask("oh, add grandma as well", thread_id="l")
    assert turn.status == "completed" and "Added Linda to lunch" in turn.reply
    lunch = [o for o in app.events("2026-11-26") if o.title == "lunch"]
    assert len(lunch) == 1 and sorted(lunch[0].participants) == ["linda", "mike", "sarah"]


def test_adding_someone_with_nothing_just_booked_asks_what_for(app):
    turn = app.ask("add grandma too", thread_id="n")
    assert turn.status == "awaiting_user" and "What is it for?" in turn.reply


def test_a_new_time_right_after_booking_a_weekly_class_moves_all_of_it(app):
    app.ask("chess club for jake every wednesday at 5pm", thread_id="w")
    turn = app.ask("actually make it 5:30", thread_id="w")
    assert "(1 / 2 / 3)" not in turn.reply and "whole series" in turn.reply
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="w")
    chess = [o for o in app.events("2026-12-02", "2026-12-17") if o.title == "chess club"]
    assert len(chess) == 3 and {o.start.strftime("%H:%M") for o in chess} == {"17:30"}


def test_skipping_one_date_of_the_class_just_booked_skips_that_date_only(app):
    app.ask("chess for jake every other thursday at 6", thread_id="c")
    turn = app.ask("skip the one on dec 10", thread_id="c")
    assert "Cancel chess on Thu Dec 10 6–7pm (this occurrence only)" in turn.reply, turn.reply
    app.ask("yes", thread_id="c")
    days = [
        o.start.day for o in app.events("2026-11-23", "2026-12-31", members=["jake"]) if o.title == "chess"
    ]
    assert days == [26, 24]  # Dec 10 skipped, the rest kept


def test_a_date_the_class_just_booked_does_not_fall_on_cancels_nothing(app):
    app.ask("chess for jake every other thursday at 6", thread_id="c")
    turn = app.ask("skip the one on dec 3", thread_id="c")
    assert turn.status == "completed" and not turn.committed
    assert "There is no chess on Thu Dec 3" in turn.reply and "Thu Dec 10" in turn.reply
    assert "whole series" not in turn.reply
    chess = [o for o in app.events("2026-11-23", "2026-12-31", members=["jake"]) if o.title == "chess"]
    assert len(chess) == 3

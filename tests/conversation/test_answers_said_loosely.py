"""Answers to "Shall I go ahead?" said the way people say them: "10am works", "4 would be
better for us", or what a car booking is for. None of them is a new event."""

from __future__ import annotations


def test_a_time_that_works_is_the_time_not_an_event_called_works(app, titles_on):
    app.ask("piano for emma saturday", thread_id="p")
    turn = app.ask("9am works", thread_id="p")
    assert "works" not in turn.reply.lower().split("book")[-1].split(",")[0]
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="p")
    assert turn.status == "completed", turn.reply
    assert ("piano", "09:00") in titles_on(28, "emma")
    assert all(title != "works" for title, _ in titles_on(23, "sarah"))


def test_a_bare_hour_said_as_a_preference_is_the_new_time(app, titles_on):
    app.ask("piano for emma saturday", thread_id="p")
    turn = app.ask("4 would be better for us", thread_id="p")
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="p")
    assert ("piano", "16:00") in titles_on(28, "emma")


def test_what_the_car_is_for_fills_in_the_booking_on_its_day(app):
    app.ask("book the honda saturday", thread_id="v")
    turn = app.ask("for the bake sale from 12 to 2", thread_id="v")
    assert "bake sale" in turn.reply and "Sat Nov 28 12–2pm" in turn.reply
    assert "on hold" not in turn.reply  # not parked as a second request
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="v")
    assert turn.status == "completed", turn.reply
    assert [o.title for o in app.events("2026-11-28") if "sedan" in o.resources] == ["bake sale"]


def test_a_new_activity_on_another_day_is_still_a_request_of_its_own(app):
    app.ask("book the honda saturday", thread_id="v")
    turn = app.ask("karate for jake on wednesday at 6pm", thread_id="v")
    assert "karate for Jake, Wed Nov 25" in turn.reply and "Back to your earlier request" in turn.reply


def test_just_that_one_agrees_to_cancelling_one_gym_session(app):
    app.ask("cancel my gym on friday", thread_id="g", speaker="mike")
    done = app.ask("just that one", thread_id="g", speaker="mike")
    assert done.status == "completed" and done.committed, done.reply
    assert [o.title for o in app.events("2026-11-27")] == []
    assert [o.title for o in app.events("2026-11-25")] == ["gym"]  # Wednesday's stays


def test_only_this_one_to_a_whole_series_change_is_asked_again(app):
    app.ask("cancel all of mike's gym sessions", thread_id="g", speaker="mike")
    asked = app.ask("the whole series", thread_id="g", speaker="mike")
    again = app.ask("only this one", thread_id="g", speaker="mike")
    assert again.status == "awaiting_user" and again.committed == [], (asked.reply, again.reply)


def test_a_weekday_answered_for_next_week_is_next_weeks(app):
    app.ask("dentist for jake next week", thread_id="d")
    asked = app.ask("wednesday after school", thread_id="d")
    assert "Wed Dec 2 3–4pm" in asked.reply, asked.reply


def test_this_wednesday_answered_keeps_this_week(app):
    app.ask("haircut for emma next week", thread_id="h")
    asked = app.ask("actually this wednesday at 4", thread_id="h")
    assert "Wed Nov 25 4–4:45pm" in asked.reply, asked.reply


def test_an_hour_later_moves_the_time_the_assistant_found(app):
    # No time was said: the search found Friday 3pm. "an hour later" moves that time; it
    # used to offer the same 3pm again as if it had changed.
    offered = app.ask("haircut for emma friday", thread_id="h")
    assert "Fri Nov 27 3–3:45pm" in offered.reply, offered.reply
    moved = app.ask("an hour later please", thread_id="h")
    assert "Fri Nov 27 4–4:45pm" in moved.reply, moved.reply
    assert "3–3:45pm" not in moved.reply


def test_later_in_the_week_is_no_shift_of_the_time_found(app):
    app.ask("haircut for emma friday", thread_id="w")
    turn = app.ask("no, later in the week", thread_id="w")
    assert turn.committed == [], turn.reply

"""Sarah books Jake's swim at the YMCA and later asks where it is. The place said after the
day and time is the place, not part of the name; "where is …?" is answered with it, and
an event with no place says so instead of guessing."""

from __future__ import annotations


def test_a_place_said_after_the_time_is_where_the_event_is(app):
    booked = app.ask("soccer for emma sat at 2 at the north field", thread_id="w")
    said = "Booked: soccer for Emma at the north field, Sat Nov 28 2–3pm"
    assert booked.reply.startswith(said), booked.reply


def test_where_is_his_swim_is_answered_with_its_place(app):
    app.ask("swim for jake tuesday at 6 at the ymca", thread_id="w")
    answer = app.ask("where is jake's swim?", thread_id="w2")
    assert answer.intent == "query" and not answer.committed
    assert "Tuesday Nov 24 6–7pm" in answer.reply and "It is at the ymca." in answer.reply, answer.reply


def test_an_event_with_no_place_says_none_is_on_the_calendar(app):
    answer = app.ask("where is emma's swim class?", thread_id="w")
    assert answer.reply.startswith("The next swim class for Emma is Saturday Nov 28 10–11am"), answer.reply
    assert "No place is on the calendar for it." in answer.reply


def test_a_room_it_books_is_where_it_is(app):
    answer = app.ask("where's our family dinner?", thread_id="w")
    assert "It is in the Kitchen." in answer.reply and "No place" not in answer.reply, answer.reply


def test_a_place_said_for_one_evening_wins_over_the_room(app):
    app.ask("family dinner is at grandma's this sunday", thread_id="d")
    app.ask("yes", thread_id="d")
    answer = app.ask("where is family dinner this sunday?", thread_id="w")
    assert "at grandma's" in answer.reply and "in the Kitchen" not in answer.reply, answer.reply


def test_the_car_it_takes_is_no_place(app):
    answer = app.ask("where is jake's soccer practice?", thread_id="w")
    assert "No place is on the calendar for it." in answer.reply and "in the Minivan" not in answer.reply
    # swim books the Minivan: a car it is driven in is no place it is at
    assert "Minivan." not in answer.reply.split(")", 1)[1]


def test_a_room_booked_is_where_the_event_is(app):
    app.ask("book the den for a board game night friday at 7", thread_id="r", speaker="mike")
    app.ask("yes", thread_id="r", speaker="mike")
    answer = app.ask("where's board game night?", thread_id="r2")
    assert "It is in the Living room." in answer.reply, answer.reply
    assert "No place" not in answer.reply

"""A change told as news ("got moved", "got cancelled"), the event a question was just about,
cars asked about without "the", and the family's own home as a place."""

from __future__ import annotations

from .conftest import NY


def starts(app, title: str) -> list[str]:
    return sorted(
        e.start.astimezone(NY).strftime("%a %b %d %H:%M")
        for e in app.calendar.all_events()
        if e.title == title and e.status != "cancelled"
    )


def test_an_appointment_that_got_moved_is_moved_not_booked_as_news(app):
    app.ask("orthodontist for emma dec 8 at 4pm", thread_id="o")
    asked = app.ask("her orthodontist got moved from the 8th to the 10th, same time", thread_id="o")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert "Move orthodontist from Tue Dec 8 4–5pm to Thu Dec 10 4–5pm" in asked.reply
    app.ask("yes", thread_id="o")
    assert starts(app, "orthodontist") == ["Thu Dec 10 16:00"]


def test_moved_from_one_weekday_to_another_finds_the_one_on_that_day(app):
    app.ask("dentist for jake wednesday at 3:30pm", thread_id="d")
    asked = app.ask("the dentist was bumped from wednesday to friday", thread_id="d")
    assert "Move dentist from Wed Nov 25 3:30–4:30pm to Fri Nov 27 3:30–4:30pm" in asked.reply
    assert asked.committed == []


def test_moved_from_a_day_it_is_not_on_says_where_it_is(app):
    app.ask("dentist for jake dec 9 at 3:30pm", thread_id="d")
    told = app.ask("move the dentist from wednesday to friday", thread_id="d")
    assert "There is no dentist on Wed Nov 25" in told.reply and "Wed Dec 9" in told.reply
    assert starts(app, "dentist") == ["Wed Dec 09 15:30"]


def test_an_appointment_that_got_cancelled_is_cancelled_after_a_yes(app):
    app.ask("haircut for mike thursday at 11am", thread_id="h")
    asked = app.ask("mike's haircut got canceled", thread_id="h")
    assert asked.status == "awaiting_user" and "Cancel haircut on Thu Nov 26" in asked.reply
    app.ask("yes", thread_id="h")
    assert starts(app, "haircut") == []


def test_has_been_called_off_is_a_cancellation_never_a_booking(app):
    app.ask("book a bake sale for emma saturday at 1pm", thread_id="b")
    asked = app.ask("the bake sale has been called off", thread_id="b")
    assert asked.intent == "cancel" and asked.committed == []
    assert starts(app, "bake sale") == ["Sat Nov 28 13:00"]


def test_move_it_after_asking_about_the_next_lesson_is_that_lesson(app):
    app.ask("when is emma's next piano lesson?", thread_id="p")
    asked = app.ask("can you move it to 6", thread_id="p")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert "piano lesson" in asked.reply.lower() and "Which event" not in asked.reply


def test_it_after_a_booking_that_was_already_there_is_that_event(app):
    told = app.ask("jake has soccer practice tuesday at 4", thread_id="s")
    assert "on the calendar already" in told.reply
    asked = app.ask("cancel it", thread_id="s")
    assert asked.status == "awaiting_user" and "Soccer practice repeats" in asked.reply


def test_it_after_listing_a_whole_day_is_still_asked_about(app):
    app.ask("what's on tomorrow?", thread_id="q")
    asked = app.ask("cancel it", thread_id="q")
    assert asked.reply == "Which event do you mean?"


def test_which_cars_are_free_without_the_word_the(app):
    for question in ("what cars are free saturday at 10?", "is any car free saturday at 10"):
        answer = app.ask(question, thread_id=question).reply
        assert "The Minivan is booked" in answer and "The Sedan is free" in answer, answer


def test_what_car_should_he_take_answers_about_the_cars(app):
    answer = app.ask("what car should mike take to the hardware store saturday at 10", thread_id="c").reply
    assert "The Sedan is free" in answer


def test_a_playdate_at_our_house_is_booked_there(app):
    turn = app.ask("playdate for emma with Maya sunday 2-4 at our house", thread_id="h")
    assert turn.status == "completed" and turn.committed, turn.reply
    event = app.calendar.get_event(turn.committed[0])
    assert event.location == "our house" and event.title == "playdate"


def test_the_girls_in_a_family_without_any_is_asked_never_the_speaker(app):
    turn = app.ask("book karate for the girls saturday at 10", thread_id="g")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "I don't know who the girls are" in turn.reply


def test_her_thing_after_asking_about_emmas_week_is_emmas_that_day(app):
    app.ask("what does emma have this week?", thread_id="e")
    asked = app.ask("cancel her thing on tuesday", thread_id="e")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert "Cancel homework on the laptop on Tue Nov 24 7–8pm" in asked.reply


def test_her_thing_with_nobody_spoken_of_is_still_asked(app):
    asked = app.ask("cancel her thing on tuesday", thread_id="n")
    assert asked.reply == "Which event do you mean?"


def test_who_else_is_going_right_after_a_booking_names_its_people(app):
    app.ask("winter concert dec 16 at 6:30pm for the kids", thread_id="w")
    answer = app.ask("who else is going?", thread_id="w").reply
    assert answer.startswith("The next winter concert for Emma and Jake is Wednesday Dec 16")

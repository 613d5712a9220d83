"""A car or a room wanted for a part of the day, in the Parkers' week (Monday Nov 23): it is
held for all of that part unless a length is said, and a question about it carries into the
booking that follows."""

from __future__ import annotations

from .conftest import NY


def held(app, event_id: str) -> tuple[str, str, str, list[str]]:
    event = app.calendar.get_event(event_id)
    return (
        event.start.astimezone(NY).strftime("%a %H:%M"),
        event.end.astimezone(NY).strftime("%H:%M"),
        ",".join(event.participants),
        list(event.resources),
    )


def test_the_sedan_for_an_afternoon_is_the_whole_afternoon(app):
    said = app.ask("book the sedan saturday afternoon for mike", thread_id="c")
    assert said.status == "completed"
    assert said.reply == "Booked: the Sedan for Mike, Sat Nov 28 12–5pm."
    assert [held(app, i) for i in said.committed] == [("Sat 12:00", "17:00", "mike", ["sedan"])]


def test_which_car_answered_keeps_the_whole_afternoon(app):
    asked = app.ask("book the car saturday afternoon", thread_id="c")
    assert asked.reply == "Which car, the Minivan or the Sedan? Both are free Sat Nov 28 12–5pm."
    said = app.ask("the sedan", thread_id="c")
    assert [held(app, i)[:2] for i in said.committed] == [("Sat 12:00", "17:00")]


def test_the_van_for_a_morning_meets_the_swim_class_that_needs_it(app):
    """Saturday 10-11 the minivan takes the kids to swim: a whole morning clashes, and says so."""
    asked = app.ask("mike needs the van saturday morning", thread_id="c")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert asked.reply.startswith("Book the Minivan for Mike, Sat Nov 28 8am–12pm.")
    assert "The minivan is already taken Sat Nov 28 10–11am by Emma and Jake's swim class." in asked.reply


def test_a_length_said_is_kept(app):
    asked = app.ask("mike needs the van saturday morning for 2 hours", thread_id="c")
    assert asked.reply.startswith("Book the Minivan for Mike, Sat Nov 28 8–10am.")


def test_an_activity_with_a_car_keeps_its_own_length(app):
    asked = app.ask("mike needs the van for the tip run saturday morning", thread_id="c")
    assert "Sat Nov 28 9–10am" in asked.reply and "tip run" in asked.reply


def test_booked_right_after_asking_if_the_van_is_free_that_evening(app):
    assert app.ask("is the van free friday evening?", thread_id="c").reply == (
        "The Minivan is free on Friday Nov 27 5–9pm."
    )
    asked = app.ask("book it for mike", thread_id="c")
    assert asked.status == "awaiting_user" and asked.committed == []  # read from the talk: asked first
    assert asked.reply.startswith("Book the Minivan for Mike, Fri Nov 27 5–9pm. Shall I go ahead?")
    done = app.ask("yes", thread_id="c")
    assert [held(app, i) for i in done.committed] == [("Fri 17:00", "21:00", "mike", ["minivan"])]


def test_an_activity_booked_after_asking_about_an_afternoon_is_in_that_afternoon(app):
    app.ask("is the sedan free saturday afternoon?", thread_id="c")
    asked = app.ask("ok book it for the hardware store run", thread_id="c")
    assert asked.reply.startswith("Book hardware store run for Sarah, Sat Nov 28 12–1pm (Sedan).")


def test_a_question_about_a_whole_day_still_asks_the_time(app):
    app.ask("is the kitchen free on sunday?", thread_id="c")
    asked = app.ask("book it for emma", thread_id="c")
    assert asked.status == "awaiting_user" and "What time" in asked.reply

"""The car an event uses, changed by asking: "take the sedan instead", "make it the sedan",
"switch emma's piano to the minivan"; asked first, one occasion or the whole series."""

from __future__ import annotations

from .conftest import NY


def cars_on(app, day: str, title: str) -> list[list[str]]:
    return [o.resources for o in app.events(day) if o.title == title]


def test_make_it_the_sedan_right_after_booking_the_van(app):
    app.ask("put the minivan down for mike friday 8am-noon", thread_id="c")
    asked = app.ask("actually make it the sedan", thread_id="c")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert "Take the Sedan for" in asked.reply and "instead of the Minivan" in asked.reply
    app.ask("yes", thread_id="c")
    assert cars_on(app, "2026-11-27", "Minivan booking") == [["sedan"]]


def test_take_the_sedan_instead_is_a_change_not_a_new_booking(app):
    app.ask("costco run for sarah saturday at 2 with the minivan", thread_id="c")
    asked = app.ask("take the sedan instead", thread_id="c")
    assert asked.intent == "modify" and "Take the Sedan for costco run" in asked.reply
    app.ask("yes", thread_id="c")
    assert cars_on(app, "2026-11-28", "costco run") == [["sedan"]]


def test_one_piano_lesson_moves_to_the_van_and_the_rest_keep_the_sedan(app):
    asked = app.ask("switch emma's piano to the minivan", thread_id="p")
    assert "Change only the next one" in asked.reply
    done = app.ask("only the next one", thread_id="p")
    assert done.status == "completed", done.reply
    assert cars_on(app, "2026-11-23", "piano lesson") == [["minivan"]]
    assert cars_on(app, "2026-11-30", "piano lesson") == [["sedan"]]


def test_a_car_taken_then_is_a_clash_and_nothing_is_written(app):
    app.ask("costco run for sarah saturday at 10 with the sedan", thread_id="c")
    asked = app.ask("take the minivan instead", thread_id="c")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert "minivan is already taken" in asked.reply.lower()
    assert cars_on(app, "2026-11-28", "costco run") == [["sedan"]]


def test_sorry_i_meant_saturday_moves_the_booking_just_made(app):
    app.ask("dentist for jake friday at 3pm", thread_id="d")
    asked = app.ask("sorry, i meant saturday", thread_id="d")
    assert "Move dentist from Fri Nov 27 3–4pm to Sat Nov 28 3–4pm" in asked.reply
    assert [o.start.astimezone(NY).day for o in app.events("2026-11-27") if o.title == "dentist"] == [27]


def test_the_sedan_actually_right_after_booking_the_van(app):
    app.ask("book the minivan for sarah thursday 9am-11am", thread_id="c")
    asked = app.ask("the sedan actually", thread_id="c")
    assert "Take the Sedan for" in asked.reply and asked.committed == []

"""An activity whose name starts with "new" ("new year's eve party", "new york trip") keeps
it; a "new" that only says it is a fresh entry ("add a new dentist appointment") does not."""

from __future__ import annotations


def test_a_new_years_eve_party_is_written_with_its_whole_name(app):
    turn = app.ask("new year's eve party for the family dec 31 at 7pm", thread_id="n", speaker="sarah")
    assert "new year's eve party" in turn.reply, turn.reply
    assert "Book year's" not in turn.reply and "Booked: year's" not in turn.reply


def test_a_trip_to_new_york_keeps_the_city(app):
    turn = app.ask("put the new york trip on saturday", thread_id="y", speaker="mike")
    assert "new york trip" in turn.reply, turn.reply


def test_a_new_dentist_appointment_is_a_dentist_appointment(app):
    turn = app.ask("add a new dentist appointment for jake friday at 3", thread_id="d", speaker="sarah")
    assert turn.reply.startswith("Booked: dentist appointment for Jake"), turn.reply

"""A family says an event is somewhere else: "family dinner is at grandma's this sunday",
"move soccer practice to the north field on thursday", "piano is online next week". Only
the place changes (same time, same people, no clash looked for); it is asked first, written
by the one writer, shows in lookups and in the exported calendar, and "undo" puts the old
place back. Grandma's house is a place: it never makes the dinner grandma's.
"""

from __future__ import annotations

import icalendar

from .conftest import times_and_places as on_day


def test_sundays_dinner_at_grandmas_asked_written_shown_and_undone(app):
    asked = app.ask("family dinner is at grandma's this sunday", thread_id="d")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert "family dinner on Sun Nov 29 6–7:30pm to grandma's (this occurrence only)" in asked.reply
    assert "Linda" not in asked.reply  # grandma's is where, not whose or who
    assert on_day(app, 29, "family dinner") == [("18:00", None)]  # nothing before the yes
    done = app.ask("yes", thread_id="d")
    assert done.status == "completed" and done.reply.startswith("Changed the place of family dinner")
    assert on_day(app, 29, "family dinner") == [("18:00", "grandma's")]
    assert on_day(app, 6, "family dinner", month=12) == [("18:00", None)]  # the next one stays home
    sunday = app.ask("what's on this sunday?", thread_id="q")
    assert "family dinner" in sunday.reply and "at grandma's" in sunday.reply
    undo = app.ask("undo", thread_id="d")
    assert "Put family dinner back where it was" in undo.reply
    app.ask("yes", thread_id="d")
    assert on_day(app, 29, "family dinner") == [("18:00", None)]


def test_the_people_stay_the_same_when_the_place_is_someones_home(app):
    app.ask("move family dinner to grandma's on sunday", thread_id="d")
    app.ask("yes", thread_id="d")
    (dinner,) = [o for o in app.events("2026-11-29") if o.title == "family dinner"]
    assert dinner.participants == ["emma", "jake", "mike", "sarah"] and dinner.location == "grandma's"


def test_a_field_for_one_practice_and_the_time_is_untouched(app):
    asked = app.ask("soccer practice is at the north field on thursday", thread_id="s")
    assert "soccer practice on Thu Nov 26 4–5:30pm to the north field" in asked.reply
    app.ask("yes", thread_id="s")
    assert on_day(app, 26, "soccer practice") == [("16:00", "the north field")]
    assert on_day(app, 24, "soccer practice") == [("16:00", None)]  # tuesday's stays


def test_a_repeating_event_asks_which_ones_before_it_goes_somewhere_else(app):
    asked = app.ask("change the location of family dinner to grandma's house", thread_id="d")
    assert asked.status == "awaiting_user"
    assert "Move only the next one (Sun Nov 29 6–7:30pm), this one and all after it, or the whole series" in (
        asked.reply
    )
    proposal = app.ask("the whole series", thread_id="d")
    assert "every family dinner to grandma's house (the whole series)" in proposal.reply
    app.ask("yes", thread_id="d")
    assert on_day(app, 29, "family dinner") == [("18:00", "grandma's house")]
    assert on_day(app, 13, "family dinner", month=12) == [("18:00", "grandma's house")]


def test_piano_online_for_one_week_reads_as_online(app):
    asked = app.ask("piano is online next week", thread_id="p")
    assert "piano lesson on Mon Nov 30 5–6pm to online (this occurrence only)" in asked.reply
    app.ask("yes", thread_id="p")
    assert on_day(app, 30, "piano lesson") == [("17:00", "online")]
    monday = app.ask("what's on next monday?", thread_id="q")
    assert "piano lesson (Emma; Sedan) online" in monday.reply and "at online" not in monday.reply


def test_the_exported_calendar_carries_the_new_place(app):
    app.ask("family dinner is at grandma's this sunday", thread_id="d")
    app.ask("yes", thread_id="d")
    app.ask("change the venue for book club to the Hillside Library", thread_id="b")
    app.ask("the whole series", thread_id="b")
    app.ask("yes", thread_id="b")
    exported = icalendar.Calendar.from_ical(app.export_ics())
    places = {
        (str(v.get("SUMMARY")), "RECURRENCE-ID" in v): str(v.get("LOCATION") or "")
        for v in exported.walk("VEVENT")
    }
    assert places[("family dinner", True)] == "grandma's"  # the one sunday changed
    assert places[("family dinner", False)] == ""  # the others stay home
    assert places[("book club", False)] == "the Hillside Library"


def test_an_event_not_on_the_calendar_is_said_plainly(app):
    reply = app.ask("change the location of karate to the dojo", thread_id="k")
    assert "couldn't find karate" in reply.reply and reply.committed == []


def test_the_place_it_has_already_changes_nothing(app):
    app.ask("soccer practice is at the north field on thursday", thread_id="s")
    app.ask("yes", thread_id="s")
    again = app.ask("soccer practice is at the north field on thursday", thread_id="t")
    assert again.committed == [] and "What should change" not in again.reply
    assert "already" in again.reply


def test_a_time_said_the_same_way_still_moves_it(app):
    asked = app.ask("move piano to 4 next monday", thread_id="p")
    assert "to Mon Nov 30 4–5pm" in asked.reply

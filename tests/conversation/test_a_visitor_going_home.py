"""Grandma (or the speaker's parents) going home at the end of a visit: a note on that day,
taking nobody's time, said back and asked first; never an hour of "leaves" or "flies home"
at 9am. Only a visitor goes home this way: Mike leaving for Chicago is no such note."""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _notes(app: FamilyScheduler, day: int) -> list[tuple[str, list[str], list[str], bool]]:
    start = datetime(2026, 11, day, tzinfo=NY)
    return [
        (o.title, o.participants, o.guests, o.all_day)
        for o in app.events(start, start + timedelta(days=1))
        if "home" in o.title
    ]


def test_grandma_leaving_on_sunday_is_a_note_on_sunday_asked_first(app: FamilyScheduler):
    asked = app.ask("nana leaves on sunday", thread_id="g", speaker="mike")
    assert asked.status == "awaiting_user" and not asked.committed, asked.reply
    assert "a note on the day of going home" in asked.reply, asked.reply
    assert "Book going home for Linda, Sun Nov 29 (all day) — shown as free" in asked.reply
    app.ask("yes", thread_id="g")
    assert _notes(app, 29) == [("going home", ["linda"], [], True)]


def test_grandma_flying_back_at_a_time_said_keeps_the_time(app: FamilyScheduler):
    asked = app.ask("grandma is flying back home on wednesday at 3pm", thread_id="f", speaker="sarah")
    assert "Book flying home for Linda, Wed Nov 25 3" in asked.reply and not asked.committed, asked.reply


def test_the_speakers_parents_heading_home_are_the_notes_guests(app: FamilyScheduler):
    asked = app.ask("my parents head home on saturday", thread_id="p", speaker="sarah")
    assert "going home for Sarah with Sarah's parents, Sat Nov 28 (all day)" in asked.reply, asked.reply
    assert "Mike" not in asked.reply


def test_someone_of_the_family_leaving_is_no_visitor_going_home(app: FamilyScheduler):
    said = app.ask("mike leaves for chicago on tuesday", thread_id="m", speaker="sarah")
    assert "going home" not in said.reply, said.reply

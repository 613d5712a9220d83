"""A visitor coming for a meal, said as the week's news: grandma sits down with the family.

When that meal is on the calendar that day (the Sunday family dinner) grandma joins it;
when none is, a meal is booked for the family and her, at the family's own dinner time.
Either way it is asked first, and no "visiting" at 9am is ever proposed."""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _on(app: FamilyScheduler, day: int, title: str) -> list[tuple[str, list[str], list[str]]]:
    start = datetime(2026, 11, day, tzinfo=NY)
    return [
        (f"{o.start.astimezone(NY):%H:%M}", o.participants, o.guests)
        for o in app.events(start, start + timedelta(days=1))
        if o.title == title
    ]


def test_nana_texting_she_comes_to_sunday_dinner_joins_the_family_dinner(app: FamilyScheduler):
    asked = app.ask("nana coming for dinner this sunday!", thread_id="d")
    assert asked.status == "awaiting_user" and not asked.committed, asked.reply
    assert asked.reply.startswith("Add Linda to family dinner on Sun Nov 29 6–7:30pm"), asked.reply
    app.ask("yes", thread_id="d")
    assert _on(app, 29, "family dinner") == [("18:00", ["emma", "jake", "linda", "mike", "sarah"], [])]


def test_grandma_over_for_dinner_on_a_night_with_no_dinner_is_a_new_family_dinner(app: FamilyScheduler):
    asked = app.ask("grandma's coming over for dinner friday", thread_id="f", speaker="mike")
    assert asked.status == "awaiting_user" and not asked.committed, asked.reply
    assert asked.reply.startswith("I read it as a new dinner: no dinner is on the calendar on Fri Nov 27.")
    assert "Book dinner for Emma, Jake, Linda, Mike and Sarah, Fri Nov 27 6–7:30pm" in asked.reply
    assert "visiting" not in asked.reply and "couldn't find" not in asked.reply
    app.ask("yes", thread_id="f")
    assert _on(app, 27, "dinner") == [("18:00", ["emma", "jake", "linda", "mike", "sarah"], [])]


def test_friends_of_the_family_coming_for_dinner_at_a_said_time_are_its_guests(app: FamilyScheduler):
    asked = app.ask("the Parkers are coming round for dinner on saturday at 7", thread_id="p")
    assert "Book dinner for Emma, Jake, Mike and Sarah with the Parkers, Sat Nov 28 7–8:30pm" in asked.reply
    assert not asked.committed


def test_a_weekday_lunch_with_an_aunt_is_the_speakers_not_the_childrens(app: FamilyScheduler):
    asked = app.ask("aunt jo is coming for lunch on wednesday", thread_id="l")
    assert asked.status == "awaiting_user" and not asked.committed, asked.reply
    assert "Book lunch for Sarah with aunt Jo, Wed Nov 25 12–1pm" in asked.reply, asked.reply
    assert "school" not in asked.reply


def test_grandma_coming_for_thanksgiving_dinner_is_that_days_dinner(app: FamilyScheduler):
    asked = app.ask("grandma is coming for thanksgiving dinner", thread_id="t")
    assert not asked.committed and "family dinner" not in asked.reply, asked.reply
    assert "Book thanksgiving dinner for Emma, Jake, Linda, Mike and Sarah, Thu Nov 26 6" in asked.reply


def test_saying_no_to_the_new_dinner_books_nothing(app: FamilyScheduler):
    app.ask("grandma is coming for dinner on thursday", thread_id="n")
    said = app.ask("no", thread_id="n")
    assert not said.committed
    assert _on(app, 26, "dinner") == []


def test_neighbours_coming_for_a_barbecue_is_a_family_barbecue_with_them(app: FamilyScheduler):
    asked = app.ask("the Garcias are coming for a barbecue saturday at 1", thread_id="b")
    assert "Book barbecue for Emma, Jake, Mike and Sarah with the Garcias, Sat Nov 28 1" in asked.reply
    assert not asked.committed and "couldn't find" not in asked.reply

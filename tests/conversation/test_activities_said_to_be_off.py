""" "Jake has no soccer on Tuesday": the soccer practice that day is off, not a new event."""

from __future__ import annotations

from datetime import timedelta

import pytest

from family_scheduler.domain.called_off import off_activity

from .conftest import MONDAY, NY


def soccer_days(app) -> list[str]:
    return [
        o.start.astimezone(NY).strftime("%a %d")
        for o in app.events(MONDAY, MONDAY + timedelta(days=7), members=["jake"])
        if o.title == "soccer practice"
    ]


def test_no_soccer_on_tuesday_cancels_that_practice_after_a_yes(app):
    asked = app.ask("jake has no soccer on tuesday", thread_id="c")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert asked.reply.startswith("Cancel soccer practice on Tue Nov 24 4–5:30pm (this occurrence only).")
    app.ask("yes", thread_id="c")
    assert soccer_days(app) == ["Thu 26"]


def test_no_piano_next_week_is_next_weeks_lesson_only(app):
    asked = app.ask("no piano next week", thread_id="c")
    assert asked.reply.startswith("Cancel piano lesson on Mon Nov 30 5–6pm (this occurrence only).")


def test_emma_not_having_swim_takes_her_off_the_class_jake_still_goes_to(app):
    asked = app.ask("emma doesn't have swim this saturday", thread_id="c")
    assert asked.reply.startswith("Take Emma off swim class on Sat Nov 28 10–11am (this occurrence only)."), (
        asked.reply
    )


def test_no_school_friday_is_noted_when_school_is_not_on_the_calendar(app):
    noted = app.ask("no school friday", thread_id="c")
    assert noted.reply.startswith("Booked: no school"), noted.reply


@pytest.mark.parametrize(
    ("said", "off"),
    [
        ("Emma doesn't have swim this Saturday", "swim"),
        ("there's no family dinner on sunday", "family dinner"),
        ("jake won't have soccer thursday", "soccer"),
    ],
)
def test_the_activity_said_to_be_off(said, off):
    assert off_activity(said) == off


@pytest.mark.parametrize("said", ["lunch with no kids saturday at 1", "no"])
def test_no_activity_is_off(said):
    assert off_activity(said) is None


def test_sick_so_no_soccer_after_the_reason_cancels_that_day(app):
    asked = app.ask("jake is sick tomorrow so no soccer", thread_id="s")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert "Cancel soccer practice on Tue Nov 24" in asked.reply


def test_no_practice_on_a_day_without_one_says_where_the_nearest_is(app):
    told = app.ask("jake's sick today, no practice", thread_id="s")
    assert told.committed == [] and "There is no practice on Mon Nov 23" in told.reply


def test_no_worries_after_a_comma_is_no_cancellation(app):
    for said in ("ok, no worries", "thanks, no rush"):
        turn = app.ask(said, thread_id=said)
        assert turn.intent != "cancel" and turn.committed == [], turn.reply


def test_a_booking_said_with_no_rush_is_still_the_booking(app):
    turn = app.ask("dentist for jake friday at 3pm, no rush", thread_id="d")
    assert turn.intent == "create" and "dentist for Jake, Fri Nov 27 3–4pm" in turn.reply

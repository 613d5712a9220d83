"""Requests wrapped the way people write to any assistant, not only this one: help asked
"with adding" something, "is there a way to" before the change, a free slot sought with
nothing to put in it, a friend's birthday, and ordinals spelt as they are said."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("text", "intent", "title"),
    [
        ("could you help me with adding the school play to my calendar", "create", "school play"),
        ("help me in booking a haircut for thursday", "create", "haircut"),
        ("can you help us with scheduling the carpool meeting friday at 7pm", "create", "carpool meeting"),
        ("would you help me with moving the orthodontist to wednesday", "modify", "orthodontist"),
        ("help me by cancelling swim practice this saturday", "cancel", "swim practice"),
    ],
)
def test_help_with_an_action_is_the_action(parse, text, intent, title):
    req = parse(text)
    assert (req.intent, req.title) == (intent, title), text


def test_help_with_something_else_is_no_calendar_request(parse):
    assert parse("can you help me with my math homework").intent == "unknown"


@pytest.mark.parametrize(
    ("text", "intent", "title"),
    [
        ("is there a way to push the piano lesson to thursday", "modify", "piano lesson"),
        ("is there any way you could put karate on the calendar for friday at 5", "create", "karate"),
        ("are there ways to go ahead and delete the book club meeting", "cancel", "book club meeting"),
        ("is there a way for you to cancel the playdate tomorrow?", "cancel", "playdate"),
    ],
)
def test_is_there_a_way_to_asks_for_the_change_itself(parse, text, intent, title):
    req = parse(text)
    assert (req.intent, req.title) == (intent, title), text


def test_is_there_a_way_about_something_else_books_nothing(parse):
    assert parse("is there a way to get to the stadium by bus").intent == "unknown"


@pytest.mark.parametrize(
    ("text", "window"),
    [
        ("find me an open slot on wednesday", (ny(25), ny(26))),
        ("could you find us a free window next week?", (ny(30), ny(7, month=12))),
        ("another day then. find a free spot on friday for me", (ny(27), ny(28))),
    ],
)
def test_a_free_slot_sought_with_nothing_to_put_in_it_asks_when_she_is_free(parse, text, window):
    req = parse(text)
    assert (req.intent, req.query_type) == ("query", "availability"), text
    assert req.title is None, text
    assert req.window == window, text


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("find a free slot on saturday for a bike repair", "bike repair"),
        ("find an opening next week for jake's eye exam", "eye exam"),
    ],
)
def test_a_slot_sought_for_an_activity_still_books_it(parse, text, title):
    req = parse(text)
    assert (req.intent, req.title) == ("create", title), text


@pytest.mark.parametrize(
    ("text", "intent", "title"),
    [
        ("add marco's birthday on may 14", "create", "marco's birthday"),
        ("put priya's 50th birthday on the calendar for june 3", "create", "priya's 50th birthday"),
        ("remove olivia's bday from the calendar", "cancel", "olivia's birthday"),
        ("add my cousin's wedding on august 21", "create", "cousin's wedding"),
    ],
)
def test_an_outsiders_occasion_is_the_entry_nobody_is_asked_about(parse, text, intent, title):
    req = parse(text)
    assert (req.intent, req.title) == (intent, title), text
    assert req.problems == [], text


def test_an_outsiders_appointment_still_asks_who_they_are(parse):
    req = parse("add marco's dentist appointment on friday at 2")
    assert any("Marco" in problem for problem in req.problems)


def test_a_members_birthday_is_still_theirs(parse):
    req = parse("add grandma's birthday on april 9")
    assert (req.title, req.participants) == ("birthday", ["linda"])


@pytest.mark.parametrize(
    ("text", "start"),
    [
        ("add the class picnic on the twelveth of june", ny(12, month=6, year=2027)),
        ("book the vet on the nineth of december at 10am", ny(9, 10, month=12)),
        ("add a birthday lunch on eigth of january at noon", ny(8, 12, month=1, year=2027)),
    ],
)
def test_ordinals_spelt_as_said_still_give_the_day(parse, text, start):
    req = parse(text)
    if start.hour or start.minute:
        assert req.start == start, text
    else:  # a day and no time: that day, to be searched
        assert req.window is not None and req.window[0] == start, text


@pytest.mark.parametrize(
    ("text", "title", "rule"),
    [
        ("add guitar practice repeat every wednesday at 5", "guitar practice", "FREQ=WEEKLY;BYDAY=WE"),
        ("put chess club on, repeating each friday at 3", "chess club", "FREQ=WEEKLY;BYDAY=FR"),
        ("add aunt rosa's anniversary on june 9 repeat every year", "aunt rosa's anniversary", "FREQ=YEARLY"),
    ],
)
def test_the_word_repeat_belongs_to_the_repeat_not_the_name(parse, text, title, rule):
    req = parse(text)
    assert req.title == title, text
    assert req.recurrence is not None and req.recurrence.startswith(rule), text


@pytest.mark.parametrize(
    ("text", "start"),
    [
        ("drop the library books off wednesday afternoon by four", ny(25, 16)),
        ("collect the costumes by 5 on thursday", ny(26, 17)),
        ("have the bikes ready by 9 tomorrow", ny(24, 9)),
    ],
)
def test_by_an_hour_next_to_a_day_is_when_it_is_due(parse, text, start):
    assert parse(text).start == start, text


@pytest.mark.parametrize("text", ["extend the sleepover by 1", "push the recital back by 2"])
def test_by_a_number_with_no_day_beside_it_is_no_clock(parse, text):
    assert parse(text).start is None, text


@pytest.mark.parametrize(
    ("asked", "plain"),
    [
        ("let me know the night before the school trip", "remind me the night before the school trip"),
        ("let me know the morning of the eye exam friday", "remind me the morning of the eye exam friday"),
    ],
)
def test_let_me_know_the_night_before_is_a_reminder(parse, asked, plain):
    got, want = parse(asked), parse(plain)
    assert (got.intent, got.title, got.kind, got.start, got.window) == (
        want.intent,
        want.title,
        want.kind,
        want.start,
        want.window,
    ), asked
    assert got.intent == "create", asked


def test_let_me_know_the_day_of_the_week_is_still_a_question(parse):
    assert parse("let me know the day of the week for new year's eve").intent == "query"


@pytest.mark.parametrize(
    ("text", "title", "start"),
    [
        ("Karate. It's at evening 6 at the Dojo.", "karate", ny(23, 18)),
        ("Choir practice. It's at night 8:15.", "choir practice", ny(23, 20, 15)),
        ("Run club. It's at morning 7 tomorrow.", "run club", ny(24, 7)),
    ],
)
def test_the_part_of_the_day_said_before_the_hour_keeps_the_activity(parse, text, title, start):
    req = parse(text)
    assert (req.title, req.start) == (title, start), text

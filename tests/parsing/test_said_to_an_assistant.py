"""What people say to a voice assistant: the app opened on the way to the request
("open my calendar and add..."), a note to remember ("remember swim on monday at 4"),
and a reminder counted from now with "after" ("remind me after 20 minutes to...")."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("text", "intent", "title", "start"),
    [
        ("open my calendar and add dentist on friday at 3", "create", "dentist", ny(27, 15)),
        ("pull up the calendar then schedule a haircut for tuesday at 4", "create", "haircut", ny(24, 16)),
        ("open up my schedule and put bowling on saturday at 10am", "create", "bowling", ny(28, 10)),
        ("open my calendar, book a vet visit thursday at 11", "create", "vet visit", ny(26, 11)),
        ("open calendar add a car wash sunday at 1", "create", "car wash", ny(29, 13)),
        ("bring up my calendar and cancel the dentist", "cancel", "dentist", None),
    ],
)
def test_opening_the_calendar_leads_to_the_request(parse, text, intent, title, start):
    req = parse(text)
    assert (req.intent, req.title) == (intent, title), text
    assert req.start == start, text


@pytest.mark.parametrize(
    "text",
    [
        "open my calendar and delete all events on sunday",
        "go into the calendar app and clear saturday",
        "open calendar remove all events on sunday",
    ],
)
def test_opening_the_calendar_then_clearing_a_day_is_a_cancellation(parse, text):
    req = parse(text)
    assert req.intent == "cancel", text
    assert req.title is None, text


@pytest.mark.parametrize(
    ("text", "query_type"),
    [
        ("open my calendar and show me tomorrow", "event_lookup"),
        ("pull up my calendar and tell me what's on friday", "event_lookup"),
        ("open the calendar and see if i'm free saturday morning", "availability"),
    ],
)
def test_opening_the_calendar_then_asking_is_the_question(parse, text, query_type):
    req = parse(text)
    assert (req.intent, req.query_type, req.title) == ("query", query_type, None), text


def test_opening_the_calendar_alone_still_asks_to_see_it(parse):
    assert parse("pull up my schedule").intent == "query"
    assert parse("check my calendar and the van").intent == "query"  # nothing asked after it


@pytest.mark.parametrize(
    ("text", "title", "start"),
    [
        ("remember soccer practice saturday at 10", "soccer practice", ny(28, 10)),
        ("please remember swim lessons on monday at 4", "swim lessons", ny(30, 16)),
        ("remember the book fair on friday at 2", "book fair", ny(27, 14)),
        ("remember dentist for jake on tuesday at 11am", "dentist", ny(24, 11)),
    ],
)
def test_remember_with_a_thing_and_a_time_is_a_note_to_add(parse, text, title, start):
    req = parse(text)
    assert (req.intent, req.title, req.start) == ("create", title, start), text


@pytest.mark.parametrize(
    "text",
    [
        "remember when we went to the zoo",
        "do you remember the dentist appointment",
        "i can't remember the day",
    ],
)
def test_remember_as_memory_is_no_request(parse, text):
    assert parse(text).intent != "create", text


@pytest.mark.parametrize(
    ("text", "minutes", "title"),
    [
        ("remind me after 20 minutes to move the laundry", 20, "move the laundry"),
        ("notify me after 45 minutes to pick up jake", 45, "pick up"),
        ("after 10 minutes remind me to turn off the oven", 10, "turn off the oven"),
        ("alert me after an hour to call grandma", 60, "call"),
    ],
)
def test_after_a_length_counts_from_now_in_a_reminder(parse, now, text, minutes, title):
    from datetime import timedelta

    req = parse(text)
    assert (req.intent, req.title) == ("create", title), text
    assert req.start == now + timedelta(minutes=minutes), text


@pytest.mark.parametrize(
    "text",
    [
        "soccer after an hour of homework on friday",
        "we go to the park saturday and leave after 2 hours at the park",
    ],
)
def test_after_a_length_of_something_is_no_start(parse, now, text):
    req = parse(text)
    assert req.start is None or req.start.date() != now.date(), text

"""Which request a family member makes, said the many ways people say it: looking at the
calendar, adding to it, clearing it, reminders, and questions without a command verb."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("I'd love to see what's on the family calendar", "event_lookup"),
        ("could you pull up our agenda for saturday", "event_lookup"),
        ("Please look over my appointments for the 3rd of December.", "event_lookup"),
        ("I need to check the calendar for Wednesday next week.", "event_lookup"),
        ("Show me what Emma has on friday", "event_lookup"),
        ("give me the details of my events tomorrow", "event_lookup"),
        ("tell me about the meetings I have this week", "event_lookup"),
        ("I'm searching for events on my calendar", "event_lookup"),
        ("Can you find when I'm free on the 2nd of December?", "availability"),
        ("show me my spare time next week", "availability"),
        ("Check if there are any openings on friday", "availability"),
        ("I'm planning a haircut. Can you show me my availability on Thursday?", "availability"),
    ],
)
def test_asking_to_see_the_calendar_is_a_query(parse, text, kind):
    req = parse(text)
    assert (req.intent, req.query_type) == ("query", kind), text


@pytest.mark.parametrize(
    "text",
    [
        "any soccer games on saturday",
        "how many appointments do I have next week",
        "who is coming to the barbecue on sunday",
        "is the bake sale still on the 5th of december",
        "did you put the recital on my calendar",
        "upcoming appointments",
        "our family plans",
    ],
)
def test_questions_about_events_need_no_verb(parse, text):
    assert parse(text).intent == "query", text


@pytest.mark.parametrize(
    "text",
    [
        "I would like the recital added to my calendar.",
        "Can you stick the recital in the calendar?",
        "I wish to include the recital in my calendar.",
        "please jot down the recital for friday",
        "Update my calendar with the recital on friday at 6",
        "make a calendar entry for the recital on friday",
    ],
)
def test_ways_to_add_something(parse, text):
    assert parse(text).intent == "create", text


@pytest.mark.parametrize(
    "text",
    [
        "wipe my calendar for saturday",
        "completely clear my schedule tomorrow",
        "just delete everything on sunday",
        "find and remove the recital",
    ],
)
def test_ways_to_clear_something(parse, text):
    assert parse(text).intent == "cancel", text


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("remind me to water the plants tomorrow at 8am", "water the plants"),
        ("remember me to buy milk tomorrow at 8am", "buy milk"),
        ("alert me to water the lawn tomorrow at 8am", "water the lawn"),
        ("set a notification for tomorrow at 8am to pay rent", "pay rent"),
        ("i need a reminder every day at 8am to take vitamins", "take vitamins"),
        ("tell me to call the plumber tomorrow at 8am", "call the plumber"),
    ],
)
def test_reminders_are_creates_with_the_task_as_title(parse, text, title):
    req = parse(text)
    assert (req.intent, req.kind, req.title) == ("create", "reminder", title), text


def test_an_event_is_not_a_reminder(parse):
    assert parse("add piano on friday at 4").kind == "event"


def test_a_statement_of_intent_gives_way_to_the_question(parse):
    req = parse("I want to plan my week. What events do I have on Monday?")
    assert (req.intent, req.query_type) == ("query", "event_lookup")

"""How a day looks, what was on, who's free then: questions, read as such."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("what does friday look like", 27),
        ("how does friday look for the kids?", 27),
        ("how's friday looking", 27),
        ("hows friday lookin?", 27),
        ("what's friday look like for mike", 27),
    ],
)
def test_how_a_day_looks_is_a_look_up_of_that_day(parse, text, day) -> None:
    request = parse(text)
    assert request.intent == "query" and request.query_type == "event_lookup", text
    assert request.window is not None and request.window[0] == ny(day), text
    assert request.title is None, text


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("what was on yesterday?", 22),
        ("what did mike have last wednesday", 18),
        ("what was planned for last saturday?", 21),
    ],
)
def test_a_question_may_look_back(parse, text, day) -> None:
    request = parse(text)
    assert request.intent == "query", text
    assert request.problems == [], text
    assert request.window is not None and request.window[0] == ny(day), text


@pytest.mark.parametrize("text", ["cancel yesterday's piano", "book the van yesterday at 3"])
def test_a_change_or_booking_on_a_day_gone_by_is_still_a_problem(parse, text) -> None:
    assert any("past" in p for p in parse(text).problems), text


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("show me everything emma has on saturday", ["emma"]),
        ("can you list everything for the kids next week", ["emma", "jake"]),
        ("tell us everything mike has friday", ["mike"]),
        ("show me my calendar for friday", ["sarah"]),
        ("show us december", []),
    ],
)
def test_whoever_a_look_up_is_shown_to_is_not_whose_calendar_it_is(parse, text, who) -> None:
    request = parse(text)
    assert request.intent == "query", text
    assert sorted(request.participants) == who, text


@pytest.mark.parametrize(
    "text",
    [
        "what's the earliest mike could squeeze in a haircut this week",
        "when's the soonest the kids can do a checkup?",
        "what's the first day jake could go bowling next week?",
        "what is the next time mom can see the accountant",
    ],
)
def test_the_earliest_anyone_could_is_a_question_of_free_time(parse, text) -> None:
    request = parse(text)
    assert request.intent == "query" and request.query_type == "availability", text


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("when does piano start on monday", "piano"),
        ("what time is soccer over on tuesday?", "soccer"),
        ("when does the book club finish", "book club"),
    ],
)
def test_when_an_activity_starts_or_ends_names_the_activity(parse, text, title) -> None:
    request = parse(text)
    assert request.intent == "query" and request.title == title, text


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("jake and i could go to the park saturday at 3", ["jake", "sarah"]),
        ("emma and i need to go shoe shopping sunday at 1", ["emma", "sarah"]),
        ("i need to go shoe shopping sunday at 1", ["sarah"]),
    ],
)
def test_someone_and_i_is_both_of_us(parse, text, who) -> None:
    request = parse(text)
    assert request.intent == "create", text
    assert sorted(request.participants) == who, text


@pytest.mark.parametrize(
    "text",
    [
        "could you look at my calendar for availability next tuesday",
        "my free schedule for saturday please",
        "when does mike not have anything booked on friday?",
        "which hours do the kids have nothing going on saturday",
        "show me my open calendar for the 4th",
    ],
)
def test_free_time_asked_as_a_calendar_is_free_time(parse, text) -> None:
    request = parse(text)
    assert request.intent == "query" and request.query_type == "availability", text
    assert request.title is None, text


@pytest.mark.parametrize(
    "text",
    [
        "perfect, when is piano next?",
        "ok cool, what's on saturday",
        "I'm a bit curious what's on the calendar this weekend.",
        "i wonder what the kids have on friday",
        "just want to know what's happening tomorrow",
    ],
)
def test_a_question_after_a_word_or_said_as_wondering_is_a_question(parse, text) -> None:
    request = parse(text)
    assert request.intent == "query", text


@pytest.mark.parametrize(
    "text",
    [
        "are there any other events for jake this week?",
        "does mike have anything else on friday",
        "any others?",
    ],
)
def test_other_and_else_are_never_the_activity(parse, text) -> None:
    assert parse(text).title is None, text


@pytest.mark.parametrize("text", ["date night saturday at 8", "plan a dinner date friday at 7:30"])
def test_date_night_is_the_two_parents(parse, text) -> None:
    assert sorted(parse(text).participants) == ["mike", "sarah"], text
    assert sorted(parse(text, speaker="mike").participants) == ["mike", "sarah"], text


def test_date_night_said_by_a_child_is_theirs(parse) -> None:
    assert parse("date night saturday at 8", speaker="emma").participants == ["emma"]


@pytest.mark.parametrize(
    "text",
    ["is mike home on friday evening?", "are the kids at home saturday afternoon", "when is everyone home?"],
)
def test_being_home_is_being_free(parse, text) -> None:
    request = parse(text)
    assert request.intent == "query" and request.query_type == "availability", text
    assert request.title is None, text


def test_who_is_busy_lists_what_is_on(parse) -> None:
    request = parse("who's busy saturday morning?")
    assert request.intent == "query" and request.query_type == "event_lookup"


@pytest.mark.parametrize(
    ("text", "title", "hour"),
    [
        ("emma's piano teacher comes over at 4 on friday", "piano teacher visiting", 16),
        ("the babysitter comes over sunday at 11", "babysitter visiting", 11),
    ],
)
def test_someone_coming_over_at_a_time_arrives_then(parse, text, title, hour) -> None:
    request = parse(text)
    assert request.start is not None and request.start.hour == hour, text
    assert request.title == title, text


def test_it_is_over_at_is_not_when_it_starts(parse) -> None:
    request = parse("the block party is on saturday from 2, it should be over at 6")
    assert request.start is not None and request.start.hour == 14


@pytest.mark.parametrize("text", ["call the dentist in an hour", "take out the trash in 30 minutes"])
def test_an_activity_in_a_while_is_a_booking(parse, text) -> None:
    request = parse(text)
    assert request.intent == "create" and request.start is not None, text


def test_later_is_never_the_activity(parse) -> None:
    assert parse("bank run later today").title == "bank run"


@pytest.mark.parametrize(
    "text", ["piano is at 4:30 on monday instead", "swim class is at 11 this saturday instead"]
)
def test_an_activity_said_to_be_at_another_time_instead_is_a_change(parse, text) -> None:
    request = parse(text)
    assert request.intent == "modify" and request.start is not None, text


def test_someone_at_a_place_is_still_no_request(parse) -> None:
    assert parse("jake is at school").intent == "unknown"


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("emma's got her first recital on the 12th at 2pm", "first recital"),
        ("block party on the 5th at 3", "block party"),
    ],
)
def test_titles_keep_their_words(parse, text, title) -> None:
    assert parse(text).title == title, text

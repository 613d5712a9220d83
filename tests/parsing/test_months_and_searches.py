"""A month named as a span, and an event searched for by name: both are look-ups."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    "text",
    [
        "show me the calendar for december",
        "what's on in december",
        "what do the kids have during december",
        "show us december",
        "anything planned for the month of december?",
    ],
)
def test_a_month_by_name_is_the_whole_month(parse, text):
    request = parse(text)
    assert request.intent == "query" and request.query_type == "event_lookup", text
    assert request.window == (ny(1, month=12), ny(1, month=1, year=2027)), text


def test_the_current_month_runs_from_now_and_a_past_one_is_next_year(parse, now):
    assert parse("what's on in november").window == (now, ny(1, month=12))
    march = parse("is the van free in march?")
    assert march.query_type == "resource_status"
    assert march.window == (ny(1, month=3, year=2027), ny(1, month=4, year=2027))


def test_a_date_in_a_month_stays_a_date(parse):
    for text in ("dentist for jake december 7 at 3pm", "dentist for jake on the 7th of december at 3pm"):
        request = parse(text)
        assert request.intent == "create" and request.window is None, text
        assert request.start == ny(7, 15, month=12), text


@pytest.mark.parametrize(
    ("text", "title", "who"),
    [
        ("find the dentist appointment", "dentist appointment", []),
        ("find jake's dentist appointment", "dentist appointment", ["jake"]),
        ("can you find the soccer practice", "soccer practice", []),
        ("search for piano", "piano", []),
        ("look for the swim class", "swim class", []),
    ],
)
def test_finding_an_event_by_name_looks_it_up(parse, text, title, who):
    request = parse(text)
    assert (request.intent, request.query_type, request.title) == ("query", "event_lookup", title), text
    assert request.participants == who, text


@pytest.mark.parametrize(
    "text",
    ["find a time for the dentist", "find a slot for piano next week", "find time for emma's homework"],
)
def test_finding_a_time_still_books_something(parse, text):
    assert parse(text).intent == "create", text

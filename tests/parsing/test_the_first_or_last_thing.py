"""The first or the last thing of a day, asked: its own words, never a date, a part of the
day or a title."""

from __future__ import annotations

from datetime import date

import pytest


@pytest.mark.parametrize(
    ("text", "end", "day", "title"),
    [
        ("what's the earliest thing on friday?", "first", date(2026, 11, 27), None),
        ("when's the very first appointment tomorrow", "first", date(2026, 11, 24), "appointment"),
        ("what do we have last on sunday?", "last", date(2026, 11, 29), None),
        ("which is the latest event on wednesday?", "last", date(2026, 11, 25), None),
        ("what's jake's last practice on thursday", "last", date(2026, 11, 26), "practice"),
    ],
)
def test_the_first_or_last_thing_is_asked_of_the_day_said(parse, text, end, day, title) -> None:
    request = parse(text)
    assert request.intent == "query" and request.first_or_last == end, text
    assert request.title == title, text  # "appointment" may name what is asked about
    assert request.window is not None and request.window[0].date() == day, text


@pytest.mark.parametrize(
    "text",
    [
        "what's on the first?",
        "what did we do last thursday?",
        "dentist for jake first thing tomorrow",
        "what's happening last week of december?",
        "show me the latest events",
    ],
)
def test_other_firsts_and_lasts_are_left_as_they_were(parse, text) -> None:
    assert parse(text).first_or_last is None, text

"""A change from a date on: the first day it holds from, read apart from the new time."""

from __future__ import annotations

from datetime import date

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("text", "since"),
    [
        ("change emma's piano to 4:30 from jan 4 on", date(2027, 1, 4)),
        ("move emma's piano lesson to 4:30 from the 4th of january onwards", date(2027, 1, 4)),
        ("push the piano lesson to 4:30 starting january 4th", date(2027, 1, 4)),
        ("make piano 4:30 as of next week", date(2026, 11, 30)),
        ("move soccer to 5pm effective dec 1", date(2026, 12, 1)),
        ("from february on emma's piano is at 4:30", date(2027, 2, 1)),
        ("from now on jake's soccer is at 5", date(2026, 11, 23)),
        ("beginning next month the swim class is at 11", date(2026, 12, 1)),
    ],
)
def test_a_change_from_a_date_on_says_the_day_and_keeps_the_new_time_apart(parse, text, since):
    req = parse(text)
    assert req.intent == "modify", text
    assert req.since == since, text
    assert req.start is not None and not req.day_named, text  # the new time, on the event's own day
    assert req.title and not {"from", "starting", "january", "on"} & set(req.title.split()), req.title


def test_the_new_clock_time_is_kept_for_the_occurrences_to_come(parse):
    req = parse("change emma's piano to 4:30 from jan 4 on")
    assert req.start.astimezone(ny(23).tzinfo).strftime("%H:%M") == "16:30"
    assert req.participants == ["emma"] and req.title == "piano"


def test_a_cancellation_can_hold_from_a_date_on_too(parse):
    req = parse("cancel emma's piano from february on")
    assert req.intent == "cancel" and req.since == date(2027, 2, 1)


@pytest.mark.parametrize(
    "text",
    [
        "move the dentist from jan 4 to jan 5",  # from one day to another
        "move piano from monday to tuesday",
        "piano for emma every monday at 5:30 starting jan 4",  # a new series' first date
        "emma's piano is at 4:30",  # no date: not a change from a date on
    ],
)
def test_other_uses_of_from_and_starting_are_not_a_since(parse, text):
    assert parse(text).since is None, text


def test_a_new_series_still_starts_on_the_day_named(parse):
    req = parse("piano for emma every monday at 5:30 starting jan 4")
    assert req.intent == "create" and req.start == ny(4, 17, 30, month=1, year=2027)

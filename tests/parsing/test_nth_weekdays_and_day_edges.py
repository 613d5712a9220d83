"""Days said by their place in a month ("the first monday of december") and the edges of a
day ("first thing in the morning", "end of the day"): the day and the hours meant, never
words left in the title."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("text", "title", "day", "month", "year"),
    [
        ("parent teacher night the first monday of december at 4", "parent teacher night", 7, 12, 2026),
        ("school play on the second friday of december at 6pm", "school play", 11, 12, 2026),
        ("bake sale the 1st saturday in january at 10", "bake sale", 2, 1, 2027),
        ("potluck the last sunday of next month at noon", "potluck", 27, 12, 2026),
        ("book fair the last wednesday of this month at 5", "book fair", 25, 11, 2026),
    ],
)
def test_the_nth_weekday_of_a_month(parse, text, title, day, month, year):
    req = parse(text)
    assert req.intent == "create" and req.title == title, req
    assert req.start is not None and req.start.date() == ny(day, month=month, year=year).date()


def test_a_fifth_weekday_a_month_does_not_have_is_said_not_guessed(parse):
    req = parse("recital the fifth saturday of february at 2")
    assert req.start is None and any("no 5th Saturday in February" in p for p in req.problems)


def test_a_day_of_this_month_already_gone_is_said_to_be_past(parse):
    req = parse("book fair the second wednesday of this month at 5")
    assert any("in the past" in p for p in req.problems)


def test_a_monthly_repeat_stays_a_repeat(parse):
    req = parse("book club every first monday of the month at 7pm")
    assert req.recurrence == "FREQ=MONTHLY;BYDAY=1MO"


@pytest.mark.parametrize(
    ("text", "title", "day", "opens", "closes"),
    [
        ("dentist first thing in the morning tomorrow", "dentist", 24, 8, 10),
        ("call the plumber first thing thursday", "call the plumber", 26, 8, 10),
        ("errands end of the day friday", "errands", 27, 16, 18),
        ("pick up the cake at the end of the day saturday", "pick up the cake", 28, 16, 18),
    ],
)
def test_the_edges_of_a_day_are_windows(parse, text, title, day, opens, closes):
    req = parse(text)
    assert req.title == title, req
    assert req.window == (ny(day, opens), ny(day, closes))

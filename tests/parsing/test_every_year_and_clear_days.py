"""A date said with "every" repeats each year; "make sure my day is clear" clears it."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("text", "month", "day"),
    [
        ("mike and sarah's anniversary every october 12th", 10, 12),
        ("every 1st of march is grandma's birthday", 3, 1),
        ("put the block party down for each 21st of june at 2pm", 6, 21),
        ("every december 24th family movie night at 7pm", 12, 24),
    ],
)
def test_every_date_of_a_month_is_every_year(parse, text, month, day) -> None:
    request = parse(text)
    assert request.intent == "create", text
    assert request.recurrence == "FREQ=YEARLY", text
    assert request.start is not None and (request.start.month, request.start.day) == (month, day), text


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("water the plants every 15th", "FREQ=MONTHLY;BYMONTHDAY=15"),
        ("pay the sitter on the 1st of every month", "FREQ=MONTHLY;BYMONTHDAY=1"),
    ],
)
def test_a_day_of_every_month_is_still_monthly(parse, text, rule) -> None:
    assert parse(text).recurrence == rule, text


@pytest.mark.parametrize(
    ("text", "who", "day"),
    [
        ("make sure my calendar is totally clear on friday", ["sarah"], 27),
        ("make sure emma's schedule is empty saturday", ["emma"], 28),
        ("make sure the kids' day is completely clear tomorrow", ["emma", "jake"], 24),
    ],
)
def test_making_sure_a_day_is_clear_cancels_what_is_on_it(parse, text, who, day) -> None:
    request = parse(text)
    assert request.intent == "cancel" and request.every, text
    assert sorted(request.participants) == who, text
    assert request.window is not None and request.window[0] == ny(day), text


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("make sure to add swim for the kids saturday at 11", "swim"),
        ("make sure emma has piano on the calendar monday at 5", "piano"),
    ],
)
def test_make_sure_is_never_the_activity(parse, text, title) -> None:
    request = parse(text)
    assert request.intent == "create" and request.title == title, text

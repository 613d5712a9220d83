"""Which day the family means, said on Monday Nov 23 at 09:00."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("text", "day", "month", "year"),
    [
        ("add a piano recital on wednesday at 5pm", 25, 11, 2026),  # bare weekday: next after today
        ("add a piano recital this wednesday at 5pm", 25, 11, 2026),
        ("add a piano recital next wednesday at 5pm", 2, 12, 2026),  # next Monday-based week
        ("add a piano recital on monday at 5pm", 30, 11, 2026),  # today is Monday: a week on
        ("add a piano recital next monday at 5pm", 30, 11, 2026),
        ("add a piano recital next sunday at 5pm", 6, 12, 2026),
        ("add a piano recital today at 5pm", 23, 11, 2026),
        ("add a piano recital tomorrow at 5pm", 24, 11, 2026),
        ("add a piano recital the day after tomorrow at 5pm", 25, 11, 2026),
        ("add a piano recital in 4 days at 5pm", 27, 11, 2026),
        ("add a piano recital in 3 weeks at 5pm", 14, 12, 2026),
        ("add a piano recital a week from today at 5pm", 30, 11, 2026),
        ("add a piano recital on December 9 at 5pm", 9, 12, 2026),
        ("add a piano recital on dec 9th at 5pm", 9, 12, 2026),
        ("add a piano recital on the 9th of december at 5pm", 9, 12, 2026),
        ("add a piano recital on 9 december at 5pm", 9, 12, 2026),
        ("add a piano recital on 12/9 at 5pm", 9, 12, 2026),
        ("add a piano recital on 12/9/2027 at 5pm", 9, 12, 2027),
        ("add a piano recital on 2/4 at 5pm", 4, 2, 2027),  # passed this year: rolls over
        ("add a piano recital on November 2 at 5pm", 2, 11, 2027),
        ("add a piano recital on November 23 at 5pm", 23, 11, 2026),  # today still counts
        ("add a piano recital on April 14, 2028 at 5pm", 14, 4, 2028),
        ("add a piano recital on the 30th at 5pm", 30, 11, 2026),
        ("add a piano recital on the 2nd at 5pm", 2, 12, 2026),
        ("add a piano recital on 2027-01-08 at 5pm", 8, 1, 2027),
        ("add a piano recital friday after next at 5pm", 4, 12, 2026),
        ("add a piano recital on thursday next week at 5pm", 3, 12, 2026),
    ],
)
def test_day_of_a_recital(parse, text, day, month, year):
    req = parse(text)
    assert req.start == ny(day, 17, month=month, year=year), text


def test_a_day_named_for_a_question_is_that_whole_day(parse):
    req = parse("anything on the calendar for the 4th?")
    assert req.window == (ny(4, month=12), ny(5, month=12))


def test_a_leap_day_waits_for_a_leap_year(parse):
    assert parse("add a party on feb 29 at 3pm").start == ny(29, 15, month=2, year=2028)


@pytest.mark.parametrize(
    "text",
    [
        "add a party on February 30 at 3pm",
        "add a party on 13/40 at 3pm",
        "add a party on april 31st at noon",
    ],
)
def test_impossible_dates_are_named_not_guessed(parse, text):
    req = parse(text)
    assert req.start is None
    assert req.problems and req.confidence <= 0.3


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("move the dentist to 4", False),
        ("push piano to 8", False),
        ("move the dentist to thursday at 4", True),
        ("move the dentist to tomorrow at 4", True),
        ("move tuesday's homework to 6pm", True),
        ("move the dentist to 4 today", True),
        ("move the dentist to this afternoon", True),
        ("move the dentist to tonight at 7", True),
        ("move the dentist to dec 3", True),
    ],
)
def test_the_request_says_whether_a_day_was_named(parse, text: str, named: bool) -> None:
    """A clock time alone ("to 4") names no day, even when it falls tomorrow."""
    assert parse(text).day_named is named

"""Away "for the week" with no day said: the days left of this week, or the coming week
when said at the weekend. "For the weekend" is this weekend."""

from __future__ import annotations

from datetime import date

import pytest

from .conftest import NY, ny

EVERYONE = ["emma", "jake", "mike", "sarah"]


def nov(day: int) -> date:
    """A day of November 2026."""
    return date(2026, 11, day)


@pytest.mark.parametrize(
    ("text", "speaker", "when", "who", "first", "last"),
    [
        ("we're heading to the cabin for the week", "sarah", ny(23, 9), EVERYONE, nov(23), nov(29)),
        ("we are off to the lake for the week", "mike", ny(23, 9), EVERYONE, nov(23), nov(29)),
        ("mike is away for the whole week", "sarah", ny(25, 8), ["mike"], nov(25), nov(29)),
        ("jake's at camp for the week", "sarah", ny(24, 18), ["jake"], nov(24), nov(29)),
        ("we're going to grandma's for the week", "sarah", ny(28, 10), EVERYONE, nov(30), date(2026, 12, 6)),
    ],
)
def test_away_for_the_week_is_the_days_of_the_week(parse, text, speaker, when, who, first, last):
    req = parse(text, speaker=speaker, when=when)
    assert req.intent == "create" and req.participants == who and req.all_day
    assert req.start is not None and req.start.astimezone(NY).date() == first
    assert req.last_day == last


def test_away_for_the_weekend_is_this_weekend(parse):
    req = parse("we're away for the weekend")
    assert req.intent == "create" and req.all_day
    assert req.start is not None and req.start.astimezone(NY).date() == date(2026, 11, 28)
    assert req.last_day == date(2026, 11, 29)


def test_a_day_said_keeps_its_own_reading(parse):
    req = parse("we're going to the beach from saturday for a week")
    assert req.start is not None and req.start.astimezone(NY).date() == date(2026, 11, 28)
    assert req.last_day == date(2026, 12, 4)


def test_a_booking_for_the_week_still_asks_when(parse):
    req = parse("book the van for the week")
    assert req.start is None and req.window is None and "time" in req.missing


def test_something_said_to_be_off_is_still_called_off(parse):
    assert parse("piano is off this week").intent == "cancel"

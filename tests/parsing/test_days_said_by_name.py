"""Days said by name: "on christmas eve", "this thanksgiving", a family's own days."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.family_file import demo_family
from family_scheduler.models import Family
from family_scheduler.subgraphs.parsing import parse_request

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 23, 9, tzinfo=NY)
FAMILY = demo_family()[0]


def parse(text: str, family: Family = FAMILY, now: datetime = NOW):
    return parse_request(text, family, now, "sarah")


def day_of(req) -> date:
    moment = req.start if req.start is not None else req.window[0]
    return moment.astimezone(NY).date()


@pytest.mark.parametrize(
    ("text", "intent", "title", "day"),
    [
        ("cancel the school recital on christmas eve", "cancel", "school recital", date(2026, 12, 24)),
        ("what have we got on for new year's eve?", "query", None, date(2026, 12, 31)),
        ("brunch with everyone on mother's day at 11am", "create", "brunch", date(2027, 5, 9)),
        ("is the van free on christmas morning?", "query", None, date(2026, 12, 25)),
        ("move the movie night to new year's day", "modify", "movie night", date(2027, 1, 1)),
        ("what are we up to this thanksgiving", "query", None, date(2026, 11, 26)),
    ],
)
def test_a_holiday_is_the_day_it_names(text, intent, title, day):
    req = parse(text)
    assert req.intent == intent
    assert day_of(req) == day
    if title:
        assert req.title == title


def test_the_holiday_is_the_next_one():
    """Halloween has passed this year: the next one is a year on."""
    assert day_of(parse("costume party on halloween at 6pm")) == date(2027, 10, 31)


def test_the_day_itself_not_the_day_it_is_observed():
    """In 2026 the Fourth of July falls on a Saturday and is observed on Friday the 3rd."""
    req = parse("fireworks on independence day at 9pm", now=datetime(2026, 5, 1, 9, tzinfo=NY))
    assert req.start == datetime(2026, 7, 4, 21, tzinfo=NY)


def test_a_family_day_is_a_date_too():
    family = Family.model_validate({**FAMILY.model_dump(), "named_days": {"field day": "2027-06-04"}})
    req = parse("sunscreen and snacks for jake on field day at 8am", family)
    assert req.start == datetime(2027, 6, 4, 8, tzinfo=NY)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("christmas party for the kids on dec 19 at 4pm", "christmas party"),
        ("go to the christmas market saturday at 10", "go to the christmas market"),
        ("book the kitchen for thanksgiving dinner on thursday at 2", "thanksgiving dinner"),
        ("halloween costume shopping saturday at 1", "halloween costume shopping"),
    ],
)
def test_a_holiday_word_in_a_title_stays_in_the_title(text, title):
    req = parse(text)
    assert req.title == title
    assert day_of(req) != date(2026, 12, 25)


def test_a_name_that_is_no_holiday_is_left_alone():
    req = parse("meeting on zoom tomorrow at 3")
    assert req.title == "meeting on zoom"
    assert day_of(req) == date(2026, 11, 24)


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("do we have plans for new year's eve?", date(2026, 12, 31)),
        ("anything booked for halloween?", date(2027, 10, 31)),
    ],
)
def test_a_question_for_a_named_day_is_about_that_day(text, day):
    req = parse(text)
    assert req.intent == "query" and not req.title and day_of(req) == day


def test_a_booking_for_a_holiday_meal_keeps_its_title():
    assert parse("reserve the kitchen for christmas brunch").title == "christmas brunch"


def test_what_a_day_looks_like_names_no_event():
    req = parse("what does saturday look like for jake?")
    assert req.intent == "query" and not req.title and req.participants == ["jake"]

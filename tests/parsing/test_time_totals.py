"""Questions about time added up: the title is the activity ("soccer", not "hours of
soccer"), the span is whole calendar periods (weeks Monday to Sunday), and the words that
ask for an average or a breakdown are read, never left in the title."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from family_scheduler.models import ParsedRequest

from .conftest import ny

Parse = Callable[..., ParsedRequest]
WEDNESDAY = ny(25, 15)
"""Mid-week, so this week and the last one are told apart from 'from now'."""


def test_the_activity_and_the_person_are_read_without_the_question_words(parse: Parse):
    req = parse("how many hours of soccer does jake have this week", when=WEDNESDAY)
    assert (req.intent, req.query_type, req.title, req.participants) == (
        "query",
        "event_lookup",
        "soccer",
        ["jake"],
    )
    assert req.total is not None and req.total.span == "this week"
    assert req.window == (ny(23), ny(30))  # all of this week, Monday on, not from Wednesday afternoon


@pytest.mark.parametrize(
    ("said", "first", "end", "span"),
    [
        ("how many hours did jake spend at soccer last week", ny(16), ny(23), "last week"),
        ("how much time did emma spend on piano last month", ny(1, month=10), ny(1), "last month"),
        ("how many hours of swim does emma have in november", ny(1), ny(1, month=12), "in November"),
        (
            "how many hours of swim will emma have in january",
            ny(1, month=1, year=2027),
            ny(1, month=2, year=2027),
            "in January 2027",
        ),
        (
            "how many hours did mike spend at the gym in december",
            ny(1, month=12, year=2025),
            ny(1, month=1),
            "in December 2025",
        ),
        ("how many hours of piano this year", ny(1, month=1), ny(1, month=1, year=2027), "this year"),
    ],
)
def test_spans_are_whole_calendar_periods(parse: Parse, said: str, first, end, span: str):
    req = parse(said, when=WEDNESDAY)
    assert req.window == (first, end), req.window
    assert req.total is not None and req.total.span == span


def test_last_month_in_january_is_last_december(parse: Parse):
    req = parse("how much time did jake spend at practice last month", when=ny(15, 10, month=1, year=2027))
    assert req.window == (ny(1, month=12), ny(1, month=1, year=2027))


@pytest.mark.parametrize(
    ("said", "first", "span"),
    [
        ("how much time has jake spent at soccer since september", ny(1, month=9), "since September"),
        ("how many minutes of homework did emma do since monday", ny(23), "since Monday"),
        ("how many hours has emma had this week so far", ny(23), "this week so far"),
        ("how many hours did sarah spend at book club over the past 3 weeks", ny(4), "over the last 3 weeks"),
    ],
)
def test_spans_up_to_now(parse: Parse, said: str, first, span: str):
    req = parse(said, when=WEDNESDAY)
    assert req.window == (first, WEDNESDAY), req.window
    assert req.total is not None and req.total.span == span


def test_an_average_and_a_breakdown_are_read(parse: Parse):
    weekly = parse("how many hours a week is piano")
    assert weekly.total is not None and weekly.total.per == "week" and weekly.title == "piano"
    per_kid = parse("total time in activities per kid this month")
    assert per_kid.total is not None and per_kid.total.by == "person"
    assert per_kid.title is None and per_kid.participants == ["emma", "jake"]  # "activities": all of it
    by_activity = parse("how many hours did emma spend on each activity last week")
    assert by_activity.total is not None and by_activity.total.by == "title" and by_activity.title is None


def test_a_countdown_is_no_total(parse: Parse):
    assert parse("how many hours until piano?").total is None
    assert parse("what's on this week?").total is None

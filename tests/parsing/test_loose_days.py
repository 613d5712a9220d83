"""Days said loosely in the Parkers' week (Monday Nov 23): two weekends on, a fortnight,
a holiday said without "on", the end of a week or a month."""

from __future__ import annotations

from datetime import timedelta

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("text", "first", "end"),
    [
        ("can we fit a bike tuneup in the weekend after next", ny(12, month=12), ny(14, month=12)),
        ("is jake free weekend after next?", ny(12, month=12), ny(14, month=12)),
        ("what do we have on the weekend after next", ny(12, month=12), ny(14, month=12)),
        ("what's on the month after next", ny(1, month=1, year=2027), ny(1, month=2, year=2027)),
    ],
)
def test_after_next_is_two_on_from_this_one(parse, text, first, end):
    """ "next weekend" is Dec 5-6 here, so the weekend after next is Dec 12-13, never this one."""
    assert parse(text).window == (first, end), text


def test_next_weekend_still_means_the_one_after_this(parse):
    assert parse("what's on next weekend").window == (ny(5, month=12), ny(7, month=12))


@pytest.mark.parametrize(
    ("text", "start"),
    [
        ("orthodontist for jake in a fortnight at 3", ny(7, 15, month=12)),
        ("orthodontist for jake in a fortnight's time at 3pm", ny(7, 15, month=12)),
        ("orthodontist for jake in two weeks' time at 3", ny(7, 15, month=12)),
        ("orthodontist for jake a fortnight from friday at 3", ny(11, 15, month=12)),
        ("orthodontist for jake two weeks from tomorrow at 3", ny(8, 15, month=12)),
        ("orthodontist for jake 3 days from thursday at 3", ny(29, 15)),
    ],
)
def test_a_fortnight_is_two_weeks_on(parse, text, start):
    """The fortnight is the day, never a piece of the title ("at a fortnight")."""
    req = parse(text)
    assert (req.intent, req.title, req.start) == ("create", "orthodontist", start), text


def test_a_fortnight_as_a_span_and_as_a_repeat(parse):
    assert parse("what have we got over the next fortnight").window == (ny(23, 9), ny(7, month=12))
    assert (
        parse("swim for emma every fortnight on saturday at 10").recurrence
        == "FREQ=WEEKLY;INTERVAL=2;BYDAY=SA"
    )


@pytest.mark.parametrize(
    ("text", "title", "start"),
    [
        ("dinner at nana's xmas eve at 6", "dinner", ny(24, 18, month=12)),
        ("xmas eve at 6 carols with grandma", "carols", ny(24, 18, month=12)),
        ("carol singing christmas eve at 5pm", "carol singing", ny(24, 17, month=12)),
        ("brunch for mike mother's day at 11", "brunch", ny(9, 11, month=5, year=2027)),
        (
            "trick or treating with the kids halloween at 5pm",
            "trick or treating",
            ny(31, 17, month=10, year=2027),
        ),
    ],
)
def test_a_holiday_said_without_on_is_the_day(parse, text, title, start):
    req = parse(text)
    assert (req.title, req.start) == (title, start), text


@pytest.mark.parametrize(
    ("text", "title", "start"),
    [
        ("christmas party for the kids at 6pm", "christmas party", ny(23, 18)),
        ("thanksgiving dinner at 4pm", "thanksgiving dinner", ny(23, 16)),
        ("christmas eve service at 6pm", "christmas eve service", ny(23, 18)),
        ("our christmas eve at 6pm", "christmas eve", ny(23, 18)),
        ("dinner with mother at 6pm", "dinner", ny(23, 18)),
    ],
)
def test_a_holiday_that_names_the_thing_stays_in_the_title(parse, text, title, start):
    """Said with no day, these are today (Monday Nov 23): none moves to the holiday."""
    req = parse(text)
    assert (req.title, req.start) == (title, start), text


def test_a_question_about_a_holiday_said_bare(parse):
    assert parse("what's happening christmas eve").window == (ny(24, month=12), ny(25, month=12))


def test_a_holiday_with_another_day_said_is_the_occasion(parse):
    req = parse("add mother's day lunch with nana tomorrow at 12")
    assert (req.title, req.start) == ("mother's day lunch", ny(24, 12))
    req = parse("halloween with grandma friday at 5pm")
    assert (req.title, req.start) == ("halloween", ny(27, 17))


@pytest.mark.parametrize(
    ("text", "first", "end"),
    [
        ("what's on at the end of the week", ny(27), ny(30)),
        ("is mike free at the end of next week?", ny(4, month=12), ny(7, month=12)),
        ("anything on towards the end of the month?", ny(24), ny(1, month=12)),
        ("what do we have at the end of next month", ny(25, month=12), ny(1, month=1, year=2027)),
        ("what's on at the end of january", ny(25, month=1, year=2027), ny(1, month=2, year=2027)),
    ],
)
def test_the_end_of_a_week_or_month_asked_about_is_its_last_days(parse, text, first, end):
    """A week's last three days (Fri-Sun), a month's last seven."""
    req = parse(text)
    assert (req.intent, req.window) == ("query", (first, end)), text


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("pay the credit card bill end of the month", ny(30)),
        ("bake sale for emma at the end of the week", ny(27)),
        ("car wash at the end of next week", ny(4, month=12)),
        ("renew the passports at the end of december", ny(31, month=12)),
    ],
)
def test_a_booking_at_the_end_of_a_week_or_month_takes_one_day_and_says_so(parse, text, day):
    """Friday for a week, the last day for a month; the reading is said back, so it is asked."""
    req = parse(text)
    assert req.intent == "create" and req.window is not None, text
    assert req.window[0].date() == day.date() and req.window[1] - req.window[0] <= timedelta(days=1), text
    assert any(a.startswith("I read ") and "end of" in a for a in req.ambiguities), text


def test_by_or_until_the_end_runs_from_today(parse):
    req = parse("jake needs to finish his book report by the end of the week")
    assert req.window == (ny(23), ny(30))
    away = parse("mike's away until the end of the month")
    assert (away.start, away.end) == (ny(23), ny(1, month=12))


def test_a_repeat_until_the_end_of_the_month_stops_on_its_last_day(parse):
    walk = parse("walk the dog every day at 7am until the end of the month")
    assert walk.recurrence == "FREQ=DAILY;UNTIL=20261201T045959Z"


def test_a_day_reckoned_from_a_holiday_is_not_the_holiday(parse):
    """The grammar does not reckon "the day before thanksgiving": it must not book Thanksgiving."""
    req = parse("haircut for emma the day before thanksgiving at 4pm")
    assert req.start is None or req.start.date() != ny(26).date()
    req = parse("haircut for emma until thanksgiving at 4pm")
    assert req.start is None or req.start.date() != ny(26).date()


def test_a_holiday_that_is_all_there_is_to_book_stays_the_title(parse):
    """ "add christmas eve" names nothing else: the holiday is the thing, and its time is asked."""
    req = parse("add christmas eve to the calendar")
    assert (req.title, req.start, req.missing) == ("christmas eve", None, ["time"])

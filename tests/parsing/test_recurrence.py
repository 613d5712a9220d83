"""Repeating events become RRULEs; the first start is the first occurrence from now."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("text", "rule", "first"),
    [
        ("add violin every wednesday at 4", "FREQ=WEEKLY;BYDAY=WE", ny(25, 16)),
        (
            "add violin every monday at 5pm",
            "FREQ=WEEKLY;BYDAY=MO",
            ny(23, 17),
        ),  # today, still ahead
        ("add violin every monday at 8am", "FREQ=WEEKLY;BYDAY=MO", ny(30, 8)),  # today's has passed
        ("add violin on wednesdays at 4", "FREQ=WEEKLY;BYDAY=WE", ny(25, 16)),
        ("add violin weekly on friday at 4", "FREQ=WEEKLY;BYDAY=FR", ny(27, 16)),
        ("add violin every tuesday and friday at 4", "FREQ=WEEKLY;BYDAY=TU,FR", ny(24, 16)),
        ("add violin every tues, thurs and sat at 10am", "FREQ=WEEKLY;BYDAY=TU,TH,SA", ny(24, 10)),
        ("add violin every other thursday at 4", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH", ny(26, 16)),
        ("add violin every 3 weeks on tuesday at 4", "FREQ=WEEKLY;INTERVAL=3;BYDAY=TU", ny(24, 16)),
        ("add violin biweekly on friday at 4", "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR", ny(27, 16)),
        ("add violin every weekday at 7:45am", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", ny(24, 7, 45)),
        ("add violin every weekend at 10am", "FREQ=WEEKLY;BYDAY=SA,SU", ny(28, 10)),
        ("add violin every day at 6pm", "FREQ=DAILY", ny(23, 18)),
        ("add violin daily at 7am", "FREQ=DAILY", ny(24, 7)),
        ("add violin every morning at 7", "FREQ=DAILY", ny(24, 7)),
        ("add rent monthly on the 3rd at 9am", "FREQ=MONTHLY;BYMONTHDAY=3", ny(3, 9, month=12)),
        ("add rent on the 28th of every month at 9am", "FREQ=MONTHLY;BYMONTHDAY=28", ny(28, 9)),
        (
            "add rent the first friday of every month at 6pm",
            "FREQ=MONTHLY;BYDAY=1FR",
            ny(4, 18, month=12),
        ),
    ],
)
def test_rules_and_first_starts(parse, text, rule, first):
    req = parse(text)
    assert req.intent == "create"
    assert req.recurrence == rule, text
    assert req.start == first, text


def test_for_n_weeks_counts_the_occurrences(parse):
    assert parse("add swim every friday at 5 for 4 weeks").recurrence == "FREQ=WEEKLY;BYDAY=FR;COUNT=4"
    assert (
        parse("add swim every monday and wednesday at 5 for 3 weeks").recurrence
        == "FREQ=WEEKLY;BYDAY=MO,WE;COUNT=6"
    )
    assert (
        parse("add swim every other saturday at 9 for 8 weeks").recurrence
        == "FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;COUNT=4"
    )
    assert parse("add meds daily at 8pm for 10 days").recurrence == "FREQ=DAILY;COUNT=10"


def test_until_ends_at_the_last_second_of_that_day_in_utc(parse):
    # Jan 15 23:59:59 EST is Jan 16 04:59:59 UTC; after DST (-04:00) it is 03:59:59.
    assert (
        parse("add tutoring every tuesday at 4 until jan 15").recurrence
        == "FREQ=WEEKLY;BYDAY=TU;UNTIL=20270116T045959Z"
    )
    assert (
        parse("add tutoring every tuesday at 4 through april 20").recurrence
        == "FREQ=WEEKLY;BYDAY=TU;UNTIL=20270421T035959Z"
    )


def test_starting_names_the_first_date(parse):
    req = parse("add karate every thursday at 5 starting december 10")
    assert req.start == ny(10, 17, month=12)
    assert req.recurrence == "FREQ=WEEKLY;BYDAY=TH"
    req = parse("beginning next week, put gym every tuesday at 6am")
    assert req.start == ny(1, 6, month=12)


def test_a_weekly_event_keeps_its_clock_across_dst(parse):
    req = parse("add choir every sunday at 10am starting march 7")
    assert req.start == ny(7, 10, month=3, year=2027)
    assert req.start.utcoffset().total_seconds() == -5 * 3600
    from itertools import islice

    from dateutil.rrule import rrulestr

    second = list(islice(rrulestr(req.recurrence, dtstart=req.start.replace(tzinfo=None)), 2))[1]
    assert second.hour == 10  # Mar 14 is the DST day: still 10:00 on the wall


@pytest.mark.parametrize(
    ("text", "first_day", "rule"),
    [
        ("art class for emma every day next week at 4", 30, "FREQ=DAILY;UNTIL=20261207T045959Z"),
        (
            "tutoring for jake every weekday next week at 5",
            30,
            "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20261207T045959Z",
        ),
        ("walk the dog every morning this week at 7", 24, "FREQ=DAILY;UNTIL=20261130T045959Z"),
    ],
)
def test_a_repeat_said_for_a_week_stays_in_that_week(parse, text, first_day, rule):
    req = parse(text)
    assert req.recurrence == rule, req
    assert req.start is not None and req.start.day == first_day


def test_a_repeat_said_for_a_month_ends_with_it(parse):
    req = parse("piano for emma every monday in december at 5")
    assert req.start is not None and (req.start.month, req.start.day) == (12, 7)
    assert req.recurrence is not None and "UNTIL=20270101T045959Z" in req.recurrence


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("swim for emma tue/thu at 5 starting dec 1", "FREQ=WEEKLY;BYDAY=TU,TH"),
        ("karate on tuesday and thursday at 6 starting next week", "FREQ=WEEKLY;BYDAY=TU,TH"),
        ("soccer for jake wednesday at 4 from next week", "FREQ=WEEKLY;BYDAY=WE"),
        ("art class fridays at 3 beginning dec 4", "FREQ=WEEKLY;BYDAY=FR"),
    ],
)
def test_days_said_with_a_start_repeat_weekly(parse, text, rule):
    assert parse(text).recurrence == rule


@pytest.mark.parametrize("text", ["party saturday starting at 7pm", "dentist monday from 3 to 4"])
def test_a_start_that_is_a_time_is_no_repeat(parse, text):
    assert parse(text).recurrence is None


def test_from_monday_to_friday_is_a_span_not_a_weekly_repeat(parse):
    request = parse("vacation from monday to friday")
    assert request.recurrence is None
    assert (request.start, request.end) == (ny(30), ny(5, month=12))


def test_monday_through_friday_said_as_a_habit_still_repeats(parse):
    assert parse("gym monday through friday at 6am").recurrence == "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        (
            "ballet for emma tues and thurs 4:30-5:30 from dec 1 to dec 17",
            "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261218T045959Z",
        ),
        ("swim on mondays from dec 7 to jan 25 at 5", "FREQ=WEEKLY;BYDAY=MO;UNTIL=20270126T045959Z"),
    ],
)
def test_days_from_one_date_to_another_repeat_between_them(parse, text, rule):
    assert parse(text).recurrence == rule


def test_the_weekday_a_span_starts_on_is_no_repeat(parse):
    assert parse("camp monday from dec 28 to dec 31").recurrence is None

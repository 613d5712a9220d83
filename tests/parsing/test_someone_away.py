"""Where someone will be, said as a state: away for days, visiting, working from home."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.family_file import demo_family
from family_scheduler.subgraphs.parsing import parse_request

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 23, 9, tzinfo=NY)
FAMILY = demo_family()[0]
NOV_27, DEC_10 = date(2026, 11, 27), date(2026, 12, 10)


def parse(text: str):
    return parse_request(text, FAMILY, NOW, "sarah")


@pytest.mark.parametrize(
    ("text", "who", "title", "first", "last"),
    [
        ("dad's out of town wednesday through friday", ["mike"], "out of town", date(2026, 11, 25), NOV_27),
        ("mike will be away on business dec 8 to dec 10", ["mike"], "away", date(2026, 12, 8), DEC_10),
        ("jake is at camp the week after next", ["jake"], "camp", date(2026, 12, 7), date(2026, 12, 13)),
        ("i'm gonna be on vacation january 4-8", ["sarah"], "vacation", date(2027, 1, 4), date(2027, 1, 8)),
    ],
)
def test_someone_away_is_a_whole_day_entry_over_the_days_said(text, who, title, first, last):
    req = parse(text)
    assert req.intent == "create" and req.title == title and req.participants == who
    assert req.all_day and req.start is not None and req.start.astimezone(NY).date() == first
    assert (req.last_day or req.start.astimezone(NY).date()) == last


def test_a_visit_takes_nobodys_time():
    req = parse("grandma is staying with us this weekend")
    assert req.intent == "create" and req.participants == ["linda"] and req.all_day
    assert req.blocks_time is False


def test_away_with_no_days_asks_when():
    req = parse("emma's going to be away")
    assert req.intent == "create" and req.title == "away" and "time" in req.missing


def test_asking_if_someone_is_away_looks_for_it():
    req = parse("is dad out of town next week?")
    assert req.intent == "query" and req.query_type == "event_lookup" and req.title == "out of town"


@pytest.mark.parametrize("text", ["jake is sick today", "mike was out of town last week"])
def test_remarks_about_a_day_stay_remarks(text):
    assert parse(text).intent != "create"


@pytest.mark.parametrize(
    ("text", "first", "last"),
    [
        ("ski trip feb 12-15", date(2027, 2, 12), date(2027, 2, 15)),
        ("book fair march 3 to 5", date(2027, 3, 3), date(2027, 3, 5)),
    ],
)
def test_a_month_day_range_is_days_not_hours(text, first, last):
    req = parse(text)
    assert req.all_day and req.start is not None and req.start.astimezone(NY).date() == first
    assert req.last_day == last


def test_a_month_day_then_an_hour_keeps_the_hour():
    req = parse("party dec 12 to 9pm")
    assert not req.all_day and req.start is not None and req.start.astimezone(NY).hour == 21


def test_every_day_between_two_dates_ends_on_the_second():
    req = parse("art camp for emma jan 4-8, 9am to noon every day")
    assert req.recurrence is not None and req.recurrence.startswith("FREQ=DAILY;UNTIL=")
    assert req.start is not None and req.start.astimezone(NY).date() == date(2027, 1, 4)
    assert req.end is not None and req.end.astimezone(NY).hour == 12


def test_someone_visiting_said_without_a_verb_is_a_visit(parse):
    request = parse("add my brother and his kids visiting from dec 24 to dec 28")
    assert request.title == "visit" and request.all_day


def test_visiting_someone_ourselves_is_not_their_visit(parse):
    assert parse("visiting grandma in ohio next week").title != "visit"


@pytest.mark.parametrize(
    ("text", "who", "title", "first", "last"),
    [
        ("mike's flying to denver wednesday morning, back friday night", ["mike"], "trip to denver", 25, 27),
        ("sarah is driving to albany on thursday and back on saturday", ["sarah"], "trip to albany", 26, 28),
        ("grandma's heading to florida friday, returning sunday", ["linda"], "trip to florida", 27, 29),
    ],
)
def test_a_trip_said_by_its_ends_is_days_away_from_the_first_to_the_return(text, who, title, first, last):
    req = parse(text)
    assert req.intent == "create" and req.title == title and req.participants == who, req
    assert req.all_day and req.start is not None and req.start.astimezone(NY).date() == date(2026, 11, first)
    assert req.last_day == date(2026, 11, last)
    assert req.blocks_time is not False  # away takes their time


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("dad's away in pittsburgh wednesday to friday", "away in pittsburgh"),
        ("emma will be at camp in vermont next week", "camp in vermont"),
        ("mom's out of town at the shore this weekend", "out of town at the shore"),
    ],
)
def test_where_someone_is_away_stays_with_the_state_in_the_title(text, title):
    req = parse(text)
    assert req.title == title and req.all_day and req.blocks_time is not False, req


def test_going_to_an_activity_for_days_is_no_trip():
    assert not (parse("jake's going to hockey tuesday to thursday").title or "").startswith("trip")


@pytest.mark.parametrize(
    "text", ["jake is at camp monday through friday", "emma's going to sleepaway camp monday to friday"]
)
def test_a_week_of_camp_said_by_its_weekdays_is_those_days_once_not_every_weekday(text):
    req = parse(text)
    assert req.title == "camp" and req.recurrence is None and req.all_day, req
    assert req.start is not None and req.start.astimezone(NY).date() == date(2026, 11, 30)
    assert req.last_day == date(2026, 12, 4)

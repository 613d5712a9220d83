"""A car or a room out of use for a while, and someone working late: entries over the span said."""

from __future__ import annotations

from datetime import date, datetime, time
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.family_file import demo_family
from family_scheduler.subgraphs.parsing import parse_request

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 23, 9, tzinfo=NY)
NOV, DEC = (lambda d: date(2026, 11, d)), (lambda d: date(2026, 12, d))
FAMILY = demo_family()[0]


def parse(text: str, speaker: str = "sarah"):
    return parse_request(text, FAMILY, NOW, speaker)


def _days(req) -> tuple[date, date]:
    assert req.start is not None
    first = req.start.astimezone(NY).date()
    return first, req.last_day or first


@pytest.mark.parametrize(
    ("text", "thing", "state", "first", "last"),
    [
        ("the van is in the shop thursday and friday", "minivan", "in the shop", NOV(26), NOV(27)),
        (
            "our minivan will be at the garage wednesday to friday",
            "minivan",
            "at the mechanic",
            NOV(25),
            NOV(27),
        ),
        ("the honda's in for service next tuesday", "sedan", "in for service", DEC(1), DEC(1)),
        ("the kitchen is being remodeled next week", "kitchen", "being renovated", NOV(30), DEC(6)),
        ("the laptop is out of order dec 3 to 5", "laptop", "out of service", DEC(3), DEC(5)),
    ],
)
def test_a_thing_out_of_use_is_a_whole_day_entry_holding_it(text, thing, state, first, last):
    req = parse(text)
    assert req.intent == "create" and req.out_of_service and req.title == state
    assert req.resources == [thing] and req.participants == []
    assert req.all_day and _days(req) == (first, last)
    assert req.confidence < 0.75  # told, not asked for: confirmed before it is written


@pytest.mark.parametrize(
    "text", ["the sedan's at the mechanic until wednesday", "honda is getting fixed till wednesday"]
)
def test_until_a_day_runs_from_today_and_says_so(text):
    req = parse(text)
    assert req.intent == "create" and req.out_of_service and not req.problems
    assert _days(req) == (date(2026, 11, 23), date(2026, 11, 25))


@pytest.mark.parametrize(
    ("text", "opens", "closes"),
    [
        ("minivan's getting serviced tomorrow morning", time(8), time(12)),
        ("the van is being looked at tomorrow afternoon", time(12), time(17)),
    ],
)
def test_a_part_of_the_day_keeps_the_thing_that_part_only(text, opens, closes):
    req = parse(text)
    assert req.out_of_service and not req.all_day and req.start is not None and req.end is not None
    assert (req.start.astimezone(NY).time(), req.end.astimezone(NY).time()) == (opens, closes)


def test_with_no_days_it_asks_when():
    req = parse("the sedan is in the shop")
    assert req.intent == "create" and req.out_of_service and "time" in req.missing


def test_the_car_out_of_use_asks_which():
    req = parse("the car is in the shop on friday")
    assert req.out_of_service and req.resource_choices == ["minivan", "sedan"]


@pytest.mark.parametrize(
    "text", ["the van was in the shop last week", "my phone is broken", "the tv is out of order"]
)
def test_remarks_and_things_that_are_not_the_familys_stay_remarks(text):
    assert parse(text).intent != "create"


def test_asking_whether_the_van_is_in_the_shop_is_about_the_van():
    req = parse("is the van in the shop on thursday?")
    assert req.intent == "query" and req.query_type == "resource_status" and req.resources == ["minivan"]


@pytest.mark.parametrize(
    ("text", "who", "opens", "closes"),
    [
        ("mike's working late tuesday, till 9", ["mike"], time(17), time(21)),
        ("i'm working late thursday until 8:30", ["sarah"], time(17), time(20, 30)),
        ("dad has to work late friday from 6 to 10", ["mike"], time(18), time(22)),
    ],
)
def test_working_late_runs_from_the_end_of_the_day_to_the_hour_said(text, who, opens, closes):
    req = parse(text)
    assert req.intent == "create" and req.title == "working late" and req.participants == who
    assert req.start is not None and req.end is not None and not req.all_day
    assert (req.start.astimezone(NY).time(), req.end.astimezone(NY).time()) == (opens, closes)


def test_working_late_with_no_end_asks_until_when():
    req = parse("mike is working late wednesday")
    assert req.intent == "create" and req.title == "working late" and "time" in req.missing


@pytest.mark.parametrize(
    ("text", "first", "last"),
    [
        ("mike is out of town thursday and friday", date(2026, 11, 26), date(2026, 11, 27)),
        ("i'm away until wednesday", date(2026, 11, 23), date(2026, 11, 25)),
        ("emma is at camp today", date(2026, 11, 23), date(2026, 11, 23)),
    ],
)
def test_someone_away_takes_two_days_in_a_row_from_today_and_today_itself(text, first, last):
    req = parse(text)
    assert req.intent == "create" and req.all_day and not req.problems and _days(req) == (first, last)


def test_two_days_apart_are_not_a_span():
    req = parse("mike is away monday and wednesday")
    assert req.last_day is None  # never Tuesday between them


@pytest.mark.parametrize(
    "text",
    [
        "the van is in the shop from thursday",
        "the minivan goes to the mechanic starting wednesday",
        "the laptop is broken as of friday",
        "mike is out of town from wednesday",
        "emma's away beginning on saturday",
    ],
)
def test_a_first_day_with_no_last_is_left_open_to_be_asked(text: str) -> None:
    req = parse(text)
    assert req.intent == "create" and req.start is None and "time" in req.missing
    assert req.title not in ("starting", "from", "beginning")


@pytest.mark.parametrize(
    ("text", "first", "last"),
    [
        ("the van is in the shop from thursday until monday", NOV(26), NOV(30)),
        ("emma is at camp starting monday for a week", NOV(30), DEC(6)),
        ("the honda is at the mechanic starting tuesday for 3 days", NOV(24), NOV(26)),
        ("mike is out of town from wednesday for two days", NOV(25), NOV(26)),
        ("the sedan is in the shop tomorrow for a day", NOV(24), NOV(24)),
    ],
)
def test_a_first_day_and_how_long_make_the_span(text: str, first: date, last: date) -> None:
    req = parse(text)
    assert req.intent == "create" and _days(req) == (first, last), (req.start, req.last_day)


@pytest.mark.parametrize(
    ("text", "speaker", "who"),
    [
        ("mike's out sick tomorrow", "sarah", ["mike"]),
        ("i'm calling in sick wednesday", "mike", ["mike"]),
        ("emma is home sick friday", "sarah", ["emma"]),
        ("taking a sick day friday", "mike", ["mike"]),
        ("mike is off sick thursday", "sarah", ["mike"]),
        ("jake's staying home sick today", "sarah", ["jake"]),
        ("emma's sick tomorrow", "sarah", ["emma"]),
        ("i'm feeling unwell", "mike", ["mike"]),
        ("the kids are both sick friday", "sarah", ["emma", "jake"]),
    ],
)
def test_a_day_off_sick_calls_off_what_they_have_that_day(text: str, speaker: str, who: list[str]) -> None:
    req = parse(text, speaker)
    assert req.intent == "cancel" and req.every and req.participants == who
    assert req.start is not None or req.window is not None


@pytest.mark.parametrize(
    "text", ["mike was out sick monday", "jake is sick of soccer", "the cat is sick today", "is jake sick?"]
)
def test_sick_said_in_the_past_or_of_no_one_cancels_nothing(text: str) -> None:
    assert parse(text).intent != "cancel"


@pytest.mark.parametrize(
    "text",
    [
        "the sedan and the minivan are both in the shop tuesday",
        "both cars are at the mechanic tuesday",
        "the van and the honda are getting serviced tuesday",
    ],
)
def test_both_cars_out_at_once_are_one_entry_holding_both(text: str) -> None:
    req = parse(text)
    assert req.intent == "create" and req.out_of_service and req.participants == []
    assert sorted(req.resources) == ["minivan", "sedan"] and _days(req) == (NOV(24), NOV(24))

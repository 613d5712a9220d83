"""A move of everything someone has on a day, not of one event: by an amount, or to another day."""

from __future__ import annotations

from datetime import date

import pytest

from family_scheduler.subgraphs.parsing import parse_request

from .conftest import ny


@pytest.mark.parametrize(
    ("text", "who", "shift", "day"),
    [
        ("bump everything on saturday 2 hours later", [], 120, 28),
        ("can you push back all of mike's stuff on friday by half an hour", ["mike"], 30, 27),
        ("move my day tomorrow 45 minutes earlier", ["sarah"], -45, 24),
        ("shift all the kids' things on thursday an hour later", ["emma", "jake"], 60, 26),
    ],
)
def test_everything_moves_by_the_amount_said(parse, text, who, shift, day):
    request = parse(text)
    assert (request.intent, request.every, request.participants) == ("modify", True, who)
    assert request.shift_minutes == shift and request.to_day is None
    assert request.window == (ny(day), ny(day + 1)) and request.missing == []


def test_forward_and_up_are_earlier_as_for_one_event(parse):
    assert parse("bring everything on sunday forward an hour").shift_minutes == -60
    assert parse("move all of emma's stuff on friday up 30 minutes").shift_minutes == -30
    assert parse("move the dentist up an hour").shift_minutes == -60  # one event reads the same


@pytest.mark.parametrize(
    ("text", "who", "left", "goes"),
    [
        ("move all of emma's stuff on thursday to friday", ["emma"], 26, date(2026, 11, 27)),
        ("reschedule everything from tuesday over to wednesday", [], 24, date(2026, 11, 25)),
        ("bump jake's things tomorrow onto saturday", ["jake"], 24, date(2026, 11, 28)),
        # the Thursday nearest the Friday it leaves, not the one before it
        ("move everything on friday to thursday", [], 27, date(2026, 11, 26)),
    ],
)
def test_everything_moves_from_one_day_to_another(parse, text, who, left, goes):
    request = parse(text)
    assert (request.intent, request.every, request.participants) == ("modify", True, who)
    assert request.window == (ny(left), ny(left + 1)) and request.to_day == goes
    assert request.shift_minutes is None and request.missing == []


def test_a_kind_of_event_is_the_only_one_moved(parse):
    request = parse("push all my appointments on wednesday back an hour")
    assert request.every and request.title == "appointments" and request.participants == ["sarah"]


def test_what_is_not_said_is_asked(parse):
    assert parse("push everything back an hour").missing == ["date"]
    assert parse("move all of jake's stuff on friday").missing == ["time"]
    assert parse("move everything to monday").missing == ["date"]  # which day it leaves


def test_one_time_for_everything_is_said_to_be_unsupported(parse):
    request = parse("move everything on saturday to 3pm")
    assert request.every and request.problems and "not all to one time" in request.problems[0]


@pytest.mark.parametrize(
    "text",
    ["push jake's soccer on tuesday back an hour", "move emma's piano lesson to friday", "move it to 5"],
)
def test_one_event_is_not_everything(parse, text):
    assert parse(text).every is False


def test_an_answer_changes_the_move_not_one_event(parse, family, now):
    def answer(text, pending):
        return parse_request(text, family, now, "sarah", pending=pending)

    pending = parse("push all of emma's stuff on thursday back an hour")
    assert answer("make it 90 minutes", pending).shift_minutes == 90
    assert answer("make it 15 minutes earlier", pending).shift_minutes == -15
    to_friday = answer("make it friday instead", pending)
    assert to_friday.to_day == date(2026, 11, 27) and to_friday.shift_minutes is None
    assert to_friday.window == (ny(26), ny(27))  # still Thursday's things
    asked = parse("push everything back an hour")  # "Which day?"
    assert answer("saturday", asked).window == (ny(28), ny(29))

"""Clock times, bare hours and ranges, on Thursday Nov 26."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("text", "hour", "minute"),
    [
        ("put a vet visit on thursday at 3pm", 15, 0),
        ("put a vet visit on thursday at 3 pm", 15, 0),
        ("put a vet visit on thursday at 3:45pm", 15, 45),
        ("put a vet visit on thursday at 9:05 am", 9, 5),
        ("put a vet visit on thursday at 15:20", 15, 20),
        ("put a vet visit on thursday at 08:15", 8, 15),
        ("put a vet visit on thursday at noon", 12, 0),
        ("put a vet visit on thursday at half past 2", 14, 30),
        ("put a vet visit on thursday at quarter past 10", 10, 15),
        ("put a vet visit on thursday at quarter to 4", 15, 45),
        ("put a vet visit on thursday at 4 o'clock", 16, 0),
        # bare hours: 1-6 pm, 7-11 am, 12 noon
        ("put a vet visit on thursday at 1", 13, 0),
        ("put a vet visit on thursday at 6", 18, 0),
        ("put a vet visit on thursday at 7", 7, 0),
        ("put a vet visit on thursday at 11", 11, 0),
        ("put a vet visit on thursday at 12", 12, 0),
        ("put a vet visit on thursday at 5:10", 17, 10),
        # an evening word turns 7-11 into pm
        ("put a family dinner on thursday at 7", 19, 0),
        ("put a game night on thursday at 8", 20, 0),
        ("put a vet visit on thursday evening at 7:30", 19, 30),
        # a morning turns 1-6 into am
        ("put a vet visit on thursday morning at 6", 6, 0),
        ("put a vet visit on thursday at 3 in the afternoon", 15, 0),
        ("put a vet visit on thursday at three", 15, 0),
    ],
)
def test_when_the_vet_visit_starts(parse, text, hour, minute):
    req = parse(text)
    assert req.start == ny(26, hour, minute), text
    assert req.end is None and req.window is None


@pytest.mark.parametrize(
    ("text", "start", "end", "minutes"),
    [
        ("plan a bake sale on thursday from 1 to 3", (13, 0), (15, 0), 120),
        ("plan a bake sale on thursday from 10 to 1", (10, 0), (13, 0), 180),
        ("plan a bake sale on thursday from 8 to 9:30pm", (20, 0), (21, 30), 90),
        ("plan a bake sale on thursday from 10 to 11am", (10, 0), (11, 0), 60),
        ("plan a bake sale on thursday from 10am to 2", (10, 0), (14, 0), 240),
        ("plan a bake sale on thursday 4-6pm", (16, 0), (18, 0), 120),
        ("plan a bake sale on thursday 9:15-10:45", (9, 15), (10, 45), 90),
        ("plan a bake sale on thursday from 13:00 to 14:30", (13, 0), (14, 30), 90),
        ("plan a bake sale on thursday from 2 until 4", (14, 0), (16, 0), 120),
        ("plan a bake sale on thursday at 2 until 5", (14, 0), (17, 0), 180),
        ("plan a bake sale on thursday from 5 to 7", (17, 0), (19, 0), 120),
        ("plan a bake sale on thursday from noon to 2", (12, 0), (14, 0), 120),
    ],
)
def test_a_range_gives_start_end_and_length(parse, text, start, end, minutes):
    req = parse(text)
    assert req.start == ny(26, *start), text
    assert req.end == ny(26, *end), text
    assert req.duration_minutes == minutes


def test_a_party_until_midnight_ends_the_next_day(parse):
    req = parse("set up a party on friday from 8 to midnight")
    assert (req.start, req.end, req.duration_minutes) == (ny(27, 20), ny(28, 0), 240)


def test_a_length_gives_the_end(parse):
    req = parse("book a 40 minute haircut for jake on thursday at 4:30")
    assert (req.start, req.end, req.duration_minutes) == (ny(26, 16, 30), ny(26, 17, 10), 40)


@pytest.mark.parametrize(
    ("phrase", "minutes"),
    [
        ("for 2 hours", 120),
        ("for 90 mins", 90),
        ("for an hour", 60),
        ("for half an hour", 30),
        ("for an hour and a half", 90),
        ("for 1.5 hours", 90),
        ("for 1 hr 15 min", 75),
        ("for 2 and a half hours", 150),
        ("for 45 minutes", 45),
        ("for a quarter of an hour", 15),
    ],
)
def test_lengths_in_the_ways_people_say_them(parse, phrase, minutes):
    req = parse(f"schedule garage cleanup on thursday at 10 {phrase}")
    assert req.duration_minutes == minutes
    assert req.end is not None and (req.end - req.start).total_seconds() == minutes * 60


def test_a_time_without_a_day_is_the_next_such_time(parse):
    later_today = parse("add a call with the bank at 4pm")
    assert later_today.start == ny(23, 16)
    already_past = parse("add a call with the bank at 8am")
    assert already_past.start == ny(24, 8)


def test_an_end_before_the_start_is_a_problem(parse):
    req = parse("schedule a sleepover on friday from 9pm to 7pm")
    assert req.end is None
    assert any("before the start" in p for p in req.problems)
    assert req.confidence <= 0.3


def test_a_clock_that_does_not_exist_is_a_problem(parse):
    req = parse("schedule a sleepover on friday at 25:00")
    assert req.start is None and req.problems

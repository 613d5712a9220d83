"""Every time is local to the family's zone, with the offset in force at that instant."""

from __future__ import annotations

from datetime import datetime

from family_scheduler.family_file import demo_family
from family_scheduler.subgraphs.parsing import parse_request
from family_scheduler.timeutil import zone

from .conftest import ny


def test_offsets_follow_dst(parse):
    winter = parse("add a dentist visit on march 13 at 10am").start
    spring = parse("add a dentist visit on march 15 at 10am").start
    assert winter.isoformat() == "2027-03-13T10:00:00-05:00"
    assert spring.isoformat() == "2027-03-15T10:00:00-04:00"


def test_a_range_across_the_spring_change_keeps_wall_clocks(parse):
    req = parse("plan a sleepover on march 13 from 8pm to midnight")
    assert req.start.isoformat() == "2027-03-13T20:00:00-05:00"
    assert req.end.isoformat() == "2027-03-14T00:00:00-05:00"


def test_a_wall_time_that_does_not_exist_moves_forward(parse):
    req = parse("add a flight on march 14 at 2:30am")
    assert req.start.isoformat() == "2027-03-14T03:30:00-04:00"


def test_the_day_window_on_a_dst_day_is_23_hours(parse):
    req = parse("what's on march 14?")
    assert req.window[1].timestamp() - req.window[0].timestamp() == 23 * 3600


def test_another_family_zone():
    family = demo_family()[0].model_copy(update={"timezone": "Europe/Berlin"})
    now = datetime(2026, 11, 23, 9, tzinfo=zone("Europe/Berlin"))
    req = parse_request("add a call tomorrow at 3pm", family, now, "sarah")
    assert req.start.isoformat() == "2026-11-24T15:00:00+01:00"


def test_now_given_in_another_offset_is_read_in_the_family_zone(family):
    utc_now = datetime.fromisoformat("2026-11-24T03:00:00+00:00")  # still Monday 22:00 in New York
    req = parse_request("add a call tomorrow at 3pm", family, utc_now, "sarah")
    assert req.start == ny(24, 15)

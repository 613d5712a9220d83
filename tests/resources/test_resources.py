"""Are the cars, rooms and the laptop free when the Parkers need them?"""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from hypothesis import given, settings
from hypothesis import strategies as st

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.context import SchedulerContext
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event, Resource
from family_scheduler.subgraphs.resources import (
    check_resources,
    graph,
    resolve_resource_names,
)


def test_spoken_names_resolve_to_ids(family):
    ids, unknown = resolve_resource_names(
        family, ["the van", "DEN", "Sedan", "the living room", "living_room", "boat", "van"]
    )
    assert ids == ["minivan", "living_room", "sedan"]
    assert unknown == ["boat"]


def test_a_free_car_is_available(calendar, at):
    report = check_resources(calendar, ["the van"], at(25, 16), at(25, 17))
    (van,) = report.checks
    assert report.all_available and van.available and van.peak_in_use == 0
    assert (van.capacity, van.kind) == (1, "vehicle")
    assert "Minivan is free" in report.summary


def test_a_taken_car_names_the_booking_and_offers_the_other_car(calendar, at):
    report = check_resources(calendar, ["van"], at(24, 16, 30), at(24, 17, 30))
    (van,) = report.checks
    assert not van.available and not report.all_available
    assert van.peak_in_use == 1 and van.dates_unavailable == ["2026-11-24"]
    (booking,) = van.in_the_way
    assert (booking.event_id, booking.participants) == ("demo-soccer", ["jake"])
    assert van.alternatives == ["sedan"]
    assert "soccer practice (Jake) Tue Nov 24 16:00–17:30" in van.details
    assert "Free instead: Sedan" in van.details


def test_the_event_being_changed_does_not_hold_its_own_car(calendar, at):
    report = check_resources(
        calendar, ["minivan"], at(24, 16, 30), at(24, 18), ignore_event_ids=["demo-soccer"]
    )
    assert report.all_available


def test_too_few_seats_when_everyone_rides_together(family, at):
    small = family.model_copy(deep=True)
    small.resources[1].seats = 4  # the sedan, with one seat folded down
    cal = InMemoryCalendar(small)
    everyone = ["sarah", "mike", "emma", "jake", "linda"]
    report = check_resources(
        cal, ["sedan"], at(28, 13), at(28, 15), participants=everyone, ride_together=True
    )
    (sedan,) = report.checks
    assert sedan.available and sedan.seats_ok is False and sedan.seats_needed == 5
    assert not report.all_available
    assert sedan.alternatives == ["minivan"]  # 7 seats
    assert "4 seats but 5 people ride together" in sedan.details
    # riding separately, the seats do not matter
    apart = check_resources(cal, ["sedan"], at(28, 13), at(28, 15), participants=everyone)
    assert apart.all_available and apart.checks[0].seats_ok is None


def test_a_room_with_capacity_two_takes_two_bookings(family, make_event, at):
    fam = family.model_copy(deep=True)
    fam.resources.append(Resource(id="garage", name="Garage", kind="room", capacity=2))
    one = make_event("band practice", at(28, 14), at(28, 16), ["emma"], ["garage"], id="band")
    cal = InMemoryCalendar(fam, [one])
    report = check_resources(cal, ["garage"], at(28, 15), at(28, 17))
    assert report.all_available and report.checks[0].peak_in_use == 1
    two = make_event("bike repair", at(28, 15), at(28, 15, 30), ["mike"], ["garage"], id="bikes")
    crowded = check_resources(InMemoryCalendar(fam, [one, two]), ["garage"], at(28, 15), at(28, 17))
    (garage,) = crowded.checks
    assert not garage.available and garage.peak_in_use == 2
    assert {r.event_id for r in garage.in_the_way} == {"band", "bikes"}


def test_out_of_service_is_never_available(family, at):
    fam = family.model_copy(deep=True)
    fam.resources[0].capacity = 0
    report = check_resources(InMemoryCalendar(fam), ["minivan"], at(28, 13), at(28, 14))
    (van,) = report.checks
    assert not van.available and "out of service" in van.details


def test_a_weekly_booking_names_the_dates_the_laptop_is_taken(calendar, at):
    # Emma's homework holds the laptop Tue/Thu 19:00–20:00; Jake wants it Thursdays 19:30.
    report = check_resources(
        calendar, ["laptop"], at(26, 19, 30), at(26, 20, 30), recurrence="FREQ=WEEKLY;BYDAY=TH;COUNT=3"
    )
    (laptop,) = report.checks
    assert report.occurrences_checked == 3
    assert laptop.dates_unavailable == ["2026-11-26", "2026-12-03", "2026-12-10"]
    assert "taken on 3 dates" in laptop.details


def test_unknown_names_get_a_reply_naming_what_the_family_has(calendar, at):
    report = check_resources(calendar, ["boat", "van"], at(28, 13), at(28, 14))
    assert report.unknown == ["boat"] and not report.all_available
    assert [c.resource_id for c in report.checks] == ["minivan"]
    assert "no 'boat'" in report.problems[0] and "Minivan (vehicle, 7 seats)" in report.problems[0]


def test_impossible_spans_and_rules_are_problems(calendar, at):
    backwards = check_resources(calendar, ["van"], at(28, 14), at(28, 13))
    assert backwards.problems == ["The end is not after the start."] and not backwards.checks
    naive = check_resources(calendar, ["van"], at(28, 13).replace(tzinfo=None), at(28, 14))
    assert "time zone offset" in naive.problems[0]
    rule = check_resources(calendar, ["van"], at(28, 13), at(28, 14), recurrence="EVERY TUESDAY")
    assert "repeat rule" in rule.problems[0]


def _ctx(calendar):
    return SchedulerContext(calendar=calendar, family=calendar.family(), now="2026-11-23T09:00:00-05:00")


def test_the_graph_runs_alone_and_replies_in_plain_words(calendar):
    out = graph.invoke(
        {"resources": ["the van"], "start": "2026-11-24T16:30:00-05:00", "end": "2026-11-24T17:30:00-05:00"},
        context=_ctx(calendar),
    )
    assert set(out) == {"messages", "result"}
    assert out["messages"][-1].name == "resources"
    assert "Minivan is taken" in out["messages"][-1].content
    assert out["result"]["data"]["checks"][0]["alternatives"] == ["sedan"]
    assert out["result"]["confidence"] > 0.9


def test_the_graph_answers_bad_input_without_raising(calendar):
    cases = [
        {"resources": ["boat"], "start": "2026-11-24T16:30:00-05:00", "end": "2026-11-24T17:30:00-05:00"},
        {"resources": ["van"], "start": "2026-11-24T16:30:00", "end": "2026-11-24T17:30:00-05:00"},
        {"resources": ["van"], "start": "2026-11-24T18:30:00-05:00", "end": "2026-11-24T17:30:00-05:00"},
        {"resources": ["van"]},
        {"resources": [], "start": "2026-11-24T16:30:00-05:00", "end": "2026-11-24T17:30:00-05:00"},
    ]
    for payload in cases:
        out = graph.invoke(payload, context=_ctx(calendar))
        assert out["result"]["confidence"] < 0.5, payload
        assert out["result"]["data"]["problems"], payload
        assert "could not check" in out["messages"][-1].content, payload


FAMILY = demo_family()[0]


@settings(max_examples=60, deadline=None)
@given(
    capacity=st.integers(min_value=1, max_value=3),
    spans=st.lists(st.tuples(st.integers(0, 300), st.integers(1, 120)), max_size=6),
    want=st.tuples(st.integers(0, 300), st.integers(1, 120)),
)
def test_available_exactly_when_one_more_fits_at_every_minute(capacity, spans, want):
    noon = datetime(2026, 11, 28, 12, tzinfo=ZoneInfo("America/New_York"))
    fam = FAMILY.model_copy(deep=True)
    fam.resources.append(Resource(id="court", name="Court", kind="court", capacity=capacity))
    booked = [(noon + timedelta(minutes=a), noon + timedelta(minutes=a + d)) for a, d in spans]
    cal = InMemoryCalendar(
        fam,
        [
            Event(id=f"b{n}", title="match", start=s, end=e, participants=["linda"], resources=["court"])
            for n, (s, e) in enumerate(booked)
        ],
    )
    start, end = noon + timedelta(minutes=want[0]), noon + timedelta(minutes=want[0] + want[1])
    peak, t = 0, start
    while t < end:
        peak = max(peak, sum(1 for s, e in booked if s <= t < e))
        t += timedelta(minutes=1)
    (court,) = check_resources(cal, ["court"], start, end).checks
    assert court.peak_in_use == peak
    assert court.available is (peak + 1 <= capacity)

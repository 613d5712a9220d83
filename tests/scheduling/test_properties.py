"""Invariants of the slot search on random family weeks (hypothesis).

Every returned slot is checked by the independent judge in conftest.py (calendar +
`constraints.event_violations`, slot by slot), and a brute-force quarter-hour scan
checks that "nothing fits" is only said when nothing does.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.domain.slots import search_slots
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event

from .conftest import asleep

NY = ZoneInfo("America/New_York")
FAMILY = demo_family()[0]
MEMBERS = FAMILY.member_ids()
RESOURCES = [r.id for r in FAMILY.resources]
MONDAY = datetime(2026, 11, 23, 0, 0, tzinfo=NY)
NOW = datetime(2026, 11, 23, 9, 0, tzinfo=NY)


@st.composite
def events(draw: st.DrawFn) -> list[Event]:
    out = []
    for n in range(draw(st.integers(0, 14))):
        start = MONDAY + timedelta(
            days=draw(st.integers(0, 6)), minutes=5 * draw(st.integers(6 * 12, 22 * 12))
        )
        length = timedelta(minutes=draw(st.sampled_from([15, 30, 45, 60, 90, 120])))
        weekly = draw(st.booleans()) and n % 3 == 0
        out.append(
            Event(
                id=f"e{n}",
                title=f"thing {n}",
                start=start,
                end=start + length,
                recurrence="FREQ=WEEKLY;COUNT=3" if weekly else None,
                participants=draw(st.lists(st.sampled_from(MEMBERS), min_size=1, max_size=3, unique=True)),
                resources=draw(st.lists(st.sampled_from(RESOURCES), max_size=1)),
                status=draw(st.sampled_from(["confirmed", "confirmed", "proposed", "cancelled"])),
            )
        )
    return out


@st.composite
def requests(draw: st.DrawFn) -> dict:
    people = draw(st.lists(st.sampled_from(MEMBERS), min_size=1, max_size=3, unique=True))
    things = draw(st.lists(st.sampled_from(RESOURCES), max_size=1))
    duration = timedelta(minutes=draw(st.sampled_from([15, 30, 45, 60, 90])))
    start = MONDAY + timedelta(days=draw(st.integers(0, 6)), minutes=15 * draw(st.integers(0, 95)))
    length = timedelta(hours=draw(st.integers(1, 30)))
    return {
        "participants": people,
        "resources": things,
        "duration": duration,
        "window": (start, start + max(length, duration)),
        "top_k": draw(st.integers(1, 6)),
    }


def assert_slot_ok(cal, req, slot, judge, window=None, awake=True):
    assert slot.start >= NOW
    local = slot.start.astimezone(NY)
    assert local.minute % 15 == 0 and local.second == 0
    assert slot.end.timestamp() - slot.start.timestamp() == req["duration"].total_seconds()
    if window is not None:
        assert window[0] <= slot.start and slot.end <= window[1]
    assert judge(cal, req["participants"], slot.start, slot.end, req["resources"], awake=awake) == []


def awake_sometime(participants, window) -> bool:
    """Whether everyone is awake at some quarter hour of the window (else the family
    stated hours outside anyone's day on purpose, and the window is taken as given)."""
    moment = window[0]
    while moment < window[1]:
        if not any(asleep(FAMILY, m, moment, moment + timedelta(minutes=1), NY) for m in participants):
            return True
        moment += timedelta(minutes=15)
    return False


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(week=events(), req=requests())
def test_window_search_returns_only_free_ranked_slots(week, req, judge):
    cal = InMemoryCalendar(FAMILY, week)
    result = search_slots(
        cal,
        req["participants"],
        now=NOW,
        duration=req["duration"],
        window=req["window"],
        resources=req["resources"],
        top_k=req["top_k"],
    )
    assert result.problems == []
    assert len(result.candidates) <= req["top_k"]
    awake = awake_sometime(req["participants"], req["window"])
    for slot in result.candidates:
        assert_slot_ok(cal, req, slot, judge, req["window"], awake=awake)
    keys = [(-c.score, c.start) for c in result.candidates]
    assert keys == sorted(keys)
    assert result.recommended == (result.candidates[0] if result.candidates else None)
    for a in result.candidates:  # distinct options
        assert sum(a.start < b.end and b.start < a.end for b in result.candidates) == 1
    again = search_slots(
        cal,
        req["participants"],
        now=NOW,
        duration=req["duration"],
        window=req["window"],
        resources=req["resources"],
        top_k=req["top_k"],
    )
    assert again.model_dump() == result.model_dump()
    for slot in result.nearest_outside:
        assert_slot_ok(cal, req, slot, judge)
        assert not (req["window"][0] <= slot.start and slot.end <= req["window"][1])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(week=events(), req=requests())
def test_nothing_fits_only_when_a_brute_force_scan_agrees(week, req, judge):
    cal = InMemoryCalendar(FAMILY, week)
    result = search_slots(
        cal,
        req["participants"],
        now=NOW,
        duration=req["duration"],
        window=req["window"],
        resources=req["resources"],
    )
    start, end = max(req["window"][0], NOW), req["window"][1]
    awake = awake_sometime(req["participants"], req["window"])
    moment = start.astimezone(NY).replace(minute=start.minute // 15 * 15, second=0)
    free_exists = False
    while moment + req["duration"] <= end and not free_exists:
        if moment >= start:
            free_exists = (
                judge(
                    cal, req["participants"], moment, moment + req["duration"], req["resources"], awake=awake
                )
                == []
            )
        moment += timedelta(minutes=15)
    assert result.nothing_fits == (not free_exists)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(week=events(), req=requests(), minute=st.integers(0, 59))
def test_an_exact_time_is_free_exactly_when_the_judge_says_so(week, req, minute, judge):
    cal = InMemoryCalendar(FAMILY, week)
    asked = req["window"][0] + timedelta(minutes=minute)
    result = search_slots(
        cal,
        req["participants"],
        now=NOW,
        duration=req["duration"],
        start=asked,
        resources=req["resources"],
        top_k=req["top_k"],
    )
    reasons = judge(cal, req["participants"], asked, asked + req["duration"], req["resources"])
    expected_free = not reasons and asked >= NOW
    assert result.requested_free is expected_free
    assert bool(result.requested.blocked_by) is not expected_free
    if expected_free:
        assert result.recommended == result.requested
    else:
        for slot in result.candidates:
            assert_slot_ok(cal, req, slot, judge)
        if result.candidates:
            best = max(result.candidates, key=lambda c: (c.score, -c.start.timestamp()))
            assert result.recommended == best

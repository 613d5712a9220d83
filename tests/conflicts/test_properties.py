"""Invariants of conflict detection, checked on random bookings of a free Saturday afternoon.

Saturday 12:00–18:00 breaks no hard rule for anyone, so only clashes and capacity are
in play; minute offsets make touching ends common.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from hypothesis import given, settings
from hypothesis import strategies as st

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.domain.conflicts import detect_conflicts, scan_conflicts
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event, Resource

NY = ZoneInfo("America/New_York")
NOON = datetime(2026, 11, 28, 12, 0, tzinfo=NY)
FAMILY = demo_family()[0]
MEMBERS = ["sarah", "mike", "emma", "jake"]

minute = st.integers(min_value=0, max_value=360)


@st.composite
def span(draw):
    a = draw(minute)
    b = draw(st.integers(min_value=a + 1, max_value=a + 120))
    return NOON + timedelta(minutes=a), NOON + timedelta(minutes=b)


@st.composite
def booking(draw, n, resources=("minivan", "sedan", "kitchen")):
    start, end = draw(span())
    return Event(
        id=f"e{n}",
        title=f"booking {n}",
        start=start,
        end=end,
        participants=draw(st.lists(st.sampled_from(MEMBERS), min_size=1, max_size=2)),
        resources=draw(st.lists(st.sampled_from(resources), max_size=1)),
        status=draw(st.sampled_from(["confirmed", "proposed", "cancelled"])),
    )


bookings = st.integers(min_value=0, max_value=8).flatmap(lambda k: st.tuples(*[booking(n) for n in range(k)]))


@settings(max_examples=80, deadline=None)
@given(existing=span(), proposed=span())
def test_a_time_conflict_is_reported_iff_the_spans_overlap(existing, proposed):
    busy = Event(id="busy", title="lesson", start=existing[0], end=existing[1], participants=["emma"])
    new = Event(id="new", title="visit", start=proposed[0], end=proposed[1], participants=["emma", "sarah"])
    report = detect_conflicts(new, InMemoryCalendar(FAMILY, [busy]))
    clashes = [c for c in report.conflicts if c.type == "time_conflict"]
    overlap = existing[0] < proposed[1] and proposed[0] < existing[1]
    assert bool(clashes) is overlap
    assert all(c.participants == ["emma"] and c.blocking for c in clashes)


@settings(max_examples=60, deadline=None)
@given(existing=bookings, proposed=booking(99))
def test_every_conflict_names_a_real_live_event(existing, proposed):
    cal = InMemoryCalendar(FAMILY, list(existing))
    proposed = proposed.model_copy(update={"status": "proposed"})
    report = detect_conflicts(proposed, cal)
    for c in report.conflicts:
        if c.type == "constraint_violation":
            assert c.constraint_id is not None
            continue
        stored = cal.get_event(c.event_id)
        assert stored is not None and stored.status != "cancelled"
        assert stored.start < proposed.end and proposed.start < stored.end
    assert sorted(report.blocking) == sorted(c.id for c in report.conflicts if c.blocking)


def _peak_others(others, start, end):
    """Brute force, minute by minute: the most other reservations held at once."""
    best, t = 0, start
    while t < end:
        best = max(best, sum(1 for s, e in others if s <= t < e))
        t += timedelta(minutes=1)
    return best


@settings(max_examples=80, deadline=None)
@given(capacity=st.integers(min_value=1, max_value=3), spans=st.lists(span(), max_size=6), proposed=span())
def test_capacity_conflicts_appear_exactly_when_reservations_exceed_capacity(capacity, spans, proposed):
    fam = FAMILY.model_copy(deep=True)
    fam.resources.append(Resource(id="court", name="Tennis court", kind="court", capacity=capacity))
    existing = [
        Event(id=f"r{n}", title=f"match {n}", start=s, end=e, participants=["linda"], resources=["court"])
        for n, (s, e) in enumerate(spans)
    ]
    cal = InMemoryCalendar(fam, existing)
    new = Event(
        id="new",
        title="lesson",
        start=proposed[0],
        end=proposed[1],
        participants=["mike"],
        resources=["court"],
    )
    full = _peak_others(spans, *proposed) + 1 > capacity
    report = detect_conflicts(new, cal)
    assert any(c.type == "resource_conflict" for c in report.conflicts) is full
    # and the scan sees over-capacity once the proposal is booked, exactly then
    booked = InMemoryCalendar(fam, [*existing, new])
    scanned = scan_conflicts(booked, proposed[0], proposed[1])
    assert any(c.type == "resource_conflict" for c in scanned.conflicts) is full


@settings(max_examples=40, deadline=None)
@given(existing=bookings)
def test_a_scan_finds_a_double_booking_iff_a_person_is_in_two_places(existing):
    live = [e for e in existing if e.status != "cancelled"]
    expected = {
        tuple(sorted((a.id, b.id)))
        for i, a in enumerate(live)
        for b in live[i + 1 :]
        if set(a.participants) & set(b.participants) and a.start < b.end and b.start < a.end
    }
    report = scan_conflicts(InMemoryCalendar(FAMILY, list(existing)), NOON, NOON + timedelta(hours=9))
    found = {
        tuple(sorted(c.id.split(":")[1].split("|"))) for c in report.conflicts if c.type == "time_conflict"
    }
    assert found == expected

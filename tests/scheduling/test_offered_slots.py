"""The few times offered for "find a time for …" (`domain/slot_choices.py`), on random
family weeks (hypothesis): each is free for everyone and every thing booked with it (the
independent judge in conftest.py), clashes with nothing blocking, keeps everyone awake,
starts after now, overlaps no other offered time, and they come in time order, numbered
from 1, the proposal's own time the first; and a plain week's offer is spread over days."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.domain.conflicts import detect_conflicts
from family_scheduler.domain.proposals import draft_create
from family_scheduler.domain.slot_choices import MAX_OFFERED, SEARCHED_TOP_K, spread, with_slots_offered
from family_scheduler.domain.slots import search_slots
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event, ParsedRequest, TimeSlot

from .conftest import asleep

NY = ZoneInfo("America/New_York")
FAMILY, DEMO_EVENTS = demo_family()
MEMBERS = FAMILY.member_ids()
RESOURCES = [r.id for r in FAMILY.resources]
MONDAY = datetime(2026, 11, 23, 0, 0, tzinfo=NY)
NOW = datetime(2026, 11, 23, 9, 0, tzinfo=NY)


@st.composite
def weeks(draw: st.DrawFn) -> InMemoryCalendar:
    extra = []
    for n in range(draw(st.integers(0, 12))):
        start = MONDAY + timedelta(days=draw(st.integers(0, 6)), minutes=15 * draw(st.integers(24, 88)))
        length = timedelta(minutes=draw(st.sampled_from([30, 60, 90, 120])))
        extra.append(
            Event(
                id=f"e{n}",
                title=f"thing {n}",
                start=start,
                end=start + length,
                participants=draw(st.lists(st.sampled_from(MEMBERS), min_size=1, max_size=3, unique=True)),
                resources=draw(st.lists(st.sampled_from(RESOURCES), max_size=1)),
            )
        )
    return InMemoryCalendar(FAMILY, [*DEMO_EVENTS, *extra])


@st.composite
def searches(draw: st.DrawFn) -> ParsedRequest:
    people = draw(st.lists(st.sampled_from(MEMBERS), min_size=1, max_size=4, unique=True))
    first = MONDAY + timedelta(days=draw(st.integers(0, 6)))
    days = draw(st.integers(1, 7))
    return ParsedRequest(
        intent="create",
        title="get-together",
        participants=people,
        resources=draw(st.lists(st.sampled_from(RESOURCES), max_size=1)),
        duration_minutes=draw(st.sampled_from([30, 60, 90, 120])),
        window=(max(first, NOW), first + timedelta(days=days)),
        text="find a time for a get-together",
        speaker="sarah",
    )


def _offer(calendar: InMemoryCalendar, request: ParsedRequest):
    assert request.window is not None and request.duration_minutes is not None
    found = search_slots(
        calendar,
        request.participants,
        now=NOW,
        duration=timedelta(minutes=request.duration_minutes),
        window=request.window,
        resources=request.resources,
        top_k=SEARCHED_TOP_K,
    )
    if found.recommended is None:
        return None
    best = found.recommended
    proposal = draft_create(request, best.start, best.end, "sarah", FAMILY, "p1", "assistant")
    return with_slots_offered(proposal, found.candidates, FAMILY, calendar, NOW)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(calendar=weeks(), request=searches())
def test_every_time_offered_is_free_for_everyone(judge, calendar, request) -> None:
    offered = _offer(calendar, request)
    if offered is None or not offered.options:
        return
    options = offered.options
    assert 2 <= len(options) <= MAX_OFFERED
    assert [o.id for o in options] == list(range(1, len(options) + 1))
    times = [o.events[0] for o in options]
    assert offered.event is not None and offered.event.start == times[0].start  # "yes" takes 1
    assert [t.start for t in times] == sorted(t.start for t in times)
    for earlier, later in zip(times, times[1:], strict=False):
        assert earlier.end <= later.start  # no two offered overlap
    for moved in times:
        assert moved.start >= NOW
        assert moved.end - moved.start == timedelta(minutes=request.duration_minutes or 0)
        assert not detect_conflicts(moved, calendar).has_blocking, moved
        assert judge(calendar, request.participants, moved.start, moved.end, request.resources) == []
        assert not any(asleep(FAMILY, m, moved.start, moved.end, NY) for m in request.participants)


def test_a_plain_week_is_offered_on_three_different_days() -> None:
    calendar = InMemoryCalendar(FAMILY, DEMO_EVENTS)
    request = ParsedRequest(
        intent="create",
        title="family meeting",
        participants=MEMBERS[:4],
        duration_minutes=60,
        window=(NOW, MONDAY + timedelta(days=7)),
        text="find a time for a family meeting this week",
        speaker="mike",
    )
    offered = _offer(calendar, request)
    assert offered is not None
    days = [o.events[0].start.astimezone(NY).date() for o in offered.options]
    assert len(days) == MAX_OFFERED == len(set(days))


def test_one_day_is_spread_over_its_parts() -> None:
    day = MONDAY + timedelta(days=1)

    def at(hour: int) -> TimeSlot:
        return TimeSlot(start=day + timedelta(hours=hour), end=day + timedelta(hours=hour + 1))

    # best first: two mornings, then an afternoon and an evening
    picked = spread([at(9), at(10), at(14), at(18)], NY)
    assert [s.start.hour for s in picked] == [9, 14, 18]

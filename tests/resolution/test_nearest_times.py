"""Property: when nothing fits, every numbered nearest time can be taken as it is, and once
taken the booking is free of blocking conflicts and inside everyone's waking hours."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.domain.conflicts import detect_conflicts
from family_scheduler.domain.daytime import outside_waking
from family_scheduler.domain.nothing_fits import nearest_times_proposal, nothing_fitted
from family_scheduler.domain.proposals import apply_option
from family_scheduler.domain.slots import search_slots
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event, ParsedRequest

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 23, 9, 0, tzinfo=NY)
FAMILY, DEMO_EVENTS = demo_family()
MEMBERS = FAMILY.member_ids()
TITLES = st.sampled_from(["lego build", "piano lesson", "family dinner", "dentist", "shopping", "gym"])


@st.composite
def full_weeks(draw: st.DrawFn) -> tuple[InMemoryCalendar, ParsedRequest, tuple[datetime, datetime], int]:
    """A busy week and a request whose window is often too full or too short."""
    day = draw(st.integers(23, 29))
    first = draw(st.integers(6, 20))
    start = datetime(2026, 11, day, first, tzinfo=NY)
    window = (start, start + timedelta(hours=draw(st.integers(1, 5))))
    who = draw(st.lists(st.sampled_from(MEMBERS), min_size=1, max_size=3, unique=True))
    minutes = draw(st.sampled_from([60, 120, 180, 240]))
    busy = []
    for n in range(draw(st.integers(0, 8))):
        at = start + timedelta(minutes=30 * draw(st.integers(-4, 10)))
        busy.append(
            Event(
                id=f"b{n}",
                title=f"plan {n}",
                start=at,
                end=at + timedelta(minutes=draw(st.sampled_from([30, 60, 120]))),
                participants=draw(st.lists(st.sampled_from(MEMBERS), min_size=1, max_size=2, unique=True)),
            )
        )
    calendar = InMemoryCalendar(FAMILY, [*DEMO_EVENTS, *busy])
    request = ParsedRequest(
        intent="create", title=draw(TITLES), participants=who, duration_minutes=minutes, window=window
    )
    return calendar, request, window, minutes


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(full_weeks())
def test_every_nearest_time_is_takeable_and_conflict_free(week):
    calendar, request, window, minutes = week
    found = search_slots(
        calendar,
        request.participants,
        now=NOW,
        duration=timedelta(minutes=minutes),
        window=window,
        title=request.title,
    )
    proposal = nearest_times_proposal(request, found, "sarah", FAMILY, "p1", calendar, NOW)
    assume(proposal is not None)
    assert proposal is not None and proposal.event is not None
    assert nothing_fitted(proposal) is not None or not proposal.options
    assert [o.id for o in proposal.options] == list(range(1, len(proposal.options) + 1))
    event("nearest times offered" if proposal.options else "nothing near either")
    for option in proposal.options:
        taken = apply_option(proposal, option, NOW)
        assert taken.event is not None and taken.event.id == proposal.event.id
        assert taken.chosen_by == "family" and taken.options == []
        assert not detect_conflicts(taken.event, calendar).has_blocking, option.description
        assert outside_waking(FAMILY, taken.event, NY) == [], option.description
        assert taken.event.start >= NOW
        assert not (window[0] <= taken.event.start and taken.event.end <= window[1])  # really outside

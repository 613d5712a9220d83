"""Invariants of time added up on random family weeks (hypothesis): a person's total is the
union of their occurrences inside the span, so it is never more than the span is long,
and it equals a brute-force count of the minutes they have something on."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from hypothesis import given, settings
from hypothesis import strategies as st

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event
from family_scheduler.subgraphs.query.answer import QueryPlan
from family_scheduler.subgraphs.query.time_spent import time_total_answer

NY = ZoneInfo("America/New_York")
FAMILY = demo_family()[0]
MEMBERS = FAMILY.member_ids()
MONDAY = datetime(2026, 11, 23, tzinfo=NY)


@st.composite
def weeks(draw: st.DrawFn) -> list[Event]:
    """Up to a dozen events over two weeks, some overlapping, some weekly, some crossing midnight."""
    out = []
    for n in range(draw(st.integers(0, 12))):
        start = MONDAY + timedelta(days=draw(st.integers(-3, 13)), minutes=15 * draw(st.integers(0, 95)))
        out.append(
            Event(
                id=f"e{n}",
                title=draw(st.sampled_from(["soccer", "piano", "swim"])),
                start=start,
                end=start + timedelta(minutes=15 * draw(st.integers(1, 40))),
                participants=draw(st.lists(st.sampled_from(MEMBERS), min_size=1, max_size=3, unique=True)),
                recurrence="FREQ=WEEKLY" if draw(st.booleans()) and n % 3 == 0 else None,
            )
        )
    return out


@settings(max_examples=60, deadline=None)
@given(weeks(), st.integers(0, 6), st.integers(1, 9))
def test_a_total_is_the_time_covered_and_never_more_than_the_span(events: list[Event], first: int, days: int):
    calendar = InMemoryCalendar(FAMILY, events)
    start = MONDAY + timedelta(days=first, hours=7)
    end = start + timedelta(days=days)
    plan = QueryPlan(query_type="time_total", start=start, end=end, members=MEMBERS, members_named=True)
    answer = time_total_answer(plan, calendar, now=MONDAY)
    span_minutes = (end - start) // timedelta(minutes=1)
    for line in answer.time_spent:
        on = [
            (o.start, o.end)
            for o in calendar.occurrences(start, end, members=[line.member])
            if line.member in o.participants
        ]
        busy = {
            minute
            for s, e in on
            for minute in range(
                max(0, (s - start) // timedelta(minutes=1)),
                min(span_minutes, -((start - e) // timedelta(minutes=1))),
            )
        }
        assert line.minutes == len(busy) <= span_minutes
        assert line.sessions == len(on)

"""One busy model: the query's "who is free" and the scheduler's "this time works" agree.

Asked "when are Emma and Jake free on Wednesday?", the query subgraph answers from the
same busy model the scheduler books by (events, school and bedtimes, gap rules, days
already full). So an hour inside a window the query calls free is an hour the scheduler
accepts, and an hour the scheduler accepts lies inside a free window.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.domain.slots import search_slots
from family_scheduler.family_file import demo_family
from family_scheduler.models import Constraint
from family_scheduler.subgraphs.query import answer_availability

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 23, 9, 0, tzinfo=NY)
HOUR = timedelta(hours=1)

FAMILY, EVENTS = demo_family()
# A hard gap rule and a per-day cap too, so every kind of busy span is in play.
RULES = [
    *FAMILY.constraints,
    Constraint(id="breathe", kind="min_gap", minutes=30, members=["emma"], description="30 minutes between"),
    Constraint(id="two-a-day", kind="max_events_per_day", count=2, members=["jake"], description="2 a day"),
]
CALENDAR = InMemoryCalendar(FAMILY.model_copy(update={"constraints": RULES}), EVENTS)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    members=st.sets(st.sampled_from(FAMILY.member_ids()), min_size=1, max_size=3),
    day=st.integers(min_value=0, max_value=6),
    first_hour=st.integers(min_value=7, max_value=19),
    hours=st.integers(min_value=1, max_value=4),
)
def test_the_query_and_the_scheduler_agree_on_who_is_free(
    members: set[str], day: int, first_hour: int, hours: int
) -> None:
    people = sorted(members)
    date = (NOW + timedelta(days=day)).date()
    start = datetime(date.year, date.month, date.day, first_hour, tzinfo=NY)
    end = min(start + timedelta(hours=hours), datetime(date.year, date.month, date.day, 23, tzinfo=NY))
    start = max(start, NOW)
    if end - start < HOUR:
        return
    free = answer_availability(CALENDAR, people, start, end, NY, min_minutes=60)
    slot = start
    while slot + HOUR <= end:
        inside = any(w.start <= slot and slot + HOUR <= w.end for w in free)
        checked = search_slots(CALENDAR, people, now=NOW, duration=HOUR, start=slot)
        assert checked.requested is not None
        assert inside == (not checked.requested.blocked_by), (slot, people, checked.requested.blocked_by)
        slot += timedelta(minutes=15)

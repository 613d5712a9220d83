"""Helpers for the scheduling tests: an independent judge of whether a slot is free.

The judge asks the calendar and `constraints.event_violations` directly, slot by slot,
with none of the search's busy model, sweeps or ranking: if the two disagree, the
search is wrong.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.calendar import CalendarReader
from family_scheduler.constraints import event_violations
from family_scheduler.domain.daytime import waking_hours
from family_scheduler.intervals import max_concurrency
from family_scheduler.timeutil import day_span, overlaps

Judge = Callable[..., list[str]]


def why_not_free(
    calendar: CalendarReader,
    participants: Sequence[str],
    start: datetime,
    end: datetime,
    resources: Sequence[str] = (),
    ignore: Sequence[str] = (),
    awake: bool = False,
) -> list[str]:
    """Everything that stops [start, end), found the slow, obvious way (empty = free).

    `awake`: the time is one we choose, so it must also lie inside each participant's
    waking hours on its local day.
    """
    family = calendar.family()
    tz = ZoneInfo(family.timezone)
    day_lo = day_span(start.astimezone(tz).date(), tz)[0] - timedelta(hours=3)
    day_hi = day_span(end.astimezone(tz).date(), tz)[1] + timedelta(hours=3)
    occs = [
        o
        for o in calendar.occurrences(day_lo, day_hi)
        if o.event_id not in ignore and o.occurrence_id not in ignore
    ]
    reasons = []
    busy = {m: [o for o in occs if m in o.participants] for m in participants}
    for m, mine in busy.items():
        for o in mine:
            if overlaps(o.start, o.end, start, end):
                reasons.append(f"{m} busy with {o.title}")
    for r in resources:
        res = family.resource(r)
        assert res is not None
        uses = [
            (max(o.start, start), min(o.end, end))
            for o in occs
            if r in o.resources and overlaps(o.start, o.end, start, end)
        ]
        if res.capacity == 0 or max_concurrency(uses) >= res.capacity:
            reasons.append(f"{r} at capacity")
    rules = [c for c in family.constraints if c.hard]
    for v in event_violations(start, end, list(participants), rules, tz, busy):
        reasons.append(f"rule {v.constraint.id}: {v.detail}")
    if awake:
        reasons += [f"{m} asleep" for m in participants if asleep(family, m, start, end, tz)]
    return reasons


def asleep(family, member: str, start: datetime, end: datetime, tz: ZoneInfo) -> bool:
    """Whether [start, end) leaves the member's waking hours on the local day it starts."""
    hours = waking_hours(family, member)
    day = start.astimezone(tz).date()
    return start < datetime.combine(day, hours.start, tz) or end > datetime.combine(day, hours.end, tz)


@pytest.fixture(scope="session")
def judge() -> Judge:
    return why_not_free

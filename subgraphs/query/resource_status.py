"""Is a shared resource free over a span, who has it, and when is it next free."""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.calendar import CalendarReader
from family_scheduler.intervals import saturated
from family_scheduler.models import Occurrence, Resource
from family_scheduler.timeutil import overlaps

from .answer import ResourceStatus

NEXT_FREE_HORIZONS = (timedelta(days=1), timedelta(days=7), timedelta(weeks=8))
"""How far ahead the next free time is looked for, widening only when needed."""


def _uses(
    calendar: CalendarReader,
    resource_id: str,
    start: datetime,
    end: datetime,
) -> list[Occurrence]:
    return [
        o for o in calendar.occurrences(start, end, resources=[resource_id]) if resource_id in o.resources
    ]


def next_free(
    calendar: CalendarReader,
    resource: Resource,
    after: datetime,
    *,
    minutes: int = 1,
) -> datetime | None:
    """The first instant at or after `after` with room for a use of `minutes`, or None."""
    if resource.capacity <= 0:
        return None
    need = timedelta(minutes=minutes)
    for horizon in NEXT_FREE_HORIZONS:
        until = after + horizon
        busy = saturated(
            ((o.start, o.end) for o in _uses(calendar, resource.id, after, until)), resource.capacity
        )
        cursor = after
        for s, e in busy:
            if s - cursor >= need:
                return cursor
            cursor = max(cursor, e)
        if until - cursor >= need:
            return cursor
    return None


def resource_status(
    calendar: CalendarReader,
    resource: Resource,
    start: datetime,
    end: datetime,
    *,
    minutes: int | None = None,
    within: list[tuple[datetime, datetime]] | None = None,
) -> ResourceStatus:
    """Bookings of `resource` in [start, end), whether it is free throughout, and next free.

    `minutes` is how long a use would need when looking for the next free time
    (default: the span's length, capped at an hour, so "next free" means usable).
    `within`: only those pieces of the span are asked about ("on saturdays in december").
    """
    pieces = within if within is not None else [(start, end)]
    uses = [
        o
        for o in _uses(calendar, resource.id, start, end)
        if any(overlaps(o.start, o.end, *p) for p in pieces)
    ]
    full = saturated(((o.start, o.end) for o in uses), resource.capacity)
    in_service = resource.capacity > 0
    free = in_service and not any(overlaps(s, e, lo, hi) for s, e in full for lo, hi in pieces)
    if minutes is None:
        minutes = max(1, min(60, int((end - start).total_seconds() // 60)))
    return ResourceStatus(
        resource_id=resource.id,
        name=resource.name,
        capacity=resource.capacity,
        seats=resource.seats if resource.kind == "vehicle" else None,
        free=free,
        out_of_service=not in_service,
        bookings=uses,
        next_free=start if free else next_free(calendar, resource, start, minutes=minutes),
    )

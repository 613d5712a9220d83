"""Choosing what to export: the family's events, or those of a span, whole series kept."""

from __future__ import annotations

from datetime import date, datetime

from ..calendar.base import CalendarReader
from ..days import bound
from ..timeutil import FIRST_INSTANT, LAST_INSTANT, zone
from .writing import by_uid, export_bytes


def export_ics(
    calendar: CalendarReader,
    now: datetime,
    start: date | datetime | str | None = None,
    end: date | datetime | str | None = None,
) -> tuple[bytes, int]:
    """The .ics bytes of every event with an occurrence in [start, end] (a date is the whole
    day; no bound: all of them), and how many events (UIDs) it holds. A series in the span
    goes out whole, with its rule: a phone calendar expands it."""
    family = calendar.family()
    tz = zone(family.timezone)
    first = bound(start, tz, "--from") if start is not None else FIRST_INSTANT
    last = bound(end, tz, "--to", end=True) if end is not None else LAST_INSTANT
    if last <= first:
        raise ValueError("--to must be on or after --from (a date alone is the whole day)")
    if start is None and end is None and hasattr(calendar, "all_events"):
        events = calendar.all_events()
    else:
        wanted = {o.event_id for o in calendar.occurrences(first, last)}
        events = [e for e in calendar.candidate_events(first, last) if e.id in wanted]
    return export_bytes(events, family, now), len(by_uid(events))

"""Capacity arithmetic: where one more reservation would exceed what a resource holds.

Capacity N means N reservations at the same instant; 0 means out of service. Spans
are half-open, so a car returned at 17:30 can leave again at 17:30.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from datetime import datetime

from family_scheduler.intervals import max_concurrency, merge
from family_scheduler.models import Event, Resource

Interval = tuple[datetime, datetime]


def clip(spans: Iterable[Interval], within: Interval) -> list[Interval]:
    """The parts of `spans` inside `within` (empty parts dropped)."""
    lo, hi = within
    return [(max(s, lo), min(e, hi)) for s, e in spans if s < hi and lo < e]


def peak_use(spans: Iterable[Interval], within: Interval) -> int:
    """The most reservations held at one instant inside `within`."""
    return max_concurrency(clip(spans, within))


def crowded_spans(spans: Iterable[Interval], capacity: int, within: Interval) -> list[Interval]:
    """Where, inside `within`, the reservations plus one more would exceed `capacity`."""
    if capacity <= 0:
        return [within]
    points: list[tuple[datetime, int]] = []
    for s, e in clip(spans, within):
        points.append((s, 1))
        points.append((e, -1))
    points.sort(key=lambda p: (p[0], p[1]))  # ends before starts at a tie: touching is free
    crowded: list[Interval] = []
    running = 0
    opened: datetime | None = None
    for moment, step in points:
        running += step
        if running + 1 > capacity and opened is None:
            opened = moment
        elif running + 1 <= capacity and opened is not None:
            if opened < moment:
                crowded.append((opened, moment))
            opened = None
    return merge(crowded)


def touches_any(span: Interval, spans: list[Interval]) -> bool:
    """Whether `span` overlaps any of `spans` (half-open)."""
    return any(span[0] < e and s < span[1] for s, e in spans)


def riders(event: Event) -> int:
    """How many people a vehicle booked for `event` carries: its participants and the
    guests named with them ("the whole family, uncle Bob and aunt Sue" is six)."""
    return head_count(event.participants, event.guests)


def head_count(participants: Sequence[str], guests: Sequence[str]) -> int:
    """The people going: the members once each and the guests counted ("3 friends" three)."""
    return len(set(participants)) + guest_count(guests)


def seats_for(resource: Resource, riding: int | None) -> bool | None:
    """Whether a vehicle seats everyone riding; None when it is no vehicle, or its seats or
    the riders are not known (a room, a car with no seats in the family file)."""
    if riding is None or resource.kind != "vehicle" or resource.seats is None:
        return None
    return resource.seats >= riding


_COUNTED = re.compile(r"^(\d+)\s")


def guest_count(guests: Sequence[str]) -> int:
    """How many people the guests are: one each, "3 friends" three."""
    return sum(int(found.group(1)) if (found := _COUNTED.match(g)) else 1 for g in guests)

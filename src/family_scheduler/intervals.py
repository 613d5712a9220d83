"""Interval sweeps: merge busy time and walk the gaps, O(n log n), never minute by minute."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import TypeVar

Interval = tuple[datetime, datetime]

T = TypeVar("T", datetime, int, float)
"""Interval ends: aware datetimes, or epoch seconds (the slot search works in those;
timestamps where a fraction of a second must count)."""


def merge(intervals: Iterable[tuple[T, T]]) -> list[tuple[T, T]]:
    """Sorted, non-overlapping union of half-open intervals (touching ones join)."""
    ordered = sorted((s, e) for s, e in intervals if s < e)
    merged: list[tuple[T, T]] = []
    for start, end in ordered:
        if merged and start <= merged[-1][1]:
            if end > merged[-1][1]:
                merged[-1] = (merged[-1][0], end)
        else:
            merged.append((start, end))
    return merged


def gaps(busy: Iterable[Interval], start: datetime, end: datetime) -> list[Interval]:
    """The free spans of [start, end) not covered by `busy`."""
    return free_spans(merge(busy), start, end)


def free_spans(merged: Iterable[tuple[T, T]], start: T, end: T) -> list[tuple[T, T]]:
    """The spans of [start, end) not covered by `merged` (sorted, non-overlapping)."""
    free: list[tuple[T, T]] = []
    cursor = start
    for s, e in merged:
        if e <= cursor:
            continue
        if s >= end:
            break
        if s > cursor:
            free.append((cursor, s))
        cursor = max(cursor, e)
    if cursor < end:
        free.append((cursor, end))
    return free


def saturated(uses: Iterable[tuple[T, T]], capacity: int) -> list[tuple[T, T]]:
    """Spans when at least `capacity` uses overlap (no room for one more), merged, sorted."""
    points: list[tuple[T, int]] = []
    for s, e in uses:
        if s < e:
            points.append((s, 1))
            points.append((e, -1))
    points.sort()  # at a tie an end (-1) sorts before a start (+1): touching uses do not stack
    out: list[tuple[T, T]] = []
    running = 0
    since: T | None = None
    for moment, step in points:
        running += step
        if running >= capacity and since is None:
            since = moment
        elif running < capacity and since is not None:
            if since < moment:
                out.append((since, moment))
            since = None
    return merge(out)


def max_concurrency(intervals: Iterable[Interval]) -> int:
    """The most intervals overlapping at any instant (ends before starts at a tie)."""
    points = []
    for s, e in intervals:
        points.append((s, 1))
        points.append((e, -1))
    points.sort(key=lambda p: (p[0], p[1]))
    best = running = 0
    for _, step in points:
        running += step
        best = max(best, running)
    return best

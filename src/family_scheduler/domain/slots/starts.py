"""Where a slot may start: walk the gaps between merged busy spans, never minute by minute.

A slot of length d fits a free gap [g0, g1) when it starts in [g0, g1 - d]; days a
per-day rule has filled are then cut out of those start ranges. Candidate starts are
the quarter hours (local clock) inside the ranges. All in epoch seconds: instants, so
a start can never fall in a DST-skipped hour, and a slot lasts d of real time.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from family_scheduler.intervals import free_spans

STEP = 15 * 60
"""Candidate starts are 15 minutes apart, on the quarter hour."""

StartRange = tuple[int, int]
"""Closed range [first, last] of allowed start instants (epoch seconds)."""


def start_ranges(
    merged: Sequence[tuple[int, int]],
    bans: Sequence[tuple[int, int]],
    lo: int,
    hi: int,
    duration: int,
) -> list[StartRange]:
    """Closed ranges of starts s with [s, s + duration) inside [lo, hi), clear of `merged`,
    and s outside every ban."""
    ranges = [(g0, g1 - duration) for g0, g1 in free_spans(merged, lo, hi) if g1 - g0 >= duration]
    if not bans:
        return ranges
    out: list[StartRange] = []
    j = 0
    for a, b in ranges:
        while j < len(bans) and bans[j][1] <= a:
            j += 1
        k, cursor = j, a
        while k < len(bans) and bans[k][0] <= b:
            s, e = bans[k]
            if s > cursor:
                out.append((cursor, s - 1))
            cursor = max(cursor, e)
            k += 1
        if cursor <= b:
            out.append((cursor, b))
    return out


def quarter_ceil(moment: int, tz: ZoneInfo) -> int:
    """The first local quarter hour at or after `moment`."""
    offset = int(datetime.fromtimestamp(moment, UTC).astimezone(tz).utcoffset().total_seconds())  # type: ignore[union-attr]
    local = moment + offset
    return -(-local // STEP) * STEP - offset


def quarter_starts(first: int, last: int, tz: ZoneInfo) -> Iterator[int]:
    """Quarter-hour starts in [first, last]."""
    moment = quarter_ceil(first, tz)
    while moment <= last:
        yield moment
        moment += STEP

"""The part of each day a question over several days is about: "what do the kids have after
school this week?", "when are Mike and I free for lunch this week?".

Read as one window, such a question covered either today's afternoon only or the whole
week round the clock. The plan keeps the span and the daily hours (`QueryPlan.daily`);
these are the pieces of the span they cover, day by day, in the family's zone.
"""

from __future__ import annotations

from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.timeutil import at_local, day_span, overlaps


def _clock(text: str) -> tuple[int, int]:
    hours, minutes = text.split(":")
    return int(hours), int(minutes)


WHOLE_DAY = ["00:00", "24:00"]
"""The daily hours of a question asked of some weekdays only ("what's on mondays in december?")."""


def daily_spans(
    start: datetime,
    end: datetime,
    daily: list[str] | None,
    tz: ZoneInfo,
    weekdays: list[int] | None = None,
) -> list[tuple[datetime, datetime]]:
    """The daily hours on each day of [start, end), clipped to it; only on `weekdays`
    (0 = Monday) when they are given."""
    (h1, m1), (h2, m2) = _clock((daily or WHOLE_DAY)[0]), _clock((daily or WHOLE_DAY)[1])
    spans: list[tuple[datetime, datetime]] = []
    day = start.astimezone(tz).date()
    while True:
        opens = at_local(day, time(h1, m1), tz)
        closes = day_span(day, tz)[1] if h2 >= 24 else at_local(day, time(h2, m2), tz)
        if opens >= end:
            return spans
        lo, hi = max(opens, start), min(closes, end)
        if hi > lo and (not weekdays or day.weekday() in weekdays):
            spans.append((lo, hi))
        day += timedelta(days=1)


def in_any(start: datetime, end: datetime, spans: list[tuple[datetime, datetime]]) -> bool:
    """Whether [start, end) meets one of `spans`."""
    return any(overlaps(start, end, lo, hi) for lo, hi in spans)

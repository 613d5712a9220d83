"""Some weekdays of an activity over a stretch of days: "skip gym on fridays this month",
"no soccer on thursdays in december", "cancel piano mondays until january".

Read alone the weekday makes a weekly repeat, and the stretch its end; a cancellation so
said means the occurrences on those weekdays within the stretch, never the series from
now on. This gives that stretch as the request's window (from now at the earliest), the
weekdays kept as a plain weekly rule that `cancel_everything.in_span` narrows it by.
"""

from __future__ import annotations

from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.recurrence_rules import weekly_on
from family_scheduler.timeutil import at_local

from .timing import Temporal, span_window

LONGEST = timedelta(days=190)
"""A stretch longer than about half a year is the series changed, asked as such."""


def weekdays_in_span(
    temporal: Temporal, now: datetime, tz: ZoneInfo
) -> tuple[tuple[datetime, datetime], str] | None:
    """The window of the stretch said and the weekly rule of its weekdays ("FREQ=WEEKLY;
    BYDAY=FR"), or None when the words say no weekdays over a bounded stretch."""
    rule = temporal.recurrence
    if rule is None or rule.freq != "WEEKLY" or not rule.days or rule.interval != 1 or rule.count:
        return None
    if temporal.spans:
        begin, end = span_window(temporal.spans[0], now, tz)
    elif rule.until is not None:
        first = rule.starting or now.astimezone(tz).date()
        last = rule.month_starts or rule.until + timedelta(days=1)  # "until january": before it
        begin, end = at_local(first, time(0), tz), at_local(last, time(0), tz)
    else:
        return None
    begin = max(begin, now)
    if end - begin <= timedelta(days=1) or end - begin > LONGEST:
        return None
    return (begin, end), weekly_on(sorted(rule.days))

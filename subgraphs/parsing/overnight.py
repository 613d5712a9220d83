"""A night away said for a night: "jake has a sleepover at his friend's friday night".

Read like any activity, a sleepover "friday night" became an hour at 5pm, as if it were a
lesson. A night slept away from home (models.events.spends_the_night) runs from the evening
to the next morning: from 6pm (or the hour said) to 10am the day after. The hours are an
assumption, named as one, so the booking is always asked about first.
"""

from __future__ import annotations

import re
from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.models.events import spends_the_night
from family_scheduler.models.request import ParsedRequest

EVENING = time(18)
"""When a night away starts when no hour is said: after dinner time, before bedtime."""
_A_NIGHT = re.compile(
    r"(?:sleep\s*-?\s*overs?|slumber\s+part(?:y|ies)|overnight(?:\s+(?:camp|trip|stay))?|camp\s*out)$"
)
"""The night itself is the activity ("sleepover"), not something about one ("sleepover party
planning" at 8:30pm is an evening's task)."""
MORNING = time(10)
"""When it ends the next day when no end is said: pick-up after breakfast."""


def overnight_hours(req: ParsedRequest, tz: ZoneInfo) -> str | None:
    """Give a one-night stay away said with no end its night's hours (in place); the note
    saying what was assumed, or None when the request is not such a night."""
    if req.intent != "create" or not req.title or req.recurrence or req.end is not None or req.problems:
        return None
    if req.duration_minutes is not None or not spends_the_night(req.title) or not _A_NIGHT.search(req.title):
        return None
    if req.start is not None:
        start = req.start.astimezone(tz)
        if start.hour < 12:  # "overnight camp at 9am": a morning start is not a night's
            return None
    elif req.window is not None:
        first, last = (w.astimezone(tz) for w in req.window)
        if last - first > timedelta(days=1):  # "camping this weekend": days, not one night
            return None
        start = datetime.combine(first.date(), EVENING, tz)
    else:
        return None
    end = datetime.combine(start.date() + timedelta(days=1), MORNING, tz)
    req.start, req.end, req.window = start, end, None
    return f"a {req.title} is a night away: until {MORNING.hour}am the next morning" + (
        "" if req.start.time() != EVENING else f", from {EVENING.hour - 12}pm"
    )

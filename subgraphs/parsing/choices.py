"""Picking a numbered option by what it says rather than its number: "ok the tuesday 3-7
one then", "the 3pm one", "saturday's".

The answer is read with the request grammar (a day, a clock time, a range) and compared
with the times of the options on offer; it picks one only when exactly one option fits
everything it names. A bare range of hours ("3-7", "3 to 7") is compared on the clock
face, as people read the options they were shown.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime

from family_scheduler.models.dialogue import Choice
from family_scheduler.models.family import Family
from family_scheduler.timeutil import parse_instant, zone

from .parser import read

_HOURS = re.compile(
    r"(?<![\d:])(\d{1,2})(?::(\d\d))?\s*(?:-|–|to|till|until)\s*(\d{1,2})(?::(\d\d))?(?![\d:])"
)

_CHANGE = re.compile(
    r"\b(?:make|move|change|push|shift|reschedule|instead|actually|no|nope|not|meant|sorry|oops)\b"
)
"""Words of a change or a correction: "sorry I meant wednesday", "no, not tuesday - wednesday"
correct the request (its own time kept, asked again), never pick the option on that day."""


def picked_choice(
    text: str, choices: Sequence[Choice], family: Family, now: datetime, speaker: str | None = None
) -> int | None:
    """The id of the one option `text` names by its day and time, or None. "Make it 7pm",
    "move it to friday instead" or "I meant friday" asks for a change, never for the option
    that happens to be at 7pm or on Friday."""
    if not choices or not text.strip() or _CHANGE.search(text.lower()):
        return None
    tz = zone(family.timezone)
    spans = [
        (c["id"], parse_instant(c["start"]).astimezone(tz), parse_instant(c["end"]).astimezone(tz))
        for c in choices
    ]
    said = read(text, family, now, speaker, answer=True)
    when = said.when
    fits = spans
    named = False
    if when.day_stated and when.day is not None:
        named = True
        same_date = [s for s in fits if s[1].date() == when.day]
        fits = same_date or [s for s in fits if s[1].weekday() == when.day.weekday()]
    hours = _HOURS.search(text.lower())
    if hours is not None:
        named = True
        first, last = int(hours.group(1)) % 12, int(hours.group(3)) % 12
        fits = [s for s in fits if s[1].hour % 12 == first and s[2].hour % 12 == last]
    elif when.time_stated and when.clock is not None:
        named = True
        fits = [s for s in fits if s[1].time() == when.clock]
        if said.request.end is not None and said.request.start is not None:
            end = said.request.end.astimezone(tz).time()
            fits = [s for s in fits if s[2].time() == end]
    if named and len(fits) == 1:
        return fits[0][0]
    return None

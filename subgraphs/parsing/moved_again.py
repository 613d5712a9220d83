"""A change said while a move of everything waits for its yes: "make it 2 hours", "actually
30 minutes earlier", "thursday instead".

The pending request moves everything on a day (`ParsedRequest.every`); an answer to it is
about that move, never one event's time. An amount is the new shift (its direction said,
or else the pending one's); a day is where everything goes (`to_day`), or, when the day
it leaves was still asked for, that day. A clock time for all of it is said to be
unsupported, as when the request said it.
"""

from __future__ import annotations

from datetime import datetime

from family_scheduler.models.family import Family
from family_scheduler.models.request import ParsedRequest
from family_scheduler.timeutil import day_span, zone

from .claims import Claims
from .confidence import assess
from .durations import find_durations
from .normalize import normalize
from .parser import ONE_TIME_FOR_ALL, read


def moved_again(
    pending: ParsedRequest, text: str, family: Family, now: datetime, speaker: str | None = None
) -> ParsedRequest:
    """The pending move of everything with the answer `text` folded in."""
    tz = zone(family.timezone)
    found = find_durations(Claims(normalize(text).text), moving=True)
    answer = read(text, family, now, speaker or pending.speaker, answer=True)
    merged = pending.model_copy(deep=True)
    merged.text = f"{pending.text} / {text}".strip(" /")
    merged.problems = list(answer.request.problems)
    amount = found.shift or found.duration
    if found.shift:
        merged.shift_minutes, merged.to_day = found.shift, None
    elif amount:  # "make it 2 hours": the way it was going
        sign = -1 if (pending.shift_minutes or 0) < 0 else 1
        merged.shift_minutes, merged.to_day = sign * amount, None
    day = answer.when.day if answer.when.day_stated else None
    if day is not None and pending.window is None:
        merged.window = day_span(day, tz)  # "which day?" - "saturday": the day it leaves
    elif day is not None:
        merged.to_day, merged.shift_minutes = day, None
    elif answer.request.start is not None and not amount:
        merged.problems.append(ONE_TIME_FOR_ALL)
    merged.missing = []
    return assess(merged)

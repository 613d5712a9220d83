"""Days taken out of a repeat while it waits: "wait, not fridays", "skip wednesdays",
"no mondays or fridays" said to "Book tutoring … every weekday?".

The answer names days the series should leave out, never a series of its own on those
days: read alone, "not fridays" would be "every friday". What is left of the pending
repeat's days is kept (a series can't lose all its days: then nothing is changed).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.timeutil import localize

from .vocabulary import WD, weekday_index

_DAY = rf"(?:on\s+)?{WD}s?"
_LEFT_OUT = re.compile(
    r"(?<![a-z'])(?:not|except|but\s+not|no|skip|skipping|without|minus|apart\s+from|other\s+than|leave\s+out)"
    rf"\s+(?P<days>{_DAY}(?:\s*(?:,|and|or|&|/|nor)\s*{_DAY})*)(?![a-z])"
)
_ONLY = re.compile(
    r"^(?:(?:wait|oh|oops|actually|hmm+|sorry|and|also|ah)[\s,.!-]+)*"
    + _LEFT_OUT.pattern
    + r"[\s,.!]*(?:please|thanks)?[.!]*$"
)
_ADDED = re.compile(
    r"^(?:(?:wait|oh|oops|actually|hmm+|sorry|ok|okay|and|ah)[\s,.!-]+)*"
    rf"(?:(?:please\s+)?(?:add|also|plus|include|and)\s+(?P<days>{_DAY}(?:\s*(?:,|and|&|/)\s*{_DAY})*)"
    r"(?:\s+(?:too|as\s+well|also))?"
    rf"|(?:also\s+|and\s+)?(?P<more>{_DAY}(?:\s*(?:,|and|&|/)\s*{_DAY})*)\s+(?:too|as\s+well|also))"
    r"[\s,.!]*(?:please|thanks)?[.!]*$"
)
"""Days added to a repeat just written, said alone: "add thursdays too", "fridays as well"."""
_WEEKDAY = re.compile(WD)
NOT_BUILT = "I can't take days out of a repeating event that is already booked yet"
"""Said when days are left out with no repeat waiting: not built, said plainly."""
_BYDAY = re.compile(r"BYDAY=([A-Z,]+)")
_CODES = ("MO", "TU", "WE", "TH", "FR", "SA", "SU")


def days_left_out(text: str) -> list[int]:
    """The weekdays (0 = Monday) the words leave out of a repeat, in order; none when none."""
    found = _LEFT_OUT.search(text.lower())
    if found is None:
        return []
    return sorted({weekday_index(d) for d in _WEEKDAY.findall(found.group("days"))})


def days_added(text: str) -> list[int]:
    """The weekdays (0 = Monday) the words add to a repeat ("add thursdays too", "and
    saturdays as well"), when they say nothing else; none when they do."""
    said = " ".join(text.lower().split())
    found = _ADDED.match(said)
    if found is None:
        return []
    if found.group("days") and not re.search(r"days\b|\b(?:too|as\s+well|also)\b", said):
        return []  # "add thursday": a booking that day, not a day of every week
    return sorted({weekday_index(d) for d in _WEEKDAY.findall(found.group("days") or found.group("more"))})


def only_days_left_out(text: str) -> bool:
    """Whether the words do nothing but leave days out ("wait, not fridays")."""
    return _ONLY.match(" ".join(text.lower().split())) is not None


def without_days(rule: str, days: list[int]) -> str | None:
    """`rule` (an RRULE) with `days` out of its BYDAY; None when it names none of them or
    would be left with no day."""
    byday = _BYDAY.search(rule)
    if byday is None or not days:
        return None
    codes = byday.group(1).split(",")
    gone = {_CODES[d] for d in days}
    kept = [c for c in codes if c not in gone]
    if len(kept) == len(codes) or not kept:
        return None
    return rule[: byday.start(1)] + ",".join(kept) + rule[byday.end(1) :]


def first_kept(start: datetime, days: list[int], tz: ZoneInfo) -> timedelta:
    """How far the first occurrence moves (on the wall clock) when its day was left out:
    to the next day that is kept."""
    wall = start.astimezone(tz).replace(tzinfo=None)
    step = 0
    while (wall + timedelta(days=step)).weekday() in days and step < 7:
        step += 1
    moved = localize(wall + timedelta(days=step), tz)
    return moved - start

"""Days a repeat leaves out: "tutoring mondays 4-5 through december, but not on the 21st",
"rehearsal every saturday except dec 26 and jan 2", "swim every sat, skip the 28th".

Read only with a repeat, before the dates: the days said after "except", "but not",
"not on", "skip", "other than", "excluding" are no start of the series but its exceptions
(`ParsedRequest.except_days`, the event's EXDATE). A day that is no occurrence of the
repeat is said back by the main graph, never silently dropped.
"""

from __future__ import annotations

import re
from datetime import date

from .claims import Claims
from .dates import date_at
from .pattern_needs import search
from .recurrence import Recurrence
from .vocabulary import WD, weekday_index

_LEAD = re.compile(
    r"(?<![a-z'])(?:except(?:\s+for)?|but\s+not|not|skip(?:ping)?|other\s+than|excluding|apart\s+from|minus)"
    r"(?:\s+(?:on|for))?\s+"
)
_MORE = re.compile(r"\s*(?:,|and|or|&)\s*(?:(?:on|for)\s+)?")


def find_except_days(claims: Claims, today: date) -> list[date]:
    """Claim the days a repeat leaves out, in the order said; [] when none is."""
    text = claims.text
    found: list[date] = []
    for lead in claims.free_matches(_LEAD):
        mention = date_at(text, lead.end(), today)
        if mention is None or mention.day is None:
            continue
        days, end = [mention.day], mention.end
        while (more := _MORE.match(text, end)) is not None:
            nxt = date_at(text, more.end(), today)
            if nxt is None or nxt.day is None:
                break
            days.append(nxt.day)
            end = nxt.end
        if claims.is_free(lead.start(), end):
            claims.claim(lead.start(), end)
            found += days
    return found


_DAY = rf"(?:on\s+)?(?:{WD}s?|weekends?|weekdays?)"
_DAYS_OUT = re.compile(
    r"(?<![a-z'])(?:except(?:\s+(?:for|on))?|but\s+not(?:\s+on)?|not\s+on|other\s+than|excluding|"
    r"apart\s+from|(?<=day\s)but|(?<=daily\s)but)"
    rf"\s+(?P<days>{_DAY}(?:\s*(?:,|and|or|&|/)\s*{_DAY})*)(?![a-z])"
)
"""Weekdays said as left out of a repeat: "except fridays", "but not on weekends", "every
day but sunday"."""
_WEEKDAY = re.compile(WD)
_REPEATS = re.compile(
    r"\b(?:every|each|daily|weekly|weekdays?|weekends|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b"
)
"""Words of a repeat: without one, days said "not on" are no days left out of it."""


def said_as_repeat(text: str) -> bool:
    """Whether `text` holds a word of a repeat: only then can days or spans be left out of one."""
    return search(_REPEATS, text) is not None


def find_days_out(claims: Claims) -> set[int]:
    """Claim the weekdays (0 = Monday) a repeat is said to leave out, before the repeat's own
    words are read ("every weekday except fridays": fridays is no day of it)."""
    if not said_as_repeat(claims.text):
        return set()  # "not on friday, saturday at 3": a correction, no repeat to leave days out of
    for found in claims.free_matches(_DAYS_OUT):
        said = found.group("days")
        days = {weekday_index(d) for d in _WEEKDAY.findall(said)}
        if re.search(r"weekends?", said):
            days |= {5, 6}
        if re.search(r"weekdays?", said):
            days |= {0, 1, 2, 3, 4}
        if days:
            claims.claim(found.start(), found.end())
            return days
    return set()


def leave_days_out(recurrence: Recurrence, out: set[int]) -> None:
    """Take `out` out of a daily or weekly repeat ("gym every day but sunday" is Monday to
    Saturday); a repeat that would be left with no day keeps its days."""
    if not out or recurrence.freq not in ("DAILY", "WEEKLY") or recurrence.interval != 1:
        return
    days = set(recurrence.days) if recurrence.freq == "WEEKLY" and recurrence.days else set(range(7))
    kept = sorted(days - out)
    if kept and out & days:
        recurrence.freq, recurrence.days = "WEEKLY", kept

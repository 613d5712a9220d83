"""A change that holds from a date on: "change emma's piano to 4:30 from jan 4 on",
"starting jan 4", "from jan 4 onwards", "as of next week", "from january on emma's piano
is at 4:30 every week".

Read only for changes (a `create` keeps "starting jan 4" as its first date, see
recurrence.py), into the extension field `since`: the first day the change is for. The
main graph then changes that occurrence and every one after it (the series is split
there). The words are claimed, so the date is not taken for the event's new day.

"from <date>" needs "on", "onwards" or "forward" after it ("move piano from jan 4 to jan
5" is a move from one day to another); "starting", "beginning", "as of", "effective" do
not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from .claims import Claims
from .dates import add_months, date_at
from .vocabulary import MONTH, MONTHS

_LEAD = re.compile(
    r"(?<![a-z'])(?P<w>starting|beginning|as\s+of|effective|commencing|going\s+forward\s+from|from)"
    r"(?:\s+(?:on|from|with|in))?\s+"
)
_TAIL = re.compile(
    r"\s*,?\s*(?:on\s*wards?|onwards?|on|forward|going\s+forward|and\s+after(?:wards)?)(?![a-z])"
)
_MONTH_ALONE = re.compile(rf"(?P<m>{MONTH})(?!\s+(?:the\s+)?\d)")
_RELATIVE = re.compile(r"(?P<r>now|today|next\s+week|next\s+month|this\s+week)(?![a-z])")
STATEMENT = re.compile(
    r"\b(?:is|are|'s|will\s+be|moves?|goes|go|switch(?:es)?|changes?)\s+(?:now\s+|going\s+to\s+be\s+|to\s+be\s+)?"
    r"(?:at|to|on)\b"
)
"""'emma's piano is at 4:30', 'soccer moves to 5': a change said as a statement."""


@dataclass(frozen=True)
class SinceMention:
    day: date
    start: int
    end: int


def _day_at(text: str, pos: int, today: date) -> tuple[date, int] | None:
    """The day a phrase at `pos` names, and where the phrase ends."""
    mention = date_at(text, pos, today)
    if mention is not None and mention.day is not None:
        return mention.day, mention.end
    month = _MONTH_ALONE.match(text, pos)
    if month is not None:
        index = MONTHS.index(month.group("m")) + 1
        if index == today.month:
            return today, month.end()
        year = today.year if index > today.month else today.year + 1
        return date(year, index, 1), month.end()
    relative = _RELATIVE.match(text, pos)
    if relative is not None:
        said = " ".join(relative.group("r").split())
        if said in ("now", "today", "this week"):
            return today, relative.end()
        if said == "next week":
            return today + timedelta(days=7 - today.weekday()), relative.end()
        return add_months(today.replace(day=1), 1), relative.end()
    return None


_MOVED_TO = re.compile(r"\s*(?:to|till|until|through|thru|-|–)(?![a-z])")
_LOOSE_START = re.compile(rf"(?:{_RELATIVE.pattern}|{_MONTH_ALONE.pattern})")


def _from_a_time_on(text: str, *, pos: int, end: int) -> bool:
    """ "from next week", "from december", "from now": a span that starts and has no end
    said after it holds from then on ("change piano to tuesdays from next week"); "from
    december to january" stays a move."""
    return _LOOSE_START.fullmatch(text, pos, end) is not None and _MOVED_TO.match(text, end) is None


def find_since(claims: Claims, today: date) -> SinceMention | None:
    """Claim and return the first day a change holds from, if the words say one."""
    text = claims.text
    for lead in claims.free_matches(_LEAD):
        found = _day_at(text, lead.end(), today)
        if found is None:
            continue
        day, end = found
        tail = _TAIL.match(text, end)
        if lead.group("w") == "from" and tail is None and not _from_a_time_on(text, pos=lead.end(), end=end):
            continue  # "from jan 4 to jan 5": a move, not a change from a date on
        stop = tail.end() if tail is not None else end
        if not claims.is_free(lead.start(), stop):
            continue
        claims.claim(lead.start(), stop)
        return SinceMention(day, lead.start(), stop)
    return None


__all__ = ["STATEMENT", "SinceMention", "find_since"]

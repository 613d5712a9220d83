"""Spans said by a holiday: "thanksgiving weekend", "christmas week", "memorial day weekend",
"the weekend after thanksgiving", "the week before christmas".

Read as plain spans, "thanksgiving weekend" was this weekend and "christmas week" no span at
all. What US families mean (docs/parsing.md):
- "<holiday> weekend": the holiday and the weekend it touches. A Thursday or Friday holiday
  runs to Sunday (Thanksgiving weekend is Thu-Sun); a Monday or Tuesday one starts the
  Saturday before (Memorial Day weekend is Sat-Mon); on a weekend, that Saturday and Sunday;
  a Wednesday holiday touches no weekend: the Saturday and Sunday after it.
- "<holiday> week" and "the week of <holiday>": the Monday-Sunday week holding it.
- "the weekend after / before <holiday>": the first Saturday and Sunday after / before the
  day itself ("the weekend after thanksgiving" is Sat-Sun Nov 28-29 in 2026).
- "the week after / before <holiday>": the Monday-Sunday week after / before its week.
The holiday is the next one whose span has not ended: on the Saturday of Thanksgiving
weekend, "thanksgiving weekend" is still this one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from family_scheduler.models.family import Family
from family_scheduler.named_days import find_named_day

from .claims import Claims, holds_any

_UNIT = re.compile(r"(?<![a-z'])(?P<unit>weekend|week)(?![a-z'])")
_LEAD = re.compile(
    r"(?:(?:on|over|during|for|in|through|throughout|all)\s+)?(?:(?:the|this|next)\s+)?(?:whole\s+)?$"
)
"""Words before "<holiday> weekend" that belong to the span: "over thanksgiving weekend"."""
_AROUND = re.compile(
    r"(?<![a-z'])(?:(?:on|over|during|for|in)\s+)?the\s+(?P<unit>weekend|week)\s+"
    r"(?P<side>after|before|of)\s+(?:the\s+)?(?P<rest>[a-z0-9' ]+)"
)
_NAME_STOP = frozenset(
    {"at", "from", "to", "with", "for", "by", "in", "and", "around", "until", "till", "or", "but", "so", "on"}
    | {"morning", "afternoon", "evening", "night", "noon", "lunch", "dinner", "tonight", "is", "are"}
)
"""Words that end a holiday's name: what follows them is another part of the request."""
MAX_NAME_WORDS = 4


@dataclass
class HolidaySpan:
    """Whole days [first, end) said by a holiday, and where the words were."""

    first: date
    end: date
    pos: int


def find_holiday_spans(claims: Claims, family: Family, today: date) -> list[HolidaySpan]:
    """Claim each span said by a holiday and return its days."""
    if not holds_any(claims.text, "week"):
        return []
    found: list[HolidaySpan] = []
    for match in claims.free_matches(_AROUND):
        words = _name_words(match.group("rest"))
        for size in range(len(words), 0, -1):
            said = " ".join(words[:size])
            days = holiday_span(said, match.group("unit"), match.group("side"), family, today)
            if days is not None:
                end = match.start("rest") + len(said)
                claims.claim(match.start(), end)
                found.append(HolidaySpan(days[0], days[1], match.start()))
                break
    for match in claims.free_matches(_UNIT):
        before = claims.text[: match.start()].split()
        for size in range(min(MAX_NAME_WORDS, len(before)), 0, -1):
            said = " ".join(before[-size:])
            begin = match.start() - len(said) - 1
            if begin < 0 or not claims.is_free(begin, match.start()):
                continue
            days = holiday_span(said, match.group("unit"), None, family, today)
            if days is None:
                continue
            lead = _LEAD.search(claims.text[:begin].rstrip() + " ")
            if lead is not None and lead.group(0).strip() and claims.is_free(lead.start(), begin):
                begin = lead.start()
            claims.claim(begin, match.end())
            found.append(HolidaySpan(days[0], days[1], begin))
            break
    return sorted(found, key=lambda span: span.pos)


def _name_words(rest: str) -> list[str]:
    words: list[str] = []
    for word in rest.split()[:MAX_NAME_WORDS]:
        if word in _NAME_STOP or word[:1].isdigit():
            break
        words.append(word)
    return words


def holiday_span(
    said: str, unit: str, side: str | None, family: Family, today: date
) -> tuple[date, date] | None:
    """The days [first, end) of `unit` around the holiday called `said`, the next one whose
    span has not ended; None when `said` names no holiday."""
    if said.split()[0] in ("the", "this", "next", "a", "my", "our"):
        return None  # "the weekend", "this week" are plain spans
    looked_from = today - timedelta(days=8)
    for _ in range(3):
        named = find_named_day(said, family, looked_from)
        if named is None:
            return None
        days = _days(named.day, unit, side)
        if days[1] > today:
            return days
        looked_from = named.day + timedelta(days=1)
    return None


def _days(day: date, unit: str, side: str | None) -> tuple[date, date]:
    monday = day - timedelta(days=day.weekday())
    if unit == "week":
        shift = {"after": 7, "before": -7}.get(side or "", 0)
        return monday + timedelta(days=shift), monday + timedelta(days=shift + 7)
    if side == "after":
        saturday = day + timedelta(days=(5 - day.weekday()) % 7 or 7)
        return saturday, saturday + timedelta(days=2)
    if side == "before":
        saturday = monday - timedelta(days=2 if day.weekday() < 5 else 9)
        return saturday, saturday + timedelta(days=2)
    weekday = day.weekday()
    if weekday in (3, 4):  # Thursday, Friday: to Sunday
        return day, monday + timedelta(days=7)
    if weekday in (0, 1):  # Monday, Tuesday: from the Saturday before
        return monday - timedelta(days=2), day + timedelta(days=1)
    saturday = monday + timedelta(days=5)  # Wednesday: the weekend after; a weekend: its own
    return saturday, saturday + timedelta(days=2)

"""Whole days and spans of days: "saturday all day", "camping friday to sunday", "Mike flies
to Chicago monday 8am, back wednesday 6pm", "grandma's birthday on dec 5".

All-day entries are date-based in the family's zone: from the first day's midnight to the
midnight after the last day. A span with a time at both ends runs from the one to the
other. A day named with no time for an entry that marks a day (a birthday, an anniversary,
a holiday, a vacation) is all day too. Read after dates and times are found; it only
reshapes what `timing.resolve` made of them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.timeutil import at_local

from .claims import Claims, holds_any
from .dates import DateMention
from .times import TimeMention, minutes_of

ALL_DAY_RE = re.compile(
    r"(?<![a-z])(?:(?:for\s+|during\s+)?(?:the\s+)?(?:all|whole|entire|full)[\s-]+day(?:\s+long)?|all[\s-]+day)(?![a-z])"
)
_JOIN = re.compile(
    r"^\s*(?:,\s*)?(?:and\s+)?(?:(?:to|through|thru|till|until|-|–)"
    r"|(?:(?:and\s+)?(?:(?:coming|flying|flies|fly|driving|drives|getting|gets)\s+)?back|returns?|returning|"
    r"home\s+again|leaving|leaves|departing)(?:\s+(?:on|by))?)\s*(?:on\s+)?$"
)
"""What joins the first day to the last: 'to', 'through', ', back', 'returning'."""
_AND = re.compile(r"^\s*(?:,\s*)?(?:and|&)\s*(?:on\s+)?$")
"""Two days said together ("thursday and friday")."""
_UNTIL = re.compile(r"(?:\b(?:until|till|til|through|thru)|'til|'till)\s+(?:the\s+)?$")
"""A last day said with no first ("until wednesday")."""
_MARKER_DAY = re.compile(
    r"\b(?:(?:birthdays?|b-?days?|anniversar(?:y|ies))(?!\s+[a-z])|holidays?(?!\s+(?:party|parties|dinner|lunch|concert|show))"
    r"|vacation|day\s+off|no\s+school|field\s+trip)\b"
)
"""Entries that take (or mark) the whole day they are on when no time is said; a birthday or an
anniversary said with what is done for it ("birthday party", "anniversary dinner", "holiday
party") is that event, at its own hours, not the day."""


@dataclass
class DaySpan:
    """A span of whole days, or from one day's time to another's."""

    first: date
    last: date
    start_time: TimeMention | None = None
    end_time: TimeMention | None = None
    joint: tuple[int, int] = (0, 0)
    """Where the words joining the two days are ('to', ', back')."""


_ALL_DAY_NEEDS = ("all", "whole", "entire", "full")
"""ALL_DAY_RE cannot match without one of these words."""


def find_all_day(claims: Claims) -> bool:
    """Claim "all day", "the whole day"; whether it was said."""
    return holds_any(claims.text, _ALL_DAY_NEEDS) and bool(claims.take(ALL_DAY_RE))


_GAP = re.compile(r"[\s,]*")


def _time_after(day: DateMention, times: list[TimeMention], text: str) -> TimeMention | None:
    """The time said right after a day ("monday 8am", "monday at 8am")."""
    for mention in times:
        if mention.start >= day.end and _GAP.fullmatch(text[day.end : mention.start]):
            return mention
    return None


def _named_days(dates: list[DateMention]) -> list[DateMention]:
    """The days said, a weekday that only names a date's own weekday left out ("monday from
    dec 28 to dec 31": Monday is Dec 28, not a third day)."""
    named = [d for d in dates if d.day is not None and not d.problem]
    dated = {d.day.weekday() for d in named if d.weekday is None and d.day is not None}
    return [d for d in named if d.weekday is None or d.weekday not in dated]


def find_day_span(
    dates: list[DateMention], times: list[TimeMention], text: str, consecutive_and: bool = False
) -> DaySpan | None:
    """Two days joined as one span ("friday to sunday", "monday 8am, back wednesday 6pm");
    with `consecutive_and`, also two days in a row joined by "and" ("in the shop thursday and
    friday": a state said of both days, never "monday and wednesday" with Tuesday between)."""
    named = _named_days(dates)
    if len(named) != 2:
        return None
    first, last = sorted(named, key=lambda d: d.start)
    assert first.day is not None and last.day is not None
    last_day = _after(first.day, last)
    if last_day <= first.day or (last_day - first.day).days > 14:
        return None
    t1, t2 = _time_after(first, times, text), _time_after(last, times, text)
    if (t1 is None) != (t2 is None) or any(t is not None and t.end_clock is not None for t in (t1, t2)):
        return None  # a time at one end only, or a range: not a span of days
    joined_from = t1.end if t1 is not None else first.end
    between = text[joined_from : last.start]
    paired = consecutive_and and t1 is None and (last_day - first.day).days == 1 and _AND.match(between)
    if not _JOIN.match(between) and not paired:
        return None
    return DaySpan(first.day, last_day, t1, t2, (joined_from, last.start))


def until_span(dates: list[DateMention], text: str, today: date) -> DaySpan | None:
    """A state said to last "until wednesday" with no first day: from today to that day."""
    named = [d for d in dates if d.day is not None and not d.problem]
    if len(named) != 1 or len(dates) != 1:
        return None
    (last,) = named
    assert last.day is not None
    if last.day < today or (last.day - today).days > 60 or not _UNTIL.search(text[: last.start]):
        return None
    return DaySpan(today, last.day)


def days_joined(dates: list[DateMention], text: str) -> tuple[DateMention, DateMention, date] | None:
    """Two dates joined by "to"/"through"/"-" ("dec 28-31", "monday to thursday"), in order,
    and the last day; what a repeat said with them runs between ("every day", "9 to 3")."""
    named = _named_days(dates)
    if len(named) != 2:
        return None
    first, last = sorted(named, key=lambda d: d.start)
    assert first.day is not None and last.day is not None
    last_day = _after(first.day, last)
    if last_day <= first.day or not _JOIN.match(text[first.end : last.start]):
        return None
    return first, last, last_day


def _after(first: date, last: DateMention) -> date:
    """The last day of a span: a weekday is the one after the first ("monday to wednesday":
    the wednesday after that monday)."""
    assert last.day is not None
    day = last.day
    while last.weekday is not None and day <= first:
        day += timedelta(days=7)
    return day


def span_times(span: DaySpan, tz: ZoneInfo, evening: bool) -> tuple[datetime, datetime, bool] | None:
    """Start, end and whether it is all day; None when the times do not make a span."""
    if span.start_time is None or span.end_time is None:
        return at_local(span.first, time(0), tz), at_local(span.last + timedelta(days=1), time(0), tz), True
    a = minutes_of(span.start_time.clock, evening)
    b = minutes_of(span.end_time.clock, evening)
    start = at_local(span.first, time(a // 60 % 24, a % 60), tz)
    end = at_local(span.last, time(b // 60 % 24, b % 60), tz)
    return (start, end, False) if end > start else None


def whole_day(day: date, tz: ZoneInfo) -> tuple[datetime, datetime]:
    return at_local(day, time(0), tz), at_local(day + timedelta(days=1), time(0), tz)


def marks_a_day(title: str | None) -> bool:
    """Whether an entry with this title is all day when no time is said."""
    return bool(title and _MARKER_DAY.search(title))


_SHOWN_AS = re.compile(
    r"(?<![a-z])(?:(?:show|mark|put|keep|list|set)\s+(?:(?:me|us|him|her|them|it|this|the\s+day)\s+)?as\s+"
    r"(?P<as>free|busy|available|unavailable|out\s+of\s+office)"
    r"|(?P<no>(?:doesn't|does\s+not|don't|do\s+not|won't|shouldn't|should\s+not)\s+block(?:\s+(?:my|our|the)\s+(?:time|day|calendar))?)"
    r"|(?P<yes>blocks?\s+(?:my|our|the|their|his|her)\s+(?:time|day|calendar)))(?![a-z])"
)


_SHOWN_AS_NEEDS = ("as", "block")
"""_SHOWN_AS cannot match without one of these."""


def find_busy_words(claims: Claims) -> bool | None:
    """Claim "show me as free" / "mark it as busy" / "doesn't block my day": whether the entry
    takes its people's time, when the family said so (None: the kind's default)."""
    if not holds_any(claims.text, _SHOWN_AS_NEEDS):
        return None
    for match in claims.free_matches(_SHOWN_AS):
        claims.claim(match.start(), match.end())
        if match.group("no"):
            return False
        if match.group("yes"):
            return True
        return match.group("as") in ("busy", "unavailable") or match.group("as").startswith("out")
    return None

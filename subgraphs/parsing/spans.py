"""Spans of time used as windows: parts of the day, "after school", weeks, weekends, months.

Contract windows: morning 08-12, afternoon 12-17, evening 17-21, tonight = today
17-21, after school 15-18, lunch 12-13 (and, beyond the contract, after lunch 13-17,
after dinner 19-21, after breakfast 8-12, before dinner 16-18, before school 7-8, "first
thing (in the morning)" 8-10, "end of the day" 16-18; said early, mid or late, narrower:
see NARROWED);
"this weekend" is Saturday 00:00 to Monday
00:00 of this week, "this week" is now to next Monday, "next week" the Monday-based
week after.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date, time, timedelta

from family_scheduler.wording import short_day

from .claims import Claims, holds_any
from .dates import add_months
from .named_parts import in_a_name
from .vocabulary import MONTH, MONTHS, month_index

PARTS: dict[str, tuple[time, time | None]] = {
    "morning": (time(8), time(12)),
    "afternoon": (time(12), time(17)),
    "evening": (time(17), time(21)),
    "night": (time(17), time(21)),
    "after school": (time(15), time(18)),
    "lunch": (time(12), time(13)),
    "dinner": (time(17), time(20)),
    "breakfast": (time(7), time(9)),
    "after lunch": (time(13), time(17)),
    "after dinner": (time(19), time(21)),
    "after breakfast": (time(8), time(12)),
    "before dinner": (time(16), time(18)),
    "before school": (time(7), time(8)),
    "first thing": (time(8), time(10)),
    "end of the day": (time(16), time(18)),
}
"""A None end means midnight at the end of the day."""
NARROWED: dict[tuple[str, str], tuple[time, time]] = {
    ("mid", "morning"): (time(9, 30), time(11, 30)),
    ("late", "morning"): (time(10), time(12)),
    ("early", "afternoon"): (time(12), time(15)),
    ("mid", "afternoon"): (time(13), time(16)),
    ("late", "afternoon"): (time(15), time(17)),
    ("early", "evening"): (time(17), time(19)),
    ("late", "evening"): (time(19), time(21)),
}
"""A part of the day said early, mid or late ("late morning", "early afternoon"): the part of
it meant, so a booking lands where the family pictured it rather than at the part's start."""
_PART_WORDS = (
    *("morning", "afternoon", "evening", "night", "school", "lunch", "dinner", "breakfast"),
    *("thing", "end of"),
)
"""PART_RE cannot match without one of these ("tonight" holds "night")."""

PART_RE = re.compile(
    r"(?<![a-z'])(?:(?:in|on|during|for|at|over|around|sometime|some\s+time|anytime)\s+)?"
    r"(?:(?:the|this|tomorrow|today)\s+)?(?:(?P<edge>early|late|mid)\s*-?\s*)?"
    r"(?P<part>mornings?|afternoons?|evenings?|tonight(?:'s)?|after\s+(?:school|lunch|dinner|breakfast)|"
    r"before\s+(?:dinner|school)|lunch\s*time|lunchtime"
    r"|(?:first|1st)\s+thing(?:\s+in\s+the\s+morning)?|end\s+of\s+(?:the\s+)?(?:work\s+|school\s+)?day"
    r"|(?<=\bat\s)lunch|(?<=\bover\s)lunch|(?<=\bduring\s)lunch|(?<=\baround\s)lunch"
    r"|(?<=day\s)nights?|(?<=day's\s)nights?|(?<=tomorrow\s)night|(?<=at\s)night)"
    r"(?P<of>\s+of)?(?![a-z])"
)
SPAN_RE = re.compile(
    r"(?<![a-z'])(?P<mod>(?:later\s+|rest\s+of\s+|sometime\s+|some\s+time\s+)?(?:this\s+coming|this|next|the\s+following|following|coming|the\s+coming|the|over\s+the|on\s+the|for\s+the|during\s+the|of\s+the)\s+)?"
    r"(?P<unit>weekend|week|month)(?:'s)?(?![a-z])"
)
_AFTER_NEXT = re.compile(r"\b(?:the\s+)?(?P<unit>weekend|week|month)\s+after\s+(?:next|the\s+next\s+one)\b")
"""Two on from this one: "the week after next", "the weekend after next" (this codebase's "next
weekend" is the one after this weekend, so after next is the one after that), "the month after next"."""
NAMED_MONTH_RE = re.compile(
    r"(?<![a-z'])(?:in|for|during|throughout|through|over|all\s+of|the\s+whole\s+of|of|"
    r"(?<=\bshow\s)me|(?<=\bshow\s)us)\s+(?:the\s+month\s+of\s+)?"
    rf"(?P<month>{MONTH})(?![a-z'])(?!\s*(?:the\s+)?\d)(?!\s+(?:\d|first|second|third|last)\b)"
)
"""A month named as a span ("in december", "the calendar for march"), never a date in it
("december 7", the 7th of december: those are dates, read before spans)."""


@dataclass
class PartMention:
    """A part of the day; `today` when the words themselves fix the day ("tonight")."""

    name: str
    start_time: time
    end_time: time | None
    pos: int
    today: bool = False
    end: int = -1


@dataclass
class SpanMention:
    """A week, weekend or month span, relative to this one (0) or the next (1)."""

    unit: str
    offset: int
    from_now: bool
    pos: int
    month: int | None = None
    """A month named by name (1-12): the next such month, this one from now when it is now."""
    days: tuple[date, date] | None = None
    """Whole days [first, end) said otherwise ("thanksgiving weekend", holiday_spans.py);
    with `from_now` the first day starts now ("the next 3 weeks", "until january")."""
    loose: bool = False
    """Our reading of loose words ("for the week": this week's days): said back, so asked."""
    said: str = "for the week"
    """The loose words as said, to say the reading back."""
    booked_on: date | None = None
    """The one day a booking takes when it is said by this span ("pay the bills at the end of
    the month": the last day), where a question asks about all its days."""


_POSSESSIVE_END = re.compile(r"'s$")
_THIS_OR_TODAY = re.compile(r"\b(?:this|today)\b")
_REST_OF = re.compile(r"(?:rest|later|end)\s")
_NEXT_ONE = re.compile(r"\b(?:next|following)\b")


def find_parts(claims: Claims) -> list[PartMention]:
    found: list[PartMention] = []
    if not holds_any(claims.text, _PART_WORDS):
        return found
    for match in claims.free_matches(PART_RE):
        raw = match.group("part")
        relative = raw.startswith(("after", "before"))  # "after lunch": a part of its own
        name = " ".join(raw.split()) if relative else _POSSESSIVE_END.sub("", raw).rstrip("s")
        name = {"lunch time": "lunch", "lunchtime": "lunch", "tonight": "evening"}.get(name, name)
        if name.startswith("lunch"):
            name = "lunch"
        if name.startswith(("first thing", "1st thing")):
            name = "first thing"  # "first thing in the morning": the start of the morning
        elif name.startswith("end of"):
            name = "end of the day"
        if name.startswith("tonight"):
            name = "evening"
        if name not in PARTS:
            continue
        lead = match.group(0)[: match.start("part") - match.start()]
        if (
            not lead
            and not raw.startswith("tonight")  # "movie tonight at 8": tonight is when, never a name
            and in_a_name(claims.text, match.start("part"), match.end("part"))
        ):
            continue  # "parents evening wed at 7": the evening is the event, not when it is
        claims.claim(match.start(), match.end())
        start, end = PARTS[name]
        edge = match.group("edge")
        if edge and (edge, name) in NARROWED:
            start, end = NARROWED[(edge, name)]
        today = raw.startswith("tonight") or bool(_THIS_OR_TODAY.search(lead))
        if name == "night" or raw.startswith("tonight"):
            name = "evening"
        found.append(PartMention(name, start, end, match.start(), today, match.end()))
    return found


_COMING = re.compile(
    r"(?<![a-z'])(?:(?:for|over|during|in|within)\s+)?(?:the\s+)?(?:next|coming|following)\s+"
    r"(?P<n>\d{1,2}|couple(?:\s+of)?)\s+(?P<unit>days|weeks|months)(?![a-z])"
)
"""From now, a number of days, weeks or months on: "for the next 3 weeks", "the coming 10 days"."""
_UNTIL_SAID = re.compile(
    r"(?<![a-z'])(?:(?P<to>until|till|til|up\s+to)|(?P<through>through|thru|to\s+the\s+end\s+of|"
    r"(?:until|till|til|through)\s+the\s+end\s+of|for\s+the\s+rest\s+of|the\s+rest\s+of))\s+"
    rf"(?:the\s+)?(?:(?P<month>{MONTH})(?![a-z'])(?!\s*(?:the\s+)?\d)(?!\s+(?:\d|first|second|third|last)\b)"
    r"|(?<!\buntil\s)(?<!\btill\s)(?<!\btil\s)(?<!\bto\s)(?<!\bup\s)(?P<year>year))"
)
"""From now to a month or the year's end: "until january" (to its start), "through december",
"until the end of december", "for the rest of the year" (to the end)."""
_UNTIL_WORDS = ("until", "till", "til", "through", "thru", "rest of", "end of", "up to")


def days_on(today: date, n: int, unit: str) -> date:
    """The day `n` days, weeks or months (`unit`, either number) after `today`: where a
    stretch from now of that many ends ("the next 3 weeks": three weeks from today)."""
    if unit.startswith("month"):
        return add_months(today, n)
    return today + timedelta(days=n * (7 if unit.startswith("week") else 1))


_FOR_SAID = re.compile(
    r"(?<![a-z'])for\s+(?:the\s+(?:next|coming|following)\s+)?(?:(?P<n>\d{1,2})|(?P<one>an?)|(?P<two>a\s+couple(?:\s+of)?))\s+"
    r"(?P<unit>days?|weeks?|months?)(?![a-z])"
)
"""A stretch said as a length: "for 3 weeks", "for a couple of weeks", "for the next 2 weeks"."""


def stretch_for(claims: Claims, today: date) -> SpanMention | None:
    """ "cancel piano for 2 weeks", "no swim for a month": said of something called off, a
    length is the stretch from now that long, as "for the next 2 weeks" (read first, before
    the length of a booking takes the words). None when no such length is said."""
    if "for" not in claims.text:
        return None
    for match in claims.free_matches(_FOR_SAID):
        n = int(match.group("n")) if match.group("n") else 1 if match.group("one") else 2
        if not 1 <= n <= 24:
            continue
        claims.claim(match.start(), match.end())
        last = days_on(today, n, match.group("unit"))
        return SpanMention("days", 0, True, match.start(), days=(today, last))
    return None


def _from_now(claims: Claims, today: date) -> list[SpanMention]:
    """Spans from now on: a number of days, weeks or months, or up to a month or the year's end."""
    found: list[SpanMention] = []
    if holds_any(claims.text, ("next", "coming", "following")):
        for match in claims.free_matches(_COMING):
            said = match.group("n")
            n = 2 if said.startswith("couple") else int(said)
            unit = match.group("unit")
            if not 1 <= n <= 24:
                continue
            claims.claim(match.start(), match.end())
            found.append(SpanMention("days", 0, True, match.start(), days=(today, days_on(today, n, unit))))
    if holds_any(claims.text, _UNTIL_WORDS):
        for match in claims.free_matches(_UNTIL_SAID):
            if match.group("year"):
                end = date(today.year + 1, 1, 1)
            else:
                month = month_index(match.group("month"))
                year = today.year + (1 if month < today.month else 0)
                if match.group("through"):
                    month, year = (1, year + 1) if month == 12 else (month + 1, year)
                end = date(year, month, 1)
            if end <= today:
                continue  # "until november" said in november: not a span from now
            claims.claim(match.start(), match.end())
            found.append(SpanMention("days", 0, True, match.start(), days=(today, end)))
    return found


_END_OF = re.compile(
    r"(?<![a-z'])(?:(?P<by>by|before|until|till|through|thru)\s+|(?:at|towards?|around|near|for|on|over|during)\s+)?(?:the\s+)?"
    r"(?P<end>(?:very\s+)?end)\s+of\s+(?:(?P<which>the\s+next|the\s+following|this|next|the)\s+)?"
    rf"(?:(?P<unit>week|month)|(?P<month>{MONTH}))(?![a-z'])(?!\s+(?:of|after|before)\b)"
)
"""The end of a week or a month: "at the end of the month", "end of next week", "by the end of
december"; "until the end of the month" is from now to its end, as "by". Read after the spans
from now, so "until the end of december" stays theirs."""
END_OF_WEEK_DAYS = 3
"""The end of a week is its last three days, Friday to Sunday (the week runs Monday to Sunday)."""
END_OF_MONTH_DAYS = 7
"""The end of a month is its last seven days (Nov 24-30), as the end of the day is its last hours.
A booking said so takes one day: a week's Friday (the end of the school and working week), a
month's last day."""


def _ends_of(claims: Claims, today: date) -> list[SpanMention]:
    """ "the end of the month": its last days (a week's last three, a month's last seven), from
    now when they have begun; "by the end of …" is from now to that end. Said back, so asked."""
    found = []
    for match in claims.free_matches(_END_OF):
        which = " ".join((match.group("which") or "").split())
        ahead = 1 if which in ("next", "the next", "the following") else 0
        if match.group("unit") == "week":
            monday = today - timedelta(days=today.weekday()) + timedelta(days=7 * ahead)
            after = monday + timedelta(days=7)
            first = after - timedelta(days=END_OF_WEEK_DAYS)
        else:
            if match.group("month"):
                ahead = (month_index(match.group("month")) - today.month) % 12
            start = add_months(today.replace(day=1), ahead)
            after = add_months(start, 1)
            first = after - timedelta(days=END_OF_MONTH_DAYS)
        if after <= today:
            continue
        by = match.group("by") is not None
        claims.claim(match.start(), match.end())
        said = " ".join(claims.text[match.start("by" if by else "end") : match.end()].split())
        days = (today if by else max(first, today), after)
        booked_on = (
            None if by else max(first if match.group("unit") == "week" else after - timedelta(days=1), today)
        )
        found.append(
            SpanMention(
                "days",
                0,
                days[0] <= today,
                match.start(),
                days=days,
                loose=True,
                said=said,
                booked_on=booked_on,
            )
        )
    return found


def days_said(days: tuple[date, date]) -> str:
    """Whole days [first, end) as a reply says them: "Fri Nov 27", "Mon Nov 23 to Sun Nov 29"."""
    first, last = days[0], days[1] - timedelta(days=1)
    return short_day(first) if first == last else f"{short_day(first)} to {short_day(last)}"


def booked_by_its_day(span: SpanMention) -> SpanMention:
    """The span a booking takes: its one day when it has one (`booked_on`); the end of a week or
    a month is whole days for a booking (today too: "away until the end of the month")."""
    if span.booked_on is not None:
        return replace(span, days=(span.booked_on, span.booked_on + timedelta(days=1)), from_now=False)
    if span.loose and span.days is not None:
        return replace(span, from_now=False)
    return span


def find_spans(claims: Claims, today: date | None = None, days_of_week: bool = False) -> list[SpanMention]:
    """Weeks, weekends and months said as spans; with `today`, spans from now on too ("for
    the next 3 weeks", "until january"), and with `days_of_week` "for the week" as the days
    of this week (said of someone away, or asked, with no day said)."""
    found: list[SpanMention] = _from_now(claims, today) if today is not None else []
    if today is not None and "end of" in claims.text:
        found += _ends_of(claims, today)
    if holds_any(claims.text, ("week", "month")):
        found += _week_spans(claims)
        if today is not None and days_of_week and not found:
            found += _for_the_week(claims, today)
    if holds_any(claims.text, MONTHS):
        for match in claims.free_matches(NAMED_MONTH_RE):
            claims.claim(match.start(), match.end())
            month = month_index(match.group("month"))
            found.append(SpanMention("month", 0, False, match.start(), month=month))
    return found


_FOR_THE_WEEK = re.compile(
    r"(?<![a-z'])for\s+(?:the\s+)?(?:whole\s+|entire\s+)?week(?!\s+(?:of|after|before))(?![a-z'])"
)
"""'we're off to the lake for the week' with no day said: the days of this week."""


def _for_the_week(claims: Claims, today: date) -> list[SpanMention]:
    """ "for the week" said with no day: the rest of this week, or the coming one when said
    at the weekend (a family leaving on Saturday "for the week" means the week ahead)."""
    found = []
    for match in claims.free_matches(_FOR_THE_WEEK):
        claims.claim(match.start(), match.end())
        first = today if today.weekday() < 5 else today + timedelta(days=7 - today.weekday())
        end = first + timedelta(days=7 - first.weekday())
        found.append(SpanMention("days", 0, False, match.start(), days=(first, end), loose=True))
    return found


def _week_spans(claims: Claims) -> list[SpanMention]:
    found = []
    for match in claims.free_matches(_AFTER_NEXT):
        claims.claim(match.start(), match.end())
        found.append(SpanMention(match.group("unit"), 2, False, match.start()))
    for match in claims.free_matches(SPAN_RE):
        mod = " ".join((match.group("mod") or "").split())
        unit = match.group("unit")
        if unit != "weekend" and not mod:
            continue  # a bare "week" is a length ("once a week"), not a span
        if unit != "weekend" and mod in ("the", "for the", "of the") and not mod.startswith("rest"):
            if not _REST_OF.search(match.group(0)):
                continue
        offset = 1 if _NEXT_ONE.search(mod) else 0
        from_now = offset == 0 and unit in ("week", "month")
        claims.claim(match.start(), match.end())
        found.append(SpanMention(unit, offset, from_now, match.start()))
    return found

"""Time added up: "how many hours did mike spend at work this week", "how much time does
emma spend at activities", "how many hours of soccer does jake have this week", "how
many hours a week is piano", "total time in activities per kid this month".

Read word by word these were taken for a look-up of an event called "hours of soccer"
or "spend at activities". Here the question's own words are claimed (the lead, "spend
at", an average "a week", a breakdown "per kid" / "by activity") so the title is what
is left ("soccer"), and the span it is over is read as whole periods (total_spans.py).
The request stays a contract `event_lookup`; its `total` extension asks the query
subgraph to add the occurrences up instead of listing them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Literal
from zoneinfo import ZoneInfo

from family_scheduler.models import Family, ParsedRequest, Period, TimeTotal

from .claims import Claims, holds_any
from .total_spans import TotalSpan, find_total_span

_TOTAL = re.compile(
    r"\bhow\s+(?:many\s+(?:hours|hrs|minutes|mins)|much\s+time)\b"
    r"(?!.*\b(?:until|till|til|before|left|between|to\s+get|is\s+the\s+drive)\b)"
)
"""A question about time added up, not a countdown ("how many hours until piano?")."""
_NEEDS = ("hours", "hrs", "minutes", "mins", "time")
_TOTAL_SAID = re.compile(r"(?<![a-z'])total\s+(?:time|hours|number\s+of\s+hours)(?![a-z'])")
"""Time added up said as a noun: "total time in activities per kid this month"."""

_LEAD = re.compile(
    r"(?<![a-z'])(?:how\s+(?:many\s+(?:hours|hrs|minutes|mins)|much\s+time)|(?:the\s+)?total\s+"
    r"(?:time|hours|number\s+of\s+hours))(?:\s+(?:in\s+total|altogether|total))?"
    r"(?:\s+(?:spent|in|of|at|on|for|doing|with))?(?![a-z'])"
)
_SPEND = re.compile(
    r"(?<![a-z'])(?:spend|spends|spent|spending|put\s+in|puts\s+in|take\s+up|takes\s+up)"
    r"(?:\s+(?:at|in|on|doing|with|playing|going\s+to))?(?![a-z'])"
)
_ALTOGETHER = re.compile(r"(?<![a-z'])(?:in\s+total|altogether|all\s+together|all\s+told)(?![a-z'])")
_PER = re.compile(
    r"(?<![a-z'])(?:(?:on\s+)?average\s+)?(?:an?|per|each|every)\s+(?P<unit>day|week|month)(?![a-z'])"
    r"|(?<![a-z'])(?P<ly>daily|weekly|monthly)(?![a-z'])"
    r"|(?<![a-z'])on\s+average(?![a-z'])"
)
"""An average per period: "a week", "per month", "weekly", "on average" (a week)."""
_PERIODS: dict[str, Period] = {
    "day": "day",
    "daily": "day",
    "week": "week",
    "weekly": "week",
    "month": "month",
    "monthly": "month",
}
_BY_PERSON = re.compile(
    r"(?<![a-z'])(?:per|for\s+each|each|by|for\s+every)\s+(?P<who>kid|child|person|member|one)(?![a-z'])"
    r"|(?<![a-z'])each(?=\s+of\s)"
)
_BY_TITLE = re.compile(
    r"(?<![a-z'])(?:per|by|for\s+each|each)\s+(?:activity|thing|event|class|title)(?![a-z'])"
    r"|(?<![a-z'])broken\s+down(?:\s+by\s+(?:activity|thing|event))?(?![a-z'])"
)
_EVERYTHING = frozenset(
    {"activities", "activity", "things", "thing", "stuff", "events", "everything", "anything", "calendar"}
)
"""Words that name no one activity: "time in activities" is all of someone's time on the calendar."""


@dataclass(frozen=True)
class TotalWords:
    """What a question about time added up asks beyond its title, people and span."""

    per: Period | None
    by: Literal["person", "title"] | None
    kids: bool
    """The breakdown was per kid ("per kid", "each child"): the kids are the people asked about."""


def asks_total(text: str) -> bool:
    """Whether `text` asks how much time someone spends on things in all."""
    if "total" in text and _TOTAL_SAID.search(text):
        return True
    return holds_any(text, _NEEDS) and _TOTAL.search(text) is not None


def read_total(claims: Claims) -> TotalWords:
    """Claim the words of a total ("how many hours of", "spend at", "a week", "per kid")
    so they are neither title nor span, and say what they ask."""
    claims.take(_LEAD)
    claims.take(_SPEND)
    claims.take(_ALTOGETHER)
    averages = [_PERIODS[m.group("unit") or m.group("ly") or "week"] for m in claims.take(_PER)]
    by: Literal["person", "title"] | None = "title" if claims.take(_BY_TITLE) else None
    kids = False
    for match in claims.take(_BY_PERSON):
        by = by or "person"
        kids = kids or match.group("who") in ("kid", "child")
    return TotalWords(averages[0] if averages else None, by, kids)


def everything_named(title: str | None) -> bool:
    """The title left names no one activity ("activities", "stuff"): all of the time counts."""
    return bool(title) and all(word in _EVERYTHING for word in (title or "").split())


def total_asked(
    request: ParsedRequest, words: TotalWords, span: TotalSpan | None, family: Family
) -> ParsedRequest:
    """The request as a question about time added up: its `total`, the span said as whole
    periods, the title only when it names an activity, the kids when asked per kid."""
    update: dict[str, object] = {
        "intent": "query",
        "query_type": "event_lookup",
        "then": [],
        "total": TimeTotal(per=words.per, by=words.by, span=span.said if span is not None else None),
    }
    if span is not None:
        update |= {"window": (span.start, span.end), "start": None, "end": None}
    if everything_named(request.title):
        update["title"] = None
    kids = family.groups.get("kids")
    if words.kids and kids and not request.participants:
        update["participants"] = sorted(kids)
    return request.model_copy(update=update)


def span_said_again(text: str, now: datetime, tz: ZoneInfo) -> TotalSpan | None:
    """The span a follow-on names for the same total ("and last week?", "what about this
    month?"): read as a total's span is, over whole periods."""
    return find_total_span(Claims(" ".join(str(text or "").lower().split())), now, tz)

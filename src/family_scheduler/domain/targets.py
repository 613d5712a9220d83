"""Finding the event a modify or cancel request is about, from its title, people and date."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from family_scheduler.calendar.base import CalendarReader
from family_scheduler.models.events import Occurrence
from family_scheduler.models.request import ParsedRequest
from family_scheduler.timeutil import day_span, parse_instant

_WORD = re.compile(r"[a-z0-9]+")
_STOP = {"a", "an", "the", "my", "our", "his", "her", "their", "appointment", "appt"}
LOOKAHEAD = timedelta(weeks=8)


def title_words(title: str | None) -> set[str]:
    """Content words of a title, singular ("lessons" matches "lesson")."""
    words = set()
    for word in _WORD.findall((title or "").lower()):
        if word in _STOP:
            continue
        words.add(word[:-1] if len(word) > 3 and word.endswith("s") else word)
    return words


@dataclass
class TargetSearch:
    """What the search found: one event's occurrence, several candidates, or nothing."""

    chosen: Occurrence | None = None
    candidates: list[Occurrence] = field(default_factory=list)
    span: tuple[datetime, datetime] | None = None
    date_named: bool = False

    @property
    def ambiguous(self) -> bool:
        return self.chosen is None and len({o.event_id for o in self.candidates}) > 1


TODAY_WORDS = re.compile(r"\b(today|tonight|this (morning|afternoon|evening))\b", re.I)


def names_a_day(request: ParsedRequest, now: datetime) -> bool:
    """Does the request's start carry a day the family named (not just the next such time)?"""
    if request.start is None:
        return False
    tz = now.tzinfo
    return request.start.astimezone(tz).date() != now.date() or bool(TODAY_WORDS.search(request.text))


def search_span(request: ParsedRequest, now: datetime) -> tuple[tuple[datetime, datetime], bool]:
    """Where to look: the named day or window, else the coming weeks. Also: was a date named?"""
    if request.window is not None:
        return (request.window[0], request.window[1]), True
    when = request.start
    if when is not None and request.intent == "cancel":
        return (when - timedelta(minutes=1), when + timedelta(minutes=1)), True
    if when is not None and request.intent == "modify" and names_a_day(request, now):
        # "move the homework on tuesday to 6pm": the event is on the day named.
        return day_span(when.astimezone(now.tzinfo).date(), now.tzinfo), True  # type: ignore[arg-type]
    return (now - timedelta(hours=12), now + LOOKAHEAD), False


def find_target(calendar: CalendarReader, request: ParsedRequest, now: datetime) -> TargetSearch:
    """The occurrence a modify/cancel request names; candidates when it is not clear.

    A modify whose new time carries a day looks on that day first ("move the homework on
    tuesday to 6pm"), then in the coming weeks ("move the dentist to friday at 4").
    """
    span, date_named = search_span(request, now)
    search = _search(calendar, request, now, span, date_named)
    if not search.candidates and date_named and request.intent == "modify" and request.window is None:
        search = _search(calendar, request, now, (now - timedelta(hours=12), now + LOOKAHEAD), False)
    return search


def _search(
    calendar: CalendarReader,
    request: ParsedRequest,
    now: datetime,
    span: tuple[datetime, datetime],
    date_named: bool,
) -> TargetSearch:
    found = calendar.occurrences(span[0], span[1], members=request.participants or None)
    wanted = title_words(request.title)
    if wanted:
        scored = []
        for occ in found:
            have = title_words(occ.title)
            if wanted & have:
                scored.append((len(wanted & have) / len(wanted | have), occ))
        best = max((score for score, _ in scored), default=0.0)
        found = [occ for score, occ in scored if score == best]
    search = TargetSearch(candidates=found, span=span, date_named=date_named)
    if found and len({o.event_id for o in found}) == 1:
        upcoming = [o for o in found if o.end > now] or found
        search.chosen = upcoming[0]
    return search


def instant(value: str | datetime | None) -> datetime | None:
    return None if value is None else parse_instant(value)

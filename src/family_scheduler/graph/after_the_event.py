"""Free time on one side of an event: "is he free after that?", "is jake free after soccer
on thursday?".

Read alone, "is he free after that?" asks about the whole day the conversation is on.
A family means the time after the event just spoken of (Jake's soccer, 4–5:30pm): the
question's window starts when it ends ("before that": ends when it starts). The event is
the one named by the question itself or by the last one, for the people asked about, on
that day; when no single event answers, the question is left as said.
"""

from __future__ import annotations

import re
from datetime import date, datetime

from ..calendar.base import CalendarReader
from ..domain.titles import title_matches, title_words
from ..models.events import Occurrence
from ..models.request import ParsedRequest
from ..timeutil import day_span
from .focus import Focus

_POINTED = re.compile(r"\b(?P<side>after|before)\s+(?:that|it|this|then)\b(?!\s+(?:day|week|time)\b)")
"""The side of the event just spoken of ("after that", "before it")."""
_SIDE = re.compile(r"\b(?P<side>after|before)\s+(?P<what>[a-z][a-z' ]*)")
"""The side of an event named in the question ("after soccer", "before his piano lesson")."""


def beside_the_event(
    request: ParsedRequest, focus: Focus | None, calendar: CalendarReader, now: datetime
) -> ParsedRequest:
    """An availability question narrowed to one side of the event it points at, or as said."""
    if request.intent != "query" or request.query_type != "availability" or request.start is not None:
        return request
    text = request.text.lower()
    pointed = _POINTED.search(text)
    side, title = (pointed.group("side"), _spoken_of(focus)) if pointed else (None, None)
    if side is None and request.title:
        named = _SIDE.search(text)
        if named is not None and title_words(request.title) & title_words(named.group("what")):
            side, title = named.group("side"), request.title
    if side is None:
        return request
    window = request.window or _focus_day(focus, now)
    if window is None:
        return request
    event = _the_one(calendar, window, request.participants, title)
    if event is None:
        return request
    begin, end = window
    clipped = (max(begin, event.end), end) if side == "after" else (begin, min(end, event.start))
    if clipped[0] >= clipped[1]:
        return request
    return request.model_copy(update={"window": clipped, "title": None})


def _spoken_of(focus: Focus | None) -> str | None:
    """The event the last request was about: asked after, or just booked."""
    if focus is None:
        return None
    booking = focus.get("booking")
    return focus.get("named") or (booking["title"] if booking is not None else None)


def _focus_day(focus: Focus | None, now: datetime) -> tuple[datetime, datetime] | None:
    if focus is None or not focus["day"]:
        return None
    return day_span(date.fromisoformat(focus["day"]), now.tzinfo)  # type: ignore[arg-type]


def _the_one(
    calendar: CalendarReader, window: tuple[datetime, datetime], people: list[str], title: str | None
) -> Occurrence | None:
    """The single event in `window` of `people` (named `title`, when a title is known)."""
    if not people:
        return None
    found = list(calendar.occurrences(window[0], window[1], members=people))
    if title:
        wanted = title_words(title)
        found = [o for o in found if wanted and title_matches(wanted, o.title)]
    return found[0] if len(found) == 1 else None

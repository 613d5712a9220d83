"""An event picked from the list a change or cancellation was answered with.

"cancel jake's thing on friday" - "Jake has several things that day: 1. dentist ... 2.
movie ... Which one?" - "2"; "move jake's dentist to 4" - "I found several events that
could be meant: dentist Fri …; dentist Sat … Which one?" - "the second one", "the
saturday one". The list is found again the same way (the same request, the same
calendar), so the words pick the event the family saw; anything that points at no single
one picks nothing and the answer is read as usual ("the dentist").
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from ..calendar.base import CalendarReader
from ..domain.targets import find_target
from ..models.events import Occurrence
from ..models.request import ParsedRequest
from ..subgraphs.parsing.option_words import pointed_option
from ..subgraphs.query.locate import MAX_LISTED


def event_picked(
    pending: ParsedRequest, words: str, calendar: CalendarReader, now: datetime
) -> Occurrence | None:
    """The occurrence `words` point at in the list asked about, or None."""
    if pending.intent not in ("modify", "cancel") or pending.every:
        return None
    if pending.from_day is None and not pending.title:
        return None  # nothing was listed for it: it asked for what to change, not which
    target = find_target(calendar, pending, now)
    if not target.ambiguous:
        return None
    listed = target.candidates[:MAX_LISTED]
    pointed = pointed_option(words, [], len(listed), lambda said: _the_one(said, listed, now))
    if pointed is None or pointed.option is None or not 1 <= pointed.option <= len(listed):
        return None
    return listed[pointed.option - 1]


def _the_one(said: str, listed: Sequence[Occurrence], now: datetime) -> int | None:
    """The number of the one listed event `said` fits by its weekday ("the saturday one")
    or a word of its title ("the movie one"), when exactly one fits."""
    words = set(said.lower().replace("'s", "").split())
    tz = now.tzinfo
    fitting = [
        n
        for n, occ in enumerate(listed, start=1)
        if words & _day_words(occ.start.astimezone(tz)) or words & set(occ.title.lower().split())
    ]
    return fitting[0] if len(fitting) == 1 else None


def _day_words(start: datetime) -> set[str]:
    weekday = start.strftime("%A").lower()
    return {weekday, weekday[:3], f"{weekday}s"}

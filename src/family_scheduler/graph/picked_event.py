"""An event picked by its number from the list a loose pointer was answered with.

"cancel jake's thing on friday" - "Jake has several things that day: 1. dentist ... 2.
movie ... Which one?" - "2". The list is found again the same way (the same request, the
same calendar), so the number picks the event the family saw; anything but a number in
range picks nothing and the answer is read as usual ("the dentist").
"""

from __future__ import annotations

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
    """The occurrence numbered `words` in the list asked about, or None."""
    if pending.intent not in ("modify", "cancel") or pending.from_day is None or pending.title:
        return None
    target = find_target(calendar, pending, now)
    if not target.ambiguous:
        return None
    listed = target.candidates[:MAX_LISTED]
    pointed = pointed_option(words, [], len(listed), lambda _said: None)
    if pointed is None or pointed.option is None or not 1 <= pointed.option <= len(listed):
        return None
    return listed[pointed.option - 1]

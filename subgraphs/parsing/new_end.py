"""A new end said for an event: "actually until 10", "make it end at 10", "have movie night
finish at 9:30", "extend the party until 6".

Said right after a booking, "actually until 10" was not understood and "make it end at 10"
asked what time the event should be (the 10 read as a start). The event keeps its start and
ends then: the clock is put on the event's own day by the change (`proposals.new_times`), a
bare hour read as the one after its start ("until 10" for a 7pm movie night is 10pm).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import time

_LEAD = r"^(?:(?:actually|no|nah|wait|oh|ok|okay|sorry|and|but|so|hmm+|um+|oops|lets|let's|please)[,\s]+)*"
_HEAD = (
    r"(?:(?:can\s+you|could\s+you|please)\s+)?(?:"
    r"(?:make|have|let)\s+(?P<a>.+?)\s+(?:end|finish|wrap\s+up|go(?:\s+on)?|run|last)"
    r"|(?P<b>.+?)\s+(?:should|will|can|could|must|needs?\s+to|has\s+to|is\s+going\s+to|is\s+gonna|'ll)\s+"
    r"(?:end|finish|run|go(?:\s+on)?|last)"
    r"|(?:extend|stretch)\s+(?P<c>.+?)"
    r"|(?:end|finish)\s+(?P<d>.+?)"
    r"|(?P<e>.+?)\s+(?:ends|finishes|runs|goes\s+on)"
    r"|(?:end|finish|wrap\s+up)"
    r")\s+"
)
_END_SAID = re.compile(
    _LEAD
    + rf"(?P<head>{_HEAD})?(?P<prep>at|until|till|til|to|by)\s+"
    + r"(?:(?P<h>\d{1,2})(?::(?P<m>[0-5]\d))?\s*(?P<half>am|pm)?|(?P<noon>noon))"
    + r"(?P<day>\s+(?:(?:this|next|on)\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|"
    + r"tomorrow|tonight))?"
    + r"(?:\s+(?:instead|then|please))*\s*[.!]*$"
)
_POINTING = frozenset({"it", "that", "this", "them", "the event", "the booking"})


@dataclass(frozen=True)
class EndSaid:
    """The event named (None: the one just spoken of), with the day said after the clock, and
    the clock it ends at, and whether the half of the day was said (else read after its start)."""

    words: str | None
    clock: time
    half_said: bool


def end_said(text: str) -> EndSaid | None:
    """The new end said in `text` (normalised), or None."""
    if not any(w in text for w in ("until", "till", "til", "end", "finish", "run", "go", "last", "extend")):
        return None
    found = _END_SAID.match(text.strip())
    if found is None:
        return None
    words = next((found.group(g) for g in "abcde" if found.group(g)), None)
    if found.group("head") is None and found.group("prep") not in ("until", "till", "til"):
        return None  # "at 10" alone is a time, not an end
    if found.group("noon"):
        clock, half = time(12, 0), True
    else:
        hour, minute, half_word = int(found.group("h")), int(found.group("m") or 0), found.group("half")
        if hour > 23 or (half_word and not 1 <= hour <= 12):
            return None
        if half_word == "pm" and hour < 12:
            hour += 12
        elif half_word == "am" and hour == 12:
            hour = 0
        clock, half = time(hour, minute), half_word is not None or hour > 12
    words = None if words is None or words.strip() in _POINTING else words.strip()
    day = (found.group("day") or "").strip()
    if day and day != "tonight":  # "make family dinner end at 8 this sunday": that day's
        words = f"{words or 'it'} {day}"
    return EndSaid(words, clock, half)

"""A booking put where a cancelled event was: "cancel thursday's soccer and put a dentist
appt for jake there instead", "... and book the dentist in its place".

The booking gives no time of its own: its time is the cancelled occurrence's. Read alone it
was no whole request, so the message stayed one and the booking was dropped without a
word. `two_requests` takes it as a part of its own after a cancellation, and the main
graph gives it the freed time once the cancellation is written (`graph/in_its_place.py`).
"""

from __future__ import annotations

import re

from .claims import Claims, holds_any

IN_ITS_PLACE = re.compile(
    r"\b(?:(?:there\s+)?instead(?!\s+of\b)|in\s+(?:its|it's|their)\s+place|in\s+place\s+of\s+(?:it|that|them)"
    r"|in\s+(?:that|the\s+same)\s+(?:slot|spot)|there)\b(?=\s*$)"
)
"""Said at the end of a part: "there instead", "instead", "in its place", "there"."""
_NEEDS = ("instead", "place", "slot", "spot", "there")
"""IN_ITS_PLACE cannot match without one of these."""


def said_in_its_place(text: str) -> re.Match[str] | None:
    """Where `text` (a part, normalised) says it goes where the cancelled event was."""
    if not holds_any(text, _NEEDS):
        return None
    return IN_ITS_PLACE.search(text.rstrip(" .!"))


def claim_in_its_place(claims: Claims) -> bool:
    """Claim the words so they are no place or title ("in its place" is no venue)."""
    found = said_in_its_place(claims.text)
    if found is None or not claims.is_free(found.start(), found.end()):
        return False
    claims.claim(found.start(), found.end())
    return True

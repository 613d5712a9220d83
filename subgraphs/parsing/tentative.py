"""A booking asked to be held loosely: "pencil it in", "put it on hold", "tentatively".

Said to a booking that waits for its yes, these ask for a tentative entry. The calendar
keeps firm bookings only (what it writes is confirmed; an imported or exported TENTATIVE
status is not a state a booking here can be put in, shown in or firmed up from), so the
family is told plainly that nothing can be held loosely, and the question stays: yes books
it, no leaves it. Never read as a booking titled "hold" or a new request.
"""

from __future__ import annotations

import re

_LOOSELY = re.compile(
    r"\b(?:pencil(?:led|ed)?\s+(?:it|that|this|them|us|him|her)?\s*(?:in|down)"
    r"|put\s+(?:it|that|this|them)\s+on\s+hold|(?:place|keep)\s+(?:it|that|this)\s+on\s+hold"
    r"|hold\s+(?:the|that|this)\s+(?:time|slot|spot|date)"
    r"|tentative(?:ly)?|provisional(?:ly)?|(?:as|for)\s+(?:a\s+)?maybe|soft[\s-]?book(?:ed|ing)?"
    r")\b"
)
"""Asking for an entry held loosely, not firmly booked."""
LONGEST = 200
"""A hold asked for is a short answer; longer ones are read as they are."""

CANNOT_HOLD = (
    "I can't hold a time tentatively or pencil it in: the calendar keeps firm bookings only, "
    "so it is booked when you say yes and not before."
)
"""Said when a loose hold is asked for; the question is asked again after it."""


def asks_to_hold_loosely(text: str) -> bool:
    """Whether an answer asks for the pending booking to be held tentatively."""
    said = str(text or "")
    return len(said) <= LONGEST and _LOOSELY.search(said.lower()) is not None

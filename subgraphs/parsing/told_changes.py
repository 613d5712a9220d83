"""A change told as news about an event already on the calendar: "gym is at 7 on wed",
"piano is at 4:30 this week", "swim class is 30 min this sat", "family dinner will be at
6:30 sunday", "emma's piano lesson is on tuesday this week".

Said with no verb, such a message reads like a booking ("dentist for jake tomorrow at 3"),
and was written as a second gym or a new "piano" beside the lesson. What tells it apart is
the name: it is one on the calendar, said as the subject of "is"/"will be" with a time, a
day or a length after it. A name nobody has booked ("jake's dentist is at 3 tomorrow") stays
a booking; the change is asked before anything is written.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from family_scheduler.domain.titles import title_likeness, title_matches, title_words

LONGEST_TEXT = 200
"""A told change is a short message; longer ones are not read as one (time stays bounded)."""

_WORD = r"(?!(?:at|with|for|to|in|on|from|by|and|or)\b)[a-z][a-z-]*"
"""A word of the event's name: never a preposition ("dinner at nana's sun 5" is a booking)."""
_DAY = r"mon|tue|wed|thu|fri|sat|sun|today|tonight|tomorrow|tmrw|this|next"
_TOLD = re.compile(
    r"^\s*(?:(?:so|ok|okay|oh|fyi|btw|heads\s+up|just\s+so\s+you\s+know)\b[\s,:!.-]*)*"
    r"(?:[a-z]+'s\s+|(?:the|our|my|his|her|their)\s+)?"
    rf"{_WORD}(?:\s+{_WORD}){{0,3}}?"
    r"(?:(?:\s+(?:is|are|will\s+be|should\s+be|has\s+to\s+be|needs\s+to\s+be|is\s+going\s+to\s+be)|'ll\s+be|'re)\s+"
    r"(?:now\s+|only\s+|just\s+|actually\s+|going\s+to\s+be\s+)?"
    rf"(?:at\b|on\b|from\b|\d|(?:{_DAY})|an?\s+hour|half\s+an?\s+hour)"
    r"|'s\s+(?:now\s+|only\s+|just\s+)?(?:at\s+\d|on\s|\d))"
)
"""The event's name (maybe whose) as the subject of "is"/"will be", a when or a length next."""


def tells_change(text: str) -> bool:
    """Whether `text` is said like news of an event's new time, day or length."""
    low = str(text or "").lower().replace("\u2019", "'")
    return len(low) <= LONGEST_TEXT and _TOLD.match(low) is not None


def names_a_booked_event(title: str | None, titles: Sequence[str] | None) -> bool:
    """Whether `title` names an event on the calendar ("piano" the piano lesson, "swim
    class" the swim class); a name of another kind ("piano recital") is not it."""
    if not title or not titles:
        return False
    wanted = title_words(title)
    return bool(wanted) and any(
        title_matches(wanted, held) or title_likeness(wanted, held) >= 0.5 for held in titles
    )

"""A span said with its first day and no last: "the van is in the shop from thursday",
"mike's away starting monday", "the kitchen is out of use as of the 3rd".

Read as that one day, the van would be back on Friday when nobody said so. The parser
leaves such a span open and the family is asked until when, the first day kept in the
words read together with the answer ("from thursday" + "till monday").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

OPEN_START = re.compile(
    r"\b(?P<lead>from|starting|beginning|as\s+of|effective|since)(?:\s+(?:on|from))?\s+(?=[a-z0-9])"
)
"""The words before a first day: "from", "starting", "as of"."""
_LAST = re.compile(
    r"\b(?:until|till|til|to|through|thru|thro|ending|and|for|all|whole|rest\s+of|over)\b|[-–]|\bweek(?:end)?s?\b"
)
"""Anything that says how long or until when ("till monday", "for a week", "thursday and friday")."""


_COUNTS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "ten": 10}
_LASTING = re.compile(
    r"\bfor\s+(?:(?:about|around)\s+)?(?P<n>a|an|one|two|three|four|five|six|seven|ten|\d{1,2})\s+"
    r"(?:(?P<days>days?)|(?P<weeks>weeks?))\b"
)


@dataclass(frozen=True)
class Lasting:
    """How many whole days a state lasts, and where that was said."""

    days: int
    start: int
    end: int


def days_lasting(text: str) -> Lasting | None:
    """ "for a week", "for 3 days": how long a state from a first day lasts, in whole days."""
    match = _LASTING.search(text.lower())
    if match is None:
        return None
    said = match.group("n")
    n = int(said) if said.isdigit() else _COUNTS.get(said, 1)
    days = n * (7 if match.group("weeks") else 1)
    return Lasting(days, match.start(), match.end()) if 0 < days <= 366 else None


def said_open(text: str) -> re.Match[str] | None:
    """The first-day words of a span said with no last day or length, if that is how it is said."""
    lowered = text.lower()
    start = OPEN_START.search(lowered)
    if start is None or _LAST.search(lowered, start.end()):
        return None
    return start


__all__ = ["OPEN_START", "Lasting", "days_lasting", "said_open"]

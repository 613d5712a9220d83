"""How often, said without the days it falls on ("the cleaner comes twice a month on friday",
"3 times a week"): no repeat can be read from it, so the words are named back and the
booking is asked once, never written as an event called "cleaner comes twice a month"."""

from __future__ import annotations

import re

from family_scheduler.models.request import READ_AS

from .claims import Claims, holds_any

_HOW_OFTEN = re.compile(
    r"\b(?:(?:twice|(?:\d|two|three|four|five|six)\s*(?:x|times))\s+(?:a|per|each|every)\s+"
    r"(?:week|month|year|fortnight)|once\s+(?:a|per|every)\s+(?:month|year|fortnight))\b"
)
_NEEDS = ("twice", "times", "x", "once")
"""_HOW_OFTEN cannot match without one of these."""


def how_often_unread(claims: Claims) -> str | None:
    """The first free 'twice a month' left by the repeat readers, claimed off the title."""
    if not holds_any(claims.text, _NEEDS):
        return None
    for match in claims.free_matches(_HOW_OFTEN):
        claims.claim(match.start(), match.end())
        return match.group(0)
    return None


def once_only_note(said: str) -> str:
    """Why the booking is asked and written once."""
    return (
        f'{READ_AS} "{said}" as once only: I can\'t repeat it without its days '
        '(say "every other friday" or "the first and third friday of the month" to repeat it)'
    )

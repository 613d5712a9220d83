"""Someone who cannot make a day, and the day they can: "she can't do tuesday, make it
thursday", "jake can't make it wednesday, do friday instead", "move her tuesday thing to
thursday".

No event is named: the event meant is theirs on the first day (found on the calendar by
the query subgraph's locate step, `ParsedRequest.from_day`), and it moves to the second
day at the same time, that occurrence only. "She" and "her" are whoever the conversation
is about (graph/focus.py fills them in).

Said with no other day ("she can't do sunday", "jake can't make it tuesday"), the person
is taken off their event that day (`new` is None; the main graph drafts it as leaving,
asked first): the family dinner goes on without them. When the event is theirs alone,
taking them off leaves nobody, and that occurrence is offered to be cancelled, asked first.
With another day named and an event others share ("she can't do sunday, make it monday"
about the family dinner), the move is for everyone, and the question says so and how to
take only them off instead.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from .dates import DateMention
from .people import PersonMention

_DAY = (
    r"(?:(?:this|next|on|this\s+coming)\s+)?"
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tonight|tomorrow)"
)
_CANNOT = (
    r"(?:can'?t|cannot|can\s+not|won'?t\s+be\s+able\s+to|will\s+not\s+be\s+able\s+to|isn'?t\s+able\s+to|"
    r"is\s+not\s+able\s+to|won'?t|will\s+not|isn'?t\s+free|is\s+not\s+free)"
)
_NEW_DAY = (
    r"(?:\s+(?:this|next)\s+week|\s+after\s+all)?[\s,;.:\-]*(?:(?:so|but|and|then|ok|okay)\s+)?"
    r"(?:(?:(?:let'?s|can\s+we|could\s+we|we'?ll|we\s+will|please)\s+)?"
    r"(?:make\s+it|do|do\s+it|move\s+it\s+to|switch\s+(?:it\s+)?to|change\s+it\s+to|put\s+it\s+on|"
    r"how\s+about|what\s+about|try)\s+(?:on\s+)?(?P<new>" + _DAY + r")(?:\s+instead)?"
    r"|(?P<new2>" + _DAY + r")\s+(?:instead|works|would\s+work|is\s+better|is\s+fine))"
    r"(?:\s+(?:please|then))?\s*[.!?]?\s*$"
)
_BUSY = r"(?:'s|\s+is)\s+(?:busy|away|out|not\s+free|not\s+around)"
_DAY_OFF = re.compile(
    r"^(?P<who>[a-z]+(?:\s+and\s+[a-z]+)?)\s+" + _CANNOT + r"\s+"
    r"(?:(?:do|make(?:\s+it)?|go|come|manage|attend|be\s+there)\s+)?(?:(?:on|for)\s+)?"
    r"(?P<old>" + _DAY + r")(?:\s+after\s+all|\s+any\s*more|\s+this\s+week)?\s*[.!?]?\s*$"
)
"""Someone who cannot make a day, no other day named: "she can't do sunday"."""
_PATTERNS = (
    re.compile(
        r"^(?P<who>[a-z]+(?:\s+and\s+[a-z]+)?)(?:\s+" + _CANNOT + r"|" + _BUSY + r")\s+"
        r"(?:(?:do|make(?:\s+it)?|go|come|manage|attend)\s+)?(?:(?:on|for)\s+)?"
        r"(?P<old>" + _DAY + r")" + _NEW_DAY
    ),
    re.compile(
        r"^(?:(?:please|can\s+you|could\s+you)\s+)?(?:move|shift|switch|push|change|swap)\s+"
        r"(?P<who>her|his|their|[a-z]+'s)\s+(?P<old>" + _DAY + r")\s+"
        r"(?:thing|things|stuff|event|one|activity|plans?|appointment|activities)\s+"
        r"(?:to|over\s+to|until)\s+(?:on\s+)?(?P<new>" + _DAY + r")\s*[.!?]?\s*$"
    ),
    re.compile(
        r"^(?:(?:please|can\s+you|could\s+you)\s+)?(?:move|shift|switch|push|change|swap)\s+"
        r"(?P<who>her|his|their|[a-z]+'s)\s+(?:thing|things|stuff|event|one|activity|plans?|appointment)\s+"
        r"(?:on\s+)?(?P<old>" + _DAY + r")\s+(?:to|over\s+to|until)\s+(?:on\s+)?"
        r"(?P<new>" + _DAY + r")\s*[.!?]?\s*$"
    ),
)
_POINTING = {"she": "she", "he": "he", "they": "they", "her": "her", "his": "his", "their": "their"}
_DAY_WORDS = ("day", "tomorrow", "today", "tonight")


@dataclass(frozen=True)
class DaySwap:
    """The day the event is on, the day it moves to, and who it belongs to."""

    old: date
    new: date | None
    """None when no other day is named ("she can't do sunday"): they are taken off instead."""
    members: tuple[str, ...]
    """Members named ("jake can't ..."); empty when pointed at."""
    pronoun: str | None
    """The word that pointed at them ("she", "her") instead of naming them."""


def day_swap(text: str, dates: list[DateMention], people: list[PersonMention]) -> DaySwap | None:
    """The move `text` (normalised, lower case) asks for when it says someone cannot make
    one day and names another, with no event named; else None."""
    if not any(word in text for word in _DAY_WORDS):
        return None
    off = _DAY_OFF.search(text)
    if off is not None:
        old = _day_in(off.span("old"), dates)
        return None if old is None else _whose(off, old, None, text, people)
    for pattern in _PATTERNS:
        found = pattern.search(text)
        if found is None:
            continue
        later = "new" if found.group("new") is not None else "new2"  # pattern 1 says it either way
        old, new = _day_in(found.span("old"), dates), _day_in(found.span(later), dates)
        if old is None or new is None or old == new:
            return None
        return _whose(found, old, new, text, people)
    return None


def _whose(
    found: re.Match[str], old: date, new: date | None, text: str, people: list[PersonMention]
) -> DaySwap | None:
    """The swap for the people `found`'s "who" names or points at; None for anyone else."""
    who = found.group("who").removesuffix("'s")
    if who in _POINTING:
        return DaySwap(old, new, (), _POINTING[who])
    begin, end = found.span("who")
    named = [p for p in people if begin <= p.start and p.end <= end and p.kind == "name"]
    if not named or re.sub(r"\band\b|'s|\s", "", _without(text, begin, end, named)):
        return None
    return DaySwap(old, new, tuple(sorted({i for p in named for i in p.ids})), None)


def _day_in(span: tuple[int, int], dates: list[DateMention]) -> date | None:
    """The day of the one date mention overlapping `span` (a mention may take the "on" before it)."""
    days = [d.day for d in dates if d.start < span[1] and span[0] < d.end and d.day is not None]
    return days[0] if len(days) == 1 else None


def _without(text: str, begin: int, end: int, named: list[PersonMention]) -> str:
    """The words of text[begin:end] other than the names."""
    rest = text[begin:end]
    for mention in sorted(named, key=lambda m: -m.start):
        rest = rest[: mention.start - begin] + rest[mention.end - begin :]
    return rest

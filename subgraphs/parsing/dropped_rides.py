"""A ride someone will not do, told as news: "mike isn't picking up jake tuesday", "dad can't
get jake from soccer thursday", "i won't be able to drive the kids to swim saturday".

Read word by word these were bookings of "isn't picking" or "pick up" for Mike and Jake: the
opposite of what was said. What the family needs is someone else to drive: the ride's event
is looked up and who drives instead is asked, with who is free then (`graph/rides.py`); the
one who cannot is taken off that occurrence when they were down for it, asked before writing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .claims import Claims, holds_any
from .negated import CANNOT
from .people import PersonMention
from .roster import DRIVE_VERB, FETCH_VERB, only_names

_DROPPED = re.compile(
    rf"^(?P<who>[a-z]+(?:\s+(?:and|&)\s+[a-z]+)?|i)(?P<be>'s|'re|'m)?\s+{CANNOT}\s+"
    rf"(?P<verb>{DRIVE_VERB}|{FETCH_VERB})\s+(?P<rider>.+?)(?:\s+up)?"
    r"(?:\s+(?:(?:over\s+|off\s+)?(?:to|at)|(?:up\s+)?from|after)\s+(?P<what>\S.*?)"
    r"|(?P<when>\s+(?:on|this|next|tomorrow|today|tonight|any\s*more|any\s+longer|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b.*?))?"
    r"\s*$"
)
_DROPPED_NEEDS = ("n't", "not", "no longer", "unable", "cannot")
"""`_DROPPED` cannot match without one of these."""
_ANY_MORE = re.compile(r"\b(?:any\s*more|any\s+longer)\b")
_RIDERS = re.compile(r"\b(?:him|her|them|the\s+kids|both)\b")


@dataclass(frozen=True)
class DroppedRide:
    """Who will not drive whom, and where the words of the event begin (None: none said)."""

    drivers: tuple[str, ...]
    riders: tuple[str, ...]
    event_start: int | None


def ride_dropped(claims: Claims, people: list[PersonMention], speaker: str) -> DroppedRide | None:
    """The ride `claims` says someone will not do (its words up to the event claimed), or None.
    The words before "can't" must be only the driver's names (or "I"), those after the verb
    only the riders'."""
    text = claims.text
    if not holds_any(text, _DROPPED_NEEDS) or (found := _DROPPED.search(text)) is None:
        return None
    what = found.group("what")
    if what is not None and re.match(r"(?:the\s+|my\s+|our\s+)?(?:calendar|schedule|it|that|this)\b", what):
        return None
    if found.group("who") == "i":
        drivers: tuple[str, ...] | None = (speaker,)
    else:
        span = (found.start("who"), found.end("be")) if found.group("be") else found.span("who")
        drivers = only_names(text, span, people)
    riders = only_names(text, found.span("rider"), people, _RIDERS)
    if not drivers or riders is None or set(riders) & set(drivers):
        return None  # "the bus can't take jake", "mike can't take the trash to the curb"
    end = found.start("what") if what is not None else found.end("rider")
    claims.claim(found.start(), end)
    for more in list(claims.free_matches(_ANY_MORE)):  # "anymore": no part of the event's name
        claims.claim(more.start(), more.end())
    return DroppedRide(drivers, riders, found.start("what") if what is not None else None)

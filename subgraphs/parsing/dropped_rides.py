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
from .negated import CANNOT, NEWS_LEAD
from .people import PersonMention
from .quitting import ANY_MORE
from .roster import DRIVE_VERB, FETCH_VERB, only_names

_WHEN = (
    r"(?:on|this|next|tomorrow|today|tonight|any\s*more|any\s+longer|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b"
)
"""What may follow the riders when no event is said: the day ("mike isn't picking up jake tuesday")."""
_DROPPED = re.compile(
    rf"^{NEWS_LEAD}(?P<who>[a-z]+(?:\s+(?:and|&)\s+[a-z]+)?|i)(?P<be>'s|'re|'m)?\s+{CANNOT}\s+"
    rf"(?P<verb>{DRIVE_VERB}|{FETCH_VERB})\s+(?P<rider>.+?)(?:\s+up)?"
    r"(?:\s+(?:(?:over\s+|off\s+)?(?:to|at)|(?:up\s+)?from|after)\s+(?P<what>\S.*?)"
    r"|(?P<when>\s+" + _WHEN + r".*?))?"
    r"\s*$"
)
_DUTY = re.compile(
    rf"^{NEWS_LEAD}(?P<who>[a-z]+(?:\s+(?:and|&)\s+[a-z]+)?|i)(?P<be>'s|'re|'m)?\s+{CANNOT}\s+"
    r"(?:do|doing|handle|handling|cover|covering)\s+(?:the\s+|his\s+|her\s+|their\s+|my\s+)?"
    r"(?:(?P<what1>[a-z]+(?:\s+[a-z]+)?)\s+)??"
    r"(?P<duty>pick\s*-?\s*up|pickup|drop\s*-?\s*off|dropoff|run|ride|carpool|driving)"
    r"(?:\s+(?:from|to|at|for|after)\s+(?P<what2>\S.*?)|(?P<when>\s+" + _WHEN + r".*?))?\s*$"
)
"""A ride told by its errand ("mike can't do the soccer pickup tuesday", "nana isn't doing the
swim run saturday", "i can't do pickup from soccer thursday")."""
_DROPPED_NEEDS = ("n't", "not", "no longer", "unable", "cannot")
"""`_DROPPED` cannot match without one of these."""
_RIDERS = re.compile(r"\b(?:him|her|them|the\s+kids|both|me|us)\b")
_ME = re.compile(r"\b(?:me|us)\b")
_NOT_AN_EVENT = re.compile(r"(?:the\s+|my\s+|our\s+)?(?:calendar|schedule|it|that|this)\b")


@dataclass(frozen=True)
class DroppedRide:
    """Who will not drive whom, and where the words of the event begin (None: none said)."""

    drivers: tuple[str, ...]
    riders: tuple[str, ...]
    event_start: int | None


def ride_dropped(claims: Claims, people: list[PersonMention], speaker: str) -> DroppedRide | None:
    """The ride `claims` says someone will not do (its words up to the event claimed), or None.
    The words before "can't" must be only the driver's names (or "I"), those after the verb
    only the riders' ("me": the speaker)."""
    text = claims.text
    if not holds_any(text, _DROPPED_NEEDS):
        return None
    found = _DROPPED.search(text)
    duty = _DUTY.search(text) if found is None else None
    said = found or duty
    if said is None:
        return None
    drivers = _drivers(said, text, people, speaker)
    if duty is not None:
        if not drivers:
            return None
        what = "what1" if duty.group("what1") is not None else "what2" if duty.group("what2") else None
        if what == "what1":  # "the soccer pickup": the event's words before the errand
            claims.claim(duty.start(), duty.start("what1"))
            claims.claim(duty.start("duty"), duty.end("duty"))
        else:
            claims.claim(duty.start(), duty.start(what) if what else duty.end("duty"))
        return DroppedRide(drivers, (), duty.start(what) if what else None)
    assert found is not None
    event = found.group("what")
    if event is not None and _NOT_AN_EVENT.match(event):
        return None
    riders = only_names(text, found.span("rider"), people, _RIDERS)
    if riders is not None and _ME.search(found.group("rider")):
        riders = tuple(sorted({*riders, speaker}))  # "mom can't take me to piano": the speaker rides
    if not drivers or riders is None or set(riders) & set(drivers):
        return None  # "the bus can't take jake", "mike can't take the trash to the curb"
    end = found.start("what") if event is not None else found.end("rider")
    claims.claim(found.start(), end)
    for more in list(claims.free_matches(ANY_MORE)):  # "anymore": no part of the event's name
        claims.claim(more.start(), more.end())
    return DroppedRide(drivers, riders, found.start("what") if event is not None else None)


def _drivers(
    found: re.Match[str], text: str, people: list[PersonMention], speaker: str
) -> tuple[str, ...] | None:
    """Who said they cannot drive: the names before "can't", or the speaker for "I"."""
    if found.group("who") == "i":
        return (speaker,)
    span = (found.start("who"), found.end("be")) if found.group("be") else found.span("who")
    return only_names(text, span, people)

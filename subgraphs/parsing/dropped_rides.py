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

from family_scheduler.models.family import Family
from family_scheduler.wording import people as said_names

from .claims import Claims, holds_any
from .errands import SCHOOL_AT, SchoolRun, run_for
from .negated import CANNOT, NEWS_LEAD
from .people import PersonMention
from .roster import DRIVE_VERB, FETCH_VERB, only_names

_WHEN = (
    r"(?:on|this|next|tomorrow|today|tonight|any\s*more|any\s+longer|from\s+now|going\s+forward|for\s+good"
    r"|permanently|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b"
)
"""What may follow the riders when no event is said: the day ("mike isn't picking up jake tuesday")."""
_FROM_NOW = r"(?:(?:from\s+now\s+on|going\s+forward|from\s+here\s+on(?:\s+out)?)\s*,?\s+)?"
"""How long, said first ("from now on i can't take jake to soccer")."""
_DROPPED = re.compile(
    rf"^{NEWS_LEAD}{_FROM_NOW}(?P<who>[a-z]+(?:\s+(?:and|&)\s+[a-z]+)?|i)(?P<be>'s|'re|'m)?\s+{CANNOT}\s+"
    rf"(?P<verb>{DRIVE_VERB}|{FETCH_VERB})\s+(?P<rider>.+?)(?:\s+up)?"
    r"(?:\s+(?:(?:over\s+|off\s+)?(?:to|at)|(?:up\s+)?from|after)\s+(?P<what>\S.*?)"
    r"|(?P<when>\s+" + _WHEN + r".*?))?"
    r"\s*$"
)
_DUTY = re.compile(
    rf"^{NEWS_LEAD}{_FROM_NOW}(?P<who>[a-z]+(?:\s+(?:and|&)\s+[a-z]+)?|i)(?P<be>'s|'re|'m)?\s+{CANNOT}\s+"
    r"(?:do|doing|handle|handling|cover|covering)\s+(?:the\s+|his\s+|her\s+|their\s+|my\s+)?"
    r"(?:(?P<what1>[a-z]+(?:\s+[a-z]+)?)\s+)??"
    r"(?P<duty>pick\s*-?\s*ups?|pickups?|drop\s*-?\s*offs?|dropoffs?|runs?|rides?|carpool|driving)"
    r"(?:\s+(?:from|to|at|for|after)\s+(?P<what2>\S.*?)|(?P<when>\s+" + _WHEN + r".*?))?\s*$"
)
"""A ride told by its errand ("mike can't do the soccer pickup tuesday", "nana isn't doing the
swim run saturday", "i can't do pickup from soccer thursday")."""
_DROPPED_NEEDS = ("n't", "not", "no longer", "unable", "cannot")
"""`_DROPPED` cannot match without one of these."""
_FOR_GOOD = re.compile(
    r"\b(?:any\s*more|any\s+longer|from\s+now\s+on(?:\s*wards?)?|going\s+forward|for\s+good|permanently"
    r"|from\s+here\s+on(?:\s+out)?|no\s+longer)\b"
)
"""A ride dropped for good ("mike can't drive jake to soccer anymore", "from now on", "is no
longer able to"): every ride of the series from today, not the next one."""
_FOR_GOOD_NEEDS = ("any", "now", "forward", "good", "permanent", "here", "longer")
_FETCHED = re.compile(r"pick|collect|fetch|grab|get")
_FROM = re.compile(r"(?:\s+up)?\s+(?:from|after)\b")
"""A ride back: "pick jake up", "get emma from school"; any other is a drive there."""
_RIDERS = re.compile(r"\b(?:him|her|them|the\s+kids|both|me|us)\b")
_WE = ("we", "us")
"""The household said as the drivers ("neither of us can take jake", normalised "us can't …")."""
_ME = re.compile(r"\b(?:me|us)\b")
_NOT_AN_EVENT = re.compile(r"(?:the\s+|my\s+|our\s+)?(?:calendar|schedule|it|that|this)\b")


@dataclass(frozen=True)
class DroppedRide:
    """Who will not drive whom, and where the words of the event begin (None: none said)."""

    drivers: tuple[str, ...]
    riders: tuple[str, ...]
    event_start: int | None
    for_good: bool = False
    """Said to hold from now on ("anymore", "no longer"): every ride of the series from today."""
    pick_up: bool | None = None
    """A fetch ("pick up", "get … from", "the pickup"), a drop-off, or not said ("the school run")."""


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
    for_good = holds_any(text, _FOR_GOOD_NEEDS) and _FOR_GOOD.search(text) is not None
    if duty is not None:
        if not drivers:
            return None
        what = "what1" if duty.group("what1") is not None else "what2" if duty.group("what2") else None
        if what == "what1":  # "the soccer pickup": the event's words before the errand
            claims.claim(duty.start(), duty.start("what1"))
            claims.claim(duty.start("duty"), duty.end("duty"))
        else:
            claims.claim(duty.start(), duty.start(what) if what else duty.end("duty"))
        _claim_for_good(claims)
        way = duty.group("duty")
        pick_up = True if way.startswith("pick") else False if way.startswith("drop") else None
        return DroppedRide(drivers, (), duty.start(what) if what else None, for_good, pick_up)
    assert found is not None
    event = found.group("what")
    if event is not None and _NOT_AN_EVENT.match(event):
        return None
    riders = only_names(text, found.span("rider"), people, _RIDERS)
    if riders is not None and _ME.search(found.group("rider")):
        riders = tuple(sorted({*riders, speaker}))  # "mom can't take me to piano": the speaker rides
    if drivers and riders and found.group("who") in _WE:  # "us": those of us not riding
        drivers = tuple(d for d in drivers if d not in riders)
    if not drivers or riders is None or set(riders) & set(drivers):
        return None  # "the bus can't take jake", "mike can't take the trash to the curb"
    end = found.start("what") if event is not None else found.end("rider")
    claims.claim(found.start(), end)
    _claim_for_good(claims)
    back = _FROM.match(text, found.end("rider")) is not None  # "… from school"
    fetched = back or _FETCHED.match(found.group("verb")) is not None
    return DroppedRide(drivers, riders, found.start("what") if event is not None else None, for_good, fetched)


def _claim_for_good(claims: Claims) -> None:
    """ "anymore", "from now on": how long, no part of the event's name."""
    for more in list(claims.free_matches(_FOR_GOOD)):
        claims.claim(more.start(), more.end())


def _drivers(
    found: re.Match[str], text: str, people: list[PersonMention], speaker: str
) -> tuple[str, ...] | None:
    """Who said they cannot drive: the names before "can't", or the speaker for "I"."""
    if found.group("who") == "i":
        return (speaker,)
    span = (found.start("who"), found.end("be")) if found.group("be") else found.span("who")
    return only_names(text, span, people, selves=True)  # "sarah and i", "us" ("neither of us")


SOME_DAYS_OF_A_RIDE = (
    "I can't take someone off only some days of a repeating ride yet. Name one day (\"Mike can't "
    'drive Jake to soccer thursday"), or say it of every one ("… anymore")'
)
"""Said to "mike can't drive jake to soccer on thursdays": read as the next practice it took
a Tuesday for a Thursday, and "anymore" took him off both days."""


RUN_TAKEN_AS = (
    'I took the school run as the morning drop-off; say "the school pickup" if you meant the afternoon one'
)
"""Said when "the school run" does not say which way: the morning one is read, and said."""


def school_run_dropped(claims: Claims, dropped: DroppedRide, family: Family) -> SchoolRun | None:
    """The school run a dropped ride is ("sarah can't do the school run wednesday", "i can't
    take the kids to school tomorrow"), its school's words claimed; None for any other ride.
    School is no event on the calendar: the run is booked for whoever does it instead, asked."""
    if dropped.event_start is None:
        return None
    found = SCHOOL_AT.match(claims.text, dropped.event_start)
    if found is None:
        return None
    claims.claim(found.start(), found.end())
    school = " ".join(found.group("school").split())
    return run_for(family, dropped.riders, bool(dropped.pick_up), school)


def standing_run(family: Family, drivers: tuple[str, ...]) -> str:
    """What a school run given up for good is told ("i can't take the kids to school anymore"):
    school runs are booked one day at a time, so there is no series to take anyone off."""
    names = said_names(family, list(drivers))
    return (
        f"school runs are booked one day at a time, so there is no standing run to take {names} off. "
        f"Name a day and I'll find someone else for it: \"{names} can't take the kids to school tuesday\""
    )

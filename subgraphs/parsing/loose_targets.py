"""An event pointed at by its time or as a "thing" instead of by name.

Families change things they can see on the calendar without naming them: "move my 3pm
thursday to 4", "push the 10am on saturday back an hour", "cancel jake's thing on
thurs", "drop the one at 4 tomorrow". The day said (and the clock time, when one is
said) is where the event is now: `ParsedRequest.from_day` and `from_time`. The main graph
looks there, lists what fits when several do, says what is on that day when nothing
does, and always asks before it changes anything, since the event was worked out rather
than named.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.models.request import ParsedRequest

_CLOCK = r"(?:noon|\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?(?:\s*o'?\s?clock)?)"
_OWNER = r"(?:my|the|his|her|their|our|this|that|[a-z]+'?s)"
_THING = r"(?:thing|one|event|plans?|appt)"
POINTED_RE = re.compile(
    rf"(?<![a-z'])(?P<owner>{_OWNER})\s+"
    rf"(?:(?P<clock>{_CLOCK})(?:\s+{_THING})?(?![:\d])"
    rf"|{_THING}(?:\s+(?:at|@)\s+(?P<at>{_CLOCK}))?)(?![a-z'])"
)
"""An event said by its owner and its time or as a thing ("my 3pm", "the 10am", "jake's
thing", "the one at 4", "her 2 o'clock")."""
POINTED_NEEDS = ("thing", "one", "event", "plan", "appt", "noon", *"0123456789")
"""The pattern cannot match without one of these: the cheap test before it."""
_ONE = re.compile(r"\bone$")
_PRONOUNS = frozenset({"his", "her", "their"})
"""Only "the one" stands for the event the conversation is about; "the thing on thursday"
is anyone's that day, listed when there are several."""
_PARTS = re.compile(
    r"(?P<hour>\d{1,2})(?::(?P<minute>\d{2}))?\s*(?P<half>am|pm|a\.m\.|p\.m\.)?|(?P<noon>noon)"
)


_TIMED_TITLE = re.compile(
    rf"(?<![a-z'])(?P<owner>{_OWNER})\s+(?P<clock>{_CLOCK})(?![:\d])\s+(?P<word>[a-z]+)(?![a-z'])"
)
"""An event said with its current time before its name ("my 3pm meeting", "the 10am
dentist", "emma's 4:30 piano")."""
_SURE_CLOCK = re.compile(r"am|pm|a\.m\.|p\.m\.|:|clock|noon")
"""A clock that cannot be a count ("the 2 soccer practices" is two of them)."""


@dataclass(frozen=True)
class PointedEvent:
    """Where the event pointed at is: its day (None: whichever day it has that start), and
    its start when a clock time was said (on `day`, or the next time that clock comes round)."""

    day: date | None
    at: datetime | None


def pointed_event(text: str, request: ParsedRequest, now: datetime, tz: ZoneInfo) -> PointedEvent | None:
    """The day (and time) of an event a change or cancellation points at without naming it;
    None when the request names its event or says nothing of when it is."""
    if request.intent not in ("modify", "cancel") or request.every:
        return None
    if request.event_id is not None or request.resources:
        return None
    lowered = text.lower()
    if not any(word in lowered for word in POINTED_NEEDS):
        return None
    if request.title:
        return _timed_title(lowered, request, now, tz)
    found = POINTED_RE.search(lowered)
    if found is None:
        return None
    clock = found.group("clock") or found.group("at")
    said = _clock_of(clock) if clock else None
    if (
        said is None
        and not request.participants
        and (_ONE.search(found.group(0)) or found.group("owner") in _PRONOUNS)
    ):
        # "skip the one on dec 10", "cancel her thing on tuesday": the event or the person
        # the conversation is about, or asked
        return None
    day = request.from_day or _day_said(request, said, now, tz)
    if day is None:
        return None
    at = datetime.combine(day, said, tzinfo=tz) if said is not None else None
    return PointedEvent(day=day, at=at)


def _timed_title(lowered: str, request: ParsedRequest, now: datetime, tz: ZoneInfo) -> PointedEvent | None:
    """ "move my 3pm meeting to 4", "cancel the 10am swim": the event named, at the time said
    before its name (on the day said, else on whichever day it starts then)."""
    assert request.title is not None
    first = request.title.split()[0]
    for found in _TIMED_TITLE.finditer(lowered):
        if found.group("word") != first:
            continue
        if found.group("owner") == "the" and not _SURE_CLOCK.search(found.group("clock")):
            continue  # "cancel the 2 soccer practices": a count, not a time
        said = _clock_of(found.group("clock"))
        if said is None:
            return None
        day = request.from_day or _day_said(request, None, now, tz)
        if day is None:
            at = datetime.combine(_next_day_at(said, now, tz), said, tzinfo=tz)
        else:
            at = datetime.combine(day, said, tzinfo=tz)
        return PointedEvent(day=day, at=at)
    return None


def _next_day_at(said: time, now: datetime, tz: ZoneInfo) -> date:
    """Today when `said` is still to come today, else tomorrow."""
    today = now.astimezone(tz)
    return today.date() if said > today.time() else today.date() + timedelta(days=1)


def _clock_of(said: str) -> time | None:
    """The clock time said, with the bare-hour rule (1 to 6 is pm, 7 to 11 am, 12 noon)."""
    parts = _PARTS.search(said)
    if parts is None:
        return None
    if parts.group("noon"):
        return time(12, 0)
    hour, minute = int(parts.group("hour")), int(parts.group("minute") or 0)
    half = (parts.group("half") or "").replace(".", "")
    if hour > 23 or minute > 59:
        return None
    if half == "pm" and hour < 12:
        hour += 12
    elif half == "am" and hour == 12:
        hour = 0
    elif not half and 1 <= hour <= 6:
        hour += 12
    return time(hour, minute)


def _day_said(request: ParsedRequest, said: time | None, now: datetime, tz: ZoneInfo) -> date | None:
    """The one day the request names; with none, the next day the time said comes round."""
    if request.window is not None:
        first, last = (w.astimezone(tz) for w in request.window)
        if last - first <= timedelta(days=1):
            return first.date()
        return None
    if request.start is not None and request.day_named:
        return request.start.astimezone(tz).date()
    if said is None:
        return None  # "cancel jake's thing": no day, no time - which one is asked
    return _next_day_at(said, now, tz)


def pointed_at_read(request: ParsedRequest, pointed: PointedEvent) -> ParsedRequest:
    """The request with the event's place filled in. A start that is only the pointed time
    ("push the 10am back an hour", "cancel my 3pm") is where the event is, not where it goes."""
    update: dict[str, object] = {"from_day": pointed.day, "from_time": pointed.at}
    if request.intent == "modify" and pointed.at is not None and request.start == pointed.at:
        if request.end is not None and not request.shift_minutes:  # "move my 3pm to 4": from, to
            update.update(start=request.end, end=None, duration_minutes=None)
        else:
            update.update(start=None, end=None)
    elif request.intent == "cancel" and pointed.day is None and request.start == pointed.at:
        update.update(start=None, end=None)  # "cancel the 10am swim": its time, on any day
    return request.model_copy(update=update)

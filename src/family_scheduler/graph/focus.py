"""Who, when and what the conversation is about, for the next request's "him", "at 5", "it".

"What does Jake have tomorrow?" then "add dentist for him at 5": read alone, the second
request points at someone (`ParsedRequest.pronoun`) and names a clock time with no day,
which would be today. A family means Jake, tomorrow. The main graph keeps the people and
the single day the newest request was about (`MainState.focus`) and fills the next
request's gaps from them: the people it points at, and the day of a one-off time said
without one; "book it for the hardware store" just after "is the van free saturday at
1?" takes that time and the van, and "book it for mike" just after "is the van free friday
evening?" takes the van for Mike all that evening (a thing booked with no activity holds the
whole part of the day, as when said at once). What is filled is shown in the proposal,
which is asked about before anything is written (the request's confidence stays below a
clear booking's).
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from typing import NotRequired
from zoneinfo import ZoneInfo

from typing_extensions import TypedDict

from ..models.request import ParsedRequest
from ..subgraphs.parsing.missed_it import said_missed_it
from ..timeutil import day_span, localize, wall_shifted
from .total_again import TotalAsked, total_again, total_of


class Focus(TypedDict):
    people: list[str]
    """Members the conversation was last about, the speaker left out."""
    day: str | None
    """The one day (ISO date) the newest request was about, when it was about one day."""
    start: NotRequired[str | None]
    """The exact time (ISO) the newest request was about ("is the van free saturday at 1?")."""
    minutes: NotRequired[int | None]
    """Its length, when it said one."""
    window: NotRequired[list[str] | None]
    """The part of one day (ISO start and end) the newest request was about, when it named no
    exact time ("is the van free friday evening?")."""
    resources: NotRequired[list[str]]
    """The things the newest request was about (the van)."""
    asked: NotRequired[str | None]
    """The newest request's query type, when it was a question ("and Wednesday?" asks it again)."""
    named: NotRequired[str | None]
    """The event the newest question was about ("when's emma's next piano lesson?"): what
    "who's taking her?" right after is about."""
    booking: NotRequired[Booking | None]
    """The newest request's booking, when it was one: what a time said on its own next
    ("ok fine, wednesday at 3") is for."""
    total: NotRequired[TotalAsked | None]
    """The newest question about time added up: what "and last week?" asks again."""
    asked_on: NotRequired[str | None]
    """The day (ISO date) the newest question named ("is swim still on saturday?"): the day
    of the event "it" is in a change right after ("if so move it to 11")."""


class Booking(TypedDict):
    title: str
    participants: list[str]
    minutes: int | None


_THEIRS = re.compile(r"\b(?:her|his|their)\s+(?:thing|stuff|appointment|class|lesson|practice|game)s?\b")
"""'Her thing', 'his appointment': someone's event, pointed at by a pronoun."""
_WHO_GOES = re.compile(
    r"\bwho(?:'s|\s+is|\s+else\s+is|'s\s+else|\s+else's)?\s+(?:going|coming|attending|joining)\b"
)
"""'Who else is going?', "who's coming?": the people of the event just spoken of."""
_POINTING = re.compile(
    r"\b(?:(?:book|reserve|take|grab|get|use|hold|schedule|add|snag|nab|claim|nail|lock)\s+(?:it|that|them)"
    r"|(?:put|pencil|lock|write)\s+(?:it|that)\s+(?:in|down|on)"
    r"|(?:let's|lets)\s+do\s+(?:it|that))\b"
)
"""'Book it for the hardware store' after asking about the van: the van (and the time
asked about); "ok put it in" after "is mike free at noon for lunch?": that lunch."""


_WEEK_AFTER = re.compile(
    r"\s*(?:(?:and|also|plus|oh)\s*,?\s+)?"
    r"(?:(?:the\s+)?(?:week|one)\s+after(?:\s+that)?|the\s+following\s+week"
    r"|(?:and\s+)?(?:the\s+)?same\s+(?:time|thing)\s+(?:next|the\s+following)\s+week)"
    r"(?:\s+(?:too|as\s+well|also|please|pls))*\s*[.!?]*\s*$"
)
"""'And the week after too', 'same time next week' said just after a booking: the same again a
week later (it was not understood at all). A bare 'next week' is a change of day, not this."""


def adds_the_week_after(text: str) -> bool:
    """Whether `text` asks for the newest booking again a week later, beside it (not moved)."""
    return _WEEK_AFTER.match(text.lower()) is not None


def _zone_of(now: datetime) -> ZoneInfo:
    """The family's zone, as `now` carries it."""
    return now.tzinfo if isinstance(now.tzinfo, ZoneInfo) else ZoneInfo("UTC")


def filled(request: ParsedRequest, focus: Focus | None, now: datetime, aside: bool = False) -> ParsedRequest:
    """`request` with the people it points at and the day of a day-less time taken from
    `focus` (`now` in the family's zone: a day already past is not taken). `aside`: a
    question asked while the assistant waits, which takes only the day said as "that day"."""
    if focus is None:
        return request
    if aside:
        return _question_filled(request, focus, now, aside=True) if request.intent == "query" else request
    if (
        request.intent in ("unknown", "modify")
        and not request.title
        and request.from_day is None
        and said_missed_it(request.text.lower().replace("\u2019", "'"))
    ):
        return _missed_it(request, focus, now)  # "emma can't make it" after "what's on saturday?"
    again = total_again(request, focus.get("total"), now)  # "and last week?" after a total
    if again is not request:
        return again
    booking = focus.get("booking")
    said = focus.get("start")
    if request.intent == "unknown" and booking is not None and said and adds_the_week_after(request.text):
        # "and the week after too" just after booking the recital: the same again a week on, asked
        week_on = wall_shifted(datetime.fromisoformat(said), timedelta(days=7), _zone_of(now))
        return _booked_again(request.model_copy(update={"start": week_on, "window": None}), booking)
    if request.intent == "unknown" and booking is not None and _only_when(request):
        return _booked_again(request, booking)
    asks_who = request.intent == "unknown" and _WHO_GOES.search(request.text.lower()) is not None
    if request.intent == "query" or (request.intent == "unknown" and focus.get("asked")) or asks_who:
        return _question_filled(request, focus, now)
    pointed = request.pronoun is not None or _THEIRS.search(request.text.lower()) is not None
    if request.intent in ("modify", "cancel") and pointed and not request.participants:
        if focus["people"] and not request.every and request.from_day is None:
            # "cancel her thing on tuesday" just after "what does emma have this week?": Emma's
            return request.model_copy(
                update={"participants": sorted(focus["people"]), "confidence": min(request.confidence, 0.6)}
            )
    if request.intent != "create" and not request.every and request.from_day is None:
        return request  # "she can't do tuesday, make it thursday" is hers: filled below
    update: dict[str, object] = {}
    if request.pronoun is not None and not request.participants and focus["people"]:
        update["participants"] = sorted(focus["people"])
        update["missing"] = [m for m in request.missing if m != "participants"]
        if not update["missing"]:
            update["confidence"] = 0.6
        if request.from_day is not None and request.window is None and request.start is None:
            update["leaving"] = sorted(focus["people"])  # "she can't do sunday": she is taken off
    day = date.fromisoformat(focus["day"]) if focus["day"] else None
    if (
        day is not None
        and request.start is not None
        and not request.day_named
        and request.recurrence is None
        and day > now.date()
    ):
        update.update(_on_day(request, day, now))
        update["confidence"] = min(request.confidence, 0.6)
    if request.every and request.window is None and request.start is None and day is not None:
        # "what's on saturday?" then "cancel everything": Saturday's
        update["window"] = day_span(day, now.tzinfo)  # type: ignore[arg-type]
        update["missing"] = [m for m in update.get("missing", request.missing) if m != "date"]  # type: ignore[attr-defined]
        update["confidence"] = 0.6
    asked = focus.get("start")
    if (
        request.start is None
        and request.window is None
        and "time" in request.missing
        and asked
        and not request.every
    ):
        start = datetime.fromisoformat(asked)
        if start > now:  # "book it for the hardware store" just after "is the van free saturday at 1?"
            minutes = request.duration_minutes or focus.get("minutes")
            update["start"] = start
            update["end"] = start + timedelta(minutes=minutes) if minutes else None
            left = [m for m in update.get("missing", request.missing) if m != "time"]  # type: ignore[attr-defined]
            update["missing"] = left
            if not left:
                update["confidence"] = 0.6
    elif request.start is None and request.window is None and "time" in request.missing and not request.every:
        update.update(_asked_part(request, focus, now, update))
    if _points_back_for(request, focus):
        # "ok book it" just after "is mike free tomorrow at noon for lunch?": Mike's lunch
        update["title"] = focus.get("named")
        if request.participants in ([request.speaker], []) and focus["people"]:
            update["participants"] = sorted(focus["people"])
        update["missing"] = left = [m for m in update.get("missing", request.missing) if m != "title"]  # type: ignore[attr-defined]
        if not left:
            update["confidence"] = 0.6
    things = focus.get("resources") or []
    if (
        things
        and not request.resources
        and not request.resource_choices
        and _POINTING.search(request.text.lower())
    ):
        update["resources"] = sorted(things)
        # a thing booked with no activity is whole ("book the honda for mike at 3"), so
        # "book it for mike" after "is the van free saturday at 2?" asks no "what is it for?"
        gaps = [m for m in update.get("missing", request.missing) if m != "title"]  # type: ignore[attr-defined]
        update["missing"] = gaps
        held = float(update.get("confidence", request.confidence))  # type: ignore[arg-type]
        update["confidence"] = 0.6 if not gaps else min(held, 0.6)
    return request.model_copy(update=update) if update else request


def _asked_part(
    request: ParsedRequest, focus: Focus, now: datetime, update: dict[str, object]
) -> dict[str, object]:
    """ "book it for mike" just after "is the van free friday evening?": the part of the day
    asked about; the thing asked about with no activity is held for all of it (its window
    otherwise). Nothing when the last request asked about no part of a day, or it is over."""
    asked = focus.get("window")
    things = focus.get("resources") or []
    if not asked or not _POINTING.search(request.text.lower()):
        return {}
    first, last = (datetime.fromisoformat(w) for w in asked)
    if last <= now:
        return {}
    held = not request.title and not request.duration_minutes and (request.resources or things)
    taken: dict[str, object] = (
        {"start": max(first, now), "end": last} if held else {"window": (max(first, now), last)}
    )
    gaps = update.get("missing", request.missing)
    left = [m for m in gaps if m != "time" and not (m == "title" and held)]  # type: ignore[attr-defined]
    taken["missing"] = left
    if not left:
        taken["confidence"] = 0.6
    return taken


def _points_back_for(request: ParsedRequest, focus: Focus) -> bool:
    """A booking with no title that points back at what the last question asked about with
    a purpose ("is mike free at noon for lunch?" - "ok book it"): that purpose is its title.
    Read from the conversation, so it is asked about before anything is written."""
    return (
        request.intent == "create"
        and not request.title
        and "title" in request.missing
        and focus.get("asked") == "availability"
        and bool(focus.get("named"))
        and _POINTING.search(request.text.lower()) is not None
    )


_FOLLOW_ON = re.compile(
    r"^\s*(?:(?:ok|okay|so|and|also|hmm+)\s+)*(?:(?:what|how)\s+about|and|also|same\s+for|what\s+of)\b"
)
"""A question that goes on from the last one: "and wednesday?", "what about jake?"."""
_OWN_QUESTION = re.compile(
    r"\b(?:what|what's|whats|when|who|which|is|are|does|do|did|has|have|got|anything|something|on|going"
    r"|happening|plans?|schedule|busy)\b"
)
"""A follow-on that asks its own question ("and what's on sunday?"), not only the last one's
about another day or person ("and sunday?", "what about jake?")."""
_IT = re.compile(
    r"\b(?:it|that)\b(?!\s+(?:same\s+)?(?:day|morning|afternoon|evening|night|week|weekend|time)\b)"
)
"""The event itself ("when is it again?"), not "that day" about it."""
_ELSE = re.compile(r"\b(?:else|other|others)\b")
"""Something besides it ("anything else that day?"): never the event itself."""
_THAT_DAY = re.compile(r"\b(?:that|the\s+same)\s+(?:day|morning|afternoon|evening|night)\b")
"""The day the conversation is about, said as such: "what else is open that day?", "what
does jake have that afternoon?" (read alone, that afternoon would be today's)."""


def _question_filled(
    request: ParsedRequest, focus: Focus, now: datetime, aside: bool = False
) -> ParsedRequest:
    """A question's gaps from the last one: "is he free at 2?" after "what's Jake doing
    Saturday?" is Jake's, Saturday at 2; "and Wednesday?" and "what about Jake?" go on from
    the last question; "when is it again?" after booking the dentist is the dentist."""
    text = request.text.lower()
    follow = bool(_FOLLOW_ON.match(text))
    asked = focus.get("asked")
    update: dict[str, object] = {}
    booking = focus.get("booking")
    named = booking["title"] if booking is not None else focus.get("named")
    who_goes = request.title is None and named and not aside and _WHO_GOES.search(text) is not None
    if who_goes:  # "who else is going?" just after booking the recital: the recital's people
        people = booking["participants"] if booking is not None else []
        update.update(intent="query", query_type="event_lookup", title=named, missing=[], window=None)
        if people and not request.participants:
            update["participants"] = people
        return request.model_copy(update=update)
    if request.intent == "unknown":
        if not (follow and asked and (request.participants or request.window or request.start)):
            return request  # "and emma?" goes on from a question; anything else stays as said
        update.update(intent="query", query_type=asked, confidence=0.6)
    elif (
        follow
        and asked == "availability"
        and request.query_type == "event_lookup"
        and request.title is None
        and not _OWN_QUESTION.search(_FOLLOW_ON.sub("", text, count=1))
    ):
        update["query_type"] = asked  # "is emma free saturday?" - "and sunday?": free then too
    that_day = bool(_THAT_DAY.search(text))  # "what else is open that day?"
    carry = (follow or request.pronoun is not None) and not aside
    whose = carry or (that_day and "participants" in request.missing)
    if whose and not request.participants and focus["people"]:
        update["participants"] = sorted(focus["people"])
        update["missing"] = [m for m in request.missing if m != "participants"]
    day = date.fromisoformat(focus["day"]) if (carry or that_day) and focus["day"] else None
    if day is not None and request.window is None and request.start is None:
        update["window"] = day_span(day, now.tzinfo)  # type: ignore[arg-type]
    elif day is not None and request.start is not None and not request.day_named:
        update.update(_on_day(request, day, now))
    elif day is not None and request.window is not None and not request.day_named:
        update["window"] = _window_on_day(request.window, day, now)  # "that afternoon"
    if request.driver == "asked" and request.title is None and named and not aside:
        update["title"] = named  # "who's taking him?" just after booking Jake's game
    elif (
        request.title is None
        and booking is not None
        and _IT.search(text)
        and not _ELSE.search(text)
        and not carry
        and not aside
    ):
        update["title"] = booking["title"]  # "when is it again?" just after booking the dentist
        if not request.participants:
            update["participants"] = booking["participants"]
    return request.model_copy(update=update) if update else request


def _on_day(request: ParsedRequest, day: date, now: datetime) -> dict[str, object]:
    """The request's start (and end) at the same clock time on `day`, in `now`'s zone."""
    assert request.start is not None
    tz = now.tzinfo
    start = localize(datetime.combine(day, request.start.astimezone(tz).time()), tz)  # type: ignore[arg-type]
    moved: dict[str, object] = {"start": start}
    if request.end is not None:
        moved["end"] = start + (request.end - request.start)
    return moved


def _window_on_day(window: tuple[datetime, datetime], day: date, now: datetime) -> tuple[datetime, datetime]:
    """`window`'s clock times moved to `day` (it keeps its length), in `now`'s zone."""
    tz = now.tzinfo
    first = window[0].astimezone(tz)
    start = localize(datetime.combine(day, first.time()), tz)  # type: ignore[arg-type]
    return start, start + (window[1] - window[0])


def _only_when(request: ParsedRequest) -> bool:
    """A fragment naming a time or a day and nothing else ("wednesday at 3 then")."""
    return (
        request.title is None
        and not request.participants
        and not request.resources
        and not request.problems
        and (request.start is not None or request.window is not None)
    )


def _booked_again(request: ParsedRequest, booking: Booking) -> ParsedRequest:
    """The newest booking at the time the fragment names; asked about before it is written."""
    minutes = request.duration_minutes or booking["minutes"]
    end = request.end
    if request.start is not None and end is None and minutes:
        end = request.start + timedelta(minutes=minutes)
    return request.model_copy(
        update={
            "intent": "create",
            "title": booking["title"],
            "participants": booking["participants"] or ([request.speaker] if request.speaker else []),
            "duration_minutes": minutes,
            "end": end,
            "missing": [],
            "confidence": 0.6,
        }
    )


def focus_after(request: ParsedRequest, focus: Focus | None, speaker: str, now: datetime) -> Focus:
    """The focus once `request` is the newest: its people, unless it named only the speaker,
    and its day, when it was about one day."""
    people = [p for p in request.participants if p != speaker]
    exact = request.start is not None and request.recurrence is None
    minutes = request.duration_minutes
    if exact and minutes is None and request.end is not None and request.start is not None:
        minutes = int((request.end - request.start).total_seconds() // 60)
    return Focus(
        people=people or (focus["people"] if focus else []),
        day=_one_day(request, now),
        start=request.start.isoformat() if exact and request.start is not None else None,
        minutes=minutes if exact else None,
        window=_part_asked(request, now),
        resources=list(request.resources),
        asked=request.query_type if request.intent == "query" else None,
        named=request.title if request.intent == "query" else None,
        booking=Booking(title=request.title, participants=list(request.participants), minutes=minutes)
        if request.intent == "create" and request.title and request.recurrence is None
        else None,
        total=total_of(request),
        asked_on=_one_day(request, now) if request.intent == "query" and request.day_named else None,
    )


def _missed_it(request: ParsedRequest, focus: Focus, now: datetime) -> ParsedRequest:
    """ "Emma can't make it" just after the family spoke of an event or a day: she leaves that
    event (the one named, on the day spoken of), or her event that day; asked first. With
    neither, or nobody to point at, the request is left as it was (which event is asked)."""
    people = request.leaving or (sorted(focus["people"]) if request.pronoun else [])
    named, day = focus.get("named"), focus["day"]
    if not people or (not named and not day):
        return request
    update: dict[str, object] = {
        "intent": "modify",
        "leaving": people,
        "participants": people,
        "problems": [],
        "missing": [],
        "confidence": 0.6,
    }
    when = date.fromisoformat(day) if day else None
    if named:
        update["title"] = named
        if when is not None:
            update.update(window=day_span(when, now.tzinfo), day_named=True)  # type: ignore[arg-type]
    else:
        update["from_day"] = when
    return request.model_copy(update=update)


def _part_asked(request: ParsedRequest, now: datetime) -> list[str] | None:
    """The window of a request about a part of one day with no exact time, as ISO strings."""
    if request.start is not None or request.window is None or request.recurrence is not None:
        return None
    first, last = request.window
    if not timedelta(0) < last - first < timedelta(hours=23) or _one_day(request, now) is None:
        return None
    return [first.isoformat(), last.isoformat()]


def _one_day(request: ParsedRequest, now: datetime) -> str | None:
    tz = now.tzinfo
    if request.recurrence is not None:
        return None
    if request.start is not None:
        return request.start.astimezone(tz).date().isoformat()
    if request.window is not None:
        first, last = (w.astimezone(tz) for w in request.window)
        if last - first <= timedelta(days=1) and (last - timedelta(microseconds=1)).date() == first.date():
            return first.date().isoformat()
    return None


def spoken_of(request: ParsedRequest, focus: Focus | None) -> ParsedRequest:
    """ "move it to 6" just after "when's emma's next piano lesson?", or after a booking that
    was on the calendar already: "it" is the event the conversation is about. Read from the
    conversation, not said, so it is asked about before anything is changed; a day the question
    named is the one changed. (An event this
    thread wrote is "it" through the thread's changes, and only while it is on the calendar.)"""
    changing = request.intent in ("modify", "cancel") and request.missing == ["target_event"]
    if not changing or request.title or focus is None:
        return request
    title = focus.get("named")
    if not title:
        return request
    update: dict[str, object] = {
        "title": title,
        "participants": request.participants or list(focus["people"]),
        "missing": [],
        "confidence": min(request.confidence, 0.6),
    }
    day = focus.get("asked_on")
    if day and request.from_day is None and request.from_time is None:
        # "does jake have soccer thursday? if yes cancel it": Thursday's, not the next one
        update["from_day"] = date.fromisoformat(day)
    return request.model_copy(update=update)

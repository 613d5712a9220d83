"""Several requests in one message: "soccer for emma saturday at 2 and piano for jake sunday
at 4", "move piano to 5 and add dentist for jake tuesday at 3".

Read as one, the first was a piano lesson for Emma and Jake with "soccer" not understood:
a proposal nobody asked for. So the message is cut at the joining words ("and", "then",
"also", "plus", ";") that stand between parts each of which reads on its own as a whole
request: a booking with its own activity and its own time or day, a change naming the
event and what changes, or a cancellation naming the event. The first part is the
message's request; the others travel with it (`ParsedRequest.then`) and the main graph
takes them one after the other, each as if sent alone.

A reminder after another request is a part even with no time of its own ("... and remind me
to buy milk": its time is asked for), never folded into the first.

A booking with no time of its own after a cancellation is a part when it says it goes where
the cancelled event was ("cancel thursday's soccer and put the dentist there instead":
`in_its_place.py`). A part with no verb is a booking only after a booking ("book violin thursday at 5 and
karate friday at 6": the verb carries over); after "move piano to 5", "soccer to 6" is a
move of soccer, not a new event: the move carries over (`CARRIED_CHANGE`) when the part then
reads as a change naming its event and its new time. Parts that are not whole on
their own keep the message one: "mac and cheese night at 6", "Emma and Jake's swim
saturday", "Tom and Jerry movie at 7", "brunch and a walk sunday at 10".

A full stop, "!" or "?" between two whole requests cuts like "and" ("Book the dentist for
jake thursday at 3. Also emma has piano friday at 4."); abbreviations ("Dr.", "St.") and
clock readings ("3.30", "4 p.m. on") are no sentence end, and a sentence that is no
request of its own ("Thanks!", "It's for her checkup.") stays with the one before it.

Questions are parts too: "when's emma's next piano lesson and who's taking her?" is two
questions, each answered in turn. A part is a question of its own only when it starts like
one and names what it asks about (a time, an event, a ride): "is emma free and jake
saturday" stays one. A request after a question that hangs on its answer ("is mike free
friday at 6? if so book date night") is marked conditional: it is always asked first.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Literal

from family_scheduler.models.request import ParsedRequest

from .claims import holds_any
from .in_its_place import said_in_its_place
from .pattern_needs import may_match

_JOIN = re.compile(
    r"\s*,?\s+(?:and(?:\s+then|\s+also)?|also|plus|then)\s+|\s*;\s*|"
    r"\s*,\s+(?=(?:what|what's|when|when's|who|who's|where|which|how|is|are)\s)"
)
"""Where a message may hold two parts: its joining words, a sentence end (";" once
normalised), or a comma before a question ("is the van free saturday, what does jake have
that afternoon?": normalising takes the "and" out)."""

MAX_PARTS = 5
"""The most requests one message is taken as: more is said back plainly, nothing done
(each part waits in the conversation's state until its turn, which stays small)."""

_MAX_JOINS = 12
"""Beyond this many joining words the message is not cut at all (each cut reads the words
again): it is read as one, as before."""

Reader = Callable[[str], tuple[ParsedRequest, bool]]
"""Reads a part on its own: the request and whether its intent was guessed (no verb)."""

Joined = Callable[[str, str, str], bool]
"""Whether a joining word (text before, the join, text after) joins two people, not two
requests: "collect jake and emma from school" (`joined_people.py`)."""

Kind = Literal["booking", "reminder", "change", "cancel", "question"]

_ASKS = re.compile(
    r"^(?:is|are|am|was|were|does|do|did|will|would|can|could|has|have|when|what|what's|when's|"
    r"who|who's|whose|where|which|how|any|anything)\b"
)
"""How a question of its own starts (read alone, a part keeps no question mark)."""

CONDITION = re.compile(
    r"^(?:if\s+(?:not|yes|so|that\s+works|(?:he's|she's|they're|it's|we're|you're|i'm|he|she|they|it|we|you|i)(?:\s+(?:is|are|am|can|does|do))?(?:\s+(?:not|free|available|open|clear|ok|okay|"
    r"good|works?))*)|if(?=\s*,?\s+(?:book|schedule|add|put|set|plan|make|move|cancel|go|then|push|bump|shift"
    r"|change|reschedule|postpone|drop|scrap|delete|remove|reserve|grab|take|lock|hold|pencil)\b)|otherwise|"
    r"in\s+that\s+case)\b\s*,?\s*"
)
"""What makes a request hang on the answer before it: "if so", "if he's free", "otherwise"."""

_UNLESS = re.compile(r"\bnot\b|\botherwise\b")
"""A condition that wants the answer to be no: "if not", "if she's not free", "otherwise"."""


def condition_wanted(condition: str) -> Literal["yes", "no"]:
    """Which answer a CONDITION match hangs on: "if not" / "otherwise" want a no."""
    return "no" if _UNLESS.search(condition) else "yes"


_ABBREVIATION = re.compile(
    r"(?:\b(?:dr|drs|st|mr|mrs|ms|mt|jr|sr|prof|vs|etc|approx|appt|apt|no|e\.g|i\.e)|\b[ap]\.m|\b[a-z])$",
    re.IGNORECASE,
)
_STOP = re.compile(r"[.!?]+(?=\s+\S)")


def sentences(raw: str) -> list[str]:
    """`raw` cut at its sentence ends: a full stop, "!" or "?" followed by more words, but not
    the dot of "Dr.", "St.", "p.m." (unless a capital follows "a.m."/"p.m.") or an initial."""
    found: list[str] = []
    at = 0
    for stop in _STOP.finditer(raw):
        before = raw[at : stop.start()]
        if stop.group(0) == "." and _ABBREVIATION.search(before):
            after = raw[stop.end() :].lstrip()
            if not (before.lower().endswith(("a.m", "p.m")) and after[:1].isupper()):
                continue
        found.append(raw[at : stop.end()].strip())
        at = stop.end()
    found.append(raw[at:].strip())
    return [piece for piece in found if piece]


POINTS_BACK = re.compile(
    r"\b(?:book|reserve|take|grab|get|use|hold|schedule|add|put|pencil|lock)\s+(?:it|that|them)\b"
)
POINTS_BACK_NEEDS = (" it", " that", " them")
"""A booking whose object is the question before it ("if so book it for mike"): read
alone it has no activity and no thing, and was dropped as no request of its own."""


def points_back(text: str) -> bool:
    """Whether `text` books what was just asked about ("book it", "grab that")."""
    return holds_any(text, POINTS_BACK_NEEDS) and POINTS_BACK.search(text) is not None


CHANGES_IT = re.compile(
    r"\b(?:move|push|bump|shift|slide|change|make|cancel|drop|scrap|delete|remove|call|pull|bring|skip"
    r"|reschedule|postpone|cut|end|start|put)\s+(?:it|that|them)\b"
)
"""A change whose event is the question before it ("does jake have soccer thursday? if yes
cancel it", "is swim still on saturday? if so move it to 11"): read alone it names no event."""


def changes_it(text: str) -> bool:
    """Whether `text` changes or cancels what was just asked about ("move it", "cancel that")."""
    return holds_any(text, POINTS_BACK_NEEDS) and CHANGES_IT.search(text) is not None


def _kind(
    request: ParsedRequest,
    guessed: bool,
    before: Kind | None,
    title_before: str,
    asks: bool = False,
    in_place: bool = False,
) -> Kind | None:
    """What a part read alone is as a request of its own, after a part of kind `before`
    (None for the first part; `title_before` its `booking_key`); None when it is not whole on
    its own. `asks`: the part starts like a question; `in_place`: it says it goes where the
    event cancelled before it was ("put the dentist there instead": its time is that one's)."""
    if request.problems or request.intent == "undo":
        return None
    if in_place and before == "cancel" and request.intent in ("create", "unknown") and request.title:
        return "booking" if request.start is None and not request.day_named else None
    if request.intent == "query":
        named = request.start is not None or request.window is not None or request.day_named
        if asks and (named or request.title or request.driver):
            return "question"
        # "... and can you check if the van is free on saturday": the asking words are gone
        # once normalised, but whose time or which car, and when, still make it one
        told = request.query_type in ("resource_status", "availability") and before is not None
        return "question" if told and named and (request.resources or request.participants) else None
    if (
        before == "question"
        and request.intent == "create"
        and request.title
        and not request.start
        and not guessed
    ):
        # "is mike free friday at 6? if so book date night": its time is the question's; with
        # no verb ("is there room in the honda for jake and 3 friends saturday?") no booking
        return "booking"
    if (
        before == "question"
        and request.intent == "create"
        and request.conditional
        and points_back(request.text)
    ):
        # "is the van free saturday at 2? if so book it for mike": "it" is the thing asked
        # about, at the time asked about (filled from the conversation, then asked first)
        return "booking"
    if (
        before == "question"
        and request.intent in ("modify", "cancel")
        and request.conditional
        and not request.title
        and changes_it(request.text)
    ):
        # "does jake have soccer thursday? if yes cancel it": "it" is the event asked about
        # (`graph/focus.spoken_of` names it from the question), always asked first
        return "change" if request.intent == "modify" else "cancel"
    timed = request.start is not None or request.day_named
    verbless = guessed or request.intent == "unknown"
    if verbless:
        if before not in (None, "booking") or not (request.title or request.resources) or not timed:
            return None  # "move piano to 5 and soccer to 6": soccer is moved, not booked
        return "booking" if booking_key(request) != title_before else None
    if request.intent == "create":
        if request.kind == "reminder" and request.title and before is not None:
            return "reminder"  # "... and remind me to buy milk": its own, its time asked if not said
        if not (request.title or request.resources) or not timed:
            return None  # "book the honda for mike tomorrow at 3" is whole with no activity
        if request.kind == "reminder":
            return "reminder"
        return None if before == "booking" and booking_key(request) == title_before else "booking"
    if request.intent == "modify":
        changes = (
            timed
            or request.shift_minutes is not None
            or request.lengthen_minutes is not None
            or request.duration_minutes is not None
            or request.changes_who_comes()
            or request.to_day is not None
        )
        return "change" if (request.title or request.every) and changes else None
    if request.intent == "cancel":
        return "cancel" if request.title or request.every else None
    return None


CARRIED_CHANGE = "move"
"""The verb a change said without one takes from the change before it: "move jake's soccer
tuesday to 5 and emma's homework to 8" is two moves. Read as one message, "to 5 and ... to
8" was a span, and soccer was moved to 5-8pm with the homework left where it was."""


MOVED_TO = re.compile(r"\bto\s+\S")
MOVED_TO_NEEDS = ("to ",)
"""A part that says where it goes, as the change before it did ("emma's homework to 8"):
"dinner at 7" after a move could as well be a booking, so it is left as it was."""


def _verbless(read: tuple[ParsedRequest, bool]) -> bool:
    request, guessed = read
    return guessed or request.intent == "unknown"


def booking_key(request: ParsedRequest) -> str:
    """What makes two bookings one: the same activity for the same people ("karate for emma
    and jake" stays one); "haircut for jake saturday and haircut for emma sunday" is two."""
    if not request.title:
        return f"|{','.join(request.resources)}|{request.start}"  # a car on its own is a booking of its own
    return f"{request.title}|{','.join(sorted(request.participants))}"


def request_parts(text: str, read_alone: Reader, joined: Joined | None = None) -> list[str]:
    """`text` (normalised) cut into the whole requests it holds, in order, when it holds two
    or more; else []. The first cut that leaves whole requests on both sides is taken; an
    "and" that `joined` says stands between two people is never cut."""
    if not may_match(_JOIN, text):
        return []  # no joining word, no "," before a question, no ";": one request
    joins = [
        join
        for join in _JOIN.finditer(text)
        if joined is None or not joined(text[: join.start()], join.group(0), text[join.end() :])
    ]
    if not joins or len(joins) > _MAX_JOINS:
        return []
    readings: dict[str, tuple[ParsedRequest, bool]] = {}
    tried: dict[tuple[int, Kind | None, str], list[str] | None] = {}

    def reading(part: str) -> tuple[ParsedRequest, bool]:
        if part not in readings:
            readings[part] = read_alone(part)
        return readings[part]

    def whole(part: str, before: Kind | None, title_before: str) -> Kind | None:
        if not part:
            return None
        request, guessed = reading(part)
        in_place = before == "cancel" and said_in_its_place(part) is not None
        return _kind(request, guessed, before, title_before, bool(_ASKS.match(part)), in_place)

    def said(part: str, before: Kind | None, title_before: str) -> tuple[Kind | None, str]:
        """What `part` is, and its words: a verbless part after a change is that change
        again when it reads as one with the verb carried over ("... and emma's homework to 8")."""
        kind = whole(part, before, title_before)
        moved_to = holds_any(part, MOVED_TO_NEEDS) and MOVED_TO.search(part) is not None
        if kind is None and before == "change" and moved_to and _verbless(reading(part)):
            carried = f"{CARRIED_CHANGE} {part}"
            if whole(carried, before, title_before) == "change":
                return "change", carried
        return kind, part

    def parts_from(at: int, before: Kind | None, title_before: str) -> list[str] | None:
        """The whole requests text[at:] is cut into (one or more), or None."""
        key = (at, before, title_before)
        if key in tried:
            return tried[key]
        found: list[str] | None = None
        for join in joins:
            if join.start() <= at:
                continue
            kind, first = said(text[at : join.start()].strip(), before, title_before)
            if kind is None:
                continue
            rest = parts_from(join.end(), kind, booking_key(reading(first)[0]))
            if rest is not None:
                found = [first, *rest]
                break
        if found is None:
            kind, last = said(text[at:].strip(), before, title_before)
            if before is not None and kind is not None:
                found = [last]
        tried[key] = found
        return found

    parts = parts_from(0, None, "")
    return parts if parts is not None and len(parts) >= 2 else []


def too_many_problem(count: int) -> str:
    """The problem said when a message holds more requests than are taken at once."""
    return (
        f"that is {count} requests in one message; I take at most {MAX_PARTS} at a time: "
        "please send them a few at a time"
    )

"""Several requests in one message: "soccer for emma saturday at 2 and piano for jake sunday
at 4", "move piano to 5 and add dentist for jake tuesday at 3".

Read as one, the first was a piano lesson for Emma and Jake with "soccer" not understood:
a proposal nobody asked for. So the message is cut at the joining words ("and", "then",
"also", "plus", ";") that stand between parts each of which reads on its own as a whole
request: a booking with its own activity and its own time or day, a change naming the
event and what changes, or a cancellation naming the event. The first part is the
message's request; the others travel with it (`ParsedRequest.then`) and the main graph
takes them one after the other, each as if sent alone.

A part with no verb is a booking only after a booking ("book violin thursday at 5 and
karate friday at 6": the verb carries over); after "move piano to 5", "soccer to 6" is a
move of soccer, not a new event, so that message stays one. Parts that are not whole on
their own keep the message one: "mac and cheese night at 6", "Emma and Jake's swim
saturday", "Tom and Jerry movie at 7", "brunch and a walk sunday at 10".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Literal

from family_scheduler.models.request import ParsedRequest

_JOIN = re.compile(r"\s*,?\s+(?:and(?:\s+then|\s+also)?|also|plus|then)\s+|\s*;\s*")

MAX_PARTS = 5
"""The most requests one message is taken as: more is said back plainly, nothing done
(each part waits in the conversation's state until its turn, which stays small)."""

_MAX_JOINS = 12
"""Beyond this many joining words the message is not cut at all (each cut reads the words
again): it is read as one, as before."""

Reader = Callable[[str], tuple[ParsedRequest, bool]]
"""Reads a part on its own: the request and whether its intent was guessed (no verb)."""

Kind = Literal["booking", "reminder", "change"]


def _kind(request: ParsedRequest, guessed: bool, before: Kind | None, title_before: str) -> Kind | None:
    """What a part read alone is as a request of its own, after a part of kind `before`
    (None for the first part); None when it is not whole on its own."""
    if request.problems or request.intent in ("query", "undo"):
        return None
    timed = request.start is not None or request.day_named
    verbless = guessed or request.intent == "unknown"
    if verbless:
        if before not in (None, "booking") or not request.title or not timed:
            return None  # "move piano to 5 and soccer to 6": soccer is moved, not booked
        return "booking" if request.title != title_before else None
    if request.intent == "create":
        if not request.title or not timed:
            return None
        if request.kind == "reminder":
            return "reminder"
        return None if before == "booking" and request.title == title_before else "booking"
    if request.intent == "modify":
        changes = (
            timed
            or request.shift_minutes is not None
            or request.lengthen_minutes is not None
            or request.duration_minutes is not None
            or bool(request.joining or request.leaving)
            or request.to_day is not None
        )
        return "change" if (request.title or request.every) and changes else None
    if request.intent == "cancel":
        return "change" if request.title or request.every else None
    return None


def request_parts(text: str, read_alone: Reader) -> list[str]:
    """`text` (normalised) cut into the whole requests it holds, in order, when it holds two
    or more; else []. The first cut that leaves whole requests on both sides is taken."""
    joins = list(_JOIN.finditer(text))
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
        return _kind(request, guessed, before, title_before)

    def parts_from(at: int, before: Kind | None, title_before: str) -> list[str] | None:
        """The whole requests text[at:] is cut into (one or more), or None."""
        key = (at, before, title_before)
        if key in tried:
            return tried[key]
        found: list[str] | None = None
        for join in joins:
            if join.start() <= at:
                continue
            first = text[at : join.start()].strip()
            kind = whole(first, before, title_before)
            if kind is None:
                continue
            rest = parts_from(join.end(), kind, reading(first)[0].title or "")
            if rest is not None:
                found = [first, *rest]
                break
        if found is None:
            last = text[at:].strip()
            if before is not None and whole(last, before, title_before) is not None:
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

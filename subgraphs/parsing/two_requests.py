"""Two bookings in one message: "piano for Emma Monday at 4 and soccer for Jake Tuesday at
6".

One turn carries one request, so read as one this was a piano lesson for Emma and Jake
with "soccer" not understood: a proposal nobody asked for. Each half is read on its own;
when both are bookings with their own activity and time, the request says so as a
problem, and nothing is proposed: the family is asked to send them one at a time.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from family_scheduler.models.request import ParsedRequest

_JOIN = re.compile(r"\s+(?:and(?:\s+then|\s+also)?|also|plus|then)\s+|\s*;\s*")

Reader = Callable[[str], ParsedRequest]


def _booking(request: ParsedRequest) -> bool:
    return (
        request.intent in ("create", "unknown")
        and bool(request.title)
        and (request.start is not None or request.day_named)  # its own time ("lunch" alone is a time too)
        and not request.problems
    )


def two_bookings(text: str, read_alone: Reader) -> tuple[str, str] | None:
    """The two halves of `text` (normalised) when each is a booking of its own, else None."""
    for join in _JOIN.finditer(text):
        first, second = text[: join.start()].strip(), text[join.end() :].strip()
        if not first or not second:
            continue
        later = read_alone(second)
        if not _booking(later):
            continue
        earlier = read_alone(first)
        if _booking(earlier) and (earlier.title or "") != (later.title or ""):
            return first, second
    return None


def two_requests_problem(first: str, second: str) -> str:
    """The problem said to the family."""
    return f"that is two requests ('{first}' and '{second}'): please send them one at a time"

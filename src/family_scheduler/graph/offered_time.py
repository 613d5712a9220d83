""" "Book haircut for Emma, Fri Nov 27 3–4pm. Shall I go ahead?" - "an hour later please".

The request asked for no time (the search found 3pm), so a shift had nothing to move and
the same 3pm was offered again as if changed. Said to a booking at a time the assistant
found, a shift moves that time: the answer is read against the request with the offered
time in it.
"""

from __future__ import annotations

import re

from family_scheduler.models.request import RequestJSON
from family_scheduler.models.results import ProposalJSON

_SHIFT = re.compile(
    r"\b(?:\d+|an?|half\s+an?|one|two|three|couple\s+of)\s*(?:hours?|hrs?|h|minutes?|mins?|min)\s+"
    r"(?:later|earlier|sooner)\b"
    r"|\b(?:push|move|bump|shift|slide|bring)\s+(?:it\s+|that\s+|this\s+)?(?:back|forward|up)\b"
)
"""An amount and a way: "an hour later", "30 min earlier", "push it back 30" (never "later
this week", which names other days)."""


def shifts_it(text: str) -> bool:
    """Whether the answer moves the time by an amount ("an hour later", "push it back 30")."""
    return _SHIFT.search(text.lower()) is not None


def at_the_time_offered(request: RequestJSON, proposal: ProposalJSON | None) -> RequestJSON:
    """`request` with the time of the booking offered for it, when it asked for none."""
    if request["start"] is not None or proposal is None or proposal["action"] != "create":
        return request
    event = proposal["event"]
    if event is None:
        return request
    return {**request, "start": event["start"], "end": event["end"], "window": None}

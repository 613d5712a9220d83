"""A visitor going home: "grandma leaves on sunday", "nana flies home tuesday", "my parents
are heading home saturday".

Read word by word these booked "leaves" or "flies home" at 9am, an hour of grandma's time.
What a family tells the calendar is the day the visit ends: a note on that day, taking
nobody's time ("going home" for Linda, Sun Nov 29, shown as free), said back and asked
first. Only a visitor goes home this way: a member the family file lists as a guest
(grandma), the speaker's relatives ("my parents", `relatives.py`) or someone by relation ("uncle
bob"); "mike leaves for chicago tuesday" or "the bus leaves at 8" are not it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .away import Away
from .claims import Claims, holds_any

GOING_HOME, FLYING_HOME = "going home", "flying home"
DEPARTURES = (GOING_HOME, FLYING_HOME)
_DEPARTS = re.compile(
    r"^(?P<who>[a-z][a-z' \-]*?)(?:'s|'re|\s+(?:is|are|will\s+be))?\s+"
    r"(?:(?:all\s+)?set\s+to\s+|going\s+to\s+|gonna\s+)?"
    r"(?P<verb>(?P<fly>(?:flies|flying|fly)\s+(?:back\s+)?(?:home|back))"
    r"|leaves|leaving|leave|departs|departing|heads\s+(?:back\s+)?home|heading\s+(?:back\s+)?home|"
    r"head\s+(?:back\s+)?home|"
    r"goes\s+(?:back\s+)?home|going\s+(?:back\s+)?home|go\s+(?:back\s+)?home|"
    r"drives\s+(?:back\s+)?home|driving\s+(?:back\s+)?home|goes\s+back|going\s+back)"
    r"(?=\s+(?:on\s+|this\s+|next\s+|tomorrow|today|tonight|in\s+the\s+morning|at\s+\d|the\s+\d|\d|[a-z]+day\b)|$)"
)
"""The visitor, then the verb of going home, then when (never "leaves for chicago", "leaves work")."""
_NEEDS = ("leav", "depart", "home", "back")


def find_departure(claims: Claims, visitor: Callable[[str], bool]) -> Away | None:
    """Claim the going home said of a visitor (`visitor` tells the words before the verb),
    if any: a state taking nobody's time, as a visit is."""
    if not holds_any(claims.text, _NEEDS):
        return None
    found = _DEPARTS.search(claims.text)
    if found is None or not visitor(found.group("who").strip()):
        return None
    start, end = found.start("verb"), found.end("verb")
    if not claims.is_free(start, end):
        return None
    claims.claim(start, end)
    return Away(FLYING_HOME if found.group("fly") else GOING_HOME, False, start, end)

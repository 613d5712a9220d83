"""A question about "my day" or "my week" with no day named: today, or this week.

"what does my day look like", "how's our week looking", "anything else for the rest of
the day" ask about the day or week the family is in; with no span they were answered
with the next seven days. "my day off" is an event's name, never the span.
"""

from __future__ import annotations

import re
from datetime import date

from .claims import Claims, holds_any
from .dates import DateMention
from .spans import SpanMention

_OWN = re.compile(
    r"(?<![a-z'])(?:my|our|your|(?:the\s+)?rest\s+of\s+(?:the|my|our))\s+(?P<unit>day|week)(?![a-z'])"
    r"(?!\s+(?:off|out|trip|of|away|at|in)\b)"
)
NEEDS = ("day", "week")
"""_OWN cannot match without one of them."""


def own_span(claims: Claims, today: date) -> DateMention | SpanMention | None:
    """Claim "my day" / "our week" and return today (a day) or this week (a span)."""
    if not holds_any(claims.text, NEEDS):
        return None
    for match in claims.free_matches(_OWN):
        whose = match.group(0).split()[0] in ("my", "our", "your")
        claims.claim(match.start("unit") if whose else match.start(), match.end())  # "my": whose day
        if match.group("unit") == "day":
            return DateMention(today, match.start(), match.end())
        return SpanMention("week", 0, True, match.start())
    return None

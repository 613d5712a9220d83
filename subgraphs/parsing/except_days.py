"""Days a repeat leaves out: "tutoring mondays 4-5 through december, but not on the 21st",
"rehearsal every saturday except dec 26 and jan 2", "swim every sat, skip the 28th".

Read only with a repeat, before the dates: the days said after "except", "but not",
"not on", "skip", "other than", "excluding" are no start of the series but its exceptions
(`ParsedRequest.except_days`, the event's EXDATE). A day that is no occurrence of the
repeat is said back by the main graph, never silently dropped.
"""

from __future__ import annotations

import re
from datetime import date

from .claims import Claims
from .dates import date_at

_LEAD = re.compile(
    r"(?<![a-z'])(?:except(?:\s+for)?|but\s+not|not|skip(?:ping)?|other\s+than|excluding|apart\s+from|minus)"
    r"(?:\s+(?:on|for))?\s+"
)
_MORE = re.compile(r"\s*(?:,|and|or|&)\s*(?:(?:on|for)\s+)?")


def find_except_days(claims: Claims, today: date) -> list[date]:
    """Claim the days a repeat leaves out, in the order said; [] when none is."""
    text = claims.text
    found: list[date] = []
    for lead in claims.free_matches(_LEAD):
        mention = date_at(text, lead.end(), today)
        if mention is None or mention.day is None:
            continue
        days, end = [mention.day], mention.end
        while (more := _MORE.match(text, end)) is not None:
            nxt = date_at(text, more.end(), today)
            if nxt is None or nxt.day is None:
                break
            days.append(nxt.day)
            end = nxt.end
        if claims.is_free(lead.start(), end):
            claims.claim(lead.start(), end)
            found += days
    return found

"""A day off sick: "mike's out sick tomorrow", "I'm calling in sick friday", "emma is home
sick today", "jake's taking a sick day wednesday".

Said as news, it means the person misses that day: what they have on then is theirs to
call off. Read word by word it was not understood. It becomes a cancellation of
everything they have that day (`ParsedRequest.every`), which lists it and is asked
before anything is cancelled; the family can say no and keep it all. Being "sick" on its
own ("jake is sick today") stays a remark unless what is off is named ("so no soccer");
said in the past ("mike was out sick monday") it stays a remark.
"""

from __future__ import annotations

import re

from .claims import Claims, holds_any

_SICK_DAY = re.compile(
    r"\b(?:(?:out|home|off|staying\s+home|stay(?:s|ing)?\s+home|at\s+home|in\s+bed)\s+(?:sick|ill)"
    r"|call(?:s|ed|ing)?\s+in\s+sick|(?:taking|take|takes|gonna\s+take|going\s+to\s+take)\s+(?:a\s+)?sick\s+day"
    r"|(?:has|have|'s\s+got|got)\s+(?:a\s+)?sick\s+day)\b"
)
"""Out sick, home sick, off sick, calling in sick, taking a sick day."""
_NEEDS = ("sick", "ill")
"""_SICK_DAY cannot match without one of these ("out ill" has no "sick")."""
_PAST = re.compile(r"\b(?:was|were|had|has\s+been|have\s+been|called\s+in|took|stayed)\b")


def find_sick_day(claims: Claims) -> bool:
    """Claim the words of a day off sick, if said (and not in the past)."""
    if not holds_any(claims.text, _NEEDS):
        return False
    for match in _SICK_DAY.finditer(claims.text):  # "is off" may be read as a verb already
        if _PAST.search(claims.text[: match.end()]):
            return False
        claims.claim(match.start(), match.end())
        return True
    return False

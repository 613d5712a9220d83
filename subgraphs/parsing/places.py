"""Where an event happens, when it is said as a street address: "at 1234 West 7th Street",
"the location is 2664 Berryessa Road # 205", "with 1532 20th Street as the location".

A street number is not a clock time ("at 1234 west 7th street" is not 12:34) and the
address is not the activity, so the address is claimed before times and titles are
read, together with the words that introduce it ("the event is located at").
"""

from __future__ import annotations

import re

from .claims import Claims

_STREET = (
    r"street|st|avenue|ave|road|rd|lane|ln|boulevard|blvd|drive|dr|way|plaza|plz|court|ct|place|pl|"
    r"highway|hwy|parkway|pkwy|circle|cir|terrace|ter|square|sq|alley|center|centre|row|walk|crescent|"
    r"broadway|loop|trail|pike|expressway|freeway"
)
_DIRECTION = r"north|south|east|west|northeast|northwest|southeast|southwest|n|s|e|w|ne|nw|se|sw"
STREET_AHEAD = rf"(?!(?:\s+[a-z0-9][a-z0-9'.-]*){{0,5}}?\s+(?:{_STREET})\b)"
"""Not followed by a street name: "at 1234 west 7th street" is no clock reading."""
_LEAD = (
    r"(?:(?:the\s+)?(?:event(?:'s)?\s+|its\s+|their\s+)?(?:location|address|venue|place)(?:\s+(?:of|for)\s+(?:the\s+)?event)?"
    r"\s+(?:is|will\s+be|would\s+be|should\s+be|as)\s+(?:at\s+)?"
    r"|(?:(?:it|the\s+event|this|that)\s+)?(?:is|will\s+be|'s)?\s*(?:being\s+)?(?:located|held|happening|taking\s+place)\s+(?:at|on|in)\s+"
    r"|(?:put|set|add|use|give\s+it)\s+(?:the\s+)?(?:location|address)\s+(?:as\s+|at\s+|to\s+)?"
    r"|(?:at|on|to|from|near|by|in)\s+)?"
)
_NO_LENGTH = r"(?!\s*-?\s*(?:hours?|hrs?|minutes?|mins?|days?|weeks?|nights?)\b)"
"""A number that is a length ("a 3 hour drive", "a 90 minute walk") is no house number."""
ADDRESS_RE = re.compile(
    rf"(?<![\w:]){_LEAD}(?P<addr>\d{{1,6}}[a-z]?{_NO_LENGTH}(?:\s+(?:{_DIRECTION})\b)?"
    rf"(?:\s+(?!(?:at|on|for|in|and|to)\b)[a-z0-9][a-z0-9'.-]*){{0,4}}?\s+(?:{_STREET})\b"
    rf"(?:\s+(?:{_DIRECTION})\b)?"
    r"(?:\s*,?\s*(?:suite|ste|apt|unit|#|no)?\s*(?:[a-z]?\d{1,4}[a-z]?)(?![\d:]|\s*(?:am|pm|o'clock)))?)"
    r"(?:\s+(?:as|for)\s+(?:the\s+)?(?:event(?:'s)?\s+)?(?:location|address|venue))?"
)

_DIGIT = re.compile(r"\d")
_STREET_WORD = re.compile(rf"\s(?:{_STREET})\b")
"""What every ADDRESS_RE match holds: a street word after a space ("west 7th street")."""


def find_place(claims: Claims) -> str | None:
    """Claim the first street address (with its introducing words) and return it."""
    if _DIGIT.search(claims.text) is None:
        return None  # an address starts with its house number
    if _STREET_WORD.search(claims.text) is None:
        return None  # and ends with a street word: most messages have neither
    for match in claims.free_matches(ADDRESS_RE):
        claims.claim(match.start(), match.end())
        return match.group("addr")
    return None

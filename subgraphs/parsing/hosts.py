"""A place named after whoever lives there: "sleepover at Lily's friday night", "playdate
at Tom's house", "dinner at grandma's sunday at 6".

Read word by word, "Lily's" was an unknown person to ask about, "Tom's" was "tomorrow's"
(so Saturday's playdate landed on Tuesday), and "grandma's" made the dinner Linda's
rather than the speaker's. "at <name>'s", with or without "house", "place" or "home",
is the place, and so is "at his friend's place", "at her best friend's house"; it is read
before dates and people, so none of them takes its words.
"""

from __future__ import annotations

import re

from .claims import Claims
from .venues import as_typed

_HOST = re.compile(
    r"(?<![a-z'])(?:at|to|over\s+at|round\s+at|over\s+to)\s+(?P<place>"
    r"(?:(?:my|his|her|their|our|a|the)\s+(?:best\s+)?(?=(?:friend|friends|buddy|pal|classmate|cousin|"
    r"neighbou?r|teammate|coach|teacher|babysitter|nanny)'s))?"
    r"(?P<host>[a-z][a-z-]*)'s"
    r"(?:\s+(?:house|place|home|apartment|flat|pool|farm|cabin|cottage|backyard|yard))?)(?![a-z'])"
    r"(?!\s+(?:club|store|shop|restaurant|diner|cafe|bar|pizza|pharmacy))"
)
_NOT_HOSTS = frozenset(
    """
today tomorrow tonight yesterday monday tuesday wednesday thursday friday saturday sunday
week weekend month year morning afternoon evening night noon midnight
mcdonald macdonald wendy denny arby chili applebee dave trader kohl lowe macy
""".split()
)
"""Not someone's home: days ("at saturday's game") and shops named so ("at Lowe's")."""


_OWN_HOME = re.compile(
    r"(?<![a-z'])(?:at|to|over\s+at|back\s+at)\s+(?P<place>(?:our|my)\s+"
    r"(?:house|place|home|apartment|flat|backyard|yard))(?![a-z'])"
)
"""The family's own home ("sleepover at our house", "dinner at my place"): a place, not
"our" naming the whole family as the people."""

_NAMING = re.compile(r"\b(?:title|titled|called|named|name\s+it|call\s+it)\b")
"""A title given by name ("put Book Club at Rosa's House as the title") keeps its words."""


def find_host_place(claims: Claims, raw: str) -> str | None:
    """Claim "at <name>'s (house)" or "at our house" and return it as typed ("Lily's"), or None."""
    for home in claims.free_matches(_OWN_HOME):
        claims.claim(home.start(), home.end())
        return as_typed(home.group("place"), raw)
    if "'s" not in claims.text or _NAMING.search(claims.text):
        return None  # no "<name>'s" (most messages), or a title given by name
    for found in claims.free_matches(_HOST):
        if found.group("host") in _NOT_HOSTS:
            continue
        claims.claim(found.start(), found.end())
        return as_typed(found.group("place"), raw)
    return None

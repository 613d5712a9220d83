"""A question about an event's notes or link: "any notes on the dentist?", "what's the zoom
link for jake's parent-teacher meeting?", "notes for piano?", "the details of the recital".

Calendars the family imports or syncs carry notes (DESCRIPTION: "bring shin guards", a
video link, an address) and a link (URL). Asked for, the answer shows them; read as words
of their own, "notes" was the title ("No notes on the calendar") and "any notes on X"
asked nothing the grammar knew. The words are claimed, so the event named is the title,
and the message is a look-up of it. A booking ("add a note to the dentist") is not a
question and is left alone.
"""

from __future__ import annotations

import re

from .claims import Claims, holds_any

_ASKED = re.compile(
    r"(?:\b(?:any|the|its|their|his|her|some)\s+)?"
    r"(?:\b(?:zoom|meet|teams|video|call|meeting|web|dial-in|dial\s+in)\s+)?"
    r"\b(?P<what>notes|details|links?|url|description)\b"
    r"(?:\s+(?:on|for|of|about|in|to|from)\b)?"
)
_NEEDS = ("notes", "details", "link", "url", "description")
"""_ASKED cannot match without one of these."""


def find_notes_asked(claims: Claims) -> bool:
    """Claim the words asking for an event's notes or link; whether any were asked."""
    if not holds_any(claims.text, _NEEDS):
        return False
    found = False
    for match in _ASKED.finditer(claims.text):
        # only the word itself must be free: "details of" may be the look-up verb already
        if not claims.is_free(match.start("what"), match.end("what")):
            continue
        for start in range(match.start(), match.end()):
            if claims.is_free(start, start + 1):
                claims.claim(start, start + 1)
        found = True
    return found

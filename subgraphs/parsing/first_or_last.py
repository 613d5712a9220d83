"""A question about the first or the last thing of a span: "what's the earliest thing
tomorrow?", "what's jake's last thing on thursday?", "what's first on saturday?".

Read as words of their own, they were taken for other things: "first" for the 1st of the
month (a question about Saturday answered for Tuesday Dec 1), "first thing" for the
early morning, "earliest thing" for an event's title ("No earliest thing on Tuesday").
The question asks for the one event that starts first (or last) in the span.
"""

from __future__ import annotations

import re
from typing import Literal

from .claims import Claims, holds_any

FirstOrLast = Literal["first", "last"]

_NOUN = r"(?:thing|event|activity|item|entry|one)"
"""Words for any event, claimed with the superlative; one only: "latest events" are the recent ones."""
_NAMED = r"(?=(?:appointment|meeting|class|lesson|practice|game)\b(?!s))"
"""Words that may name the event asked about ("my first appointment today"): left for the title."""
_ASKED = re.compile(
    rf"\b(?:the\s+|very\s+)*(?P<w>first|1st|earliest|last|latest|final)\s+(?:{_NOUN}\b|{_NAMED})"
    r"(?!\s+(?:in\s+the\s+)?morning)"
    r"|\bwhat(?:'s|\s+is|\s+comes|\s+do\s+(?:i|we|they|you)\s+have|\s+does\s+[a-z]+\s+have)\s+"
    r"(?P<w2>first|1st|last)\b(?!\s+(?:week|month|year|time|night|weekend|monday|tuesday|wednesday|"
    r"thursday|friday|saturday|sunday)\b)"
)
_NEEDS = ("first", "1st", "earliest", "last", "latest", "final")
"""_ASKED cannot match without one of these."""
_FIRST = frozenset({"first", "1st", "earliest"})


def find_first_or_last(claims: Claims) -> FirstOrLast | None:
    """Claim the words asking for the first or last thing of a span; None when none is asked."""
    if not holds_any(claims.text, _NEEDS):
        return None
    for match in _ASKED.finditer(claims.text):
        said = "w" if match.group("w") else "w2"
        # only the word itself must be free: "what's", "have", "event" may be the verbs' already
        if claims.is_free(match.start(said), match.end(said)):
            claims.claim(match.start() if said == "w" else match.start(said), match.end())
            return "first" if match.group(said) in _FIRST else "last"
    return None

"""Context told before the request: "my sister is visiting next weekend, can you block sat
afternoon for a family outing", "emma has a big test friday so pls add study time for her
thurs 6-7", "grandma's in town this week so can we do a zoo trip with her thursday at 4".

Families explain before they ask. Read as one request, the explanation takes over: the
visit becomes the booking, the test becomes the title. The request is the clause that
asks; the statement before it only says who "her" is, and which day when the request
names none ("mike's birthday is dec 5, can we plan a surprise dinner that night at 7"). It
is read that way only when the statement asks nothing itself.
"""

from __future__ import annotations

import re

from .pattern_needs import may_match
from .two_requests import CONDITION

_ASKING = (
    r"(?:(?:can|could|would|will)\s+(?:you|u|we|i)\b|(?:please|pls|plz)\b|let'?s\b"
    r"|(?:add|book|block|schedule|put|set\s+up|plan|pencil\s+in|cancel|move|reschedule|skip)\b)"
)
_BOUNDARY = re.compile(
    r"(?:\s*[,.;!:]+\s*(?:(?:so|but|and\s+so|and|anyway|anyways)\s*,?\s+)?|\s+-+\s+"
    r"|\s+(?:so|but|and\s+so|anyway|anyways)\s*,?\s+)(?=" + _ASKING + r")"
)
"""Where the asking starts: after a comma or full stop, or after "so" / "but"."""
_STATEMENT = re.compile(
    r"(?:(?<![a-z'])(?:is|are|am|was|has|have|had|got|gets|needs|wants|will\s+be|coming|visiting|going)|'s|'re|'m|'ll\s+be)"
    r"(?![a-z'])"
)
"""A clause that tells something ("is visiting", "has a test", "we have a lot going on")."""
_ASKS_ITSELF = re.compile(
    r"(?<![a-z'])(?:add|book|schedule|cancel|move|reschedule|delete|remove|remind|put|block|push|plan"
    r"|can|could|would|please|pls|what|when|who|is\s+there|are\s+there)(?![a-z'])|\?"
)
"""Words that make the first clause a request or a question of its own: not context."""


_POINTS_BACK = re.compile(
    r"(?<![a-z'])(?:it|that|this)(?![a-z'])(?!\s+(?:night|morning|afternoon|evening|day|week))"
)
"""A request that points back at what was told ("put it in", "add that"): read whole."""


def request_after_context(text: str) -> tuple[str, str] | None:
    """(the context, the request) when `text` tells something first and then asks; else None."""
    low = text.lower().replace("\u2019", "'")
    if CONDITION.match(low.strip()):
        return None  # "if so, book the sedan": a condition, not something told first
    if not may_match(_BOUNDARY, low):
        return None  # no comma, dash or "so" before an asking word: nothing told first
    for found in _BOUNDARY.finditer(low):
        if found.start() == 0:
            continue
        told, asked = text[: found.start()], text[found.end() :]
        told_low = low[: found.start()]
        if len(told_low.split()) < 2 or len(asked.split()) < 2:
            continue
        if _POINTS_BACK.search(low, found.end()):
            return None  # "jake has a playdate friday, can you put it in for 4 to 6": the context is it
        if _STATEMENT.search(told_low) and not _ASKS_ITSELF.search(told_low):
            return told.strip(" ,.;!:-"), asked.strip()
        return None  # the first place asking starts decides
    return None

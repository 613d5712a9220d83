"""Words that ask the assistant to find a time rather than book one: "find a time for a
family meeting", "suggest a time for emma's haircut", "find us an hour", "when could we fit
in a family dinner". Such a booking is offered as a few times to pick from
(`domain/slot_choices.py`); one said at a time the family named stays a single proposal."""

from __future__ import annotations

import re

from .claims import holds_any

_SEARCH = re.compile(
    r"\b(?:find|suggest|pick|choose|propose|recommend|offer|give|get|look\s+for|search\s+for)\s+"
    r"(?:(?:us|me|them|him|her)\s+)?(?:a|an|some|the\s+best|good|a\s+good|a\s+few|few|any|\d+|one|two|three|four|half\s+an)?\s*"
    r"(?:\d+[\s-]*(?:minutes?|mins?|hours?|hrs?)[\s-]+)?(?:good\s+|free\s+|open\s+)?"
    r"(?:times?|slots?|hours?|hrs?|minutes?|mins?|windows?|spots?|days?|evenings?|mornings?|afternoons?|options?)\b"
    r"|\bwhen\s+(?:could|can|should|shall)\s+(?:we|i|you)\s+(?:fit|squeeze|slot|book|schedule|do|have|put)\b"
)
_SEARCH_NEEDS = (
    *("find", "suggest", "pick", "choose", "propose", "recommend"),
    *("offer", "give", "get", "look", "search", "when"),
)
"""An asking verb and what it asks for (a time, a slot, an hour), or "when could we …"."""


def asks_for_times(text: str) -> bool:
    """Whether `text` asks the assistant to find a time (so a few are offered)."""
    low = text.lower()
    return holds_any(low, _SEARCH_NEEDS) and _SEARCH.search(low) is not None


_ASKED_TO_PICK = re.compile(
    r"\b(?:suggest|pick|choose|propose|recommend)\s+(?:us\s+|me\s+)?(?:a|some|a\s+good|a\s+few|good)\s+"
    r"(?:time|times|slot|slots)\s+(?=for\b)"
)
_ASKED_TO_PICK_NEEDS = ("suggest", "pick", "choose", "propose", "recommend")
""""Suggest a time for a haircut": read as "find a time for", so the activity is the title
(it was "suggest a time")."""


def as_found(low: str) -> str:
    """`low` (normalised) with "suggest / pick a time for" said as "find a time for"."""
    if not holds_any(low, _ASKED_TO_PICK_NEEDS):
        return low
    return _ASKED_TO_PICK.sub("find a time ", low, count=1)


_OTHER_TIMES = re.compile(
    r"^(?:(?:no|nah|hmm+|um+|sorry|ok|okay|thanks|but)\W+)*(?:"
    r"none\s+of\s+(?:those|these|them|the\s+above)|neither|none"
    r"|(?:do\s+you\s+have\s+|is\s+there\s+|are\s+there\s+|got\s+|show\s+me\s+|give\s+me\s+|any\s+)?"
    r"(?:something|anything|any|some)\s+(?:later|else|other)"
    r"|(?:any\s+|some\s+|other\s+|more\s+)?(?:later|other|more|different)\s+(?:times?|ones?|options?|slots?|days?)"
    r"|later(?:\s+in\s+the\s+(?:week|day))?"
    r")(?:\s+(?:please|pls|thanks|work|works|suit|suits|do|maybe|instead|then|one|ones|time|times|for\s+me|for\s+us))*$"
)
_OTHER_TIMES_NEEDS = ("none", "neither", "later", "else", "other", "more", "different")
"""Said to the times offered: none of them suits, show others ("none of those", "something
later", "any other times?"): searched again after the latest one offered."""


def other_times_wanted(text: str) -> bool:
    """Whether an answer to times offered asks for other (later) times."""
    low = " ".join(text.lower().replace("?", " ").replace("!", " ").replace(".", " ").split())
    return holds_any(low, _OTHER_TIMES_NEEDS) and _OTHER_TIMES.match(low) is not None

"""Where an event happens when it is named rather than addressed: "at Smile Dental on Main
St", "at the Y", "in the gym", "at grandma's house".

Read after times, dates, people and resources have claimed their words, so what an "at" or
"in" leads to here is a place: what is left up to the next claimed word, clause break or
word that starts something else ("for", "with", "to"...). Idioms ("at least", "in
person", "in advance") and the calendar itself ("in my calendar") are not places. Street
addresses are read earlier by `places.py` (their numbers are not times).
"""

from __future__ import annotations

import re

from .claims import Claims
from .title import EVENT_WORDS
from .vocabulary import WD

_LEAD = re.compile(r"(?<![a-z'])(?P<prep>at|in|@)\s+")
_STOP = frozenset(
    """
for with to from and or so because but please pls then until till by every each starting
that which who when while if as about regarding is are was will would should can could
me us him her them it this
""".split()
)
"""Words that end a place: what follows them says something else."""
_STREET = re.compile(
    r"^on\s+(?:[a-z0-9'.-]+\s+){0,3}(?:street|st|avenue|ave|road|rd|lane|ln|boulevard|blvd|drive|dr|way|"
    r"square|sq|place|pl|court|ct|parkway|pkwy|highway|hwy)\b"
)
"""'on Main St' continues a place ('Smile Dental on Main St'); 'on friday' does not."""
_NOT_PLACES = re.compile(
    r"^(?:least|most|all|once|first|last|the\s+latest|the\s+earliest|the\s+same\s+time|any\s+time|anytime|"
    r"some\s+point|that\s+point|the\s+moment|the\s+end|the\s+start|the\s+beginning|the\s+middle|random|"
    r"person|advance|total|case|time|order|charge|general|particular|fact|a\s+row|a\s+bit|a\s+while|"
    r"between|progress|mind|touch|question|about|around|approximately|roughly|"
    r"(?:the\s+|my\s+|our\s+|your\s+|family\s+|shared\s+)*(?:calendar|schedule|agenda|diary|planner)|"
    r"(?:the\s+)?(?:morning|afternoon|evening|night|day|week|weekend|month|year)s?)\b"
)
MAX_WORDS = 6


def _event_before(claims: Claims, pos: int) -> bool:
    """Whether the clause before `pos` names an event ("dentist", "soccer practice"): a
    place is split off only then; "movie at the roxie" may be the name of the entry."""
    begin = max(claims.text.rfind(mark, 0, pos) for mark in ",.;!?") + 1
    if EVENT_WORDS.search(claims.text[begin:pos]):
        return True
    before = claims.text[begin:pos].rstrip()
    # "soccer for emma sat at 2 at the north field": a day or time said between the event's
    # words and this "at" ends its name, so what follows is where, not more of the name
    said = _WHEN_BEFORE.search(before)
    if said is None or not claims.is_claimed(begin + said.start()):
        return False
    return bool(_LETTER.search(before[: said.start()]))


_WHEN_BEFORE = re.compile(
    rf"(?:\d(?::\d\d)?\s*(?:am|pm)?|noon|midnight|today|tonight|tomorrow|{WD}|morning|afternoon|evening|"
    r"night|weekend)$"
)
"""A day or a time at the end of the words before an "at"."""
_VENUE_TOKEN = re.compile(r"[a-z0-9][a-z0-9'&.-]*|,|\S")
_LETTER = re.compile(r"[a-z]")


def find_venue(claims: Claims, anywhere: bool = False) -> str | None:
    """Claim the first named place after an event ("dentist at smile dental") and return it,
    lower case as normalised; with `anywhere`, after any words (a reminder's task)."""
    text = claims.text
    for lead in claims.free_matches(_LEAD):
        if not anywhere and not _event_before(claims, lead.start()):
            continue
        rest = text[lead.end() :]
        if _NOT_PLACES.match(rest):
            continue
        words: list[str] = []
        pos = lead.end()
        for word in _VENUE_TOKEN.finditer(rest):
            start, end = lead.end() + word.start(), lead.end() + word.end()
            token = word.group(0)
            if not claims.is_free(start, end) or token in (",", ";", ".", "!", "?"):
                break
            if token in _STOP or (token == "on" and not _STREET.match(text[start:])):
                break
            if len(words) >= MAX_WORDS:
                return None  # too long to be a place: a clause, not a name
            words.append(token)
            pos = end
        while words and words[-1] in ("the", "a", "an", "my", "our"):
            words.pop()
        if not words or not _LETTER.search(" ".join(words)):
            continue
        claims.claim(lead.start(), pos)
        return " ".join(words)
    return None


def as_typed(place: str, raw: str) -> str:
    """The place with the capitals it was typed with ("smile dental on main st" → "Smile
    Dental on Main St"), when it can be found in the raw text."""
    pattern = r"[\W_]+".join(re.escape(word) for word in place.split())
    match = re.search(rf"(?<![\w]){pattern}(?![\w])", raw, re.IGNORECASE)
    return match.group(0) if match else place

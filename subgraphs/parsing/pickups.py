"""A pick-up said with an arrival: "mike's flight lands at 11:40pm thursday, i'll pick him up".

The flight lands when it lands: what the family plans is the pick-up, by whoever fetches
(the speaker for "i'll get him", Mike for "can mike get her"), at the time said. Read as an
activity the message became "flight for Mike and Sarah", and its ways out moved the flight.
"""

from __future__ import annotations

import re

from .claims import Claims, holds_any
from .people import PersonMention

_JOURNEY_WORDS = ("flight", "plane", "train", "bus", "ferry", "flies", "flying", "lands", "landing", "arriv")
"""_ARRIVES cannot match without one of these."""
_ARRIVES = re.compile(
    r"\b(?P<journey>flight|plane|train|bus|ferry)\s+(?:[a-z']+\s+){0,3}?"
    r"(?:lands|landing|arrives|arriving|gets\s+in|comes\s+in|pulls\s+in|is\s+due(?:\s+in)?)\b"
    r"|(?<=[a-z] )(?:is\s+|'s\s+)?(?P<flies>(?:flies|flying)\s+in|lands|landing)\b"
    r"|(?<=[a-z] )(?:is\s+|'s\s+)?(?:arrives|arriving|gets\s+in|getting\s+in|comes\s+in|coming\s+in)\s+"
    r"(?:by|on\s+the)\s+(?P<by>plane|train|bus|ferry)\b"
)
"""A journey arriving ("grandma's flight lands"), or a traveller ("grandma flies in", "nana lands",
"grandpa arrives by train")."""
_FETCHES = re.compile(
    r"\b(?:pick(?:ing)?\s+(?:him|her|them|[a-z]+)\s+up|pick(?:ing)?\s+(?:him|her|them)|pick\s+up|"
    r"get\s+(?:him|her|them)|collect(?:ing)?|fetch(?:ing)?|grab(?:bing)?\s+(?:him|her|them))\b"
)
_POSSESSIVE = re.compile(r"(?:'s|s'|')$")
_WHERE = {"flight": "airport", "plane": "airport", "train": "station", "bus": "bus stop", "ferry": "ferry"}


def pick_up_at_arrival(
    claims: Claims, people: list[PersonMention], speaker: str
) -> tuple[str, list[str]] | None:
    """The pick-up's title and who fetches, when the message says someone arrives and
    someone fetches them (both are claimed: read); None otherwise (a flight said alone stays
    the flight)."""
    text = claims.text
    if not holds_any(text, _JOURNEY_WORDS):
        return None
    arrives = _ARRIVES.search(text)
    fetches = _FETCHES.search(text, arrives.end()) if arrives is not None else None
    if arrives is None or fetches is None:
        return None
    claims.claim(arrives.start(), arrives.end())
    claims.claim(fetches.start(), fetches.end())
    before = text[: arrives.start()].rstrip()
    travelling = arrives.group("journey") is None  # "grandma flies in": she arrives, not her flight
    arriving = [
        p for p in people if (travelling or p.role == "owner") and before.endswith(text[p.start : p.end])
    ]
    arriver = arriving[-1] if arriving else None
    fetchers = sorted({i for p in people if p is not arriver for i in p.ids}) or [speaker]
    place = _WHERE[arrives.group("journey") or arrives.group("by") or "flight"]
    if arriver is None:
        return f"pick up from the {place}", fetchers
    said = _POSSESSIVE.sub("", text[arriver.start : arriver.end])  # "grandma", as the family says it
    return f"pick up {said} from the {place}", fetchers

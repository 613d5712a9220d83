"""A question about a car's seats: "can all of us fit in the honda sunday?", "will 6 people
fit in the van?", "how many seats does the minivan have?".

It was answered as whether the car is free ("The Sedan is free Sun 2–3pm"), or not read at
all, while what was asked is whether everyone fits. The question stays one about the car
(`resource_status`); `seats_asked` says the seats are asked, and `riders` holds a number of
people said ("6 people", "7 of us"); with none said, the people named and the friends
counted ride. The words are claimed, so "6 people fit" is no event to look for.
"""

from __future__ import annotations

import re

from .claims import Claims

_SEATS = re.compile(
    r"\b(?:fit|fits|fitting|squeeze|seats?|seating|seatbelts?|room\s+for|enough\s+room|space\s+for|"
    r"(?:is|are)\s+there\s+(?:enough\s+)?(?:room|space))\b"
)
_SEATS_NEEDS = ("fit", "squeeze", "seat", "room", "space")
"""_SEATS cannot match without one of these."""
_RIDERS = re.compile(
    r"\b(?P<n>[1-9]\d?)\s+(?:people|persons|passengers|of\s+us|of\s+them|kids|children|adults|riders)\b"
)


def seats_asked(claims: Claims) -> tuple[bool, int | None]:
    """Whether a car's seats are asked about, and how many people were said to ride; the
    words claimed."""
    if not any(word in claims.text for word in _SEATS_NEEDS):
        return False, None
    found = _SEATS.search(claims.text)  # "can we squeeze 6 of us in": taken as the verb already
    if found is None:
        return False, None
    if claims.is_free(found.start(), found.end()):
        claims.claim(found.start(), found.end())
    counted = _RIDERS.search(claims.text)  # "6 of us": "us" is read as the family already
    if counted is None:
        return True, None
    claims.claim(counted.start("n"), counted.end("n"))
    return True, int(counted.group("n"))

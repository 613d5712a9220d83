"""A booking for one of two people said as a choice: "mike or me for the dentist friday at 3",
"sarah or mike can do the parent meeting tuesday at 6"; of a ride, who drives ("mike or i can
take jake to soccer tuesday": asked, saying which of the two is free then, `graph/rides.py`).

Read as both (everyone named goes) it booked two people where the family meant one. The
two are kept in the order said (`people_choices`); the main graph takes the first of them
free then and says so, always asking first (`domain/person_choice.py`).
"""

from __future__ import annotations

import re

from .people import PersonMention

_OR = re.compile(r"\s*,?\s+or\s+(?:else\s+)?")
"""Only "or" between the two names: "mike or me", "mike, or me"."""
_OR_I = re.compile(r"\s*,?\s+or\s+(?:i|me|myself)\b")


def people_offered(text: str, people: list[PersonMention], offered: bool, speaker: str) -> list[str]:
    """The two members a new booking (or a ride: who drives) offers as a choice, in the order
    said, else []; `offered` when the request is one where a choice of people can be."""
    if not offered:
        return []
    for first, second in zip(people, people[1:], strict=False):
        one_each = len(first.ids) == 1 and len(second.ids) == 1 and first.ids != second.ids
        if one_each and _OR.fullmatch(text[first.end : second.start]):
            return [first.ids[0], second.ids[0]]
    for one in people:  # "mike or i can take jake": "i" as a subject is no mention of its own
        said = _OR_I.match(text, one.end)
        if len(one.ids) == 1 and one.ids[0] != speaker and said is not None:
            return [one.ids[0], speaker]
    return []

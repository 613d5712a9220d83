"""A booking for one of two people said as a choice: "mike or me for the dentist friday at 3",
"sarah or mike can do the parent meeting tuesday at 6".

Read as both (everyone named goes) it booked two people where the family meant one. The
two are kept in the order said (`people_choices`); the main graph takes the first of them
free then and says so, always asking first (`domain/person_choice.py`).
"""

from __future__ import annotations

import re

from .people import PersonMention

_OR = re.compile(r"\s*,?\s+or\s+(?:else\s+)?")
"""Only "or" between the two names: "mike or me", "mike, or me"."""


def people_offered(text: str, people: list[PersonMention], intent: str) -> list[str]:
    """The two members a new booking offers as a choice (in the order said), else []."""
    if intent != "create":
        return []
    for first, second in zip(people, people[1:], strict=False):
        one_each = len(first.ids) == 1 and len(second.ids) == 1 and first.ids != second.ids
        if one_each and _OR.fullmatch(text[first.end : second.start]):
            return [first.ids[0], second.ids[0]]
    return []

"""A repeat that ends on a day said by name: "until christmas", "till thanksgiving", "until
the end of school" (a day of the family's own, from its file).

Read after `recurrence.py`, which ends a repeat on a date ("until Dec 20"); a name that is
neither a holiday of the family's country nor one of its own days is left for the title
and the unread words, never guessed.
"""

from __future__ import annotations

import re
from datetime import date

from family_scheduler.models.family import Family
from family_scheduler.named_days import NamedDay, find_named_day

from .claims import Claims

_UNTIL_RE = re.compile(r"(?<![a-z])(?:until|through|thru|up\s+to|before)\s+(?P<rest>[a-z0-9' ]+)")
MAX_WORDS = 5


def find_until_day(claims: Claims, family: Family, today: date) -> NamedDay | None:
    """Claim "until <a named day>" (the longest name that is known) and return the day."""
    for match in claims.free_matches(_UNTIL_RE):
        words = match.group("rest").split()
        for n in range(min(MAX_WORDS, len(words)), 0, -1):
            said = " ".join(words[:n])
            end = match.start("rest") + len(said)
            if not claims.is_free(match.start(), end):
                continue
            found = find_named_day(said, family, today)
            if found is not None:
                claims.claim(match.start(), end)
                return found
    return None

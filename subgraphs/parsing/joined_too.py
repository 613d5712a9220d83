"""Someone added to the booking waiting for its yes: "add emma too", "sure, emma as well",
"and emma", "emma's coming too".

Said to "Book dentist for Jake, Tue Nov 24 3–4pm?", these ask for Emma to be booked along
with Jake. Read on their own they were a new booking with no activity or time ("What time
should it be? What is it for?", the dentist put on hold), or a change that changed nothing.
Now the people named join the pending booking, which is asked about again.
"""

from __future__ import annotations

import re

from .claims import holds_any

ADDED_TOO = re.compile(r"\b(?:too|as\s+well|also)\b|^(?:add|plus|and)\s")
"""The words that add people rather than put them instead."""
ADDED_TOO_NEEDS = ("too", "as well", "also", "add", "plus", "and")


def adds_people(text: str) -> bool:
    """Whether the answer adds the people it names to the pending booking."""
    plain = " ".join(re.sub(r"[^\w\s']", " ", text.lower()).split())
    return holds_any(plain, ADDED_TOO_NEEDS) and ADDED_TOO.search(plain) is not None

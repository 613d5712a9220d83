"""A booking said as taking what was just offered: "grab it", "lock it in", "take that",
"reserve it for mike", "ok snag it".

Just after "is the van free saturday at 2?" ("The Minivan is free then"), these mean "book
it": the van at that time (the main graph fills the thing and the time from the question,
`graph/focus.py`, and asks before writing). Read alone they were not understood ("grab"
taken as a title, "take it" as nothing). Said as "book it", the rest reads as before; with
nothing offered to point at, "book it" asks what to book.
"""

from __future__ import annotations

import re

from .claims import holds_any

_GRABBED = re.compile(
    r"^(?P<lead>(?:(?:ok|okay|great|perfect|cool|nice|awesome|yes|yeah|yep|yup|sure|good|then|so|and|if|"
    r"please|pls|alright|right)\s*,?\s+)*(?:(?:let's|lets|can\s+you|could\s+you|please|go\s+ahead\s+and|"
    r"i'll|we'll|we\s+will|i\s+will|just|then)\s+)*)"
    r"(?:grab|take|snag|nab|lock|reserve|claim|nail)\s+(?P<it>it|that|them|this)(?:\s+(?:in|down))?"
    r"(?=\s*$|\s*,|\s+(?:for|then|please|pls|thanks|thank\s+you|thx|now|at|on|from|tomorrow|tonight|this|next)\b)"
)
_GRABBED_NEEDS = (" it", " that", " them", " this")
"""A taking verb with "it" as its whole object, at the start of what is asked: never "take
it off the calendar", "take jake to soccer", "take it easy" or "hold it" (wait)."""


def as_booked(low: str) -> str:
    """`low` (normalised) with "grab it" / "lock it in" said as "book it" (the pleasantries
    before it dropped: "nice, lock that in"); else `low`."""
    if not holds_any(f" {low}", _GRABBED_NEEDS):
        return low
    taken = _GRABBED.match(low)
    if taken is None:
        return low
    kept = "if " if re.search(r"\bif\b", taken.group("lead")) else ""  # "if so grab it": still hangs
    return f"{kept}book {taken.group('it')}{low[taken.end() :]}"

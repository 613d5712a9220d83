"""Another activity in the place of the one waiting for a yes: "book tennis instead".

"Swim for the kids sunday afternoon" - "Book swim …? Shall I go ahead?" - "book tennis
instead". The family keeps the people and the time and swaps what it is for: the pending
booking becomes tennis, asked about again, never a second booking left waiting for a time.
"""

from __future__ import annotations

import re

from family_scheduler.models.request import ParsedRequest

_INSTEAD = re.compile(r"\b(?:instead|rather)\b")
"""The word that puts the new activity in the old one's place."""
_IT_BECOMES = re.compile(
    r"\b(?:make|change|switch|swap|turn)\s+(?:it|that)\s+(?:in)?to\b"
    r"|\bswap\s+(?:it|that)\s+for\b|\bmake\s+(?:it|that)\b"
)
"""The pending booking said to become another activity ("make it tennis instead"), not a
change of an event of that name."""
_MOVED = re.compile(r"\b(?:move|moved|reschedule|push|shift|bump|postpone|delay|cancel|drop|skip)\b")
"""A change of some other event ("move piano to 6 instead"): never a new activity here."""


def in_its_place(said: ParsedRequest, pending: ParsedRequest) -> bool:
    """`said` (the answer read alone) names another activity for the pending booking and
    no time or repeat of its own: the same booking, for something else."""
    return (
        pending.intent == "create"
        and (
            said.intent in ("create", "unknown")  # "book tennis instead", "tennis instead"
            or (said.intent == "modify" and _becomes(said.text.lower()))
        )
        and bool(pending.title and said.title)
        and said.title != pending.title
        and _INSTEAD.search(said.text.lower()) is not None
        and said.start is None
        and said.window is None
        and said.recurrence is None
    )


def retitled(pending: ParsedRequest, said: ParsedRequest, people_named: bool) -> ParsedRequest:
    """The pending booking for `said`'s activity (and its people, when it names them)."""
    merged = pending.model_copy(deep=True)
    merged.title = said.title
    if people_named and said.participants:
        merged.participants = sorted(set(said.participants))
    if said.resources:
        merged.resources = sorted(set(said.resources))
    if said.place:
        merged.place = said.place
    merged.text = f"{pending.text} / {said.text}".strip(" /")
    return merged


def _becomes(text: str) -> bool:
    """ "make it tennis instead", "tennis instead": the pending booking's activity said anew."""
    return _IT_BECOMES.search(text) is not None or _MOVED.search(text) is None

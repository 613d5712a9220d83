"""A cancellation for only some of the people on a shared event: "cancel swim saturday for
jake only", or "just jake" said to "Cancel swim class on Sat Nov 28?".

The swim class is Emma's and Jake's. Cancelled as asked, it was called off for both, and
the proposal said back ("Cancel swim class on Sat Nov 28") did not show that Emma's went
too. Only those named are taken off the occurrence, as when "jake can't make swim
saturday": the class stays on for everyone else.
"""

from __future__ import annotations

import re

from ..models.request import ParsedRequest
from .targets import EventTarget

_ONLY = re.compile(r"\b(?:only|just)\b")
"""The words that say the cancellation is for the people named and no one else."""


def only_them_off(request: ParsedRequest, target: EventTarget) -> ParsedRequest | None:
    """`request` as taking the people it names off the chosen occurrence, when it cancels a
    shared event "only" or "just" for some of its people; None otherwise."""
    occ = target.chosen
    if request.intent != "cancel" or occ is None or not request.participants or request.every:
        return None
    named, on_it = set(request.participants), set(occ.participants)
    if not named < on_it or _ONLY.search(request.text.lower()) is None:
        return None  # "cancel jake's swim": the swim class, as said
    return request.model_copy(update={"intent": "modify", "leaving": sorted(named), "participants": []})

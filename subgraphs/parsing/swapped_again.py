"""A change said while a swap waits for its yes: "make it next week", "the week after
instead", "no wait, at 4".

The pending request swaps two events (`ParsedRequest.swap_with`); an answer to it is about
that swap, never one side's time. A week or day said once, when the swap was said for one
week or day (or none), is where both are looked for; anything else (a clock time, a length)
cannot be said of a swap, and that is said back, nothing merged.
"""

from __future__ import annotations

from datetime import datetime

from family_scheduler.models.family import Family
from family_scheduler.models.request import ParsedRequest

from .confidence import assess
from .parser import read

ONLY_A_WEEK = (
    "a swap moves each event to the other's time: I can look for them in another week or on "
    'other days ("next week instead"), or say "no"'
)


def swapped_again(
    pending: ParsedRequest, text: str, family: Family, now: datetime, speaker: str | None = None
) -> ParsedRequest:
    """The pending swap with the answer `text` folded in: both looked for in the span it
    names, or a problem saying what a swap can be told."""
    partner = pending.swap_with
    assert partner is not None
    answer = read(text, family, now, speaker or pending.speaker, answer=True).request
    merged = pending.model_copy(deep=True)
    merged.text = f"{pending.text} / {text}".strip(" /")
    merged.problems = list(answer.problems)
    said_once = pending.window == partner.window
    if answer.window is not None and answer.start is None and said_once:
        merged.window = answer.window
        merged.swap_with = partner.model_copy(update={"window": answer.window, "day_named": answer.day_named})
    elif not merged.problems:
        merged.problems.append(ONLY_A_WEEK)
    merged.missing = []
    return assess(merged)

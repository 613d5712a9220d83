"""The occurrences a cancellation lists, narrowed: "only the first 2", "not the last one",
"just the saturday ones".

"Cancel Jake's soccer: Tue Nov 24, Thu Nov 26, Tue Dec 1 and Thu Dec 3. Shall I go
ahead?" - "only the first 2". Read as a request, "the first 2" was the 1st of the month
at 2pm, and "not the last one" changed nothing. The family points at the list by its
order or by a weekday; the cancellation keeps its span, narrowed to the occurrences meant
(first and last by the order listed, a weekday as the days kept), and is asked again.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from family_scheduler.recurrence_rules import weekly_on

from .vocabulary import NUMBER_WORDS, WD, weekday_index

_COUNT = r"(?P<n>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|couple(?:\s+of)?)"
_LEAD = r"^(?:(?:ok|okay|actually|wait|hmm+|so|oh|no|but|then|sorry)[\s,.!]+)*"
_ONES = r"(?:\s+(?:ones?|of\s+them|weeks?|occurrences?|practices?|sessions?|lessons?|classes?))?"
_TAIL = r"(?:[\s,]+(?:only|please|pls|thanks|then|instead))*[\s.!]*$"
_KEEP = re.compile(
    _LEAD + r"(?:(?:only|just)\s+(?:cancel\s+|do\s+|drop\s+|skip\s+)?)?the\s+(?P<end>first|last)"
    rf"(?:\s+{_COUNT})?{_ONES}{_TAIL}"
)
"""Keeping the first or last few: "only the first 2", "just the last one", "the first two only"."""
_DROP = re.compile(
    _LEAD + r"(?:not|but\s+not|except(?:\s+for)?|all\s+but|everything\s+but|everything\s+except|"
    r"leave\s+out|keep)\s+the\s+(?P<end>first|last)"
    rf"(?:\s+{_COUNT})?{_ONES}{_TAIL}"
)
"""Leaving the first or last few out: "not the last one", "all but the first", "keep the last 2"."""
_DAYS = re.compile(
    _LEAD + r"(?:only|just)\s+(?:the\s+)?(?:ones\s+on\s+)?(?:on\s+)?"
    rf"(?P<days>{WD}s?(?:\s*(?:,|and|&|or)\s*{WD}s?)*)(?:\s+ones?)?{_TAIL}"
)
"""Keeping the occurrences on some weekdays: "just the saturday ones", "only on tuesdays"."""
_DAY = re.compile(WD)
LONGEST = 120
"""A narrowing is a short answer; longer ones are read as they are."""


@dataclass(frozen=True)
class Narrowing:
    """Which of the listed occurrences are meant: a run kept at one end, or weekdays."""

    keep_first: int = 0
    keep_last: int = 0
    weekdays: tuple[int, ...] = ()


def narrowing_said(text: str) -> Narrowing | None:
    """What an answer keeps of a list of occurrences, or None when it does not narrow one."""
    said = " ".join(str(text or "").lower().split())
    if not said or len(said) > LONGEST:
        return None
    days = _DAYS.match(said)
    if days is not None:
        found = dict.fromkeys(weekday_index(d) for d in _DAY.findall(days.group("days")))
        return Narrowing(weekdays=tuple(found))
    kept, dropped = _KEEP.match(said), _DROP.match(said)
    found_end = kept or dropped
    if found_end is None:
        return None
    n = _count(found_end.group("n"))
    first = found_end.group("end") == "first"
    if kept is not None:  # "only the first 2": those
        return Narrowing(keep_first=n) if first else Narrowing(keep_last=n)
    # "not the last one", "keep the first" (left alone, not cancelled): all but those
    return Narrowing(keep_last=-n) if first else Narrowing(keep_first=-n)


def _count(said: str | None) -> int:
    if not said:
        return 1
    if said.isdigit():
        return int(said)
    if said.startswith("couple"):
        return 2
    return 1 if said == "one" else NUMBER_WORDS[said]


def narrowed_span(
    listed: Sequence[tuple[datetime, datetime]], narrowing: Narrowing
) -> tuple[datetime, datetime] | None:
    """The span holding just the occurrences meant of `listed` (start, end; by start), or
    None when that leaves none or all of them (asked again, not narrowed to nothing).
    A negative count leaves that many out at the other end ("not the last one": all but it)."""
    count = len(listed)
    if narrowing.keep_first:
        n = narrowing.keep_first if narrowing.keep_first > 0 else count + narrowing.keep_first
        kept = list(listed[:n]) if n > 0 else []
    elif narrowing.keep_last:
        n = narrowing.keep_last if narrowing.keep_last > 0 else count + narrowing.keep_last
        kept = list(listed[count - n :]) if n > 0 else []
    else:
        return None
    if not kept or len(kept) >= count:
        return None
    return kept[0][0], max(end for _, end in kept)


def weekly_days(narrowing: Narrowing) -> str | None:
    """The weekly rule a weekday narrowing keeps ("FREQ=WEEKLY;BYDAY=SA"), or None."""
    return weekly_on(narrowing.weekdays) if narrowing.weekdays else None

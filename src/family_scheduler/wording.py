"""Plain words shared across the graphs: names not ids, lists as people say them, ordinals."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from zoneinfo import ZoneInfo

from family_scheduler.models import Event, Family
from family_scheduler.timeutil import describe_span

ORDINAL_WORDS = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
    "eleventh": 11,
    "twelfth": 12,
    "thirteenth": 13,
    "fourteenth": 14,
    "fifteenth": 15,
    "sixteenth": 16,
    "seventeenth": 17,
    "eighteenth": 18,
    "nineteenth": 19,
    "twentieth": 20,
    "thirtieth": 30,
}
"""English ordinal words, one word each (compounds like "twenty-first" are built from these)."""


def join_names(names: Sequence[str], none: str = "nobody") -> str:
    """'Emma', 'Emma and Jake', 'Sarah, Emma and Jake' (`none` for an empty list)."""
    names = list(names)
    if not names:
        return none
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def people(family: Family, member_ids: Iterable[str], none: str = "nobody") -> str:
    """Members' (or resources') display names, joined as people say them."""
    return join_names([family.display_name(m) for m in member_ids], none)


def with_names(family: Family, text: str) -> str:
    """Replace member ids in a rule's wording ('jake would have 4 events') with names."""
    for member in family.members:
        text = re.sub(rf"\b{re.escape(member.id)}\b", member.name, text)
    return text


def describe_event(event: Event, family: Family, tz: ZoneInfo) -> str:
    """'soccer practice for Emma, Sat Nov 28 14:00–15:00 (Minivan)' in local time."""
    whom = f" for {people(family, event.participants)}" if event.participants else ""
    if event.guests:
        whom += f" with {join_names(event.guests)}"
    text = f"{event.title}{whom}, {describe_span(event.start, event.end, tz)}"
    if event.recurrence:
        text += f", repeating ({event.recurrence})"
    if event.resources:
        text += f" ({', '.join(family.display_name(r) for r in event.resources)})"
    return text

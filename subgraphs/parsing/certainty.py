"""Which parts of a reading rest on explicit words, so a chat model may not overrule them.

The fields of a request are compared in groups that only make sense together (a start
without its end is not a reading of the time). The grammar is *sure* of a group when
it found the words for it; a value it assumed or defaulted is not sure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .parser import Reading

FIELD_GROUPS: dict[str, tuple[str, ...]] = {
    "intent": ("intent", "query_type"),
    "title": ("title",),
    "timing": (
        "start",
        "end",
        "duration_minutes",
        "window",
        "recurrence",
        "shift_minutes",
        "lengthen_minutes",
    ),
    "participants": ("participants",),
    "resources": ("resources",),
}
"""Contract fields by group; a group is taken whole from one reader or the other."""


def group_of(field_name: str) -> str | None:
    """The group a contract field (or a group name) belongs to."""
    name = field_name.strip().lower()
    if name in FIELD_GROUPS:
        return name
    aliases = {
        "date": "timing",
        "time": "timing",
        "day": "timing",
        "window_start": "timing",
        "window_end": "timing",
        "people": "participants",
    }
    if name in aliases:
        return aliases[name]
    return next((group for group, fields in FIELD_GROUPS.items() if name in fields), None)


def sure_groups(reading: Reading) -> list[str]:
    """The groups the grammar read from explicit words (dates, times, names, verbs)."""
    req, when = reading.request, reading.when
    sure: list[str] = []
    if req.intent != "unknown" and not reading.guessed_intent:
        sure.append("intent")
    if req.title:
        sure.append("title")
    timing_words = (
        when.day_stated
        or when.time_stated
        or req.start is not None
        or req.window is not None
        or req.recurrence is not None
        or req.duration_minutes is not None
        or req.shift_minutes is not None
        or req.lengthen_minutes is not None
    )
    if timing_words and not when.notes and not when.ambiguities:
        sure.append("timing")
    if reading.people_named:
        sure.append("participants")
    if req.resources and not any(a.startswith("'") for a in req.ambiguities):
        sure.append("resources")
    return sure

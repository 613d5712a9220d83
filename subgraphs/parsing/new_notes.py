"""Notes added to an event on the calendar: "add a note to the dentist: bring the insurance
card", "note for friday's swim meet: pack goggles", "put in the notes for book club that we
meet at Ana's".

Events carry notes (imported from other calendars, shown when asked for). Said as above, the
words were read as a new booking called "note" and the family asked for its time. The event
is found by the words naming it (its day and people, as any change) and the notes are added
after what it has; asked first, undone like any change.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_NOTE = r"(?:a\s+)?(?:note|reminder\s+note|memo)"
_ADDED = re.compile(
    r"^(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?"
    r"(?:(?:add|put|write|stick|jot\s+down|leave)\s+(?:in\s+)?" + _NOTE + r"\s+(?:to|on|for|in)\s+"
    r"|(?:add|put|write)\s+(?:in|into|to)\s+the\s+notes\s+(?:of|for|on)\s+"
    r"|(?:a\s+)?note\s+(?:for|on)\s+)"
    r"(?P<target>.+?)"
    r"(?:\s*[:\-–—]\s*|\s+(?:saying|that\s+says|that|to\s+say|reading)\s+)"
    r"(?P<notes>\S.*)$"
)
_ADDED_NEEDS = ("note", "memo")
"""_ADDED cannot match without one of these."""
LONGEST_NOTES = 500
"""The longest note taken from a message; a longer one is a problem said back."""


@dataclass(frozen=True)
class NotesSaid:
    """The words naming the event, and the notes to add to it, as typed."""

    target: str
    notes: str


def find_notes_added(raw: str) -> NotesSaid | None:
    """The event named and the notes said for it, or None."""
    text = " ".join(str(raw or "").split())
    low = text.lower()
    if len(low) > 2000 or not any(word in low for word in _ADDED_NEEDS):
        return None
    found = _ADDED.match(low)
    if found is None:
        return None
    target = found.group("target").strip(" ,.")
    notes = text[found.start("notes") :].strip().rstrip(".") if found.group("notes") else ""
    if not target or not notes:
        return None
    return NotesSaid(target=target, notes=notes)

"""A time or day corrected in the same message: "swim for jake tues 6pm, actually make it
6:30", "dentist friday at 3, no wait, 4", "piano monday at 5 - sorry, tuesday".

The later words replace the earlier ones, as they would if said in the next message; the
first reading is never written as it was first said.
"""

from __future__ import annotations

import re

_MARK = r"(?:actually|no\s+wait|wait\s+no|wait|no|sorry|oops|i\s+mean|i\s+meant|correction|scratch\s+that)"
_CORRECTION = re.compile(
    r"(?:\s*[,.;!-]+\s*(?:(?:oh|um+|hmm+|ugh)\s*,?\s+)?"
    + _MARK
    + r"|\s+(?:actually|no\s+wait|wait\s+no|(?:oh\s+)?wait,?\s+no|nope|scratch\s+that|no\s+sorry"
    r"|i\s+mean|i\s+meant))(?:\s*,?\s*" + _MARK + r")*(?![a-z'])"
    r"\s*[,:-]?\s*(?:(?:make\s+(?:it|that)|change\s+(?:it|that)\s+to|let'?s\s+say|say|rather|instead)\s+)?"
    r"(?P<fix>.+)$",
    re.IGNORECASE,
)
"""Where a correction starts, and what it says instead."""


_MARK_PIECES = ("actually", "wait", "no", "sorry", "oops", "mean", "correction", "scratch")
"""One of these is in every correction `_CORRECTION` finds (each branch needs a `_MARK` or one
of the words after a space, all of which hold one): the pattern runs on every message."""


def said_again(text: str) -> tuple[str, str] | None:
    """(what was said first, the correction) when `text` corrects itself; else None."""
    if text.isascii():  # (ignoring case, a few letters beyond ASCII match ASCII ones)
        low = text.lower()
        if not any(piece in low for piece in _MARK_PIECES):
            return None
    for found in _CORRECTION.finditer(text):
        first = text[: found.start()].strip()
        if len(first.split()) >= 3:
            return first, found.group("fix").strip()
    return None

"""A change asked as a question: "can piano be at 6 instead?", "is it ok to do soccer on
friday rather than thursday", "can emma and jake do swim on sunday instead of saturday?".

The words ask whether something is possible, but "instead" / "rather than" said of an
activity at another time asks for that change: the parser reads it as a change (proposed
and asked about, never written at once), and the question's own answer, whether the
people are free then, is said ahead of the proposal.
"""

from __future__ import annotations

import re

INSTEAD_SAID = re.compile(r"\binstead\b|\brather\s+than\b")
"""The words that make a question about another time a change of the one on the calendar."""
_ASKING = re.compile(
    r"\?\s*$|^\s*(?:(?:so|and|ok|okay|hey|hmm)[\s,]+)?(?:can|could|may|would|will|is\s+it|would\s+it|"
    r"how\s+about|what\s+about|any\s+chance)\b"
)
"""A question: a question mark, or a question's opening when it was left off."""


def asks_for_change(text: str) -> bool:
    """Whether `text` asks, as a question, for something to happen at another time instead."""
    plain = text.lower().replace("’", "'")
    return INSTEAD_SAID.search(plain) is not None and _ASKING.search(plain) is not None

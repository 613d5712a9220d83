"""Matching a spoken event name to calendar titles: word-based, case- and plural-tolerant."""

from __future__ import annotations

import re
from functools import lru_cache

_WORD = re.compile(r"[a-z0-9]+")
_FILLER = frozenset({"a", "an", "the", "my", "our", "his", "her", "their", "next", "of", "s"})


def _singular(word: str) -> str:
    """A crude singular: lessons → lesson, classes → class, parties → party, bus stays."""
    if len(word) <= 3 or word.endswith(("ss", "us", "is")):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes", "zes")):
        return word[:-2]
    if word.endswith("s"):
        return word[:-1]
    return word


@lru_cache(maxsize=4096)
def title_words(text: str) -> frozenset[str]:
    """The meaningful words of a title, lower-case, singular: "Piano Lessons" → piano, lesson."""
    words = _WORD.findall(text.lower().replace("’", "'").replace("'s", ""))
    return frozenset(_singular(w) for w in words if w not in _FILLER)


def title_matches(wanted: frozenset[str], title: str) -> bool:
    """Whether every wanted word appears in `title` ("piano" matches "piano lesson")."""
    return wanted <= title_words(title)

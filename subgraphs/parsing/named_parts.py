"""A part of the day that is part of an event's name: "parents evening", "coffee morning".

"Evening" in "parents evening wed at 7" is the event, not when it is: it stays in the
title, and the time said is the time. Only a name said bare counts ("parents evening");
"on the evening", "this evening" and "tuesday evening" are parts of the day as ever.
"""

from __future__ import annotations

import re

NAMES_BEFORE = frozenset(
    """
parent parents parents' parent's open coffee movie movies film game games quiz trivia bingo
karaoke ladies girls guys boys lads date pizza taco curry poetry social prom gala
""".split()
)
"""Words that make a part of the day after them into a name: "parents evening", "open
morning", "quiz night" ("family" is left out: "dinner with the family evening tuesday")."""
_NAMES_AFTER = re.compile(r"\s+(?:tea|service|prayers?|assembly|mass|club|class(?:es)?)\b")
"""Words after a part of the day that make it a name: "afternoon tea", "evening class"."""
_PART_FIRST = re.compile(r"(?:morning|afternoon|evening|night)s?\b")


def in_a_name(text: str, start: int, end: int) -> bool:
    """Whether the part of the day at text[start:end] is part of an event's name."""
    before = text[:start].split()
    if before and before[-1] in NAMES_BEFORE:
        return True
    return _NAMES_AFTER.match(text, end) is not None


def whole_name(text: str, title: str) -> str:
    """`title` with the name word said before it when it starts with a part of the day
    ("evening" read from "parents evening thursday", the parents being who goes)."""
    if _PART_FIRST.match(title) is None:
        return title
    at = text.find(title)
    while at > 0:
        before = text[:at].split()
        if before and before[-1] in NAMES_BEFORE and text[at - 1] == " ":
            word = before[-1].removesuffix("'s").rstrip("'")
            return f"{word} {title}"
        at = text.find(title, at + 1)
    return title

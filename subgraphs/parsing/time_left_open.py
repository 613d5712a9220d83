"""Answers to "What time should it be?" that leave the time to the assistant: "any time",
"you pick", "whenever everyone is free", "sometime this week when we're both free".

Read as a request of its own, "whenever he is free on saturday" is a question about free
time: the pending booking was dropped and a list of free windows answered a question
nobody asked. "Any time" said nothing the parser could use, so the time was asked again,
and again. Read here, the answer keeps the pending booking and hands the time to the
slot search: inside the days it names ("on saturday", "this week"), else in the coming
week. The time found is the assistant's choice, so it is said back and asked about
before anything is written.
"""

from __future__ import annotations

import re

from .answers import YES
from .indifference import leaves_choice

_SUBJECT = r"(?!(?:is|are|am|will|does|do|can|would|could|should)\b)\w+(?:\s+\w+){0,3}?"
_FREE_CLAUSE = re.compile(
    r"\b(?:when|whenever)\s+" + _SUBJECT + r"\s*(?:is|are|'re|'s|am|re|s)\s+(?:(?:all|both)\s+)?"
    r"(?:free|available|around|home|off)\b"
)
"""'when everyone is free', "whenever we're both around": a time chosen by who is free.
Never 'when is everyone free', a question (the verb comes right after 'when')."""
_OPEN = re.compile(
    r"\b(?:any\s*time|whenever(?:\s+(?:works|suits|is\s+(?:best|good|free|easiest)))?"
    r"|some\s*time|at\s+some\s+point|when(?:ever)?\s+(?:it\s+)?(?:works|suits)(?:\s+(?:best|you|us))?"
    r"|(?:the\s+)?(?:first|earliest|soonest|next)\s+(?:free\s+)?(?:time|slot|opening)"
    r"(?:\s+(?:that\s+)?(?:works|is\s+free|you\s+can\s+find))?)\b"
)
"""Words that leave the time open ('any time', 'sometime', 'whenever works', 'the first
free slot')."""
_NEEDS = ("when", "time", "free", "point", "slot", "opening")
_LEFT = re.compile(r"^\W*(?:(?:is|are|s|works?|fine|ok|okay|good|please|thanks|then|just|really)\b\W*)*$")
"""What may be left of an answer once the open-time words are gone and nothing else was said."""


def time_left_open(text: str) -> str | None:
    """The rest of `text` (the days it still names) when it leaves the time to the
    assistant, else None: "sometime this week when everyone is free" -> "this week",
    "you pick" -> ""."""
    lowered = text.lower().replace("’", "'")
    if any(word in lowered for word in _NEEDS):
        rest = _FREE_CLAUSE.sub(" ", lowered)
        rest = _OPEN.sub(" ", rest)
        if rest != lowered:
            rest = " ".join(rest.split())
            return "" if _LEFT.match(rest) else rest
    return "" if leaves_choice(text) and not _is_bare_yes(lowered) else None


def _is_bare_yes(lowered: str) -> bool:
    """'yes' to "Shall I book it? When should it be?" says nothing about the time."""
    return " ".join(re.sub(r"[^\w\s]", " ", lowered).split()) in YES

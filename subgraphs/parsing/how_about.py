"""A plan put as "how about X <when>" / "what about X <when>": "how about lunch friday",
"what about a bike ride sunday afternoon?", "how about we do pizza friday"; "maybe we could do
a movie night friday at 7?" is put the same way.

The grammar reads these as questions (what is on then), which is right when X is on the
calendar at that time ("how about swim saturday?": the swim class is listed). When nothing
of that name is on then, the family is suggesting X, as "could we do X?" does: it is
proposed and asked first, never written at once. A counter-offer to a question the
assistant asked ("what about 4?") is read as an answer elsewhere and never comes here.
"""

from __future__ import annotations

import re

HOW_ABOUT = re.compile(
    r"^\s*(?:(?:so|ok|okay|hmm+|hey|well|oh)\b[\s,]*)?(?:how|what)\s+about\s+(?P<rest>.+?)\s*[?.!]*$"
)
"""'how about' / 'what about' opening the message, and what is put after it."""
HOW_ABOUT_NEEDS = ("about",)
"""The pattern cannot match without this: the cheap test before it."""
MAYBE_WE = re.compile(
    r"^\s*(?:(?:so|ok|okay|hmm+|hey|well|oh)\b[\s,]*)?(?:maybe|perhaps)\s+we\s+(?:could|should|can)\s+"
    r"(?P<rest>.+?)\s*[?.!]*$"
)
"""'maybe we could X <when>?' put as a question: a plan for the family, as 'how about X'."""
MAYBE_WE_NEEDS = ("maybe", "perhaps")


def suggested(text: str) -> str | None:
    """What "how about ..." puts forward ("lunch friday"), or None when the message does not
    open that way."""
    low = " ".join(str(text or "").lower().split())
    if any(word in low for word in MAYBE_WE_NEEDS) and (maybe := MAYBE_WE.match(low)) is not None:
        return "we " + maybe.group("rest")  # "maybe we could do pizza friday?": "we do pizza friday"
    if "about" not in low:
        return None
    found = HOW_ABOUT.match(low)
    return found.group("rest") if found is not None else None


def as_suggestion(rest: str) -> str:
    """The plan said the way a suggestion to the family is ("could we do lunch friday"), so
    the grammar reads it as a booking to ask about."""
    return f"could {rest}" if rest.startswith("we ") else f"could we do {rest}"

"""A request taken back in the same message: "book piano for emma friday at 5, never mind",
"cancel swim saturday. forget it", "move soccer tuesday to 5 oh wait no".

The words after the request undo it, so nothing is to be written. Read as one, the
request was proposed with "I didn't catch 'never mind' — book it without it?", and a
yes to that wrote what the family had just taken back. Only a plain no after the
request takes it back; a correction ("..., no wait, 4") is `said_again.py`'s.
"""

from __future__ import annotations

import re

from .claims import holds_any

TAKEN_BACK = re.compile(
    r"(?:\s*[,.;!-]+\s*|\s+)"
    r"(?P<back>(?:(?:oh|um+|hmm+|ugh|ah|so|actually|wait|sorry|oops|no)[\s,]+)*"
    r"(?:never\s*mind|nvm|forget\s+(?:it|that|about\s+it)|scratch\s+that|don'?t\s+bother"
    r"|(?:oh\s+)?(?:wait|actually|hmm+|sorry)[\s,]+no(?:pe)?))"
    r"(?:[\s,]+(?:sorry|thanks|thx|lol))*\s*[.!]*$",
    re.IGNORECASE,
)
"""A plain no at the end of a message, after a pause or a filler word."""
TAKEN_BACK_NEEDS = ("mind", "nvm", "forget", "scratch", "bother", "no")

_JOIN_LEFT = re.compile(r"\s+(?:and|but|so|then)$", re.IGNORECASE)

VERBS = {"create": "booked", "modify": "changed", "cancel": "cancelled"}
"""What was not done, by the intent of the request taken back."""
PREFIX = "You took back"
"""How the problem said back starts: nothing else is asked after it."""


def taken_back(text: str) -> tuple[str, str] | None:
    """(the request, the words that took it back) when `text` ends by taking itself back."""
    if not holds_any(text.lower(), TAKEN_BACK_NEEDS):
        return None
    found = TAKEN_BACK.search(text)
    if found is None:
        return None
    first = _JOIN_LEFT.sub("", text[: found.start()].strip(" ,.;-"))
    if len(first.split()) < 3:
        return None  # "oh wait no" alone is an answer, not a request taken back
    return first, found.group("back").strip()


def taken_back_words(first: str, back: str, intent: str) -> str:
    """ "You took back 'book piano for emma friday at 5' with 'never mind', so nothing was booked." """
    return f"{PREFIX} '{first}' with '{back}', so nothing was {VERBS.get(intent, 'changed')}"

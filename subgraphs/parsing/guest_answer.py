"""An answer to "I don't know who Tom is" that says Tom is from outside the family:
"a friend", "a guest", "he's a friend", "just jake's friend from school".

Such an answer names no member, so read as a request it says nothing; but it does answer
the question: Tom comes along as a guest (`ParsedRequest.guests`), and the event stays
with the members it was for.
"""

from __future__ import annotations

import re

from .strangers import RELATIONS

_KINDS = "|".join(
    sorted({*RELATIONS, "guest", "guests", "visitor", "visitors", "pal", "buddy"}, key=len, reverse=True)
)
_GUEST_ANSWER = re.compile(
    r"^(?:(?:oh|no|ah|well|um+)\s+)?"
    r"(?:(?:he|she|they|it|tom|that)\s*(?:'s|'re|\s+is|\s+are)\s+|(?:just\s+)?)"
    r"(?:just\s+|only\s+)?(?:(?:a|an|my|our|his|her|their|one\s+of\s+\w+|[a-z]+'s)\s+)?"
    rf"(?:(?:school|family|old|best|good|close)\s+)?(?:{_KINDS})\b.*$"
)
_NOT_FAMILY = re.compile(
    r"\b(?:not\s+(?:in\s+)?(?:the\s+|our\s+)?family|outside\s+(?:the\s+|our\s+)?family|not\s+one\s+of\s+us|"
    r"as\s+a\s+guest)\b"
)


def says_guest(text: str) -> bool:
    """Whether `text` (an answer to "who is X?") says X is a guest, not a member."""
    said = " ".join(text.lower().replace("’", "'").strip(" .!?").split())
    return bool(_GUEST_ANSWER.match(said) or _NOT_FAMILY.search(said))

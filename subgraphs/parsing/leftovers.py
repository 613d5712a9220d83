"""What nobody understood: words left over once every recogniser and the title are done.

"Never drop what was said": a request like "dentist for jake tuesday at 3 and bring the
x-rays form" has words no field holds ("bring the x-rays form"); they are named back to
the family before anything is written. Filler, politeness and words of asking are not
'unread'; neither are words inside the title.
"""

from __future__ import annotations

import re

from .claims import Claims
from .title import EDGE_WORDS, GENERIC

_QUIET = frozenset(
    """
ok okay yes yeah yep sure thanks thank great cool fine good nice awesome perfect alright right
hey hi hello so just really actually also too then now asap soon later again set add put
book schedule make create plan arrange organise organize enter note remember remind reminder
reminders alert notify notification calendar new quick quickly sometime somewhere
""".split()
)


_PIECES = re.compile(
    r"\s*[,;]\s*|\s+(?:and|then|also|but)\s+|\s*\bas\s+well\b|\s*\b(?:look|looks|looking)\s+like\b"
)
_LETTER = re.compile(r"[a-z]")


def unread_pieces(claims: Claims, title: str | None) -> list[str]:
    """The leftover stretches that say something, as normalised text, in order."""
    said = set((title or "").split())
    out: list[str] = []
    for _, fragment in claims.fragments():
        for piece in _PIECES.split(fragment):
            words = piece.split()
            while words and (words[0] in EDGE_WORDS or words[0] in _QUIET):
                words.pop(0)
            while words and (words[-1] in EDGE_WORDS or words[-1] in _QUIET):
                words.pop()
            content = [w for w in words if w not in EDGE_WORDS and w not in GENERIC and w not in _QUIET]
            if not content or any(w in said for w in content) or not _LETTER.search(" ".join(content)):
                continue
            out.append(" ".join(words))
    return out

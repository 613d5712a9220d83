"""A no to everything a message asked at once: "forget both", "stop", "never mind all of
that"; to the options listed, "none", "none of those work", "neither works".

A message may hold several requests taken one after the other. A plain no ("no", "never
mind", "cancel") answers only the one asked about, and the next is still taken up; these
words drop that one and every request still waiting from the same message.
"""

from __future__ import annotations

import re

_ALL = (
    r"(?:it\s+all|them\s+all|both(?:\s+of\s+(?:them|those|these))?|them\s+both"
    r"|all\s+(?:of\s+)?(?:it|that|this|them|those|these)|everything|the\s+lot|all)"
)
_DROP_ALL = re.compile(
    r"^(?:(?:no|nope|nah|ok|okay|actually|sorry|hmm)\s+)*"
    r"(?:stop(?:\s+(?:it|there|now|everything|" + _ALL + r"))?"
    r"|(?:forget|cancel|drop|scratch|skip|never\s*mind|ignore|leave)\s+(?:about\s+)?"
    + _ALL
    + r"|none(?:\s+of\s+(?:it|them|that|those|these))?"
    r"(?:\s+(?:works?|suits?|do|will\s+do|is\s+good|are\s+good))?"
    r"|neither(?:\s+of\s+them)?(?:\s+(?:works?|suits?|will\s+do))?"
    r"|no\s+to\s+(?:both|all|" + _ALL + r"))"
    r"(?:\s+(?:please|thanks|thank\s+you|then|for\s+now))*$"
)


def drops_everything(text: str) -> bool:
    """Whether `text`, said to a question, drops the request asked about and every request
    still waiting from the same message."""
    words = re.sub(r"[^\w\s']+", " ", str(text or "").lower()).split()
    return bool(_DROP_ALL.match(" ".join(words)))

"""A booking put as a suggestion: "we should do a family hike sunday morning what do u
think", "maybe we could get pizza friday at 6, thoughts?", "how about we do a movie night
saturday at 7, sound good?".

The family is thinking aloud, so what they suggest is proposed and asked about, never
written at once; the tag asking for an opinion ("what do you think", "thoughts?") is no
part of the activity and is cut off before the request is read.
"""

from __future__ import annotations

import re

OPINION_TAIL = re.compile(
    r"(?:\s*,)?\s+(?:(?:so\s+)?what\s+do\s+(?:you|u|ya|y'all|you\s+guys|we)\s+(?:think|reckon|say)"
    r"|what\s+say\s+you|what\s+are\s+your\s+thoughts|(?:any\s+)?thoughts|(?:does\s+that\s+|that\s+)?sounds?\s+good"
    r"|how\s+does\s+that\s+sound|(?:do\s+)?(?:you|u)\s+think|good\s+idea|yay\s+or\s+nay|(?:are\s+)?(?:you|u)\s+in"
    r"|who'?s\s+in|(?:is\s+that|would\s+that\s+be|that)\s+(?:ok|okay|alright|fine)"
    r"|(?:does|would)\s+that\s+work)\s*$"
)
"""A tag at the end asking what the others think ("..., what do u think", "... thoughts")."""
OPINION_NEEDS = (
    "think",
    "reckon",
    "say",
    "thought",
    "sound",
    "idea",
    "nay",
    " in",
    "ok",
    "alright",
    "fine",
    "work",
)
"""The tag cannot match without one of these: the cheap test before it."""
_SUGGESTING = re.compile(
    r"(?<![a-z'])(?:we\s+(?:should|could|ought\s+to|might)|(?:maybe|perhaps)\s+we|how\s+about\s+we"
    r"|what\s+if\s+we|it\s+would\s+be\s+(?:nice|fun|good)\s+to|wouldn't\s+it\s+be\s+(?:nice|fun)\s+to"
    r"|(?:is|would|will)\s+it\s+be\s+possible|is\s+it\s+possible"
    r"|^(?:(?:so|hey|ok|okay|hmm)\s+)?(?:can|could|shall|should)\s+we\s+(?:all\s+)?(?:do|have|go|get|grab|try)"
    r"|^(?:(?:so|hey|ok|okay|hmm)\s+)?(?:how|what)\s+about)"
    r"(?![a-z'])"
)
"""Words that put a plan as a suggestion rather than a request; "could we do dinner with
grandma sat at 6?" asks the family (asked first), "can we book the dentist friday?" asks us;
"would it be possible to schedule …?" may only ask whether it could be done (asked first);
"how about lunch friday" is one too when it books anything (`how_about.py`)."""


def without_opinion_tag(clause: str) -> str:
    """The clause without a tag asking for an opinion at its end."""
    if not any(word in clause for word in OPINION_NEEDS):
        return clause
    return OPINION_TAIL.sub("", clause)


def is_suggestion(text: str) -> bool:
    """Whether a plan is put as a suggestion (suggesting words, or a tag asking what the
    others think): it is proposed and asked about, never written at once."""
    lowered = " ".join(str(text or "").lower().replace("?", " ").split())
    return bool(_SUGGESTING.search(lowered)) or without_opinion_tag(lowered) != lowered

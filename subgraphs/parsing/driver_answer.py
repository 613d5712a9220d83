"""The answer to "Who's driving Emma to piano on Mon Nov 30 5–6pm?": "Mike", "I will",
"dad can", "grandma's taking her", or "nobody" / "no one can".

A grown-up of the family named is the driver: the pending ride becomes the same change "Mike will drive
Emma to piano on monday" makes (the driver joins that one occurrence, `joining`), asked
before it is written. An answer naming nobody of the family leaves the question open: it is
asked again.
"""

from __future__ import annotations

import re

from family_scheduler.models.family import Family
from family_scheduler.models.request import ParsedRequest

from .confidence import assess

_SELF = re.compile(r"^(?:ok\s+|okay\s+|well\s+|um+\s+)?(?:i\b|i'll\b|i'm\b|me\b|myself\b)")
"""The speaker offering: "I will", "I'll take her", "me"."""
_NOBODY = re.compile(
    r"^(?:um+\s+|well\s+|hmm+\s+|sadly\s+|actually\s+)?(?:no\s*-?\s*one|noone|nobody|none\s+of\s+us|no|nope|nah|"
    r"not\s+sure\s+yet|i\s+don'?t\s+know(?:\s+yet)?|dunno)\b(?:\s+(?:can|will|is|could|yet|for\s+now))*\s*[.!]*$"
)
"""Nobody can drive: said plainly, nothing is written."""


def nobody_drives(text: str) -> bool:
    """Whether the answer to "who's driving?" says nobody is."""
    return bool(_NOBODY.match(" ".join(text.lower().replace("’", "'").split())))


def drivers_named(
    said: ParsedRequest, text: str, family: Family, speaker: str, riders: list[str]
) -> list[str]:
    """The grown-ups an answer to "who's driving?" names ("Mike", "I will"); a child or a
    rider is no driver ("emma can"): none, and the question stays open."""
    plain = " ".join(text.lower().replace("’", "'").split())
    drivers = [
        p
        for p in said.participants
        if p not in riders and (m := family.member(p)) is not None and m.role != "child"
    ]
    if not drivers and _SELF.match(plain):
        drivers = [speaker]
    return drivers


def with_driver(pending: ParsedRequest, said: ParsedRequest, text: str, family: Family) -> ParsedRequest:
    """The pending ride with the driver the answer names; asked again when it names none."""
    speaker = pending.speaker or family.speaker
    drivers = drivers_named(said, text, family, speaker, pending.joining)
    merged = pending.model_copy(deep=True)
    merged.text = f"{pending.text} / {text}".strip(" /")
    if not drivers or said.unknown_people:
        return assess(merged)  # still `wanted`: who drives is asked again
    merged.joining = sorted({*pending.joining, *drivers})
    merged.driver, merged.ambiguities, merged.problems = "named", [], []
    return assess(merged)  # "Add Mike to piano lesson ...": asked before it is written

"""Answers that leave a choice to the assistant: "either", "whichever is free", "the free
one", "doesn't matter", "you pick".

Asked "Which car, the Minivan or the Sedan?", a family often does not name one. Read as a
request of its own, "the free one" would be a question about free time and "either" would
say nothing, and the question would be asked again or dropped. Read here, such an answer
keeps the pending request and lets the main graph take a free one.
"""

from __future__ import annotations

import re

from .answers import YES

_FILLER = re.compile(
    r"\b(?:oh|eh|um+|uh+|well|hmm+|just|really|honestly|please|thanks|thank you|then|i guess|i think|"
    r"i suppose|to be honest|tbh|lol|haha)\b"
)

_THING = r"(?:one|ones|car|cars|van|room|rooms|thing|of them|of those|of the two|of the (?:cars|rooms))"
_FINE = (
    r"(?:(?:is|s|will be|would be|are) )?(?:fine|ok|okay|good|great|alright|all right|works|will do|would do)"
)
_FREE = r"(?:free|available|open|not taken|not in use|not busy)"

_SAYINGS = (
    rf"(?:either|any|whichever|whatever|anything)(?: {_THING})*"
    rf"(?: ?(?:that |which )?(?:is |s |are )?{_FREE})?(?: ?{_FINE})?",
    rf"(?:(?:take|use|grab|book|get) )?(?:(?:the|a|an|one|any|whichever|whatever) )?(?:one )?"
    rf"(?:(?:that|which) ?)?(?:(?:is|s|are) )?{_FREE}(?: {_THING})?(?: {_FINE})?",
    rf"(?:(?:the|a) )?{_THING} (?:that|which) ?(?:(?:is|s|are) )?{_FREE}",
    rf"(?:it )?(?:doesn ?t|does not|don ?t|do not) (?:matter|care|mind)(?: (?:to me|which(?: {_THING})?))?",
    rf"i (?:don ?t|do not) (?:mind|care)(?: which(?: {_THING})?)?",
    r"(?:no|not) (?:preference|bothered|fussed)",
    r"(?:you|u) (?:can )?(?:choose|pick|decide)",
    r"(?:your|ur) (?:choice|call|pick)",
    r"(?:(?:it s|its|it is) )?up to you",
    r"surprise me",
    r"both (?:are )?(?:fine|ok|okay|good|work)",
)
"""Whole answers (lower case, no punctuation, one space between words) that leave the choice."""

_ANY = re.compile("^(?:" + "|".join(_SAYINGS) + ")$")


def _plain(text: str) -> str:
    words = re.sub(r"[^\w\s]", " ", text.lower().replace("’", "'").replace("'", ""))
    return re.sub(r"\s+", " ", words).strip()


def leaves_choice(text: str) -> bool:
    """Whether `text`, an answer to "which one?", leaves the choice to us: an indifferent
    answer ("either", "any of them is fine", "the one that's free", "you pick") or a bare
    yes ("ok" to "Only the Sedan is free")."""
    plain = _plain(text)
    if plain in YES:
        return True
    plain = re.sub(r"\s+", " ", _FILLER.sub(" ", plain)).strip()
    if not plain:
        return False
    for lead in ("yes ", "yeah ", "yep ", "sure ", "ok ", "okay "):
        if plain.startswith(lead):
            plain = plain[len(lead) :]
            break
    return plain in YES or bool(_ANY.match(plain))

"""A booking held loosely: "pencil in", "tentatively", "not confirmed yet", and firmed up later.

A booking said loosely ("pencil in the dentist for friday at 3", "tentatively book swim
saturday at 10", "hold saturday afternoon for the party (not confirmed yet)") is written
with status "proposed", as a calendar app's tentative event: it still takes its time, and
is listed "— tentative" until the family confirms it ("confirm the dentist on friday",
"the dentist is confirmed"). Said to a booking on offer, "pencil it in" / "put it on hold"
is a yes that writes it tentatively. "What's still tentative this week?" asks for those
bookings only. The hedge words are taken out of the text before it is read, so they never
end up in a title; a verb that says it ("pencil in", "hold") stays, as it is the request's verb.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .claims import holds_any
from .pattern_needs import search

_LOOSELY = re.compile(
    r"\b(?:pencil(?:led|ed)?\s+(?:it|that|this|them|us|him|her)?\s*(?:in|down)"
    r"|put\s+(?:it|that|this|them)\s+on\s+hold|(?:place|keep)\s+(?:it|that|this)\s+on\s+hold"
    r"|hold\s+(?:the|that|this)\s+(?:time|slot|spot|date)"
    r"|tentative(?:ly)?|provisional(?:ly)?|(?:as|for)\s+(?:a\s+)?maybe|soft[\s-]?book(?:ed|ing)?"
    r")\b"
)
"""An answer asking for the booking on offer to be held loosely, not firmly booked."""
_REFUSED = re.compile(r"\b(?:no|not|nope|don'?t|never|nah|wait)\b")
"""An answer turning the hold down ("no, don't pencil it in"): read as it is, never a yes."""
_ASKED = re.compile(r"^\W*(?:what|which|when|where|who|how|is|are|anything|any|show|list)\b")
"""A question said while a booking waits ("what's still tentative?"): asked, never a hold."""
LONGEST = 200
"""A hold asked for is a short answer; longer ones are read as they are."""

_HEDGE = re.compile(
    r"(?:,\s*)?\b(?:"
    r"(?:(?:just\s+)?(?:as|for)\s+)?(?:still\s+)?(?:a\s+)?(?:tentative(?:ly)?|provisional(?:ly)?)(?:\s+(?:booking|hold))?"
    r"|(?:as|for)\s+(?:a\s+)?maybe|soft[\s-]?(?=book)"
    r"|(?:(?:have|has|we'?ve|you'?ve|i'?ve)\s+)?(?:got\s+|been\s+)?pencill?ed\s+(?:in|down)"
    r"|(?:it'?s\s+|it\s+is\s+|that'?s\s+)?(?:still\s+)?(?:not\s+(?:yet\s+|quite\s+)?(?:confirmed|final|definite)(?:\s+yet)?"
    r"|unconfirmed|to\s+be\s+confirmed|tbc)"
    r")\b"
)
"""Words that hold a booking loosely and say nothing else: taken out before it is read."""
_HEDGE_NEEDS = ("tentativ", "pencil", "soft", "provisional", "maybe", "confirmed", "tbc", "final", "definite")
"""What `_HEDGE` cannot match without: the cheap test before running it."""

_LOOSE_VERB = re.compile(
    r"\bpencil(?:led|ed|ing)?\b|\bsoft[\s-]?book(?:ed|ing)?\b"
    r"|^(?:(?:can|could|would|will)\s+(?:you|we)\s+|please\s+|let'?s\s+|just\s+)?hold\s+(?!on\b|off\b|up\b|still\b)"
)
"""A verb that books loosely: "pencil in X", "soft-book X", "hold saturday for the party"."""


_WHICH_ARE = re.compile(
    r"(?:what(?:'s|\s+is|\s+are)?|which(?:\s+(?:ones?|bookings?|events?|things?|appointments?))?(?:\s+(?:is|are))?"
    r"|anything|any\s+(?:bookings?|events?|things?)|is\s+anything|are\s+there\s+any(?:\s+(?:bookings?|events?|things?))?"
    r"|show\s+me(?:\s+what'?s)?|list(?:\s+what'?s)?)(?:\s+still)?\s*\??"
)
"""What is left of a question about bookings held loosely once its hedge words are out
("what's still tentative?" → "what's"): it asks which ones are, over the weeks ahead."""


@dataclass(frozen=True)
class Loosely:
    """The text with its hedge words taken out, and whether the booking is held loosely."""

    text: str
    held: bool


def held_loosely(text: str) -> Loosely:
    """`text` (normalised) without the words that hold a booking loosely, and whether any did;
    a verb that says it ("pencil in") is left in place for the intent to read."""
    held = search(_LOOSE_VERB, text) is not None
    if not holds_any(text, _HEDGE_NEEDS):
        return Loosely(text, held)
    kept, count = _HEDGE.subn(" ", text)
    if not count:
        return Loosely(text, held)
    kept = re.sub(r"\s{2,}", " ", kept).strip(" ,")
    return Loosely(kept, True)


def asks_which_are_loose(loosely: Loosely) -> bool:
    """Whether a question asked only which bookings are held loosely, naming no span."""
    return loosely.held and len(loosely.text) <= LONGEST and _WHICH_ARE.fullmatch(loosely.text) is not None


def asks_to_hold_loosely(text: str) -> bool:
    """Whether an answer asks for the pending booking to be held tentatively."""
    said = str(text or "").lower()
    if len(said) > LONGEST or _REFUSED.search(said) is not None or _ASKED.search(said) is not None:
        return False
    return _LOOSELY.search(said) is not None


_FIRMED = re.compile(
    r"(?:(?:please|pls|ok|okay|so|great)\s+)?(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?"
    r"(?:confirm|firm\s+up|lock\s+in|finali[sz]e)\s+(?!that\b|if\b|whether\b|with\b|for\b|me\b|who\b|when\b|what\b)"
    r"(?P<asked>.+?)"
    r"|(?P<told>.+?)\s+(?:is|are|'s|has\s+been|have\s+been|got|was)\s+(?:now\s+|finally\s+|officially\s+)?"
    r"(?:confirmed|definite|official|locked\s+in|a\s+go|going\s+ahead)(?:\s+now)?"
    r"|(?:mark|make|set)\s+(?P<marked>.+?)\s+(?:as\s+)?(?:confirmed|definite|firm)"
)
"""A pencilled-in booking made firm: "confirm the dentist on friday", "the dentist is
confirmed", "mark saturday's party as confirmed"; the group holds the words naming it."""
_FIRMED_NEEDS = ("confirm", "firm", "lock", "final", "definite", "official", "a go", "going ahead")
_END = re.compile(r"[\s.!?]+$")


def firmed_up(text: str) -> str | None:
    """The words naming the booking a message confirms ("the dentist on friday" of "confirm
    the dentist on friday", "the dentist" of "the dentist is confirmed"); None for anything
    else, a question included ("can you confirm if jake is free?")."""
    said = _END.sub("", str(text or "").lower().strip())
    if len(said) > LONGEST or not holds_any(said, _FIRMED_NEEDS):
        return None
    found = _FIRMED.fullmatch(said)
    if found is None:
        return None
    words = found.group("asked") or found.group("told") or found.group("marked")
    return words if words and words not in ("everything", "all", "anything") else None


_HELD_ONE = re.compile(
    r"(?:(?:please|pls|ok|okay|so|can\s+you|could\s+you|let'?s|just)\s+)*"
    r"(?:pencil(?:led)?\s+(?:in|down)\s+(?P<pencil>.+?)"
    r"|hold\s+(?!on\b|off\b|up\b|still\b|it\b|that\b|this\b|them\b)(?P<hold>.+?)(?:\s+for\s+now)?"
    r"|(?:put|place|keep)\s+(?P<onhold>.+?)\s+on\s+hold(?:\s+for\s+now)?"
    r"|(?:mark|make|set|put|keep|leave)\s+(?P<marked>.+?)\s+(?:down\s+)?(?:as\s+)?(?:only\s+)?(?:tentative|provisional"
    r"|pencill?ed\s+in|unconfirmed|not\s+confirmed)"
    r"|(?P<told>.+?)\s+(?:is|are|'s)\s+(?:(?:only|just|now|still)\s+)?(?:tentative|provisional|pencill?ed\s+in"
    r"|unconfirmed|not\s+confirmed(?:\s+yet)?)(?:\s+(?:now|for\s+now))?"
    r")"
)
"""One booking already on the calendar held loosely from now on: "pencil in emma's swim on
dec 8", "mark next tuesday's swim as tentative", "the swim on dec 8 is only tentative", "hold
saturday's swim", "put the dentist on hold", "keep saturday's swim tentative"; the group
holds the words naming it."""
_HELD_ONE_NEEDS = ("pencil", "tentativ", "provisional", "confirmed", "hold")


@dataclass(frozen=True)
class HeldOne:
    """The words naming a booking to hold loosely, and whether they followed "pencil in" or
    "hold" (which book something new when no such booking is on the calendar: "hold saturday
    for grandma's visit"), or came before "on hold" (a repeating activity put on hold is
    paused, `normalize._PAUSED`, never pencilled in)."""

    words: str
    pencil_verb: bool
    on_hold: bool = False


def held_one(text: str) -> HeldOne | None:
    """The words naming the booking a message pencils in ("emma's swim on dec 8" of "pencil
    in emma's swim on dec 8"); None for anything else, a question included."""
    said = _END.sub("", str(text or "").lower().strip())
    if len(said) > LONGEST or not holds_any(said, _HELD_ONE_NEEDS) or _ASKED.search(said) is not None:
        return None
    found = _HELD_ONE.fullmatch(said)
    if found is None:
        return None
    words = (
        found.group("pencil")
        or found.group("hold")
        or found.group("onhold")
        or found.group("marked")
        or found.group("told")
    )
    if not words or words in ("it", "that", "this", "them", "everything", "all", "anything"):
        return None
    held = found.group("hold") is not None
    if held and _HELD_FOR.search(words):
        return None  # "hold saturday for grandma's visit": a time held for something new
    verb = found.group("pencil") is not None or held
    return HeldOne(words, verb, on_hold=found.group("onhold") is not None)


_HELD_FOR = re.compile(r"\bfor\b")
"""Holding a time for something ("hold saturday evening for a movie") books it."""


def pencils_in_one(text: str) -> bool:
    """Whether "pencil in X", "hold X" or "put X on hold" may name a booking on the calendar:
    the calendar's names tell."""
    said = held_one(text)
    return said is not None and (said.pencil_verb or said.on_hold)


CANNOT_HOLD_A_CHANGE = (
    "Only a new booking can be pencilled in; a change to one already on the calendar is made "
    "when you say yes and not before."
)
"""Said when a loose hold is asked for a change or a cancellation; the question stays."""

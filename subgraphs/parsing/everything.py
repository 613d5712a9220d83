"""Cancelling or moving everything someone has in a span: "cancel everything on Saturday",
"Emma is sick tomorrow, cancel her stuff", "clear my afternoon", "push everything on
saturday back an hour", "move all of jake's stuff on wednesday to thursday".

No one event is named: the request is about every event its people have then
(`ParsedRequest.every`). Without a day it would reach too far, so the day is asked for.
A move goes by an amount (`shift_minutes`) or to another day (`ParsedRequest.to_day`):
the day after "to" ("onto", "over to", "until") is where it goes, the other one where
it is now.
"""

from __future__ import annotations

import re

_OWNER = r"(?:the|my|our|his|her|their|[a-z]+'s)"
_THINGS = r"(?:stuff|things|events|plans|appointments|activities|commitments|bookings)"
_SPANS = r"(?:day|schedule|calendar|diary|morning|afternoon|evening|night|weekend)"
_KINDS = r"(?:appointments|meetings|lessons|classes|practices|games|parties|calls|visits|sessions)"
_OF_KIND = rf"(?:[a-z]+\s+)?{_KINDS}"
"""A kind, maybe with what it is of: "practices", "soccer practices", "piano lessons"."""
_GROUP = r"(?:the\s+|both\s+)?(?:kids|children|girls|boys|family|parents)(?:'s|')?"
"""Those of a group ("all the kids' stuff")."""
_TYPED_OWNER = r"(?:[a-z]+s(?<!\bthis)(?<!\bits)(?<!\bplus))"
"""A possessive typed without its apostrophe: "jakes stuff", "the kids stuff"."""
_EVERYTHING = re.compile(
    r"\b(?:cancel|clear|delete|remove|drop|scrap|wipe|call\s+off|cancel\s+off)\s+(?:out\s+)?"
    rf"(?:everything|all(?:\s+of)?(?:\s+{_OWNER}|\s+{_GROUP}|\s+{_TYPED_OWNER})?\s+(?:{_THINGS}|{_KINDS})|"
    rf"(?:{_OWNER}|{_GROUP}|{_TYPED_OWNER})\s+(?:{_THINGS}|{_SPANS})|"
    rf"all\s+(?:of\s+)?(?:{_OWNER}\s+)?{_SPANS}|anything|whatever\s+(?:is|s)\s+on|"
    r"(?:calendar|schedule|diary|agenda|events|bookings))\b"  # "clear calendar for friday"
    r"(?!\s+(?:event|entry|item|appointment|meeting)\b)"
)
MADE_CLEAR = re.compile(
    rf"\b(?P<lead>make\s+sure)\s+(?:{_OWNER}\s+)?(?:[a-z]+(?:'s|')\s+)?{_SPANS}\s+(?P<tail>(?:is|are)\s+"
    r"(?:completely\s+|totally\s+|all\s+|entirely\s+)?(?:clear|cleared|empty|wiped))\b"
)
"""'make sure my calendar is completely clear tomorrow': everything then is to go."""
_MOVED = re.compile(
    r"\b(?:move|moving|push|pushing|shift|shifting|bump|bumping|slide|bring|reschedule|delay|put)"
    r"(?:\s+(?:back|forward|up|over|out))?\s+"
    rf"(?:everything|all(?:\s+of)?(?:\s+{_OWNER}|\s+{_GROUP})?\s+(?:{_THINGS}|{_KINDS})|"
    rf"{_OWNER}\s+(?:{_THINGS}|{_KINDS}|day|schedule|calendar|diary|morning|afternoon|evening))\b"
)
_TO = re.compile(r"\b(?:to|onto|over\s+to|till|until)\s+(?:the\s+|this\s+|next\s+|on\s+)?$")
"""What comes just before the day a move of everything goes to ("... on wednesday to thursday")."""
_KIND = re.compile(rf"\b(?:all(?:\s+of)?(?:\s+{_OWNER})?|{_OWNER}|from)\s+(?P<kind>{_OF_KIND})\b")


def means_everything(text: str) -> bool:
    """Whether a cancellation's words are about everything in its span, not one event."""
    said = text.lower().replace("’", "'")
    return _EVERYTHING.search(said) is not None or MADE_CLEAR.search(said) is not None


_ALL_OF_KIND = re.compile(
    rf"\b(?:cancel|clear|delete|remove|drop|scrap|call\s+off)\s+all(?:\s+of)?(?:\s+{_OWNER})?\s+{_OF_KIND}\b"
)


def all_of_a_kind(text: str) -> bool:
    """ "cancel all of jake's soccer practices": every one of them in the span said; with no
    span it is the series (asked as such), so the caller checks for one."""
    return _ALL_OF_KIND.search(text.lower().replace("’", "'")) is not None


def kind_named(text: str) -> str | None:
    """The kind of event everything is about, when the words name one ("cancel all
    appointments friday", "clear my day from meetings", "shift my meetings friday"): the
    only ones cancelled or moved."""
    found = _KIND.search(text.lower())
    return found.group("kind") if found else None


def means_everything_moved(text: str) -> bool:
    """Whether a change's words move everything in its span, not one event ("push
    everything on saturday back an hour", "move jake's stuff on wednesday to thursday")."""
    return _MOVED.search(text.lower().replace("’", "'")) is not None


def leads_to_day(text: str, start: int) -> bool:
    """Whether the day named at `start` of `text` is where a move goes ("... to thursday")."""
    return _TO.search(text[:start].lower()) is not None

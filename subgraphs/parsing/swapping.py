"""Two events trading times: "swap emma's piano and jake's soccer this week", "switch
tuesday's and thursday's soccer", "can we swap the dentist and the haircut", "trade mike's
gym friday with wednesday", "piano and soccer should swap times".

Only the words are read here: the words naming each event, and the words about when said
once after both ("this week"), which hold for the first too when it names no day of its
own. The parser reads each side as a change (its title, people and day find the event)
and a side naming only a day or people ("tuesday's", "wednesday", "emma's") is the other
side's activity then. Words about which occurrences ("from now on", "for good") are cut
off here and read by the main graph as the scope.

Not a swap: a swap of people ("make it emma not jake": `swapped_people.py`), of one
day for another with no second event ("swap her tuesday thing to thursday": `day_swap.py`),
or of things ("switch piano to the sedan").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .renaming import LEAD

LONGEST_TEXT = 200
"""A swap is a short message; longer ones are never read as one (time stays bounded)."""

_NEEDS = ("swap", "switch", "trade", "exchange")
"""A swap is said with one of these verbs: text holding none is never searched."""
_VERB = r"(?:swap|switch|trade|exchange)"
_FILLER = r"(?:\s+(?:around|round|over|times|slots|spots|places|please|pls|then|instead|for\s+me))*"
_END = _FILLER + r"\s*[.!?]*\s*$"
_SWAP = re.compile(
    LEAD
    + r"(?:we\s+(?:need\s+to|should|could|can|want\s+to)\s+)?"
    + _VERB
    + r"\s+(?:(?:the\s+)?(?:times?|slots?|spots?|days?)\s+(?:of|for)\s+)?"
    r"(?P<first>[^,;]+?)\s+(?:and|with|&)\s+(?P<second>[^,;]+?)" + _END
)
"""'swap X and Y', 'trade X with Y', 'switch the times of X and Y'."""
_SWAPPED = re.compile(
    LEAD
    + r"(?P<first>[^,;]+?)\s+and\s+(?P<second>[^,;]+?)\s+(?:should\s+|need\s+to\s+|can\s+|could\s+)?"
    + _VERB
    + r"\s+(?:times|places|slots|spots|days)(?P<when>[^,;]*?)"
    + _END
)
"""'X and Y should swap times (this week)'."""

_SCOPE = re.compile(
    r"\s+(?:from\s+now\s+on|going\s+forward|for\s+good|permanently|"
    r"for\s+the\s+(?:whole|entire|rest\s+of\s+the)\s+(?:season|series|year|term)|"
    r"(?:just\s+)?this\s+(?:once|time)(?:\s+only)?|just\s+once)$"
)
"""Words about which occurrences: the main graph reads them from the message as the scope."""
_TIME_WORDS = re.compile(
    r"(?:'s|s')?\s+(?:times?|slots?|spots?)$|^(?:the\s+)?(?:times?|slots?)\s+(?:of|for)\s+"
)
"""'emma's piano time', 'the time of the dentist': the event is what is named."""
_DAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_WHEN = re.compile(
    r"\s+(?P<when>(?:(?:just|only)\s+)?(?:for\s+)?"
    r"(?:(?:(?:on|this|next|this\s+coming|the\s+coming)\s+)?(?:week(?:end)?|" + _DAY + r")|"
    r"today|tonight|tomorrow)(?:\s+only)?)$"
)
"""A day or week said after both events ("... and jake's soccer this week")."""


@dataclass(frozen=True)
class Swap:
    """The words naming each event, and the words about when said after both."""

    first: str
    second: str
    shared: str
    """'this week' in "swap piano and soccer this week": for the first too when it names
    no day of its own ('' when none is said)."""


def find_swap(text: str) -> Swap | None:
    """The two events `text` asks to swap, as words; None when it asks no swap."""
    low = str(text or "").lower().strip()
    if len(low) > LONGEST_TEXT or not any(word in low for word in _NEEDS):
        return None
    found = _SWAP.match(low) or _SWAPPED.match(low)
    if found is None:
        return None
    first, second = _cut(found.group("first")), _cut(found.group("second"))
    when = found.groupdict().get("when")
    if when is not None:  # "piano and soccer should swap times this week"
        second = f"{second} {_cut(when)}".strip()
    shared = ""
    tail = _WHEN.search(" " + second)
    if tail is not None and tail.start() > 0:  # "jake's soccer this week": said of both
        shared = tail.group("when")
    if not first or not second:
        return None
    return Swap(first, second, shared)


def _cut(words: str) -> str:
    """The words naming an event, without the words about its time slot or which ones."""
    words = words.strip()
    for _ in range(3):
        cut = _SCOPE.sub("", _TIME_WORDS.sub("", words)).strip()
        if cut == words:
            break
        words = cut
    return words

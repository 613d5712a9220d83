"""The days of a weekly series already written, changed in the words families use.

"actually only mondays and fridays" keeps some of its days (read alone, it said nothing);
"gym on saturdays too", "add fridays to gym", "put piano on thursdays as well" add days to
an activity that repeats already (read alone, each was a new booking with no time);
"take tuesdays off soccer" and "no more thursday practices" take days out of one from now
on (read alone, the first was a booking and the second ended every practice). The parser
marks these; the main graph, which sees the calendar, decides whether such a series exists.
"""

from __future__ import annotations

import re

from .dates import DateMention
from .normalize import RESPELL
from .vocabulary import WD, WEEKDAYS, weekday_index

_FILLER = r"^(?:(?:wait|oh|oops|actually|hmm+|sorry|ok|okay|ah|no|so|then)[\s,.!-]+)*"
_DAYS = rf"(?:on\s+)?{WD}s?(?:\s*(?:,|and|&|/)\s*(?:on\s+)?{WD}s?)*"
_END = r"(?:\s+(?:then|instead|from\s+now\s+on|going\s+forward))?[\s,.!]*(?:please|thanks)?[.!]*$"
_ONLY = re.compile(
    _FILLER + rf"(?:(?:only|just)\s+(?P<days>{_DAYS})(?:\s+only)?|(?P<after>{_DAYS})\s+only)" + _END
)
"""Some days kept, said alone: "only mondays and fridays", "just on tuesdays then"."""
_ALSO = re.compile(r"\b(?:too|as\s+well|also)\b")
_ADD_TO = re.compile(rf"\b(?:add|put)\s+(?:in\s+)?{_DAYS}\s+(?:to|onto|into|on|for)\b")
"""Days added to an activity by name: "add fridays to gym", "put saturdays on piano"."""
_TAKE_OFF = re.compile(rf"\b(?:take|drop|remove|cut|knock)\s+{_DAYS}\s+(?:off|out\s+of|from)\b")
"""Days taken out of an activity by name: "take tuesdays off soccer", "drop fridays from gym"."""
_WEEKDAY = re.compile(WD)
_NEAR = re.compile(r"\b(?:this|next|last|coming|tomorrow|today)\b")


_SHORT = {short: day for short, day in RESPELL.items() if day in WEEKDAYS}
_SHORT_DAY = re.compile(r"\b(" + "|".join(sorted(_SHORT, key=len, reverse=True)) + r")\.?(?=[\s,&/.!]|$)")
"""A weekday said short ("mon", "tues", "thurs."), read on the raw words: the normalised
text has lost the "just" that makes "just mon and fri" the days kept."""


def _said(text: str) -> str:
    """The words lowercased, spaces collapsed, short weekdays spelled out."""
    return _SHORT_DAY.sub(lambda m: _SHORT[m.group(1)], " ".join(text.lower().split()))


def _indexes(words: str) -> list[int]:
    return sorted({weekday_index(d) for d in _WEEKDAY.findall(words)})


def only_days(text: str) -> list[int]:
    """The weekdays (0 = Monday) the words keep of a repeat, when they say nothing else
    ("actually only mondays and fridays"); none when they do, or when one day is said
    without a plural ("just monday" may be a date)."""
    found = _ONLY.match(_said(text))
    if found is None:
        return []
    words = found.group("days") or found.group("after")
    days = _indexes(words)
    return days if len(days) > 1 or re.search(rf"{WD}s\b", words) else []


def adds_days_to(text: str) -> bool:
    """Whether a booking's weekly days are said as added to an activity that may repeat
    already: "gym on saturdays too", "add fridays to gym"."""
    said = " ".join(text.lower().split())
    return bool(_ALSO.search(said) or _ADD_TO.search(said))


_KEEPS_ONLY = re.compile(rf"\b(?:only|just)\s+(?:on\s+)?{WD}s\b|\b{WD}s\s+only\b")
_KEEPS_SEVERAL = re.compile(
    rf"\b(?:only|just)\s+(?P<days>(?:on\s+)?{WD}(?:\s*(?:,|and|&|/)\s*(?:on\s+)?{WD})+)\b"
)
"""Several days said as the only ones, no plural: "just mon and fri for gym"."""


def keeps_only_days(text: str) -> bool:
    """Whether a booking's weekly days are said as the only ones an activity keeps: "gym
    only mondays and wednesdays from now on", "just mon and fri for gym" (read alone, a new
    gym with no time, or one on each day said)."""
    said = _said(text)
    return _KEEPS_ONLY.search(said) is not None or _KEEPS_SEVERAL.search(said) is not None


def several_days_kept(text: str) -> list[int]:
    """The weekdays of "just mon and fri" said of an activity, read as days of a week (the
    parse took them as two dates): none unless several are said after "only"/"just"."""
    found = _KEEPS_SEVERAL.search(_said(text))
    return _indexes(found.group("days")) if found is not None else []


def takes_days_off(text: str) -> bool:
    """Whether the words take weekdays out of an activity: "take tuesdays off soccer"."""
    return _TAKE_OFF.search(" ".join(text.lower().split())) is not None


def weekdays_for_good(text: str, dates: list[DateMention]) -> list[int]:
    """The weekdays a cancellation from now on names as days of the week ("no more thursday
    practices"): each day said is a bare weekday, never "this thursday" or a date."""
    if not dates or any(d.weekday is None for d in dates):
        return []
    if any(_NEAR.search(text[max(0, d.start - 8) : d.end]) for d in dates):
        return []
    return sorted({d.weekday for d in dates if d.weekday is not None})

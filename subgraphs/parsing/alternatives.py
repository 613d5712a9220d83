"""Two days or two times offered as a choice: "saturday 2pm or 3pm", "friday or saturday".

The family has not picked one, so none is written as if they had: the first is proposed
and the choice is named as an ambiguity, which lowers the confidence so the proposal is
asked about before anything is written ("You gave two choices, 2pm or 3pm: I took 2pm.").
"""

from __future__ import annotations

import re

from family_scheduler.models.request import OFFERED_CHOICE

from .dates import DateMention
from .times import TimeMention
from .vocabulary import WD

_OR_TIME = re.compile(
    r"\s*,?\s*or\s+(?:maybe\s+|perhaps\s+|even\s+)?(?:at\s+)?"
    r"(?P<alt>\d{1,2}(?::\d\d)?\s*(?:am|pm)?|noon|midday)(?![a-z0-9:])"
)
"""A second time right after the first ("2pm or 3pm", "at 3 or 4", "noon or 1")."""
_OR_DAY = re.compile(
    r"\s*,?\s*or\s+(?:maybe\s+|perhaps\s+|even\s+)?(?:on\s+)?"
    rf"(?P<alt>(?:(?:this|next)\s+)?{WD}|tomorrow|today|the\s+\d{{1,2}}(?:st|nd|rd|th))(?![a-z])"
)
"""A second day right after the first ("saturday or sunday", "the 5th or the 6th")."""


def offered_choice(text: str, dates: list[DateMention], times: list[TimeMention]) -> str | None:
    """The choice the text leaves open, as a sentence naming what was taken; else None."""
    for time in times:
        said = _OR_TIME.match(text, time.end)
        if said is not None:
            return _took(text[time.start : time.end], said.group("alt"))
    for day in dates:
        said = _OR_DAY.match(text, day.end)
        if said is not None:
            return _took(text[day.start : day.end], said.group("alt"))
    return None


def _took(first: str, second: str) -> str:
    first = re.sub(r"^(?:at|on)\s+", "", first.strip())
    return f"{OFFERED_CHOICE}, {first} or {second}: I took {first}"


_PICKED = re.compile(
    r"^(?:(?:ok|okay|yes|yeah|sure|actually|hmm|let's\s+do|let's\s+go\s+with|go\s+with)[\s,]+)*(?:the\s+)?"
    r"(?:(?P<first>first|1st|earlier|former|1)|(?P<second>second|2nd|other|later|latter|last|2))"
    r"(?:\s+(?:one|time|day|option))?(?:[\s,]+(?:please|is\s+(?:fine|better|good)|works|then))*[.!]*$"
)
_OFFER = re.compile(rf"^{OFFERED_CHOICE}, (?P<first>.+) or (?P<second>.+): I took ")


def picked_alternative(answer: str, ambiguities: list[str]) -> str | None:
    """What "the second one" / "the later one" / "the first one" picks from the two choices
    the request was asked with: the words of the second ("3pm"), or "yes" for the first."""
    offer = next((m for a in ambiguities if (m := _OFFER.match(a)) is not None), None)
    said = _PICKED.match(" ".join(answer.lower().split()))
    if offer is None or said is None:
        return None
    return "yes" if said.group("first") else offer.group("second")

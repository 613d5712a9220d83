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

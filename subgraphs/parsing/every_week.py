""" "Every week" said of a change that names no day ("move gym to 7am every week", "make
piano 6 each week"): which occurrences the change is for (from the next one on), never a
new weekly rule on today's weekday, which would turn a Mon/Wed/Fri gym into Mondays only.
"""

from __future__ import annotations

import re

from .vocabulary import WD

_ONE_DAY_WEEKLY = re.compile(r"^FREQ=WEEKLY;BYDAY=[A-Z]{2}$")
"""A weekly rule on one day and nothing else: the shape "every week" alone reads as."""
_DAY_SAID = re.compile(rf"\b(?:{WD}s?|weekdays?|weekends?|daily|every\s+day)\b")


def repeat_of_change(intent: str, recurrence: str | None, text: str) -> str | None:
    """The repeat a request keeps: a change's "every week" with no weekday said is none
    (the scope says it: `answers.scope_said`); anything else as read."""
    if intent != "modify" or recurrence is None or not _ONE_DAY_WEEKLY.match(recurrence):
        return recurrence
    return recurrence if _DAY_SAID.search(text) else None

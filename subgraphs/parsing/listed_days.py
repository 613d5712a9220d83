"""Several days said for one booking: "karate for jake mon and wed at 6", "tennis on tuesday
and thursday at 5pm", "piano monday at 4 and thursday at 4".

Read as one request, the first day was booked and the others were dropped without a word.
Each day said is a booking of its own: the first is the message's request, and each other
one travels with it (`ParsedRequest.then`) as the message with the list of days replaced
by that day, read as if sent alone, so its time, people and activity are the same.
With a start ("starting next week", "as of dec 1") the days are a weekly repeat instead
(`recurrence.py`), and a day that is part of a range ("monday to friday") is not a list.
"""

from __future__ import annotations

import re
from datetime import timedelta

from .dates import DateMention

_GAP = re.compile(
    r"(?:\s+(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?)?"  # "monday at 4 and thursday at 4"
    r"(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*|\s*/\s*|\s+plus\s+|\s+as\s+well\s+as\s+)(?:on\s+)?(?:the\s+)?"
)
"""What may stand between two days of one list, and nothing else."""


def listed_days(text: str, dates: list[DateMention]) -> list[str]:
    """`text` once for each day after the first of a list of days, that day in the list's
    place; [] when the days said are not one list of several days."""
    if len(dates) < 2 or any(d.day is None or d.problem or d.past for d in dates):
        return []
    ordered = sorted(dates, key=lambda d: d.start)
    for before, after in zip(ordered, ordered[1:], strict=False):
        if _GAP.fullmatch(text, before.end, after.start) is None:
            return []
    if len({d.day for d in ordered}) != len(ordered):
        return []  # the same day said twice ("friday, on friday the 4th")
    head, tail = text[: ordered[0].start], text[ordered[-1].end :]
    out = []
    previous = ordered[0].day
    for mention in ordered[1:]:
        assert mention.day is not None and previous is not None
        said = text[mention.start : mention.end]
        if mention.weekday is not None:  # "mon and wed" said on a Monday: the Wednesday after
            ahead = (mention.weekday - previous.weekday()) % 7 or 7
            day = previous + timedelta(days=ahead)
            said = f"{day:%B} {day.day} {day.year}".lower()
        else:
            day = mention.day
        out.append(f"{head}{said}{tail}".strip())
        previous = day
    return out

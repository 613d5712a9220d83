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
from datetime import date, timedelta

from family_scheduler.models.request import DAYS_NAMED, OFFERED_CHOICE
from family_scheduler.wording import join_names, short_day

from .dates import DateMention

_GAP = re.compile(
    r"(?:\s+(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?)?"  # "monday at 4 and thursday at 4"
    r"(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*|\s*/\s*|\s+plus\s+|\s+as\s+well\s+as\s+)(?:on\s+)?(?:the\s+)?"
)
"""What may stand between two days of one list, and nothing else."""
_OR = re.compile(r"(?:\s+(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?)?\s*,?\s+or\s+(?:on\s+)?(?:the\s+)?")


def listed_days(text: str, dates: list[DateMention], either: bool = False) -> list[str]:
    """`text` once for each day after the first of a list of days, that day in the list's
    place; [] when the days said are not one list of several days. `either`: days joined by
    "or" are a list too (a question about each; for a booking they are a choice)."""
    if len(dates) < 2 or any(d.day is None or d.problem or (d.past and not either) for d in dates):
        return []
    ordered = sorted(dates, key=lambda d: d.start)
    for before, after in zip(ordered, ordered[1:], strict=False):
        if _GAP.fullmatch(text, before.end, after.start) is None and not (
            either and _OR.fullmatch(text, before.end, after.start)
        ):
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


def days_left_unused(
    dates: list[DateMention], taken: tuple[date, date], ambiguities: list[str]
) -> str | None:
    """A booking over the days `taken` (first, last) that leaves out a day said, in words
    for the question ("You named Sat Nov 28 and Sun Nov 29: I took Sat Nov 28"), so it is
    asked, never written as if that day was not said; None when every day said is taken (or
    a choice was offered already). A weekday is taken when a day taken is that weekday
    ("tuesday dec 1", "monday 8am, back wednesday 6pm")."""
    first, last = taken
    held = {first + timedelta(days=n) for n in range((last - first).days + 1)}
    weekdays = {d.weekday() for d in held}
    left = sorted(
        {
            d.day
            for d in dates
            if d.day is not None
            and not d.problem
            and d.day not in held
            and (d.weekday is None or d.weekday not in weekdays)
        }
    )
    if not left or any(a.startswith(OFFERED_CHOICE) for a in ambiguities):
        return None
    took = short_day(first) if first == last else f"{short_day(first)} to {short_day(last)}"
    return f"{DAYS_NAMED} {join_names([short_day(d) for d in sorted({first, *left})])}: I took {took}"

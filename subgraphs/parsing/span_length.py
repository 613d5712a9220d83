"""A span of days said again at another length: "cancel soccer next week" - "make it two
weeks".

The answer names only how long the span is. Read alone, "make it two weeks" is a change
of an event called "2 weeks"; said to a request over a span of days, the span keeps its
first day and takes the length said (two weeks from that Monday), asked about again.
"""

from __future__ import annotations

import re
from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.timeutil import localize

from .vocabulary import NUMBER_WORDS

_LENGTH = re.compile(
    r"^(?:(?:no|nope|actually|oh|wait|ok|okay|sorry|oops)\b[\s,.!-]*)*"
    r"(?:(?:make\s+(?:it|that)|change\s+(?:it|that)\s+to|extend\s+(?:it|that)\s+to|for|over|do)\s+)?"
    r"(?:the\s+(?:next|whole|full|first)\s+|(?:a\s+)?full\s+|the\s+)?"
    r"(?P<count>\d{1,2}|an?|one|both|couple\s+of|a\s+couple\s+of|[a-z]+)\s+(?P<unit>weeks?|days?)"
    r"(?:\s+(?:instead|then|please|not\s+one|not\s+just\s+(?:one|the\s+one)))*\s*[.!]*$"
)
"""How long the span should be, said alone ("two weeks", "make it 3 weeks instead")."""
MOST = 12
"""More weeks (or days) than this said in passing is not read as a new length."""


def span_length(text: str) -> tuple[int, str] | None:
    """(count, "week" or "day") the answer gives the span, or None."""
    found = _LENGTH.match(" ".join(text.lower().split()))
    if found is None:
        return None
    said = found.group("count")
    count = (
        int(said)
        if said.isdigit()
        else 1
        if said in ("a", "an", "one")
        else 2
        if said in ("both", "couple of", "a couple of")
        else NUMBER_WORDS.get(said)
    )
    if count is None or not 1 <= count <= MOST:
        return None
    return count, "week" if found.group("unit").startswith("week") else "day"


def stretched(
    window: tuple[datetime, datetime], count: int, unit: str, tz: ZoneInfo
) -> tuple[datetime, datetime]:
    """`window` from its first day for `count` weeks (as many as it spanned, and more) or days."""
    first, last = window[0].astimezone(tz), window[1].astimezone(tz)
    if unit == "day":
        return window[0], localize(datetime.combine(first.date() + timedelta(days=count), time()), tz)
    weeks_said = max(1, round((last.date() - first.date()).days / 7))
    end_day = last.date() + timedelta(weeks=count - weeks_said)
    end = localize(datetime.combine(end_day, last.time()), tz)
    return window[0], end

"""Which day of a span is the busiest or the quietest ("what's our busiest day this week?",
"which day next week is the least busy?").

Days are ranked by how many events they hold, then by the time those events take; every
day of the span counts, so a day with nothing on is the quietest. Ties are all named.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, datetime, timedelta
from typing import Literal
from zoneinfo import ZoneInfo

from family_scheduler.models import Occurrence
from family_scheduler.timeutil import local_days

from .wording import by_day, day_label

Ranking = Literal["busiest", "quietest"]

_BUSIEST = re.compile(
    r"\b(?:busiest|craziest|fullest|most\s+(?:busy|packed|hectic|crowded|booked|scheduled))\b"
)
_QUIETEST = re.compile(
    r"\b(?:quietest|lightest|emptiest|freest|calmest|slowest|least\s+(?:busy|packed|hectic|booked|scheduled)|"
    r"most\s+(?:free|open|relaxed))\b"
)
_DAY = re.compile(r"\bdays?\b")
"""The superlative ranks days only when days are what is asked about ("which day next week
is the least busy?"); "when is the busiest time" is not."""


def ranking_asked(text: str) -> Ranking | None:
    """'busiest' or 'quietest' when the question ranks the days of its span."""
    lowered = text.lower()
    if not _DAY.search(lowered):
        return None
    if _BUSIEST.search(lowered):
        return "busiest"
    if _QUIETEST.search(lowered):
        return "quietest"
    return None


def _days(start: datetime, end: datetime, tz: ZoneInfo) -> list[date]:
    first, last = local_days(start, end, tz)
    return [first + timedelta(days=n) for n in range((last - first).days + 1)]


def _weight(items: list[Occurrence]) -> tuple[int, float]:
    """How full a day is: its events that take time, then the hours they take."""
    timed = [o for o in items if not o.all_day]
    return len(timed), sum((o.end - o.start).total_seconds() for o in timed)


def ranked_days(
    events: list[Occurrence], start: datetime, end: datetime, ranking: Ranking, tz: ZoneInfo
) -> tuple[list[date], dict[date, list[Occurrence]]]:
    """The day or days that rank first in [start, end), and the events of each day."""
    held = by_day(events, lambda o: o.start, tz)
    days = _days(start, end, tz)
    if not days:
        return [], held
    weights = {d: _weight(held.get(d, [])) for d in days}
    best = max(weights.values()) if ranking == "busiest" else min(weights.values())
    return [d for d in days if weights[d] == best], held


def ranking_words(
    winners: list[date],
    held: dict[date, list[Occurrence]],
    ranking: Ranking,
    period: str,
    line: Callable[[Occurrence], str],
) -> str:
    """'The busiest day from … is Saturday Nov 28, with 3 events: …' (`line` words one event)."""
    if not winners:
        return f"There is no whole day {period} to compare."
    count = _weight(held.get(winners[0], []))[0]
    names = [day_label(d) for d in winners]
    said = names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" and {names[-1]}"
    if ranking == "busiest" and count == 0:
        return f"Nothing is on {period}, so no day is busier than another."
    if ranking == "quietest" and count == 0:
        days, free = ("day", "is") if len(winners) == 1 else ("days", "are each")
        return f"The quietest {days} {period} {free} {said}, with nothing on."
    plural = "s" if count != 1 else ""
    if len(winners) == 1:
        head = f"The {ranking} day {period} is {said}, with {count} event{plural}:"
    else:
        head = f"The {ranking} days {period} are {said}, with {count} event{plural} each:"
    lines = [head]
    for day in winners:
        items = "; ".join(line(o) for o in held.get(day, []) if not o.all_day)
        lines.append(f"- {day_label(day)}: {items}" if len(winners) > 1 else f"- {items}")
    return "\n".join(lines)

"""Refusing impossible requests in plain words, before any searching.

Bad input is the family's to fix ("who is Bob?"), so it comes back as sentences in
`SchedulingResult.problems` rather than as an exception.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta

from family_scheduler.models import Family

MAX_DURATION = timedelta(days=14)
MAX_TOP_K = 50


def _aware(moment: object) -> bool:
    return isinstance(moment, datetime) and moment.tzinfo is not None and moment.utcoffset() is not None


def _listing(items: Sequence[str]) -> str:
    return ", ".join(items) if items else "none"


def request_problems(
    family: Family,
    participants: Sequence[str],
    resources: Sequence[str],
    *,
    now: datetime,
    duration: timedelta,
    start: datetime | None,
    window: tuple[datetime, datetime] | None,
    top_k: int,
) -> list[str]:
    """Everything wrong with a scheduling request, one sentence each (empty when fine)."""
    problems: list[str] = []
    if not _aware(now):
        problems.append("The current time has no time zone, so I can't tell what is past.")
    if not participants and not resources:
        problems.append("Nobody was named: say who the event is for.")
    unknown = [p for p in participants if family.member(p) is None]
    if unknown:
        problems.append(
            f"I don't know {_listing(unknown)} in {family.name}; the family is "
            f"{_listing([m.name for m in family.members])}."
        )
    missing = [r for r in resources if family.resource(r) is None]
    if missing:
        problems.append(
            f"There is no {_listing(missing)} among the family's things; it has "
            f"{_listing([r.name for r in family.resources])}."
        )
    if not isinstance(duration, timedelta) or duration < timedelta(minutes=1):
        problems.append("The event must last at least one minute.")
    elif duration > MAX_DURATION:
        problems.append("The event is longer than two weeks; I can only place shorter ones.")
    if start is not None and not _aware(start):
        problems.append(f"The start {start} has no time zone; give it with an offset (e.g. -05:00).")
    if window is not None:
        problems.extend(_window_problems(window, duration))
    if not isinstance(top_k, int) or top_k < 1 or top_k > MAX_TOP_K:
        problems.append(f"The number of options must be between 1 and {MAX_TOP_K}.")
    return problems


def _window_problems(window: tuple[datetime, datetime], duration: timedelta) -> list[str]:
    if len(window) != 2:
        return ["The time window needs a start and an end."]
    w_start, w_end = window
    if not (_aware(w_start) and _aware(w_end)):
        return ["The time window has no time zone; give both ends with an offset."]
    if w_end <= w_start:
        return ["The time window ends before it starts."]
    if isinstance(duration, timedelta) and w_end - w_start < duration:
        minutes = int(duration.total_seconds() // 60)
        return [f"The time window is shorter than the {minutes}-minute event."]
    return []

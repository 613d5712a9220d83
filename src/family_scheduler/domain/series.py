"""Splitting a series: where a "this one and all after it" change or cancellation cuts it.

The part before the cut keeps its rule with an UNTIL just before the cut; what remains
carries on from the cut with the rule's COUNT reduced by the occurrences left behind.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.models.events import Event
from family_scheduler.recurrence import rule_parts, wall_starts
from family_scheduler.timeutil import local_wall, localize


def with_parts(rule: str, **parts: str | None) -> str:
    """`rule` with some parts replaced (None drops a part)."""
    kept = [(k, v) for k, v in rule_parts(rule).items() if k not in parts]
    kept += [(k, v) for k, v in parts.items() if v is not None]
    return ";".join(f"{k}={v}" for k, v in kept)


def split_series(series: Event, original: datetime) -> tuple[Event | None, str]:
    """The series ended just before `original`, and the rule for what remains from it.

    None when `original` is the series' first occurrence (nothing stays behind).
    """
    assert series.recurrence
    tz = ZoneInfo(series.timezone)
    before = list(wall_starts(series, local_wall(series.start, tz), local_wall(original, tz)))
    before = [w for w in before if localize(w, tz) < original]
    parts = rule_parts(series.recurrence)
    remaining = series.recurrence
    if "COUNT" in parts:
        remaining = with_parts(series.recurrence, COUNT=str(max(1, int(parts["COUNT"]) - len(before))))
    if not before:
        return None, remaining
    until = (original - timedelta(seconds=1)).astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    ended = series.model_copy(update={"recurrence": with_parts(series.recurrence, COUNT=None, UNTIL=until)})
    return Event.model_validate(ended.model_dump()), remaining


def rest_of_series(
    series: Event,
    rule: str,
    start: datetime,
    end: datetime,
    participants: list[str],
    speaker: str,
    proposal_id: str,
) -> Event:
    """The new series carrying on from a cut (`split_series`): `rule` from `start`, its
    first occurrence `start`–`end`, with `participants`; the rest as the old one had it."""
    return Event(
        id=f"evt-{proposal_id}",
        title=series.title,
        start=start,
        end=end,
        timezone=series.timezone,
        recurrence=rule,
        participants=participants,
        resources=series.resources,
        status=series.status,
        created_by=speaker,
        guests=series.guests,
    )

"""Splitting a series: where a "this one and all after it" change or cancellation cuts it.

The part before the cut keeps its rule with an UNTIL just before the cut, and only the
exceptions (skipped dates, single changes) before it; what remains carries on from the cut
with the rule's COUNT reduced by the occurrences left behind, and the exceptions after the
cut moved as its occurrences are: a lesson skipped on Dec 22 stays skipped, and a change
kept past the UNTIL would show as an occurrence of its own (here, and in an export).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.models.events import Event, OccurrenceOverride, occurrence_key
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
    cut = occurrence_key(original)
    ended = series.model_copy(
        update={
            "recurrence": with_parts(series.recurrence, COUNT=None, UNTIL=until),
            "exdates": [x for x in series.exdates if x < original],
            "overrides": {k: v for k, v in series.overrides.items() if k < cut},
        }
    )
    return Event.model_validate(ended.model_dump()), remaining


def rest_of_series(
    series: Event,
    rule: str,
    start: datetime,
    end: datetime,
    participants: list[str],
    speaker: str,
    proposal_id: str,
    original: datetime | None = None,
) -> Event:
    """The new series carrying on from a cut (`split_series`): `rule` from `start`, its
    first occurrence `start`–`end`, with `participants`; the rest as the old one had it.
    Given the cut's `original` start (the rule's days unchanged), the exceptions after it
    come along, moved by the same clock difference as the occurrences."""
    exdates, overrides = exceptions_after(series, original, start) if original else ([], {})
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
        exdates=exdates,
        overrides=overrides,
        notes=series.notes,  # "bring the blue book" still holds from January on
        url=series.url,
        categories=series.categories,
    )


def exceptions_after(
    series: Event, original: datetime, start: datetime
) -> tuple[list[datetime], dict[str, OccurrenceOverride]]:
    """The skipped dates and single changes of `series` after the occurrence `original`,
    keyed as the series moved to start at `start` from there has them."""
    tz = ZoneInfo(series.timezone)
    shift = local_wall(start, tz) - local_wall(original, tz)
    cut = occurrence_key(original)
    exdates = [moved(x, shift, tz) for x in series.exdates if x > original]
    overrides = {
        occurrence_key(moved(datetime.strptime(k, "%Y%m%dT%H%M%SZ").replace(tzinfo=UTC), shift, tz)): change
        for k, change in series.overrides.items()
        if k > cut
    }
    return exdates, overrides


def moved(moment: datetime, shift: timedelta, tz: ZoneInfo) -> datetime:
    """`moment` moved by `shift` on the clock of `tz` (a lesson at 17:00 moved by 30 minutes
    is at 17:30 on both sides of a DST change)."""
    return localize(local_wall(moment, tz) + shift, tz)

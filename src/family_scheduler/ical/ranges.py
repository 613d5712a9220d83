"""A change to "this and all later occurrences" (RECURRENCE-ID;RANGE=THISANDFUTURE) read as
consecutive series, as RFC 5545 §3.2.13 says and recurring-ical-events expands it.

From the changed occurrence on, every later occurrence the rule gives takes the change's
title, length and place and is moved by the same clock difference (changed DTSTART minus
RECURRENCE-ID). The calendar holds one rule per event, so the series is cut there
(`split_series`) and a new series carries on from the changed start with what remains of
the rule; EXDATEs and plain RECURRENCE-IDs, which still name the *unmoved* times, are
re-keyed by the shift. When the rule pins the day or the time the shift moves (BYDAY...,
BYHOUR...), no series with the same rule gives the moved times: `why_not` says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

from ..domain.series import moved, split_series
from ..models.events import Event, occurrence_key
from ..recurrence import rule_parts
from ..timeutil import local_wall, localize, zone

PINS_DAY = ("BYDAY", "BYMONTHDAY", "BYYEARDAY", "BYWEEKNO", "BYMONTH", "BYSETPOS")
PINS_TIME = ("BYHOUR", "BYMINUTE", "BYSECOND")


@dataclass(frozen=True)
class Cut:
    """One THISANDFUTURE change: where it cuts the series (the unmoved start), by how much
    later occurrences move (on the clock of the series' zone), and the change as an event."""

    original: datetime
    shift: timedelta
    changed: Event

    @property
    def key(self) -> str:
        return occurrence_key(self.original)


def clock_shift(series: Event, original: datetime, changed_start: datetime) -> timedelta:
    """How far the change moves its occurrence on the series' clock (what later ones move)."""
    tz = zone(series.timezone)
    return local_wall(changed_start, tz) - local_wall(original, tz)


def why_not(series: Event, cut: Cut) -> str | None:
    """Why later occurrences cannot be a new series with the same rule, or None when they can."""
    assert series.recurrence
    parts = rule_parts(series.recurrence)
    tz = zone(series.timezone)
    before, after = local_wall(cut.original, tz), local_wall(cut.original, tz) + cut.shift
    if cut.changed.all_day != series.all_day:
        return "the change is timed and the series all-day (or the other way round)"
    pinned_time = [p for p in PINS_TIME if p in parts]
    if pinned_time and before.time() != after.time():
        return f"the rule's {pinned_time[0]} fixes the time of day the change moves"
    if before.date() != after.date():
        pinned_day = [p for p in PINS_DAY if p in parts]
        if pinned_day:
            return f"the rule's {pinned_day[0]} fixes the day the change moves to another"
        if parts.get("FREQ") in ("MONTHLY", "YEARLY") and max(before.day, after.day) > 28:
            return "the change moves a monthly or yearly date to or from the end of a month"
    return None


def consecutive(series: Event, cuts: list[Cut]) -> list[tuple[Cut | None, Event]]:
    """The series as consecutive parts, each with the cut that starts it (None: the part
    before the first cut, absent when the first cut is the first occurrence)."""
    tz = zone(series.timezone)
    parts: list[tuple[Cut | None, Event]] = []
    rest, opened_by = series, None
    for cut in cuts:
        ended, remaining = split_series(rest, cut.original)
        if ended is not None:
            parts.append((opened_by, _own_part(ended, opened_by, cut.original, tz)))
        length = rest.end - rest.start
        rest = rest.model_copy(
            update={"start": cut.original, "end": cut.original + length, "recurrence": remaining}
        )
        opened_by = cut
    parts.append((opened_by, _own_part(rest, opened_by, None, tz)))
    return parts


def _own_part(unmoved: Event, cut: Cut | None, stop: datetime | None, tz: ZoneInfo) -> Event:
    """One part (its start and rule still unmoved) as the event it becomes: the first keeps
    the master; a later one is the change, moved, with the rule and EXDATEs it inherits."""
    start = unmoved.start
    exdates = [x for x in unmoved.exdates if x >= start and (stop is None or x < stop)]
    if cut is None:
        return unmoved.model_copy(update={"exdates": exdates, "overrides": {}})
    assert unmoved.recurrence
    data = cut.changed.model_dump()
    data.update(
        timezone=unmoved.timezone,
        recurrence=_moved_until(unmoved.recurrence, cut.shift, tz),
        exdates=[moved(x, cut.shift, tz) for x in exdates],
        overrides={},
    )
    return Event.model_validate(data)


def moved_single(single: Event, cut: Cut | None, period: bool) -> Event:
    """A date of its own (RDATE) after a cut: moved and changed as the rule's occurrences
    are; an RDATE written as a period keeps its own length."""
    if cut is None:
        return single
    tz = zone(single.timezone)
    start = moved(single.start, cut.shift, tz)
    length = single.end - single.start if period else cut.changed.end - cut.changed.start
    data = cut.changed.model_dump()
    data.update(id=single.id, start=start, end=start + length, timezone=single.timezone)
    return Event.model_validate(data)


def _moved_until(rule: str, shift: timedelta, tz: ZoneInfo) -> str:
    """`rule` with its UNTIL moved by `shift`, so the part's last occurrence, moved, stays in."""
    parts = rule_parts(rule)
    if "UNTIL" not in parts or not shift:
        return rule
    text = parts["UNTIL"]
    if len(text) == 8:  # a date: all of that local day, as the rule reads it
        day = datetime.strptime(text, "%Y%m%d").replace(hour=23, minute=59, second=59)
        if shift % timedelta(days=1) == timedelta(0):  # whole days: still a date
            return _with_until(parts, (day + shift).strftime("%Y%m%d"))
        end = moved(localize(day, tz), shift, tz)
    else:
        wall = datetime.strptime(text.rstrip("Z"), "%Y%m%dT%H%M%S")
        end = moved(wall.replace(tzinfo=UTC) if text.endswith("Z") else localize(wall, tz), shift, tz)
    return _with_until(parts, end.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ"))


def _with_until(parts: dict[str, str], until: str) -> str:
    return ";".join(f"{k}={until if k == 'UNTIL' else v}" for k, v in parts.items())

"""Expanding events into occurrences: RRULE via dateutil, exceptions, overrides, DST.

Rules are evaluated on naive local wall time and localised per occurrence, so
"every Monday 17:00" stays at 17:00 across a DST change. An occurrence lasts the
event's real (elapsed) length; one whose clock time the clocks skip moves forward, one
whose clock time comes twice takes the first, and either says so in its `note`. For
unbounded rules the start is fast-forwarded by whole intervals before iterating, so a
weekly lesson begun years ago costs the same to expand as one begun last week. Rules are
read and bounded by `recurrence_rules` (see there: no rule can make a read run away).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime, time, timedelta, timezone
from functools import lru_cache
from typing import Any
from zoneinfo import ZoneInfo

from .models.events import Event, Occurrence, occurrence_key
from .recurrence_rules import RecurrenceError, check_rule, split_parts, wall_rule
from .timeutil import (
    FIRST_INSTANT,
    LAST_INSTANT,
    clock_note,
    elapsed,
    later_by,
    local_wall,
    localize,
    parse_instant,
    unfolded,
    zone,
)

__all__ = ["RecurrenceError", "validate_rrule"]

_FAST_FORWARD = {
    "DAILY": timedelta(days=1),
    "WEEKLY": timedelta(weeks=1),
}


OccurrenceRow = tuple[float, float, str, Occurrence]
"""An occurrence with its start and end in epoch seconds (``datetime.timestamp()``) and its id."""


def series_wall_start(start: datetime, tz: ZoneInfo) -> datetime:
    """The local clock time a series at `start` repeats at (naive).

    The start's own reading when that reading, localised in `tz`, is the same instant:
    a normal local time, or one the clocks skip written as RFC 5545 and Python do, with
    the offset before the change (``2027-03-14T02:30:00-05:00`` in New York repeats at
    02:30, its first occurrence moved to 03:30). Otherwise (a start written in UTC, say)
    its reading in `tz`.
    """
    # Cached by reading and offset: equal instants written differently hash alike.
    return _wall_start(start.replace(tzinfo=None), start.utcoffset(), tz)


def series_start_at(wall: datetime, tz: ZoneInfo) -> datetime:
    """The start to write for a series repeating at local `wall`: `wall` with the offset in
    force there, or for a time the clocks skip the offset before the change, as RFC 5545
    reads it (02:30 on the night New York skips it is 02:30-05:00: the series repeats at
    02:30, that first occurrence happens at 03:30). `series_wall_start` reads it back."""
    offset = wall.replace(tzinfo=tz, fold=0).utcoffset()
    return wall.replace(tzinfo=timezone(offset or timedelta(0)), fold=0)


@lru_cache(maxsize=4096)
def _wall_start(reading: datetime, offset: timedelta | None, tz: ZoneInfo) -> datetime:
    start = reading.replace(tzinfo=timezone(offset or timedelta(0)))
    if localize(reading, tz).timestamp() == start.timestamp():
        return reading
    return local_wall(start, tz)


def validate_rrule(text: str, start: datetime, tzname: str) -> str:
    """The one check of a recurrence for a series starting at `start` in zone `tzname`.

    Every entry point calls it (the Event model does, so the family file, proposals and
    stored rows all pass here; an importer calls it too). Returns the rule normalised
    (parts upper-cased); raises RecurrenceError, a ValueError, with one plain sentence.
    """
    tz = zone(tzname)
    return check_rule(text.strip(), series_wall_start(start, tz).replace(microsecond=0), tzname)


def rule_parts(text: str) -> dict[str, str]:
    """The RRULE's parts by name, upper-cased ("FREQ=WEEKLY;COUNT=6" → {"FREQ": "WEEKLY", ...}).

    Read from the text rather than from dateutil's private attributes.
    """
    return dict(split_parts(text))


def wall_starts(event: Event, wall_from: datetime, wall_to: datetime) -> Iterator[datetime]:
    """Naive local starts the rule gives in [wall_from, wall_to] (inclusive)."""
    tz = zone(event.timezone)
    dtstart = series_wall_start(event.start, tz).replace(microsecond=0)
    assert event.recurrence
    rule = wall_rule(event.recurrence, dtstart, event.timezone)
    spec = rule.spec
    step = _FAST_FORWARD.get(spec.freq)
    # Without COUNT, skipping whole intervals from the start keeps the same occurrences.
    if step is not None and spec.count is None and wall_from > dtstart:
        period = step * spec.interval
        jumps = (wall_from - dtstart) // period - 1
        if jumps > 0:
            rule = wall_rule(event.recurrence, dtstart + period * jumps, event.timezone)
    yield from rule.between(wall_from, wall_to)


def _first_instant(event: Event, wall: datetime, wall_dtstart: datetime, tz: ZoneInfo) -> datetime:
    """Where the occurrence the rule puts at local `wall` starts: the event's own start for
    the first one (it may name the second of two equal clock times), else `wall` localised."""
    return unfolded(event.start.astimezone(tz)) if wall == wall_dtstart else localize(wall, tz)


def occurrence_end(event: Event, start: datetime, duration: timedelta, tz: ZoneInfo) -> datetime:
    """Where an occurrence starting at `start` ends: its event's real length later, or for an
    all-day event the local midnight as many days on as the event spans (a day is a day,
    23 or 25 hours when the clocks change)."""
    if event.all_day:
        days = (event.end.astimezone(tz).date() - event.start.astimezone(tz).date()).days
        return localize(datetime.combine(start.astimezone(tz).date() + timedelta(days=days), time(0)), tz)
    return later_by(start, duration, tz)


def series_bounds(event: Event) -> tuple[datetime, datetime | None]:
    """First start and last end of a series (None: it never ends), overrides included."""
    if not event.recurrence:
        return event.start, event.end
    tz = zone(event.timezone)
    dtstart = series_wall_start(event.start, tz).replace(microsecond=0)
    rule = wall_rule(event.recurrence, dtstart, event.timezone)
    duration = elapsed(event.start, event.end)
    first, last = event.start, None
    if rule.spec.bounded:
        walls = rule.walls()  # bounded by COUNT or UNTIL, at most MAX_OCCURRENCES
        if walls:
            last = occurrence_end(event, _first_instant(event, walls[-1], dtstart, tz), duration, tz)
        else:
            last = event.end
    for change in event.overrides.values():
        if change.start is not None:
            first = min(first, change.start)
        if change.end is not None and last is not None:
            last = max(last, change.end)
        elif change.start is not None and last is not None:
            last = max(last, occurrence_end(event, change.start, duration, tz))
    return first, last


BLOCK = 28 * 86_400.0
"""Seconds of one block of a series' expansion: a span's read expands the blocks it
touches (four weeks), never the whole series. A block's fill costs a rule built and
fast-forwarded besides its occurrences (a weekly lesson has two a fortnight): four-week
blocks cost a day read ahead about a third less than fortnights did, and a read finds
its rows in a block by bisecting the starts, so the wider block costs a read nothing."""

MAX_BLOCKS = 8
"""Blocks kept per series; the oldest goes first. A span wider than this (over seven
months) is expanded on the spot and not kept (a year's scan must not pin a year of
occurrences)."""


class _Expansion:
    """An event's occurrences, worked out a block at a time as spans ask for them.

    Kept as rows ``(start epoch, end epoch, occurrence id, occurrence)``: float epoch
    seconds order exactly like the aware datetimes (a correctly rounded division of
    whole microseconds), and compare much faster across zones. Block k holds the rows
    that start in [k * BLOCK, (k + 1) * BLOCK), sorted; a row overlapping a span starts
    at most `reach` seconds before it, so a span reads the blocks from there on (and in
    a block the rows from there on: `starts` holds each block's starts, for bisecting).
    A one-off event is its `single` row. The event is passed in, never kept (no cycle).
    """

    __slots__ = ("single", "blocks", "starts", "reach")

    def __init__(self, event: Event) -> None:
        self.single: OccurrenceRow | None = None
        self.blocks: dict[int, list[OccurrenceRow]] = {}
        self.starts: dict[int, list[float]] = {}
        self.reach = 0.0
        if not event.recurrence:
            occ = _occurrence(event, event.start, event.end, None)
            self.single = (occ.start.timestamp(), occ.end.timestamp(), occ.occurrence_id, occ)
        else:
            self.reach = _reach(event)

    def overlapping(self, event: Event, start: float, end: float) -> list[OccurrenceRow]:
        """The rows overlapping [start, end), sorted by start (then occurrence id)."""
        single = self.single
        if single is not None:
            return [single] if single[0] < end and single[1] > start else []
        first, last = int((start - self.reach) // BLOCK), int(end // BLOCK)
        if last - first >= MAX_BLOCKS:  # a wide span: expand it on the spot, keep nothing
            return _rows_of(_expand(event, _instant(start), _instant(end)))
        found: list[OccurrenceRow] = []
        earliest = start - self.reach  # no row starting before it reaches the span
        for k in range(first, last + 1):
            rows = self.blocks.get(k)
            if rows is None:
                rows = self._fill(event, k)
            starts = self.starts[k]
            i, j = bisect_left(starts, earliest), bisect_left(starts, end)
            found.extend(row for row in rows[i:j] if row[1] > start)
        return found

    def _fill(self, event: Event, k: int) -> list[OccurrenceRow]:
        lo, hi = k * BLOCK, (k + 1) * BLOCK
        # One second of slack each side: a zero-length occurrence on a block's edge
        # overlaps the widened span, and is kept by the block it starts in.
        rows = [
            row for row in _rows_of(_expand(event, _instant(lo - 1), _instant(hi + 1))) if lo <= row[0] < hi
        ]
        blocks = self.blocks
        if len(blocks) >= MAX_BLOCKS:
            oldest = next(iter(blocks))
            del blocks[oldest], self.starts[oldest]
        blocks[k] = rows
        self.starts[k] = [row[0] for row in rows]
        return rows


def _instant(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, UTC)


def _rows_of(occurrences: list[Occurrence]) -> list[OccurrenceRow]:
    return [(o.start.timestamp(), o.end.timestamp(), o.occurrence_id, o) for o in occurrences]


def _reach(event: Event) -> float:
    """Seconds an occurrence of the series may last at most, plus slack: the event's
    length (two hours more for a DST change inside a wall-time occurrence), or an
    override's own start and end when it gives an end."""
    longest = (event.end - event.start).total_seconds() + 7200.0
    for key, change in event.overrides.items():
        if change.end is not None and not change.cancelled:
            begin = change.start or parse_instant(_key_to_iso(key))
            longest = max(longest, (change.end - begin).total_seconds())
    return longest + 1.0


def _memo(event: Event) -> _Expansion:
    """The event's expansion memo (created on first use, filled block by block)."""
    private = event.__pydantic_private__  # direct dict access: pydantic's getattr is slow here
    memo = private.get("_expansion") if private else None
    if memo is None:
        memo = _Expansion(event)
        event._expansion = memo
    return memo


def expand(event: Event, start: datetime, end: datetime) -> list[Occurrence]:
    """The occurrences of `event` overlapping [start, end), sorted by start.

    The returned occurrences may be shared with later calls: treat them as read-only.
    """
    return [row[3] for row in expand_rows(event, start, end)]


def expand_rows(
    event: Event, start: datetime, end: datetime, span: tuple[float, float] | None = None
) -> list[OccurrenceRow]:
    """`expand` as rows ``(start epoch, end epoch, occurrence id, occurrence)``.

    `span` is ``(start.timestamp(), end.timestamp())`` when the caller has it already.
    """
    a, b = span if span is not None else (start.timestamp(), end.timestamp())
    return _memo(event).overlapping(event, a, b)


def rows_between(
    events: Iterable[Event], start: datetime, end: datetime, include_cancelled: bool = False
) -> list[OccurrenceRow]:
    """`expand_rows` of each of `events` (cancelled ones left out unless asked), one after
    the other: the hot loop of a calendar read, with the memo looked up inline."""
    a, b = start.timestamp(), end.timestamp()
    found: list[OccurrenceRow] = []
    for event in events:
        if event.status == "cancelled" and not include_cancelled:
            continue
        private = event.__pydantic_private__  # direct dict access: pydantic's getattr is slow here
        memo = private.get("_expansion") if private else None
        if memo is None:
            memo = _memo(event)
        single = memo.single
        if single is None:
            found.extend(memo.overlapping(event, a, b))
        elif single[0] < b and single[1] > a:
            found.append(single)
    return found


def _expand(event: Event, start: datetime, end: datetime) -> list[Occurrence]:
    # Nothing is stored outside the supported dates; clamping keeps wall arithmetic in range.
    start, end = max(start, FIRST_INSTANT), min(end, LAST_INSTANT)
    if end <= start:
        return []
    tz = zone(event.timezone)
    wall_dtstart = series_wall_start(event.start, tz).replace(microsecond=0)
    duration = elapsed(event.start, event.end)
    skipped = {occurrence_key(x) for x in event.exdates}
    # Occurrences overlapping the span start up to `duration` before it.
    wall_from = local_wall(start, tz) - duration - timedelta(hours=2)
    wall_to = local_wall(end, tz) + timedelta(hours=2)
    found: list[Occurrence] = []
    seen: set[str] = set()
    a, b = start.timestamp(), end.timestamp()  # instants: one zone's datetimes compare on the wall
    for wall in wall_starts(event, wall_from, wall_to):
        original = _first_instant(event, wall, wall_dtstart, tz)
        key = occurrence_key(original)
        seen.add(key)
        if key in skipped:
            continue
        occ_end = occurrence_end(event, original, duration, tz)
        note = None if event.all_day else clock_note(wall, original, occ_end, tz)
        occ = _with_override(event, original, occ_end, key, note)
        if occ is not None and occ.start.timestamp() < b and occ.end.timestamp() > a:
            found.append(occ)
    # An override can move an occurrence into the span from outside it.
    for key, change in event.overrides.items():
        if key in seen or key in skipped or change.cancelled or change.start is None:
            continue
        # Read in the zone as the rule's own starts are (`_first_instant`): the same
        # occurrence reads alike whether its span holds its original time or only its new one.
        original = unfolded(parse_instant(_key_to_iso(key)).astimezone(tz))
        occ = _with_override(event, original, occurrence_end(event, original, duration, tz), key, None)
        if occ is not None and occ.start.timestamp() < b and occ.end.timestamp() > a:
            found.append(occ)
    found.sort(key=lambda o: (o.start.timestamp(), o.occurrence_id))
    return found


def _key_to_iso(key: str) -> str:
    return f"{key[0:4]}-{key[4:6]}-{key[6:8]}T{key[9:11]}:{key[11:13]}:{key[13:15]}+00:00"


def _with_override(
    event: Event, start: datetime, end: datetime, key: str, note: str | None
) -> Occurrence | None:
    change = event.overrides.get(key) if event.overrides else None
    if change is None:
        return _occurrence(event, start, end, start, note, key)
    if change.cancelled:
        return None
    moved = change.start is not None or change.end is not None
    occ = _occurrence(event, change.start or start, change.end or end, start, None if moved else note, key)
    if change.start is not None and change.end is None:
        occ.end = change.start + elapsed(start, end)
    if change.title is not None:
        occ.title = change.title
    if change.participants is not None:
        occ.participants = sorted(change.participants)
    if change.resources is not None:
        occ.resources = sorted(change.resources)
    if change.guests is not None:
        occ.guests = list(change.guests)
    if change.location is not None:
        occ.location = change.location
    if change.status is not None:  # "pencil in the swim on dec 8": that day only
        occ.status = change.status
    if change.notes is not None:
        occ.notes = change.notes
    return occ


def _occurrence(
    event: Event,
    start: datetime,
    end: datetime,
    original: datetime | None,
    note: str | None = None,
    key: str | None = None,
) -> Occurrence:
    if original is None:
        occurrence_id = event.id
    else:
        occurrence_id = f"{event.id}@{key or occurrence_key(original)}"
    if original is None and not event.all_day:  # a one-off event: its start may be a time the clocks skip
        tz = zone(event.timezone)
        note = clock_note(series_wall_start(start, tz), start.astimezone(tz), end.astimezone(tz), tz)
    # Inputs come from a validated Event: skip re-validation on this hot path.
    return trusted_occurrence(
        {
            "event_id": event.id,
            "occurrence_id": occurrence_id,
            "title": event.title,
            "start": start,
            "end": end,
            "participants": list(event.participants),
            "resources": list(event.resources),
            "status": event.status,
            "recurring": original is not None,
            "original_start": original,
            "created_by": event.created_by,
            "note": note,
            "kind": event.kind,
            "all_day": event.all_day,
            "location": event.location,
            "timezone": event.timezone,
            "blocks_time": event.blocks_time,
            "alarms": event.alarms,
            "guests": list(event.guests),
            "notes": event.notes,
            "url": event.url,
        }
    )


_OCCURRENCE_FIELDS = tuple(Occurrence.model_fields)
_new_object = object.__new__
_set_slot = object.__setattr__


def trusted_occurrence(values: dict[str, Any]) -> Occurrence:
    """`Occurrence.model_construct(**values)` for `values` giving every field, in field
    order: the same instance (its dict, its fields set) without model_construct's walk
    over each field's aliases and defaults, which an expansion pays per occurrence."""
    if len(values) != len(_OCCURRENCE_FIELDS) or Occurrence.__pydantic_post_init__ is not None:
        return Occurrence.model_construct(**values)
    occurrence = _new_object(Occurrence)
    _set_slot(occurrence, "__dict__", values)
    _set_slot(occurrence, "__pydantic_fields_set__", set(_OCCURRENCE_FIELDS))
    _set_slot(occurrence, "__pydantic_extra__", None)
    _set_slot(occurrence, "__pydantic_private__", None)
    return occurrence

"""Expanding events into occurrences: RRULE via dateutil, exceptions, overrides, DST.

Rules are evaluated on naive local wall time and localised per occurrence, so
"every Monday 17:00" stays at 17:00 across a DST change. For unbounded rules the
start is fast-forwarded by whole intervals before iterating, so a weekly lesson begun
years ago costs the same to expand as one begun last week.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime, timedelta
from functools import lru_cache

from dateutil.rrule import rrule, rrulestr

from .models.events import Event, Occurrence, occurrence_key
from .timeutil import local_wall, localize, overlaps, parse_instant, zone

_FAST_FORWARD = {
    "DAILY": timedelta(days=1),
    "WEEKLY": timedelta(weeks=1),
    "HOURLY": timedelta(hours=1),
    "MINUTELY": timedelta(minutes=1),
}


OccurrenceRow = tuple[float, float, str, Occurrence]
"""An occurrence with its start and end in epoch seconds (``datetime.timestamp()``) and its id."""


class RecurrenceError(ValueError):
    """The RRULE text cannot be understood."""


_UNTIL_UTC = re.compile(r"UNTIL=(\d{8}T\d{6})Z", re.IGNORECASE)


def _local_until(text: str, tzname: str) -> str:
    """Rewrite a UTC UNTIL as local wall time, to match the naive wall-time DTSTART."""
    match = _UNTIL_UTC.search(text)
    if not match:
        return text
    stamp = datetime.strptime(match.group(1), "%Y%m%dT%H%M%S").replace(tzinfo=UTC)
    wall = local_wall(stamp, zone(tzname))
    return text[: match.start()] + f"UNTIL={wall:%Y%m%dT%H%M%S}" + text[match.end() :]


@lru_cache(maxsize=4096)
def _rule(text: str, wall_start: datetime, tzname: str = "UTC") -> rrule:
    try:
        parsed = rrulestr(_local_until(text, tzname), dtstart=wall_start, forceset=False)
    except (ValueError, TypeError) as err:
        raise RecurrenceError(f"cannot read recurrence {text!r}: {err}") from err
    if not isinstance(parsed, rrule):
        raise RecurrenceError(f"recurrence {text!r} must be a single RRULE")
    return parsed


def validate_rrule(text: str, start: datetime, tzname: str) -> None:
    """Raise RecurrenceError when `text` is not a usable RRULE for a series at `start`."""
    _rule(text, local_wall(start, zone(tzname)), tzname)


def rule_parts(text: str) -> dict[str, str]:
    """The RRULE's parts by name, upper-cased ("FREQ=WEEKLY;COUNT=6" → {"FREQ": "WEEKLY", ...}).

    Read from the text rather than from dateutil's private attributes.
    """
    body = text.strip()
    if body.upper().startswith("RRULE:"):
        body = body[6:]
    return {k.strip().upper(): v.strip() for k, _, v in (p.partition("=") for p in body.split(";") if p)}


def _unbounded(text: str) -> bool:
    parts = rule_parts(text)
    return "COUNT" not in parts and "UNTIL" not in parts


def wall_starts(event: Event, wall_from: datetime, wall_to: datetime) -> Iterator[datetime]:
    """Naive local starts the rule gives in [wall_from, wall_to] (inclusive)."""
    tz = zone(event.timezone)
    dtstart = local_wall(event.start, tz)
    assert event.recurrence
    rule = _rule(event.recurrence, dtstart, event.timezone)
    parts = rule_parts(event.recurrence)
    step = _FAST_FORWARD.get(parts.get("FREQ", "").upper())
    # Without COUNT, skipping whole intervals from the start keeps the same occurrences.
    if step is not None and "COUNT" not in parts and wall_from > dtstart:
        period = step * max(1, int(parts.get("INTERVAL") or 1))
        jumps = (wall_from - dtstart) // period - 1
        if jumps > 0:
            rule = _rule(event.recurrence, dtstart + period * jumps, event.timezone)
    yield from rule.between(wall_from, wall_to, inc=True)


def series_bounds(event: Event) -> tuple[datetime, datetime | None]:
    """First start and last end of a series (None: it never ends), overrides included."""
    if not event.recurrence:
        return event.start, event.end
    tz = zone(event.timezone)
    dtstart = local_wall(event.start, tz)
    rule = _rule(event.recurrence, dtstart, event.timezone)
    duration = local_wall(event.end, tz) - dtstart
    first, last = event.start, None
    if not _unbounded(event.recurrence):
        walls = list(rule)  # bounded by COUNT or UNTIL
        wall_last = walls[-1] if walls else None
        last = localize(wall_last + duration, tz) if wall_last else event.end
    for change in event.overrides.values():
        if change.start is not None:
            first = min(first, change.start)
        if change.end is not None and last is not None:
            last = max(last, change.end)
    return first, last


BLOCK = 14 * 86_400.0
"""Seconds of one block of a series' expansion: a span's read expands the blocks it
touches (a fortnight, about what a slot search reads), never the whole series."""

MAX_BLOCKS = 16
"""Blocks kept per series; the oldest goes first. A span wider than this (over seven
months) is expanded on the spot and not kept (a year's scan must not pin a year of
occurrences)."""


class _Expansion:
    """An event's occurrences, worked out a block at a time as spans ask for them.

    Kept as rows ``(start epoch, end epoch, occurrence id, occurrence)``: float epoch
    seconds order exactly like the aware datetimes (a correctly rounded division of
    whole microseconds), and compare much faster across zones. Block k holds the rows
    that start in [k * BLOCK, (k + 1) * BLOCK), sorted; a row overlapping a span starts
    at most `reach` seconds before it, so a span reads the blocks from there on. A
    one-off event is its `single` row. The event is passed in, never kept (no cycle).
    """

    __slots__ = ("single", "blocks", "reach")

    def __init__(self, event: Event) -> None:
        self.single: OccurrenceRow | None = None
        self.blocks: dict[int, list[OccurrenceRow]] = {}
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
        for k in range(first, last + 1):
            rows = self.blocks.get(k)
            if rows is None:
                rows = self._fill(event, k)
            found.extend(row for row in rows if row[0] < end and row[1] > start)
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
            del blocks[next(iter(blocks))]
        blocks[k] = rows
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
    tz = zone(event.timezone)
    wall_dtstart = local_wall(event.start, tz)
    duration = local_wall(event.end, tz) - wall_dtstart
    skipped = {occurrence_key(x) for x in event.exdates}
    # Occurrences overlapping the span start up to `duration` before it.
    wall_from = local_wall(start, tz) - duration - timedelta(hours=2)
    wall_to = local_wall(end, tz) + timedelta(hours=2)
    found: list[Occurrence] = []
    seen: set[str] = set()
    for wall in wall_starts(event, wall_from, wall_to):
        original = localize(wall, tz)
        key = occurrence_key(original)
        seen.add(key)
        if key in skipped:
            continue
        occ = _with_override(event, original, localize(wall + duration, tz), key)
        if occ is not None and overlaps(occ.start, occ.end, start, end):
            found.append(occ)
    # An override can move an occurrence into the span from outside it.
    for key, change in event.overrides.items():
        if key in seen or key in skipped or change.cancelled or change.start is None:
            continue
        original = parse_instant(_key_to_iso(key))
        occ = _with_override(event, original, original + (event.end - event.start), key)
        if occ is not None and overlaps(occ.start, occ.end, start, end):
            found.append(occ)
    found.sort(key=lambda o: (o.start, o.occurrence_id))
    return found


def _key_to_iso(key: str) -> str:
    return f"{key[0:4]}-{key[4:6]}-{key[6:8]}T{key[9:11]}:{key[11:13]}:{key[13:15]}+00:00"


def _with_override(event: Event, start: datetime, end: datetime, key: str) -> Occurrence | None:
    change = event.overrides.get(key)
    if change is None:
        return _occurrence(event, start, end, start)
    if change.cancelled:
        return None
    occ = _occurrence(event, change.start or start, change.end or end, start)
    if change.start is not None and change.end is None:
        occ.end = change.start + (end - start)
    if change.title is not None:
        occ.title = change.title
    if change.participants is not None:
        occ.participants = sorted(change.participants)
    if change.resources is not None:
        occ.resources = sorted(change.resources)
    return occ


def _occurrence(event: Event, start: datetime, end: datetime, original: datetime | None) -> Occurrence:
    occurrence_id = event.id if original is None else f"{event.id}@{occurrence_key(original)}"
    # Inputs come from a validated Event: skip re-validation on this hot path.
    return Occurrence.model_construct(
        event_id=event.id,
        occurrence_id=occurrence_id,
        title=event.title,
        start=start,
        end=end,
        participants=list(event.participants),
        resources=list(event.resources),
        status=event.status,
        recurring=original is not None,
        original_start=original,
        created_by=event.created_by,
    )

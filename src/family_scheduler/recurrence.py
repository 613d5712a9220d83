"""Expanding events into occurrences: RRULE via dateutil, exceptions, overrides, DST.

Rules are evaluated on naive local wall time and localised per occurrence, so
"every Monday 17:00" stays at 17:00 across a DST change. For unbounded rules the
start is fast-forwarded by whole intervals before iterating, so a weekly lesson begun
years ago costs the same to expand as one begun last week.
"""

from __future__ import annotations

import re
from bisect import bisect_left
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


class _Expansion:
    """Every occurrence of a bounded event, sorted by start, for bisecting a span.

    Kept as rows ``(start epoch, end epoch, occurrence id, occurrence)``: float epoch
    seconds order exactly like the aware datetimes (a correctly rounded division of
    whole microseconds), and compare much faster across zones.
    """

    __slots__ = ("rows", "starts", "longest", "single")

    def __init__(self, occurrences: list[Occurrence]) -> None:
        self.rows: list[OccurrenceRow] = [
            (o.start.timestamp(), o.end.timestamp(), o.occurrence_id, o) for o in occurrences
        ]
        self.starts = [row[0] for row in self.rows]
        # One second of slack: a lower bound for bisecting, the end test below is exact.
        self.longest = max((e - s for s, e, _, _ in self.rows), default=0.0) + 1.0
        self.single = self.rows[0] if len(self.rows) == 1 else None

    def overlapping(self, start: float, end: float) -> list[OccurrenceRow]:
        rows = self.rows
        lo = bisect_left(self.starts, start - self.longest)
        hi = bisect_left(self.starts, end)
        return [rows[i] for i in range(lo, hi) if rows[i][1] > start]


def _memo(event: Event) -> _Expansion | None:
    """The whole expansion of a one-off event or a bounded series, computed once per event."""
    private = event.__pydantic_private__  # direct dict access: pydantic's getattr is slow here
    memo = private.get("_expansion") if private else None
    if memo is None:
        if not event.recurrence:
            memo = _Expansion([_occurrence(event, event.start, event.end, None)])
        else:
            first, last = series_bounds(event)
            memo = False if last is None else _Expansion(_expand(event, first, last))
        event._expansion = memo
    return memo if isinstance(memo, _Expansion) else None


def all_rows(event: Event) -> list[OccurrenceRow] | None:
    """Every occurrence of a one-off event or bounded series as rows, sorted by start
    (memoised; shared: read-only); None for a series that never ends."""
    memo = _memo(event)
    return memo.rows if memo is not None else None


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
    memo = _memo(event)
    if memo is not None:
        a, b = span if span is not None else (start.timestamp(), end.timestamp())
        return memo.overlapping(a, b)
    return [(o.start.timestamp(), o.end.timestamp(), o.occurrence_id, o) for o in _expand(event, start, end)]


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
        if not isinstance(memo, _Expansion):  # a series that never ends (memo False)
            found.extend(
                (o.start.timestamp(), o.end.timestamp(), o.occurrence_id, o)
                for o in _expand(event, start, end)
            )
            continue
        single = memo.single
        if single is None:
            found.extend(memo.overlapping(a, b))
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

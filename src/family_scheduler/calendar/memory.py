"""An in-memory calendar: for tests, property checks and 'what if' copies of a view."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from datetime import datetime

from ..models.events import Event
from ..models.family import Family
from ..recurrence import OccurrenceRow, expand_rows, rows_between, series_bounds
from .base import (
    Calendar,
    CalendarError,
    CommitResult,
    Recheck,
    VersionConflict,
    check_writable,
    finish_rows,
)


class InMemoryCalendar(Calendar):
    def __init__(self, family: Family, events: Sequence[Event] = ()) -> None:
        self.family_id = family.id
        self._family = family
        self._events: dict[str, Event] = {}
        self._bounds: dict[str, tuple[datetime, datetime | None]] = {}
        self._commits: dict[str, CommitResult] = {}
        self._index: _StartIndex | None = None
        self._changes = 0
        for event in events:
            self._put(event)

    def _put(self, event: Event) -> None:
        self._changes += 1
        self._events[event.id] = event
        self._bounds[event.id] = series_bounds(event)
        self._index = None

    def _sorted(self) -> _StartIndex:
        """Events by first start, for bisecting a span (rebuilt after a write)."""
        if self._index is None:
            self._index = _StartIndex(self._events, self._bounds)
        return self._index

    def family(self) -> Family:
        return self._family

    def save_family(self, family: Family) -> None:
        if family.id != self.family_id:
            raise CalendarError("this calendar belongs to another family")
        self._changes += 1
        self._family = family

    def changes(self) -> int | None:
        return self._changes

    def get_event(self, event_id: str) -> Event | None:
        return self._events.get(event_id)

    def all_events(self) -> list[Event]:
        return list(self._events.values())

    def _rows(
        self,
        start: datetime,
        end: datetime,
        members: Sequence[str] | None,
        resources: Sequence[str] | None,
        include_cancelled: bool,
    ) -> list[OccurrenceRow]:
        """As `CalendarReader._rows`, the long series' occurrences looked up by week
        instead of series by series (see `_StartIndex.long_rows`)."""
        index = self._sorted()
        found = rows_between(index.overlapping(start, end, long=False), start, end, include_cancelled)
        found += index.long_rows(start, end, include_cancelled)
        return finish_rows(found, members, resources)

    def candidate_events(
        self,
        start: datetime,
        end: datetime,
        members: Sequence[str] | None = None,
        resources: Sequence[str] | None = None,
    ) -> list[Event]:
        return self._sorted().overlapping(start, end)

    def commit(
        self,
        proposal_id: str,
        upserts: Sequence[Event] = (),
        expected_versions: dict[str, int] | None = None,
        recheck: Recheck | None = None,
    ) -> CommitResult:
        if proposal_id in self._commits:
            return self._commits[proposal_id].model_copy(update={"replayed": True})
        for event_id, version in (expected_versions or {}).items():
            current = self._events.get(event_id)
            if current is None or current.version != version:
                raise VersionConflict(f"event {event_id} changed since it was proposed")
        if recheck is not None:
            recheck(self)  # one process, no other writer between this read and the write
        for event in upserts:
            check_writable(event, self._family)
        before: dict[str, Event | None] = {}
        versions: dict[str, int] = {}
        for event in upserts:
            previous = self._events.get(event.id)
            before.setdefault(event.id, previous)
            stored = event.model_copy(
                update={
                    "version": (previous.version + 1) if previous else event.version,
                    "proposal_id": proposal_id,
                }
            )
            self._put(stored)
            versions[event.id] = stored.version
        ids = [e.id for e in upserts]
        self._commits[proposal_id] = CommitResult(proposal_id=proposal_id, event_ids=ids)
        return CommitResult.written(proposal_id, ids, before, versions)

    def committed(self, proposal_id: str) -> CommitResult | None:
        return self._commits.get(proposal_id)


class _StartIndex:
    """Bounded events sorted by first start (bisected from `start - longest`), open series apart.

    Events lasting at most a day and longer ones (series over months) are bisected
    apart, each from its own longest, so a span's lookup does not walk months of
    one-off events; the hits come back in the one first-start order.
    """

    SHORT = 86_400.0
    """Seconds from first start to last end of a 'short' event."""

    def __init__(self, events: dict[str, Event], bounds: dict[str, tuple[datetime, datetime | None]]) -> None:
        bounded = sorted(
            (
                (first.timestamp(), last.timestamp(), events[i])
                for i, (first, last) in bounds.items()
                if last is not None
            ),
            key=lambda row: row[0],
        )
        self.events = [row[2] for row in bounded]
        self.groups = [
            _Group(
                [(rank, row) for rank, row in enumerate(bounded) if (row[1] - row[0] <= self.SHORT) == short]
            )
            for short in (True, False)
        ]
        self.open = [(first.timestamp(), events[i]) for i, (first, last) in bounds.items() if last is None]
        self._weeks: dict[int, list[tuple[OccurrenceRow, Event]]] = {}
        long = self.groups[1]
        self._strays = [
            j
            for j in range(len(long.firsts))
            if _may_stray(self.events[long.rank[j]], long.firsts[j], long.lasts[j])
        ]
        self._stray_set = set(self._strays)

    def overlapping(self, start: datetime, end: datetime, long: bool = True) -> list[Event]:
        """The events that may overlap [start, end): `long=False` leaves out the long
        bounded ones (`long_rows` has their occurrences)."""
        a, b = start.timestamp(), end.timestamp()
        short = self.groups[0].ranks(a, b)
        ranks = self.groups[1].ranks(a, b) if long else []
        if ranks:
            ranks = short + ranks
            if short:
                ranks.sort()
        else:
            ranks = short
        found = [self.events[i] for i in ranks]
        found += [event for first, event in self.open if first < b]
        return found

    WEEK = 7 * 86_400.0

    def long_rows(self, start: datetime, end: datetime, include_cancelled: bool) -> list[OccurrenceRow]:
        """The rows over [start, end) of the long bounded events, as `expand_rows` of each
        candidate would give them (in another order), from a per-week index.

        Week k holds the rows that overlap [k*WEEK, (k+1)*WEEK) or start in it, of the
        long events whose bounds reach it (worked out from each event's block memo, never
        its whole expansion; the last `MAX_WEEKS` weeks read are kept). A row overlapping
        [start, end) is in the week of `start` or in the week it starts, and, when it lies
        inside its event's bounds, its event is a candidate. An event that may have an
        occurrence outside its bounds (an override moving one past the series' end) is
        'stray': expanded the plain way.
        """
        a, b = start.timestamp(), end.timestamp()
        group = self.groups[1]
        if not group.firsts:
            return []
        k0, k1 = int(a // self.WEEK), int(b // self.WEEK)
        weeks = [self._week(k) for k in range(k0, k1 + 1)]
        found: list[OccurrenceRow] = []
        for k, entries in zip(range(k0, k1 + 1), weeks, strict=True):
            begin = k * self.WEEK
            first_week = k == k0
            for row, event in entries:
                if row[1] > a and row[0] < b and (first_week or row[0] >= begin):
                    if include_cancelled or event.status != "cancelled":
                        found.append(row)
        strays = [
            self.events[group.rank[j]] for j in self._strays if group.lasts[j] > a and group.firsts[j] < b
        ]
        if strays:
            found += rows_between(strays, start, end, include_cancelled)
        return found

    MAX_WEEKS = 64

    def _week(self, k: int) -> list[tuple[OccurrenceRow, Event]]:
        entries = self._weeks.get(k)
        if entries is not None:
            return entries
        group = self.groups[1]
        lo, hi = k * self.WEEK, (k + 1) * self.WEEK
        entries = []
        for j in group.positions(lo - 1.0, hi + 1.0):
            if j in self._stray_set:
                continue
            event = self.events[group.rank[j]]
            rows = expand_rows(event, _NO_DATE, _NO_DATE, (lo - 1.0, hi + 1.0))
            entries.extend((r, event) for r in rows if (r[0] < hi and r[1] > lo) or lo <= r[0] < hi)
        if len(self._weeks) >= self.MAX_WEEKS:
            del self._weeks[next(iter(self._weeks))]
        self._weeks[k] = entries
        return entries


_NO_DATE = datetime.min
"""`expand_rows` takes the span as epoch seconds here; its datetimes are not read."""


def _may_stray(event: Event, first: float, last: float) -> bool:
    """Whether an override may put an occurrence outside the bounds [first, last]: one
    moved without an end keeps the series' length (two hours' slack for DST)."""
    length = (event.end - event.start).total_seconds() + 7200.0
    for change in event.overrides.values():
        if change.start is None or change.cancelled:
            continue
        begin = change.start.timestamp()
        finish = change.end.timestamp() if change.end is not None else begin + length
        if begin < first or finish > last or begin > last:
            return True
    return False


class _Group:
    """Some bounded events: first starts sorted, last ends, and their rank in the index."""

    def __init__(self, rows: list[tuple[int, tuple[float, float, Event]]]) -> None:
        self.firsts = [row[0] for _, row in rows]
        self.lasts = [row[1] for _, row in rows]
        self.rank = [rank for rank, _ in rows]
        self.longest = max((last - first for _, (first, last, _) in rows), default=0.0)

    def positions(self, a: float, b: float) -> list[int]:
        """Positions (in this group) of the events whose bounds overlap (a, b)."""
        lo = bisect_left(self.firsts, a - self.longest)
        hi = bisect_left(self.firsts, b)
        lasts = self.lasts
        return [i for i in range(lo, hi) if lasts[i] > a]

    def ranks(self, a: float, b: float) -> list[int]:
        lo = bisect_left(self.firsts, a - self.longest)
        hi = bisect_left(self.firsts, b)
        lasts, rank = self.lasts, self.rank
        return [rank[i] for i in range(lo, hi) if lasts[i] > a]

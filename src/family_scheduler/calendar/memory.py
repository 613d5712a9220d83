"""An in-memory calendar: for tests, property checks and 'what if' copies of a view."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from datetime import datetime

from ..models.events import Event
from ..models.family import Family
from ..recurrence import series_bounds
from .base import Calendar, CalendarError, CommitResult, VersionConflict, check_writable


class InMemoryCalendar(Calendar):
    def __init__(self, family: Family, events: Sequence[Event] = ()) -> None:
        self.family_id = family.id
        self._family = family
        self._events: dict[str, Event] = {}
        self._bounds: dict[str, tuple[datetime, datetime | None]] = {}
        self._commits: dict[str, CommitResult] = {}
        self._index: _StartIndex | None = None
        for event in events:
            self._put(event)

    def _put(self, event: Event) -> None:
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
        self._family = family

    def get_event(self, event_id: str) -> Event | None:
        return self._events.get(event_id)

    def all_events(self) -> list[Event]:
        return list(self._events.values())

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
    ) -> CommitResult:
        if proposal_id in self._commits:
            return self._commits[proposal_id].model_copy(update={"replayed": True})
        for event_id, version in (expected_versions or {}).items():
            current = self._events.get(event_id)
            if current is None or current.version != version:
                raise VersionConflict(f"event {event_id} changed since it was proposed")
        for event in upserts:
            check_writable(event, self._family)
        for event in upserts:
            previous = self._events.get(event.id)
            stored = event.model_copy(
                update={
                    "version": (previous.version + 1) if previous else event.version,
                    "proposal_id": proposal_id,
                }
            )
            self._put(stored)
        result = CommitResult(proposal_id=proposal_id, event_ids=[e.id for e in upserts])
        self._commits[proposal_id] = result
        return result

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

    def overlapping(self, start: datetime, end: datetime) -> list[Event]:
        a, b = start.timestamp(), end.timestamp()
        short, long = (group.ranks(a, b) for group in self.groups)
        ranks = short + long
        if short and long:
            ranks.sort()
        found = [self.events[i] for i in ranks]
        found += [event for first, event in self.open if first < b]
        return found


class _Group:
    """Some bounded events: first starts sorted, last ends, and their rank in the index."""

    def __init__(self, rows: list[tuple[int, tuple[float, float, Event]]]) -> None:
        self.firsts = [row[0] for _, row in rows]
        self.lasts = [row[1] for _, row in rows]
        self.rank = [rank for rank, _ in rows]
        self.longest = max((last - first for _, (first, last, _) in rows), default=0.0)

    def ranks(self, a: float, b: float) -> list[int]:
        lo = bisect_left(self.firsts, a - self.longest)
        hi = bisect_left(self.firsts, b)
        lasts, rank = self.lasts, self.rank
        return [rank[i] for i in range(lo, hi) if lasts[i] > a]

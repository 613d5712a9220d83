"""What a store has read of recent days, kept while the family's events stay the same.

A turn reads the same fortnight several times (the slot search, the busy model, the
conflict check, each resolution option's verification), and the next turn reads it
again. Reading it from SQLite each time means a query, a cache look-up per event and
an expansion per event; reading it from here means scanning a few lists of rows. A
day (the family's, midnight to midnight in its zone, so "what's on tomorrow?" reads
one) holds every occurrence overlapping it or starting in it, and the events they
come from; a span reads its days. The store clears the whole index whenever the
family's events change (its own commits or another process's: see schema.CHANGES).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

from ..models.events import Event
from ..recurrence import OccurrenceRow, rows_between
from ..timeutil import start_of_day
from .base import ROW_ORDER as _ROW_ORDER


class _Day:
    """One local day's rows: those begun before it that run into it, those starting in
    it (live ones apart, for reads that leave cancelled events out), each sorted by
    start, end and id, and the events they come from."""

    __slots__ = ("start", "end", "earlier", "starting", "starts", "live", "live_starts", "events")

    def __init__(self, start: float, end: float, rows: list[OccurrenceRow], events: dict[str, Event]) -> None:
        rows.sort(key=_ROW_ORDER)
        self.start, self.end, self.events = start, end, events
        self.earlier = [row for row in rows if row[0] < start]
        self.starting = [row for row in rows if row[0] >= start]
        self.starts = [row[0] for row in self.starting]
        self.live = [row for row in self.starting if row[3].status != "cancelled"]
        self.live_starts = [row[0] for row in self.live]


class DayIndex:
    """Occurrence rows and candidate events by local day, for the last `max_days` days read."""

    def __init__(
        self,
        read: Callable[[datetime, datetime], list[Event]],
        zone: ZoneInfo,
        max_days: int = 128,
        max_rows: int = 50_000,
    ) -> None:
        self._read = read
        self.zone = zone
        self.max_days = max_days
        self.max_rows = max_rows
        """Rows kept at most (about 1.6 KB each), so a dense calendar's days stay bounded too."""
        self._days: dict[int, _Day] = {}
        self._rows = 0
        self._midnights: dict[int, float] = {}
        """Each local day's midnight as a timestamp, by ordinal: a read asks for the same few
        (`_day_of` checks two per moment), and an aware `timestamp()` costs a zone look-up."""

    def clear(self) -> None:
        self._days.clear()
        self._rows = 0

    def covers(self, start: float, end: float) -> bool:
        """Whether a span is narrow enough to be read by days (a wider one goes past)."""
        return end - start < (self.max_days - 2) * 86_400.0

    def rows(self, start: float, end: float, include_cancelled: bool) -> list[OccurrenceRow]:
        """The rows overlapping [start, end), each once, sorted by start, end and id.

        A row overlapping the span overlaps the span's first day or starts in a later
        day of it: it is taken from there, and skipped in the days it only runs into.
        The days in between are taken whole, the last one up to `end`.
        """
        first, last = self._day_of(start), self._day_before(end)
        day = self._day(first)
        found = [
            row
            for rows in (day.earlier, day.starting)
            for row in rows
            if row[1] > start and row[0] < end and (include_cancelled or row[3].status != "cancelled")
        ]
        for k in range(first + 1, last + 1):
            day = self._day(k)
            rows, starts = (day.starting, day.starts) if include_cancelled else (day.live, day.live_starts)
            found.extend(rows if k < last else rows[: bisect_left(starts, end)])
        return found

    def events(self, start: float, end: float) -> list[Event]:
        """The events with an occurrence overlapping [start, end) (cancelled ones too), each once."""
        found: dict[str, Event] = {}
        for k in range(self._day_of(start), self._day_before(end) + 1):
            day = self._day(k)
            for row in (*day.earlier, *day.starting):
                if row[1] > start and row[0] < end:
                    event_id = row[3].event_id
                    if event_id not in found:
                        found[event_id] = day.events[event_id]
        return list(found.values())

    def _midnight(self, k: int) -> float:
        known = self._midnights.get(k)
        if known is None:
            if len(self._midnights) >= _MIDNIGHTS_KEPT:
                self._midnights.clear()
            known = self._midnights[k] = start_of_day(date.fromordinal(k), self.zone).timestamp()
        return known

    def _day_of(self, moment: float) -> int:
        """The local day holding `moment` (checked against the midnights: a zone may
        repeat or skip an hour around midnight)."""
        k = datetime.fromtimestamp(moment, self.zone).toordinal()
        if moment < self._midnight(k):
            return k - 1
        if moment >= self._midnight(k + 1):
            return k + 1
        return k

    def _day_before(self, end: float) -> int:
        """The local day holding the last instant before `end`."""
        k = self._day_of(end)
        return k - 1 if self._midnight(k) >= end else k

    def _day(self, k: int) -> _Day:
        day = self._days.get(k)
        if day is not None:
            return day
        lo, hi = self._midnight(k), self._midnight(k + 1)
        # A second each side: a zero-length occurrence on midnight is kept by its day.
        events = self._read(_instant(lo - 1), _instant(hi + 1))
        rows = [
            row
            for row in rows_between(events, _instant(lo - 1), _instant(hi + 1), include_cancelled=True)
            if (row[0] < hi and row[1] > lo) or lo <= row[0] < hi
        ]
        day = self._days[k] = _Day(lo, hi, rows, {event.id: event for event in events})
        self._rows += len(rows)
        while len(self._days) > 1 and (len(self._days) > self.max_days or self._rows > self.max_rows):
            oldest = self._days.pop(next(iter(self._days)))
            self._rows -= len(oldest.earlier) + len(oldest.starting)
        return day


_MIDNIGHTS_KEPT = 4096
"""Midnights kept at most (about 11 years of days; then they are worked out afresh)."""


def _instant(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, UTC)

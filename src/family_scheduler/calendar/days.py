"""What a store has read of recent days, kept while the family's events stay the same.

A turn reads the same fortnight several times (the slot search, the busy model, the
conflict check, each resolution option's verification), and the next turn reads it
again. Reading it from SQLite each time means a query, a cache look-up per event and
an expansion per event; reading it from here means scanning a few lists of rows. A
day (UTC) holds every occurrence overlapping it or starting in it, and the events
they come from; a span reads its days. The store clears the whole index whenever the
family's events change (its own commits or another process's: see schema.CHANGES).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from ..models.events import Event
from ..recurrence import OccurrenceRow, rows_between

DAY = 86_400.0


class DayIndex:
    """Occurrence rows and candidate events by UTC day, for the last `max_days` days read."""

    def __init__(self, read: Callable[[datetime, datetime], list[Event]], max_days: int = 128) -> None:
        self._read = read
        self.max_days = max_days
        self._days: dict[int, tuple[list[OccurrenceRow], list[Event]]] = {}

    def clear(self) -> None:
        self._days.clear()

    def covers(self, start: float, end: float) -> bool:
        """Whether a span is narrow enough to be read by days (a wider one goes past)."""
        return _last_day(end) - int(start // DAY) < self.max_days

    def rows(self, start: float, end: float, include_cancelled: bool) -> list[OccurrenceRow]:
        """The rows overlapping [start, end), each once (in day order, not sorted).

        A row overlapping the span overlaps the span's first day or starts in a later
        day of it: it is taken from there, and skipped in the days it only runs into.
        """
        found: list[OccurrenceRow] = []
        first = int(start // DAY)
        for k in range(first, _last_day(end) + 1):
            rows = self._day(k)[0]
            begin = k * DAY if k > first else float("-inf")
            found.extend(
                row
                for row in rows
                if row[1] > start
                and row[0] < end
                and row[0] >= begin
                and (include_cancelled or row[3].status != "cancelled")
            )
        return found

    def events(self, start: float, end: float) -> list[Event]:
        """The events that may have an occurrence overlapping [start, end), each once."""
        found: dict[str, Event] = {}
        for k in range(int(start // DAY), _last_day(end) + 1):
            for event in self._day(k)[1]:
                found.setdefault(event.id, event)
        return list(found.values())

    def _day(self, k: int) -> tuple[list[OccurrenceRow], list[Event]]:
        day = self._days.get(k)
        if day is not None:
            return day
        lo, hi = k * DAY, (k + 1) * DAY
        # A second each side: a zero-length occurrence on midnight is kept by its day.
        events = self._read(_instant(lo - 1), _instant(hi + 1))
        rows = [
            row
            for row in rows_between(events, _instant(lo - 1), _instant(hi + 1), include_cancelled=True)
            if (row[0] < hi and row[1] > lo) or lo <= row[0] < hi
        ]
        if len(self._days) >= self.max_days:
            del self._days[next(iter(self._days))]
        day = self._days[k] = (rows, events)
        return day


def _instant(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, UTC)


def _last_day(end: float) -> int:
    """The day of the last instant before `end` (a span ending at midnight stops the day before)."""
    return -int(-end // DAY) - 1

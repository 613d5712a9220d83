"""What the two database stores share: decoded events kept by (id, version), damaged rows
skipped and reported, and span reads through a `DayIndex` of the days read recently.

SQLite and PostgreSQL differ in how they learn that the family's events changed and in
how they fetch a span's rows; everything after the rows arrive is the same and lives
here once. A store mixes this in before `Calendar` and provides `_refresh` (drop stale
facts), `_read` (the events that may touch a span), `_rows_by_id` (event rows by id)
and `_zone_family` (the family whose zone the days are cut in).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from datetime import datetime

from ..models.events import Event
from ..models.family import Family
from ..problems import one_line
from ..recurrence import OccurrenceRow, rows_between
from ..timeutil import zone
from .base import CalendarError, finish_rows
from .days import DayIndex

CACHE_EVENTS = 8192
"""Decoded events per cache generation: at most twice this many are kept."""

EventKey = tuple[str, int]
"""An event row's (id, version): a decoded event is valid for exactly that version."""


class StoredEvents:
    """Decoding, caching and span reads shared by the database stores."""

    path: str
    family_id: str

    def _init_stored(self) -> None:
        self._lock = threading.RLock()
        self._cache: dict[EventKey, Event] = {}
        self._older: dict[EventKey, Event] = {}
        self._damaged: dict[EventKey, str] = {}
        self._days: DayIndex | None = None

    def _refresh(self) -> None:
        raise NotImplementedError

    def _read(self, start: datetime, end: datetime) -> list[Event]:
        raise NotImplementedError

    def _rows_by_id(self, ids: list[str]) -> Sequence[tuple[str, int, str]]:
        """The (id, version, data) rows of the family's events with these ids."""
        raise NotImplementedError

    def _zone_family(self) -> Family:
        raise NotImplementedError

    def _cached(self, keys: list[EventKey]) -> list[Event]:
        """Events for (id, version) keys, in order, reading and decoding only those not cached.

        A damaged row is left out (its warning was recorded when it was first decoded)."""
        found: dict[EventKey, Event] = {}
        missing: list[str] = []
        for key in keys:
            if key in self._damaged:
                continue
            event = self._recall(key)
            if event is None:
                missing.append(key[0])
            else:
                found[key] = event
        if missing:
            for row in self._rows_by_id(missing):
                decoded = self._decode(row)
                if decoded is not None:
                    found[(row[0], row[1])] = decoded
        return [found[k] for k in keys if k in found]

    def _family_from(self, data: str | None, init: str) -> Family:
        """The family stored as `data`; when it is missing (None) or damaged, one line
        saying so and what to run (`init`: the store's own init command)."""
        if data is None:
            raise CalendarError(f"no family {self.family_id!r} in {self.path}: run `{init}`")
        try:
            return Family.model_validate_json(data)
        except ValueError as err:
            raise CalendarError(
                f"the family {self.family_id!r} in {self.path} is damaged ({one_line(err, Family)}): "
                "run `family-scheduler init --family FILE` to store it again"
            ) from None

    def _decode(self, row: tuple[str, int, str]) -> Event | None:
        """The row's event, or None for a damaged row (remembered in `warnings`)."""
        key = (row[0], row[1])
        event = self._recall(key)
        if event is None:
            if key in self._damaged:
                return None
            try:
                event = Event.model_validate_json(row[2])
            except ValueError as err:  # pydantic's ValidationError included
                self._damaged[key] = (
                    f"skipped event {row[0]!r} in {self.path}: it is damaged ({one_line(err, Event)})"
                )
                return None
            self._keep(key, event)
        return event

    @property
    def warnings(self) -> list[str]:
        """One line per damaged event row met so far (skipped by every read)."""
        with self._lock:
            return list(self._damaged.values())

    def _recall(self, key: EventKey) -> Event | None:
        """A decoded event from the cache (an older generation's hit moves to the current one)."""
        event = self._cache.get(key)
        if event is None:
            event = self._older.get(key)
            if event is not None:
                self._keep(key, event)
        return event

    def _keep(self, key: EventKey, event: Event) -> None:
        """Cache a decoded event; a full generation becomes the older one, the oldest is dropped."""
        if len(self._cache) >= CACHE_EVENTS:
            self._older = self._cache
            self._cache = {}
        self._cache[key] = event

    def candidate_events(
        self,
        start: datetime,
        end: datetime,
        members: Sequence[str] | None = None,
        resources: Sequence[str] | None = None,
    ) -> list[Event]:
        a, b = start.timestamp(), end.timestamp()
        with self._lock:
            days = self._day_index()
            if days.covers(a, b):
                return days.events(a, b)
            return self._read(start, end)

    def _rows(
        self,
        start: datetime,
        end: datetime,
        members: Sequence[str] | None,
        resources: Sequence[str] | None,
        include_cancelled: bool,
    ) -> list[OccurrenceRow]:
        """As `CalendarReader._rows`, from the days read (a span of a few months at most)."""
        a, b = start.timestamp(), end.timestamp()
        with self._lock:
            days = self._day_index()
            if days.covers(a, b):
                found = days.rows(a, b, include_cancelled)
            else:
                found = rows_between(self._read(start, end), start, end, include_cancelled)
        # Members and resources are filtered after expansion: a per-member IN over link
        # tables measured 3-4x slower, since a family's events involve few people.
        return finish_rows(found, members, resources)

    def _day_index(self) -> DayIndex:
        """The days read since the events last changed, in the family's zone (lock held)."""
        self._refresh()
        try:
            tz = zone(self._zone_family().timezone)
        except CalendarError:  # no family saved yet: nothing to read anyway
            tz = zone("UTC")
        if self._days is None or self._days.zone != tz:
            self._days = DayIndex(self._read, tz)
        return self._days

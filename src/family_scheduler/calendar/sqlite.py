"""The embedded calendar store: one SQLite file, many families, every row keyed by family.

stdlib sqlite3 rather than SQLAlchemy: the queries are a handful of indexed range
scans, transactions must be explicit (BEGIN IMMEDIATE), and it adds no dependency.

A span's read must cost what the span holds, not what the history holds: events are
filed by span class behind one covering index (see schema.py), recently read days are
kept in a `DayIndex` until the family's events change, and decoded events are kept by
(id, version) in a bounded cache (two generations). `PRAGMA data_version` tells when
another connection wrote; the `event_changes` count tells whether it wrote events.

A damaged row (bad JSON, a field no Event accepts, a rule the calendar refuses) is
skipped, never fatal: `warnings` says which, in one line each, and every other event
keeps working.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from math import ceil, floor
from pathlib import Path

from ..models.events import Event
from ..models.family import Family
from ..recurrence import series_bounds
from ..timeutil import epoch
from .base import (
    Calendar,
    CalendarError,
    CommitResult,
    Recheck,
    VersionConflict,
    check_writable,
)
from .schema import CANDIDATES, CHANGES, COUNT_CHANGE, SCHEMA, SCHEMA_VERSION, create_or_upgrade, span_class
from .stored import StoredEvents

__all__ = ["BUSY_TIMEOUT_S", "SCHEMA_VERSION", "SqliteCalendar", "list_families", "open_calendar"]

BUSY_TIMEOUT_S = 30.0
"""How long a connection waits for another writer's lock before giving up: a second
`family-scheduler ask` or Studio holding the file for a few seconds is waited for, not
reported as "database is locked". The checkpoint connections use the same wait."""


class SqliteCalendar(StoredEvents, Calendar):
    """A family's calendar in a SQLite file shared with other families (and checkpoints)."""

    def __init__(self, path: str | Path, family_id: str, family: Family | None = None) -> None:
        self.path = str(path)
        self.family_id = family_id
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self._conn = sqlite3.connect(
            self.path, timeout=BUSY_TIMEOUT_S, check_same_thread=False, isolation_level=None
        )
        self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.execute("PRAGMA synchronous=NORMAL")
        self._conn.execute("PRAGMA foreign_keys=ON")
        create_or_upgrade(self._conn)
        self._init_stored()
        self._family: Family | None = None
        self._seen_version = -1
        self._seen_changes: int | None = -1
        if family is not None:
            self.save_family(family)
        self._refresh()

    # -- reading ---------------------------------------------------------------------

    def _refresh(self) -> None:
        """Drop cached facts when another connection has changed the family's calendar: the
        family and the days read are kept while its write count (events and rules, see
        schema.COUNT_CHANGE) stands still; most writes are another connection's
        conversation checkpoints."""
        version = self._conn.execute("PRAGMA data_version").fetchone()[0]
        if version == self._seen_version:
            return
        self._seen_version = version
        row = self._conn.execute(CHANGES, (self.family_id,)).fetchone()
        changes = None if row is None else row[0]
        if changes != self._seen_changes:
            self._seen_changes = changes
            self._days = None
            self._family = None

    def family(self) -> Family:
        with self._lock:
            self._refresh()
            return self._stored_family()

    def _stored_family(self) -> Family:
        """The family as last read (lock held, refreshed by the caller), read when not yet."""
        if self._family is None:
            row = self._conn.execute("SELECT data FROM families WHERE id = ?", (self.family_id,)).fetchone()
            self._family = self._family_from(None if row is None else row[0], "family-scheduler init")
        return self._family

    def changes(self) -> int | None:
        with self._lock:
            self._refresh()
            return self._seen_changes or 0

    def _zone_family(self) -> Family:
        return self._stored_family()  # `_day_index` has just refreshed, under the lock

    def get_event(self, event_id: str) -> Event | None:
        with self._lock:
            row = self._conn.execute(
                "SELECT id, version, data FROM events WHERE family_id = ? AND id = ?",
                (self.family_id, event_id),
            ).fetchone()
            return self._decode(row) if row else None

    def _read(self, start: datetime, end: datetime) -> list[Event]:
        """The events that may overlap [start, end), from the span index (lock held)."""
        # Stored seconds are rounded (toward zero, last ends up): widen the span by one.
        span = {"family": self.family_id, "start": floor(start.timestamp()), "end": ceil(end.timestamp()) + 1}
        keys = self._conn.execute(CANDIDATES, span).fetchall()
        return self._cached(keys)

    def _rows_by_id(self, ids: list[str]) -> list[tuple[str, int, str]]:
        rows: list[tuple[str, int, str]] = []
        for chunk in range(0, len(ids), 500):  # SQLite's bound parameters per statement
            part = ids[chunk : chunk + 500]
            rows += self._conn.execute(
                "SELECT id, version, data FROM events WHERE family_id = ? AND id IN "
                f"({','.join('?' * len(part))})",
                (self.family_id, *part),
            ).fetchall()
        return rows

    def all_events(self) -> list[Event]:
        with self._lock:
            rows = self._conn.execute(
                "SELECT id, version, data FROM events WHERE family_id = ? ORDER BY first_utc",
                (self.family_id,),
            ).fetchall()
            return [event for event in map(self._decode, rows) if event is not None]

    # -- writing (the main graph's commit step only) ------------------------------------

    @contextmanager
    def _transaction(self, events_only: bool = False) -> Iterator[sqlite3.Connection]:
        """One write under the file's write lock. `events_only`: it writes no rules, so the
        family read under the lock (fresh: no one else can write meanwhile) stays good."""
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            family, ours = None, None
            try:
                self._refresh()  # the write lock is ours: forget what other writers made stale
                family = self._family
                yield self._conn
                ours = self._conn.execute(CHANGES, (self.family_id,)).fetchone()
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            else:
                self._conn.execute("COMMIT")
            finally:
                self._seen_version = -1  # our own commits do not move data_version
                self._refresh()
            if events_only and self._family is None and ours is not None and ours[0] == self._seen_changes:
                self._family = family  # the count is ours alone: nobody wrote after us

    def save_family(self, family: Family) -> None:
        if family.id != self.family_id:
            raise CalendarError(f"family {family.id!r} cannot be saved into calendar of {self.family_id!r}")
        with self._transaction() as conn:
            conn.execute(
                "INSERT INTO families (id, data, updated_at) VALUES (?, ?, ?)"
                " ON CONFLICT(id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at",
                (family.id, family.model_dump_json(), datetime.now(UTC).isoformat()),
            )
            conn.execute(COUNT_CHANGE, (family.id,))  # new rules: a check made before is stale
        self._family = family

    def commit(
        self,
        proposal_id: str,
        upserts: Sequence[Event] = (),
        expected_versions: dict[str, int] | None = None,
        recheck: Recheck | None = None,
    ) -> CommitResult:
        family = self.family()
        for event in upserts:
            check_writable(event, family)
        with self._transaction(events_only=True) as conn:
            done = self._committed(conn, proposal_id)
            if done is not None:
                return done.model_copy(update={"replayed": True})
            for event_id, version in (expected_versions or {}).items():
                row = conn.execute(
                    "SELECT version FROM events WHERE family_id = ? AND id = ?",
                    (self.family_id, event_id),
                ).fetchone()
                if row is None or row[0] != version:
                    raise VersionConflict(
                        f"event {event_id} was changed by someone else since it was proposed"
                    )
            if recheck is not None:
                # BEGIN IMMEDIATE holds the file's one write lock: no writer can come between
                # this read of the latest rows and the write below.
                recheck(self)
            for event in upserts:
                self._write_event(conn, event, proposal_id)
            ids = [e.id for e in upserts]
            conn.execute(
                "INSERT INTO commits (family_id, proposal_id, event_ids, committed_at) VALUES (?, ?, ?, ?)",
                (self.family_id, proposal_id, json.dumps(ids), datetime.now(UTC).isoformat()),
            )
        return CommitResult(proposal_id=proposal_id, event_ids=ids)

    def _write_event(self, conn: sqlite3.Connection, event: Event, proposal_id: str) -> None:
        row = conn.execute(
            "SELECT version FROM events WHERE family_id = ? AND id = ?",
            (self.family_id, event.id),
        ).fetchone()
        version = row[0] + 1 if row else event.version
        stored = event.model_copy(update={"version": version, "proposal_id": proposal_id})
        first, last = series_bounds(stored)
        first_utc, last_utc = epoch(first), None if last is None else _epoch_up(last)
        conn.execute(
            "INSERT OR REPLACE INTO events (family_id, id, title, recurring, status, first_utc,"
            " last_utc, duration_s, version, data, span_class) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                self.family_id,
                stored.id,
                stored.title,
                int(stored.is_recurring),
                stored.status,
                first_utc,
                last_utc,
                epoch(stored.end) - epoch(stored.start),
                version,
                stored.model_dump_json(),
                span_class(first_utc, last_utc),
            ),
        )

    def _committed(self, conn: sqlite3.Connection, proposal_id: str) -> CommitResult | None:
        row = conn.execute(
            "SELECT event_ids FROM commits WHERE family_id = ? AND proposal_id = ?",
            (self.family_id, proposal_id),
        ).fetchone()
        if row is None:
            return None
        return CommitResult(proposal_id=proposal_id, event_ids=json.loads(row[0]))

    def committed(self, proposal_id: str) -> CommitResult | None:
        with self._lock:
            return self._committed(self._conn, proposal_id)

    def close(self) -> None:
        self._conn.close()


def _epoch_up(moment: datetime) -> int:
    """Whole seconds at or after `moment`: a last end stored rounded down could hide an
    event ending a fraction of a second into a span."""
    seconds = moment.timestamp()
    whole = int(seconds)
    return whole + 1 if whole < seconds else whole


def list_families(path: str | Path) -> list[str]:
    """Family ids stored in a calendar file."""
    conn = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_S)
    try:
        conn.executescript(SCHEMA)
        return [r[0] for r in conn.execute("SELECT id FROM families ORDER BY id")]
    finally:
        conn.close()


def open_calendar(path: str | Path, family_id: str | None = None) -> SqliteCalendar:
    """The calendar of `family_id` in an existing file (the only family when not named)."""
    path = Path(path)
    if not path.exists():
        raise FileNotFoundError(
            f"no calendar at {path}: run `family-scheduler init` or FamilyScheduler.create first"
        )
    families = list_families(path)
    if family_id is None:
        if len(families) != 1:
            raise ValueError(
                f"{path} holds {len(families)} families ({', '.join(families) or 'none'}): "
                "name one with family_id"
            )
        family_id = families[0]
    elif family_id not in families:
        raise ValueError(f"no family {family_id!r} in {path}")
    return SqliteCalendar(path, family_id)

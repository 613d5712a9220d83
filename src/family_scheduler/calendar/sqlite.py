"""The embedded calendar store: one SQLite file, many families, every row keyed by family.

stdlib sqlite3 rather than SQLAlchemy: the queries are a handful of indexed range
scans, transactions must be explicit (BEGIN IMMEDIATE), and it adds no dependency.

Range queries use two indexes: one-off events by start (bounded below by the longest
one-off event, so the scan covers only the span), series by their first start with
their last end (NULL while they never end). Decoded events are cached by
(id, version); `PRAGMA data_version` tells when another connection wrote.

A damaged row (bad JSON, a field no Event accepts, a rule the calendar refuses) is
skipped, never fatal: `warnings` says which, in one line each, and every other event
keeps working.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

from ..models.events import Event
from ..models.family import Family
from ..problems import one_line
from ..recurrence import series_bounds
from ..timeutil import epoch
from .base import Calendar, CalendarError, CommitResult, VersionConflict, check_writable

SCHEMA = """
CREATE TABLE IF NOT EXISTS families (
    id TEXT PRIMARY KEY,
    data TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS events (
    family_id TEXT NOT NULL,
    id TEXT NOT NULL,
    title TEXT NOT NULL,
    recurring INTEGER NOT NULL,
    status TEXT NOT NULL,
    first_utc INTEGER NOT NULL,
    last_utc INTEGER,
    duration_s INTEGER NOT NULL,
    version INTEGER NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (family_id, id)
);
CREATE INDEX IF NOT EXISTS events_by_start ON events (family_id, recurring, first_utc);
CREATE TABLE IF NOT EXISTS commits (
    family_id TEXT NOT NULL, proposal_id TEXT NOT NULL, event_ids TEXT NOT NULL,
    committed_at TEXT NOT NULL,
    PRIMARY KEY (family_id, proposal_id)
);
"""


class SqliteCalendar(Calendar):
    """A family's calendar in a SQLite file shared with other families (and checkpoints)."""

    def __init__(self, path: str | Path, family_id: str, family: Family | None = None) -> None:
        self.path = str(path)
        self.family_id = family_id
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self._conn = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.execute("PRAGMA synchronous=NORMAL")
        self._conn.execute("PRAGMA foreign_keys=ON")
        self._conn.executescript(SCHEMA)
        self._lock = threading.RLock()
        self._cache: dict[tuple[str, int], Event] = {}
        self._damaged: dict[tuple[str, int], str] = {}
        self._family: Family | None = None
        self._seen_version = -1
        self._longest_single = 0
        if family is not None:
            self.save_family(family)
        self._refresh()

    # -- reading ---------------------------------------------------------------------

    def _refresh(self) -> None:
        """Drop cached facts when any connection has written since we last looked."""
        version = self._conn.execute("PRAGMA data_version").fetchone()[0]
        if version == self._seen_version:
            return
        self._seen_version = version
        self._family = None
        row = self._conn.execute(
            "SELECT MAX(duration_s) FROM events WHERE family_id = ? AND recurring = 0",
            (self.family_id,),
        ).fetchone()
        self._longest_single = int(row[0] or 0)

    def family(self) -> Family:
        with self._lock:
            self._refresh()
            if self._family is None:
                row = self._conn.execute(
                    "SELECT data FROM families WHERE id = ?", (self.family_id,)
                ).fetchone()
                if row is None:
                    raise CalendarError(
                        f"no family {self.family_id!r} in {self.path}: run `family-scheduler init`"
                    )
                try:
                    self._family = Family.model_validate_json(row[0])
                except ValueError as err:
                    raise CalendarError(
                        f"the family {self.family_id!r} in {self.path} is damaged ({one_line(err, Family)}): "
                        "run `family-scheduler init --family FILE` to store it again"
                    ) from None
            return self._family

    def get_event(self, event_id: str) -> Event | None:
        with self._lock:
            row = self._conn.execute(
                "SELECT id, version, data FROM events WHERE family_id = ? AND id = ?",
                (self.family_id, event_id),
            ).fetchone()
            return self._decode(row) if row else None

    def _decode(self, row: tuple[str, int, str]) -> Event | None:
        """The row's event, or None for a damaged row (remembered in `warnings`)."""
        key = (row[0], row[1])
        event = self._cache.get(key)
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
            self._cache[key] = event
        return event

    @property
    def warnings(self) -> list[str]:
        """One line per damaged event row met so far (skipped by every read)."""
        with self._lock:
            return list(self._damaged.values())

    def candidate_events(
        self,
        start: datetime,
        end: datetime,
        members: Sequence[str] | None = None,
        resources: Sequence[str] | None = None,
    ) -> list[Event]:
        a, b = epoch(start), epoch(end)
        with self._lock:
            self._refresh()
            # Members and resources are filtered after expansion (base.occurrence_rows_of):
            # a per-member IN over link tables measured 3-4x slower, since a family's
            # events involve few people and the span is already small.
            keys = self._conn.execute(
                "SELECT id, version FROM events WHERE family_id = ? AND recurring = 0"
                " AND first_utc < ? AND first_utc >= ? AND last_utc > ?"
                " UNION ALL "
                "SELECT id, version FROM events WHERE family_id = ? AND recurring = 1"
                " AND first_utc < ? AND (last_utc IS NULL OR last_utc > ?)",
                (self.family_id, b, a - self._longest_single, a, self.family_id, b, a),
            ).fetchall()
            return self._cached(keys)

    def _cached(self, keys: list[tuple[str, int]]) -> list[Event]:
        """Events for (id, version) keys, reading and decoding only those not cached yet."""
        missing = [k[0] for k in keys if k not in self._cache and k not in self._damaged]
        for chunk in range(0, len(missing), 500):
            ids = missing[chunk : chunk + 500]
            rows = self._conn.execute(
                "SELECT id, version, data FROM events WHERE family_id = ? AND id IN "
                f"({','.join('?' * len(ids))})",
                (self.family_id, *ids),
            ).fetchall()
            for row in rows:
                self._decode(row)
        return [self._cache[k] for k in keys if k in self._cache]

    def all_events(self) -> list[Event]:
        with self._lock:
            rows = self._conn.execute(
                "SELECT id, version, data FROM events WHERE family_id = ? ORDER BY first_utc",
                (self.family_id,),
            ).fetchall()
            return [event for event in map(self._decode, rows) if event is not None]

    # -- writing (the main graph's commit step only) ------------------------------------

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            else:
                self._conn.execute("COMMIT")
            finally:
                self._seen_version = -1  # our own commits do not move data_version
                self._refresh()

    def save_family(self, family: Family) -> None:
        if family.id != self.family_id:
            raise CalendarError(f"family {family.id!r} cannot be saved into calendar of {self.family_id!r}")
        with self._transaction() as conn:
            conn.execute(
                "INSERT INTO families (id, data, updated_at) VALUES (?, ?, ?)"
                " ON CONFLICT(id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at",
                (family.id, family.model_dump_json(), datetime.now(UTC).isoformat()),
            )
        self._family = family

    def commit(
        self,
        proposal_id: str,
        upserts: Sequence[Event] = (),
        expected_versions: dict[str, int] | None = None,
    ) -> CommitResult:
        family = self.family()
        for event in upserts:
            check_writable(event, family)
        with self._transaction() as conn:
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
        conn.execute(
            "INSERT OR REPLACE INTO events (family_id, id, title, recurring, status, first_utc,"
            " last_utc, duration_s, version, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                self.family_id,
                stored.id,
                stored.title,
                int(stored.is_recurring),
                stored.status,
                epoch(first),
                None if last is None else epoch(last),
                epoch(stored.end) - epoch(stored.start),
                version,
                stored.model_dump_json(),
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


def list_families(path: str | Path) -> list[str]:
    """Family ids stored in a calendar file."""
    conn = sqlite3.connect(str(path))
    try:
        conn.executescript(SCHEMA)
        return [r[0] for r in conn.execute("SELECT id FROM families ORDER BY id")]
    finally:
        conn.close()

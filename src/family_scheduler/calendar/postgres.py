"""The PostgreSQL calendar store: many families in one database, fenced off by the database.

The same `Calendar` as the SQLite file, for an assistant serving many households from
several machines. psycopg 3 with a small connection pool per family's calendar. Every
session runs as the fenced role with `app.family_id` set to its family, and row-level
security (pg_schema.py) shows and accepts only that family's rows: a query that forgets
the family, or names another, finds nothing.

No double booking across machines: `commit` takes a per-family advisory transaction lock
(`pg_advisory_xact_lock`) first, then runs the re-check on the same connection, reading
the latest committed rows (READ COMMITTED sees every commit made before the lock was
granted), then writes. Another family's writers never wait. SERIALIZABLE with retries
is kept as an option (`isolation="serializable"`) for the benchmark that chose between
them (docs/performance.md).

Reads mirror the SQLite store: the span-class index, a `DayIndex` of recent days, and
decoded events cached by (id, version); the family's write count (`event_changes`)
tells when they are stale. A damaged row is skipped and reported, never fatal.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from hashlib import blake2b
from math import ceil, floor
from typing import Any, Literal
from urllib.parse import urlsplit, urlunsplit

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
from .pg_schema import (
    CANDIDATES,
    FAMILY_SETTING,
    FENCED_ROLE,
    HAS_SCHEMA,
    SCHEMA_LOCK,
    SCHEMA_VERSION,
    STATEMENTS,
    STORED_VERSION,
)
from .schema import span_class
from .sqlite import _epoch_up
from .stored import StoredEvents

try:  # the `postgres` extra
    import psycopg
    from psycopg import sql
    from psycopg.errors import SerializationFailure
    from psycopg_pool import ConnectionPool
except ImportError:  # pragma: no cover - said plainly when a postgresql:// calendar is opened
    psycopg = None  # type: ignore[assignment]

__all__ = ["PostgresCalendar", "create_database", "is_database_url", "list_families", "redacted"]

Isolation = Literal["advisory", "serializable"]
SERIALIZABLE_TRIES = 20
CONNECT_TIMEOUT_S = 10


def is_database_url(location: object) -> bool:
    """Whether a `--db` value names a PostgreSQL database rather than a SQLite file."""
    return isinstance(location, str) and location.startswith(("postgresql://", "postgres://"))


def redacted(url: str) -> str:
    """The URL without its password, for messages."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    user = f"{parts.username}:***@" if parts.username else ""
    port = f":{parts.port}" if parts.port else ""
    return urlunsplit((parts.scheme, f"{user}{host}{port}", parts.path, parts.query, parts.fragment))


def _require_driver() -> None:
    if psycopg is None:
        raise CalendarError(
            'a postgresql:// calendar needs the postgres extra: pip install "family-scheduler[postgres]"'
        )


def _connect(url: str, **kwargs: Any) -> Any:
    """An administrator's connection (the login role), with a plain message when it fails."""
    _require_driver()
    try:
        return psycopg.connect(url, connect_timeout=CONNECT_TIMEOUT_S, **kwargs)
    except psycopg.OperationalError as err:
        first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        raise CalendarError(f"cannot reach the calendar database {redacted(url)}: {first}") from None


_READY: set[str] = set()
_READY_LOCK = threading.Lock()


def ensure_schema(url: str) -> None:
    """Create the tables, role grants and row-level policies once per database (idempotent;
    concurrent first opens wait on an advisory lock, later opens take no table lock)."""
    with _READY_LOCK:
        if url in _READY:
            return
        with _connect(url, autocommit=True) as conn:
            if not _current(conn):
                with conn.transaction():
                    conn.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
                    if not _current(conn):
                        for statement in STATEMENTS:
                            conn.execute(
                                statement, {"version": SCHEMA_VERSION} if "%(" in statement else None
                            )
        _READY.add(url)


def _current(conn: Any) -> bool:
    if not conn.execute(HAS_SCHEMA).fetchone()[0]:
        return False
    return bool(conn.execute(STORED_VERSION).fetchone()[0] >= SCHEMA_VERSION)


def list_families(url: str) -> list[str]:
    """Family ids stored in the database (read as the administrator: no family fence)."""
    ensure_schema(url)
    with _connect(url, autocommit=True) as conn:
        return [r[0] for r in conn.execute("SELECT id FROM families ORDER BY id")]


def create_database(server_url: str, name: str) -> str:
    """Create database `name` on the server of `server_url`; its URL (tests and benchmarks)."""
    with _connect(server_url, autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    parts = urlsplit(server_url)
    return urlunsplit((parts.scheme, parts.netloc, f"/{name}", parts.query, parts.fragment))


def drop_database(server_url: str, name: str) -> None:
    """Drop database `name` (its sessions are ended first)."""
    with _connect(server_url, autocommit=True) as conn:
        conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))
    with _READY_LOCK:
        _READY.difference_update({u for u in _READY if urlsplit(u).path == f"/{name}"})


def family_lock_key(family_id: str) -> int:
    """The advisory lock key of a family's writes: a signed 64-bit digest of its id."""
    digest = blake2b(f"family-scheduler:{family_id}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


class PostgresCalendar(StoredEvents, Calendar):
    """A family's calendar in a PostgreSQL database shared with other families."""

    def __init__(
        self,
        url: str,
        family_id: str,
        family: Family | None = None,
        *,
        max_connections: int = 4,
        isolation: Isolation = "advisory",
    ) -> None:
        _require_driver()
        self.url = url
        self.path = redacted(url)
        self.family_id = family_id
        self.isolation = isolation
        ensure_schema(url)
        self._fence = self._fence_statements(url)
        self._pool = ConnectionPool(
            url,
            min_size=1,
            max_size=max_connections,
            kwargs={"autocommit": True, "connect_timeout": CONNECT_TIMEOUT_S},
            configure=self._configure,
            open=False,
            name=f"calendar-{family_id}",
        )
        try:
            self._pool.open(wait=True, timeout=CONNECT_TIMEOUT_S)
        except Exception as err:
            self._pool.close()
            raise CalendarError(f"cannot open the calendar database {self.path}: {err}") from None
        self._local = threading.local()
        self._init_stored()
        self._family: Family | None = None
        self._seen_changes: int | None = -1
        self._lock_key = family_lock_key(family_id)
        if family is not None:
            self.save_family(family)

    # -- sessions ----------------------------------------------------------------------

    @staticmethod
    def _fence_statements(url: str) -> list[str]:
        """How each session enters the fence: SET ROLE to the fenced role when the login
        role may (a superuser or a member); a login role that is itself fenced needs none."""
        with _connect(url, autocommit=True) as conn:
            row = conn.execute(
                "SELECT rolsuper OR pg_has_role(current_user, %s, 'MEMBER'), current_user = %s"
                " FROM pg_roles WHERE rolname = current_user",
                (FENCED_ROLE, FENCED_ROLE),
            ).fetchone()
        may_enter, already = bool(row[0]), bool(row[1])
        if already:
            return []
        if not may_enter:
            raise CalendarError(
                f"the login role of {redacted(url)} cannot take the role {FENCED_ROLE}: "
                f"GRANT {FENCED_ROLE} TO <login role> (see docs/deploy.md)"
            )
        return [f"SET ROLE {FENCED_ROLE}"]

    def _configure(self, conn: Any) -> None:
        """Every pooled session: the fenced role and this family. (Statements run often are
        prepared, psycopg's default: the span read's plan is made once per session.)"""
        for statement in self._fence:
            conn.execute(statement)
        conn.execute("SELECT set_config(%s, %s, false)", (FAMILY_SETTING, self.family_id))

    @contextmanager
    def _session(self) -> Iterator[Any]:
        """The connection of the transaction under way in this thread, else one from the pool."""
        pinned = getattr(self._local, "conn", None)
        if pinned is not None:
            yield pinned
            return
        with self._pool.connection() as conn:
            yield conn

    def _query(self, statement: str, params: Any = None) -> list[tuple[Any, ...]]:
        with self._session() as conn:
            return list(conn.execute(statement, params).fetchall())

    # -- reading -----------------------------------------------------------------------

    def _refresh(self) -> None:
        """Drop cached facts when the family's calendar changed (any writer, any machine).

        Inside a write transaction it runs once, when the lock is taken: nobody else can
        change the family's rows until it ends, so the re-check's reads ask no more."""
        if getattr(self._local, "conn", None) is not None and getattr(self._local, "fresh", False):
            return
        self._seen(self._count())
        if getattr(self._local, "conn", None) is not None:
            self._local.fresh = True

    def _seen(self, changes: int | None) -> None:
        if changes != self._seen_changes:
            self._seen_changes = changes
            self._days = None
            self._family = None

    def family(self) -> Family:
        with self._lock:
            self._refresh()
            return self._stored_family()

    def changes(self) -> int | None:
        # Asked of the store each time (inside a write, on its connection under its lock):
        # the cached count may be another thread's older read.
        return self._count() or 0

    def _count(self) -> int | None:
        """The family's write count as stored now (None before its first write)."""
        rows = self._query("SELECT version FROM event_changes WHERE family_id = %s", (self.family_id,))
        return rows[0][0] if rows else None

    def _stored_family(self) -> Family:
        if self._family is None:
            rows = self._query("SELECT data FROM families WHERE id = %s", (self.family_id,))
            self._family = self._family_from(rows[0][0] if rows else None, "family-scheduler init --db URL")
        return self._family

    def _zone_family(self) -> Family:
        return self._stored_family()

    def get_event(self, event_id: str) -> Event | None:
        with self._lock:
            rows = self._query(
                "SELECT id, version, data FROM events WHERE family_id = %s AND id = %s",
                (self.family_id, event_id),
            )
            return self._decode(rows[0]) if rows else None

    def _read(self, start: datetime, end: datetime) -> list[Event]:
        span = {"family": self.family_id, "start": floor(start.timestamp()), "end": ceil(end.timestamp()) + 1}
        keys = [(r[0], r[1]) for r in self._query(CANDIDATES, span)]
        return self._cached(keys)

    def _rows_by_id(self, ids: list[str]) -> list[tuple[str, int, str]]:
        rows: list[tuple[str, int, str]] = []
        for chunk in range(0, len(ids), 2000):
            rows += self._query(
                "SELECT id, version, data FROM events WHERE family_id = %s AND id = ANY(%s)",
                (self.family_id, ids[chunk : chunk + 2000]),
            )
        return rows

    def all_events(self) -> list[Event]:
        with self._lock:
            rows = self._query(
                "SELECT id, version, data FROM events WHERE family_id = %s ORDER BY first_utc, id",
                (self.family_id,),
            )
            return [event for event in map(self._decode, rows) if event is not None]

    # -- writing (the main graph's commit step only) ------------------------------------

    @contextmanager
    def _transaction(self) -> Iterator[Any]:
        """One write transaction on one pooled connection, this family's writers queued.

        With `isolation="serializable"` no lock is taken: the transaction is SERIALIZABLE
        and the caller retries it when PostgreSQL reports a serialization failure.
        """
        with self._pool.connection() as conn:
            if self.isolation == "serializable":
                conn.isolation_level = psycopg.IsolationLevel.SERIALIZABLE
            try:
                with conn.transaction():
                    if self.isolation == "advisory":
                        conn.execute("SELECT pg_advisory_xact_lock(%s)", (self._lock_key,))
                    self._local.conn, self._local.fresh = conn, False
                    try:
                        with self._lock:
                            self._refresh()  # what other writers made stale is forgotten
                        yield conn
                    finally:
                        self._local.conn = None
            finally:
                conn.isolation_level = None

    def _retrying(self, work: Any) -> Any:
        """Run `work()` (a whole transaction); under SERIALIZABLE, again after a failure."""
        tries = SERIALIZABLE_TRIES if self.isolation == "serializable" else 1
        for attempt in range(tries):
            try:
                return work()
            except SerializationFailure:
                if attempt == tries - 1:
                    raise CalendarError("the calendar was too busy to write: try again in a moment") from None
        raise AssertionError("unreachable")

    def save_family(self, family: Family) -> None:
        if family.id != self.family_id:
            raise CalendarError(f"family {family.id!r} cannot be saved into calendar of {self.family_id!r}")

        def work() -> None:
            with self._transaction() as conn:
                conn.execute(
                    "INSERT INTO families (id, data, updated_at) VALUES (%s, %s, %s)"
                    " ON CONFLICT (id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at",
                    (family.id, family.model_dump_json(), datetime.now(UTC)),
                )
                self._count_change(conn)

        self._retrying(work)
        with self._lock:
            self._family = family

    def commit(
        self,
        proposal_id: str,
        upserts: Sequence[Event] = (),
        expected_versions: dict[str, int] | None = None,
        recheck: Recheck | None = None,
    ) -> CommitResult:
        result: CommitResult = self._retrying(
            lambda: self._commit(proposal_id, upserts, expected_versions or {}, recheck)
        )
        return result

    def _commit(
        self,
        proposal_id: str,
        upserts: Sequence[Event],
        expected_versions: dict[str, int],
        recheck: Recheck | None,
    ) -> CommitResult:
        with self._transaction() as conn:
            with self._lock:
                family = self._stored_family()  # as the write lock found it
            for event in upserts:
                check_writable(event, family)
            done = self._committed(conn, proposal_id)
            if done is not None:
                return done.model_copy(update={"replayed": True})
            ids = [e.id for e in upserts]
            wanted = sorted(set(ids) | set(expected_versions))
            rows = {
                row[0]: row
                for row in conn.execute(
                    "SELECT id, version, data FROM events WHERE family_id = %s AND id = ANY(%s)",
                    (self.family_id, wanted),
                ).fetchall()
            }
            stored = {event_id: row[1] for event_id, row in rows.items()}
            for event_id, version in expected_versions.items():
                if stored.get(event_id) != version:
                    raise VersionConflict(
                        f"event {event_id} was changed by someone else since it was proposed"
                    )
            if recheck is not None:
                # This family's write lock is held: no writer anywhere can come between
                # this read of the latest rows and the write below.
                recheck(self)
            with self._lock:
                previous = {i: self._decode(rows[i]) if i in rows else None for i in ids}
            versions = {e.id: stored[e.id] + 1 if e.id in stored else e.version for e in upserts}
            written = [self._row(event, stored.get(event.id), proposal_id) for event in upserts]
            with conn.cursor() as cur:
                cur.executemany(
                    "INSERT INTO events (family_id, id, title, recurring, status, first_utc, last_utc,"
                    " duration_s, version, data, span_class, proposal_id)"
                    " VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"
                    " ON CONFLICT (family_id, id) DO UPDATE SET title = excluded.title,"
                    " recurring = excluded.recurring, status = excluded.status,"
                    " first_utc = excluded.first_utc, last_utc = excluded.last_utc,"
                    " duration_s = excluded.duration_s, version = excluded.version, data = excluded.data,"
                    " span_class = excluded.span_class, proposal_id = excluded.proposal_id",
                    written,
                )
            conn.execute(
                "INSERT INTO commits (family_id, proposal_id, event_ids, committed_at)"
                " VALUES (%s, %s, %s, %s)",
                (self.family_id, proposal_id, json.dumps(ids), datetime.now(UTC)),
            )
            self._count_change(conn)
        return CommitResult.written(proposal_id, ids, previous, versions)

    def _row(self, event: Event, version_now: int | None, proposal_id: str) -> tuple[Any, ...]:
        version = version_now + 1 if version_now is not None else event.version
        stored = event.model_copy(update={"version": version, "proposal_id": proposal_id})
        first, last = series_bounds(stored)
        first_utc, last_utc = epoch(first), None if last is None else _epoch_up(last)
        return (
            self.family_id,
            stored.id,
            stored.title,
            stored.is_recurring,
            stored.status,
            first_utc,
            last_utc,
            epoch(stored.end) - epoch(stored.start),
            version,
            stored.model_dump_json(),
            span_class(first_utc, last_utc),
            proposal_id,
        )

    def _count_change(self, conn: Any) -> None:
        """Count this write, so every reader (here and elsewhere) knows its caches are stale."""
        counted = conn.execute(
            "INSERT INTO event_changes (family_id, version) VALUES (%s, 1)"
            " ON CONFLICT (family_id) DO UPDATE SET version = event_changes.version + 1"
            " RETURNING version",
            (self.family_id,),
        ).fetchone()[0]
        with self._lock:
            self._days = None  # what this write changed is read again
            self._seen_changes = counted

    def _committed(self, conn: Any, proposal_id: str) -> CommitResult | None:
        row = conn.execute(
            "SELECT event_ids FROM commits WHERE family_id = %s AND proposal_id = %s",
            (self.family_id, proposal_id),
        ).fetchone()
        if row is None:
            return None
        return CommitResult(proposal_id=proposal_id, event_ids=json.loads(row[0]))

    def committed(self, proposal_id: str) -> CommitResult | None:
        with self._session() as conn:
            return self._committed(conn, proposal_id)

    def close(self) -> None:
        self._pool.close()

    def __enter__(self) -> PostgresCalendar:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def open_calendar(url: str, family_id: str | None = None) -> PostgresCalendar:
    """The calendar of `family_id` in an existing database (the only family when not named)."""
    if family_id is None:
        families = list_families(url)
        if len(families) != 1:
            raise ValueError(
                f"{redacted(url)} holds {len(families)} families ({', '.join(families) or 'none'}): "
                "name one with family_id (--family-id)"
            )
        family_id = families[0]
    calendar = PostgresCalendar(url, family_id)
    try:
        calendar.family()  # "no family 'x' in ...: run `family-scheduler init`" when missing
    except BaseException:
        calendar.close()
        raise
    return calendar

"""The calendar file's tables, how events are filed for span reads, and upgrades of old files.

Every event (one-off or series) is filed under a span class: how long from its first
start to its last end, in powers of four hours (an hour, four, sixteen, ... 30 years;
then longer; then never ending). One covering index on (family, class, first start,
last end) lets each class be read from `span start - its longest` to the span's end:
a dozen short index ranges, whatever the number of years behind them, and no global
MAX to keep fresh. Triggers count each family's event writes (`event_changes`), so a
reader can tell "the events changed" from "someone wrote a checkpoint".

An event row's `data` is the whole `Event` as JSON; the other columns are only what the
reads filter and order by. A field added to `Event` (its notes, link, categories and the
iCalendar properties kept without being used came this way) needs no new column and no
upgrade: a row written before it reads with the field's default.
"""

from __future__ import annotations

import sqlite3

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
    span_class INTEGER,
    PRIMARY KEY (family_id, id)
);
CREATE INDEX IF NOT EXISTS events_by_start ON events (family_id, recurring, first_utc);
CREATE TABLE IF NOT EXISTS commits (
    family_id TEXT NOT NULL, proposal_id TEXT NOT NULL, event_ids TEXT NOT NULL,
    committed_at TEXT NOT NULL,
    PRIMARY KEY (family_id, proposal_id)
);
"""

SCHEMA_VERSION = 2
"""2: events carry a span class, read through `events_by_span`, and writes are counted
in `event_changes` (files of version 1 are upgraded in place on open, once)."""


SPAN_BOUNDS = tuple(3600 * 4**k for k in range(10))
"""Span class k holds events whose last end is at most SPAN_BOUNDS[k] seconds after
their first start (an hour, 4 h, 16 h, 2.7 days, ... 30 years)."""
LONGER = len(SPAN_BOUNDS)
"""The class of events spanning more than 30 years (read from their first start)."""
NEVER_ENDS = -1
"""The class of series without an end."""


def span_class(first: int, last: int | None) -> int:
    """The span class of an event from its first start and last end (epoch seconds)."""
    if last is None:
        return NEVER_ENDS
    length = last - first
    for k, bound in enumerate(SPAN_BOUNDS):
        if length <= bound:
            return k
    return LONGER


_SPAN_CLASS_SQL = (
    f"CASE WHEN last_utc IS NULL THEN {NEVER_ENDS} "
    + " ".join(f"WHEN last_utc - first_utc <= {bound} THEN {k}" for k, bound in enumerate(SPAN_BOUNDS))
    + f" ELSE {LONGER} END"
)

AFTER_UPGRADE = f"""
CREATE INDEX IF NOT EXISTS events_by_span ON events (family_id, span_class, first_utc, last_utc, id, version);
CREATE TABLE IF NOT EXISTS event_changes (family_id TEXT PRIMARY KEY, version INTEGER NOT NULL);
CREATE TRIGGER IF NOT EXISTS events_inserted AFTER INSERT ON events BEGIN
    INSERT INTO event_changes (family_id, version) VALUES (NEW.family_id, 1)
    ON CONFLICT (family_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER IF NOT EXISTS events_updated AFTER UPDATE ON events BEGIN
    INSERT INTO event_changes (family_id, version) VALUES (NEW.family_id, 1)
    ON CONFLICT (family_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER IF NOT EXISTS events_deleted AFTER DELETE ON events BEGIN
    INSERT INTO event_changes (family_id, version) VALUES (OLD.family_id, 1)
    ON CONFLICT (family_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER IF NOT EXISTS events_filed AFTER INSERT ON events WHEN NEW.span_class IS NULL BEGIN
    UPDATE events SET span_class = {_SPAN_CLASS_SQL} WHERE rowid = NEW.rowid;
END;
"""
"""The span index and the triggers (a row written without a span class, by an older
version of this package, is filed by the last one)."""

CHANGES = "SELECT version FROM event_changes WHERE family_id = ?"
"""How many times the family's events or rules were written (None before the first write)."""

COUNT_CHANGE = (
    "INSERT INTO event_changes (family_id, version) VALUES (?, 1)"
    " ON CONFLICT (family_id) DO UPDATE SET version = version + 1"
)
"""Count a write the event triggers do not see (the family's rules)."""

_KEYS = "SELECT id, version FROM events WHERE family_id = :family AND span_class = "
CANDIDATES = " UNION ALL ".join(
    [
        f"{_KEYS}{k} AND first_utc >= :start - {bound} AND first_utc < :end AND last_utc > :start"
        for k, bound in enumerate(SPAN_BOUNDS)
    ]
    + [
        f"{_KEYS}{LONGER} AND first_utc < :end AND last_utc > :start",
        f"{_KEYS}({NEVER_ENDS}) AND first_utc < :end",
    ]
)
"""Keys of the events that may overlap [:start, :end): one short index range per class."""


def create_or_upgrade(conn: sqlite3.Connection) -> None:
    """Create the tables, or bring a file of an older version to SCHEMA_VERSION.

    Filing the events of an old file runs once, in one transaction (another process
    opening the same old file waits, then finds the work done). `conn` is in autocommit
    mode (isolation_level None).
    """
    conn.executescript(SCHEMA)
    if not _has_span_class(conn):
        conn.execute("BEGIN IMMEDIATE")
        try:
            if not _has_span_class(conn):
                conn.execute("ALTER TABLE events ADD COLUMN span_class INTEGER")
                conn.execute(f"UPDATE events SET span_class = {_SPAN_CLASS_SQL}")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
    conn.executescript(AFTER_UPGRADE)


def _has_span_class(conn: sqlite3.Connection) -> bool:
    return any(row[1] == "span_class" for row in conn.execute("PRAGMA table_info(events)"))

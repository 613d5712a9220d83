"""What the iCalendar side remembers between runs: subscriptions and CalDAV sync state.

Kept in two tables of their own in the calendar's SQLite file, never in the calendar's
tables: the events themselves are written only through `Calendar.commit`. These rows
say where a feed comes from, and which server object (href, ETag) and which local
versions were last in step, so the next sync can tell who changed what since.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from pathlib import Path

_SCHEMA = """
CREATE TABLE IF NOT EXISTS ical_subscriptions (
    family_id TEXT NOT NULL, name TEXT NOT NULL, source TEXT NOT NULL, members TEXT NOT NULL,
    refreshed_at TEXT, PRIMARY KEY (family_id, name));
CREATE TABLE IF NOT EXISTS caldav_items (
    family_id TEXT NOT NULL, calendar_url TEXT NOT NULL, uid TEXT NOT NULL, href TEXT NOT NULL,
    etag TEXT NOT NULL, versions TEXT NOT NULL, PRIMARY KEY (family_id, calendar_url, uid));
"""


class NoCalendarFile(ValueError):
    """Feeds and sync were asked of a calendar that is not a SQLite file."""


@dataclass(frozen=True)
class Subscription:
    """A read-only feed (a school or sports calendar): its name here, URL or file, and who it is for."""

    name: str
    source: str
    members: list[str]
    refreshed_at: str | None = None


@dataclass(frozen=True)
class SyncItem:
    """One server object as it was when last in step: where, its ETag, our events' versions."""

    href: str
    etag: str
    versions: dict[str, int]


class Links:
    """The two tables, for one family in one calendar file."""

    @classmethod
    def of(cls, calendar: object) -> Links:
        """The tables beside `calendar`, which must be a SQLite calendar file."""
        path = getattr(calendar, "path", None)
        if not path or path == ":memory:":
            kind = (
                "a PostgreSQL calendar" if "Postgres" in type(calendar).__name__ else "a calendar in memory"
            )
            raise NoCalendarFile(
                "feeds and CalDAV sync keep their state in a SQLite calendar file; "
                f"they are not available on {kind} yet"
            )
        return cls(path, str(getattr(calendar, "family_id", "")))

    def __init__(self, path: str | Path, family_id: str) -> None:
        self.family_id = family_id
        self._conn = sqlite3.connect(str(path), isolation_level=None)
        self._conn.executescript(_SCHEMA)

    def close(self) -> None:
        self._conn.close()

    # -- subscriptions ---------------------------------------------------------------------

    def subscriptions(self) -> list[Subscription]:
        rows = self._conn.execute(
            "SELECT name, source, members, refreshed_at FROM ical_subscriptions WHERE family_id = ?"
            " ORDER BY name",
            (self.family_id,),
        ).fetchall()
        return [Subscription(r[0], r[1], json.loads(r[2]), r[3]) for r in rows]

    def add_subscription(self, subscription: Subscription) -> None:
        self._conn.execute(
            "INSERT OR REPLACE INTO ical_subscriptions VALUES (?, ?, ?, ?, ?)",
            (
                self.family_id,
                subscription.name,
                subscription.source,
                json.dumps(subscription.members),
                subscription.refreshed_at,
            ),
        )

    def refreshed(self, name: str, when: str) -> None:
        self._conn.execute(
            "UPDATE ical_subscriptions SET refreshed_at = ? WHERE family_id = ? AND name = ?",
            (when, self.family_id, name),
        )

    # -- CalDAV ---------------------------------------------------------------------------

    def sync_items(self, calendar_url: str) -> dict[str, SyncItem]:
        rows = self._conn.execute(
            "SELECT uid, href, etag, versions FROM caldav_items WHERE family_id = ? AND calendar_url = ?",
            (self.family_id, calendar_url),
        ).fetchall()
        return {r[0]: SyncItem(r[1], r[2], json.loads(r[3])) for r in rows}

    def save_sync_items(self, calendar_url: str, items: dict[str, SyncItem]) -> None:
        """Replace the sync state of `calendar_url` in one transaction."""
        conn = self._conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            conn.execute(
                "DELETE FROM caldav_items WHERE family_id = ? AND calendar_url = ?",
                (self.family_id, calendar_url),
            )
            conn.executemany(
                "INSERT INTO caldav_items VALUES (?, ?, ?, ?, ?, ?)",
                [
                    (
                        self.family_id,
                        calendar_url,
                        uid,
                        i.href,
                        i.etag,
                        json.dumps(i.versions, sort_keys=True),
                    )
                    for uid, i in items.items()
                ],
            )
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

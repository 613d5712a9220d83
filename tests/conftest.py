"""Shared fixtures: the demo family's week, seen from Monday 2026-11-23 09:00 New York."""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.calendar import Calendar, InMemoryCalendar, SqliteCalendar
from family_scheduler.context import SchedulerContext
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event, Family

NY = ZoneInfo("America/New_York")
MONDAY_9AM = datetime(2026, 11, 23, 9, 0, tzinfo=NY)


def wall(day: int, hour: int, minute: int = 0, month: int = 11, year: int = 2026) -> datetime:
    """A New York wall time, e.g. wall(28, 14) = Saturday Nov 28 2026 14:00."""
    return datetime(year, month, day, hour, minute, tzinfo=NY)


@pytest.fixture(autouse=True)
def _no_real_calendar(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """No test reads or writes the user's own calendar: the default file is a new path."""
    monkeypatch.setenv("FAMILY_SCHEDULER_DB", str(tmp_path_factory.mktemp("home") / "family.sqlite"))
    monkeypatch.delenv("FAMILY_SCHEDULER_MODEL", raising=False)


@pytest.fixture
def at() -> Callable[..., datetime]:
    """at(24, 16, 30) = Tue Nov 24 2026 16:30 New York."""
    return wall


@pytest.fixture
def make_event() -> Callable[..., Event]:
    """A proposed event in a line: make_event('dentist', start, end, ['jake'], ['minivan'])."""

    def make(
        title: str,
        start: datetime,
        end: datetime,
        participants: list[str] | None = None,
        resources: list[str] | None = None,
        **extra: Any,
    ) -> Event:
        return Event(
            id=str(extra.pop("id", f"new-{title.replace(' ', '-')}")),
            title=title,
            start=start,
            end=end,
            participants=participants or [],
            resources=resources or [],
            **extra,
        )

    return make


@pytest.fixture
def tz() -> ZoneInfo:
    return NY


@pytest.fixture
def now() -> datetime:
    return MONDAY_9AM


@pytest.fixture
def family() -> Family:
    return demo_family()[0]


@pytest.fixture
def calendar() -> InMemoryCalendar:
    """The demo family with its recurring week (piano, soccer, gym, swim, dinner...)."""
    fam, events = demo_family()
    return InMemoryCalendar(fam, events)


@pytest.fixture
def empty_calendar(family: Family) -> InMemoryCalendar:
    return InMemoryCalendar(family)


@pytest.fixture
def sqlite_calendar(tmp_path) -> SqliteCalendar:
    fam, events = demo_family()
    cal = SqliteCalendar(tmp_path / "family.sqlite", fam.id, fam)
    cal.commit("seed", events)
    return cal


@pytest.fixture
def context(calendar: InMemoryCalendar, now: datetime) -> SchedulerContext:
    return SchedulerContext(calendar=calendar, family=calendar.family(), now=now.isoformat(), speaker="sarah")


# -- PostgreSQL: the same store tests on a database of their own ------------------------

PG_SERVER = os.environ.get("FAMILY_SCHEDULER_TEST_PG", "postgresql://postgres@127.0.0.1:5432/test")
"""The server the PostgreSQL tests use (trust auth on every development and CI machine)."""


@pytest.fixture(scope="session")
def pg_server() -> str:
    """The server's URL, or the test is skipped saying why (CI has the server: it runs them)."""
    try:
        import psycopg
    except ImportError:
        pytest.skip('psycopg is not installed (pip install -e ".[dev]"): PostgreSQL tests skipped')
    try:
        psycopg.connect(PG_SERVER, connect_timeout=3).close()
    except psycopg.OperationalError as err:
        reason = (str(err).strip().splitlines() or ["unreachable"])[0]
        pytest.skip(f"no PostgreSQL at {PG_SERVER} ({reason}): PostgreSQL tests skipped")
    return PG_SERVER


@pytest.fixture(scope="session")
def pg_database(pg_server: str) -> Iterator[str]:
    """A database of this test run's own (random name), dropped at the end."""
    from family_scheduler.calendar.postgres import create_database, drop_database

    name = f"fs_test_{uuid.uuid4().hex[:12]}"
    url = create_database(pg_server, name)
    yield url
    drop_database(pg_server, name)


@pytest.fixture
def empty_pg(pg_database: str) -> str:
    """The test database, emptied of every family."""
    import psycopg

    from family_scheduler.calendar.pg_schema import TABLES
    from family_scheduler.calendar.postgres import ensure_schema

    ensure_schema(pg_database)
    with psycopg.connect(pg_database, autocommit=True) as conn:
        conn.execute(f"TRUNCATE {', '.join(TABLES)}")
    return pg_database


StoreMaker = Callable[..., Calendar]


@pytest.fixture(params=["sqlite", "postgres"])
def store_at(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[StoreMaker]:
    """`store_at(family_id, family=None)`: a calendar (a new connection each call) in one
    SQLite file, or in one PostgreSQL database: every store test runs on both."""
    from family_scheduler.calendar.stores import close_store, store_for

    location = (
        tmp_path / "family.sqlite" if request.param == "sqlite" else request.getfixturevalue("empty_pg")
    )
    opened: list[Calendar] = []

    def make(family_id: str, family: Family | None = None) -> Calendar:
        calendar = store_for(location, family_id, family)
        opened.append(calendar)
        return calendar

    make.location = location  # type: ignore[attr-defined]
    yield make
    for calendar in opened:
        close_store(calendar)


@pytest.fixture
def any_calendar(store_at: StoreMaker) -> Calendar:
    """The demo family's calendar with its week, on each store in turn."""
    fam, events = demo_family()
    calendar = store_at(fam.id, fam)
    calendar.commit("seed", events)
    return calendar

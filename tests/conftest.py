"""Shared fixtures: the demo family's week, seen from Monday 2026-11-23 09:00 New York."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.calendar import InMemoryCalendar, SqliteCalendar
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

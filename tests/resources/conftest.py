"""Helpers for conflict scenarios: New York wall times and quick events."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.models import Event

NY = ZoneInfo("America/New_York")


def wall(day: int, hour: int, minute: int = 0, month: int = 11, year: int = 2026) -> datetime:
    return datetime(year, month, day, hour, minute, tzinfo=NY)


@pytest.fixture
def at() -> Callable[..., datetime]:
    """at(24, 16, 30) = Tue Nov 24 2026 16:30 New York."""
    return wall


@pytest.fixture
def make_event() -> Callable[..., Event]:
    """A proposed event in a line: make_event('dentist', start, end, ['jake'], ['minivan'])."""

    def make(title: str, start: datetime, end: datetime, participants: list[str] | None = None,
             resources: list[str] | None = None, **extra: object) -> Event:
        return Event(id=str(extra.pop("id", f"new-{title.replace(' ', '-')}")), title=title,
                     start=start, end=end, participants=participants or [],
                     resources=resources or [], **extra)

    return make

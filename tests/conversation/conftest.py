"""A family conversation: the demo family's week, the clock fixed at Monday 09:00."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.app import FamilyScheduler
from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.family_file import demo_family

NY = ZoneInfo("America/New_York")
MONDAY = datetime(2026, 11, 23, 9, 0, tzinfo=NY)


@pytest.fixture
def app() -> FamilyScheduler:
    family, events = demo_family()
    return FamilyScheduler(InMemoryCalendar(family, events), clock=lambda: MONDAY)


@pytest.fixture
def titles_on(app: FamilyScheduler):
    """(title, HH:MM) of a member's events on a day of the family's calendar."""

    def read(day: int, member: str, month: int = 11) -> list[tuple[str, str]]:
        start = datetime(2026, month, day, tzinfo=NY)
        return [
            (o.title, o.start.astimezone(NY).strftime("%H:%M"))
            for o in app.events(start, start + timedelta(days=1), members=[member])
        ]

    return read


def times_and_places(
    app: FamilyScheduler, day: int, title: str, month: int = 11
) -> list[tuple[str, str | None]]:
    """(HH:MM, place) of each `title` on a day of the calendar."""
    start = datetime(2026, month, day, tzinfo=NY)
    return [
        (o.start.astimezone(NY).strftime("%H:%M"), o.location)
        for o in app.events(start, start + timedelta(days=1))
        if o.title == title
    ]

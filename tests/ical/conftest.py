"""The Parkers' calendar file, the corpus of .ics files in tests/data/ics, and the oracle:
what `recurring-ical-events` (a library nobody here wrote) expands from the same file."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, datetime, time, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.calendar import SqliteCalendar
from family_scheduler.calendar.base import CalendarReader
from family_scheduler.family_file import demo_family

CORPUS = Path(__file__).parent.parent / "data" / "ics"
NY = ZoneInfo("America/New_York")
WINDOW = (datetime(2026, 11, 1, tzinfo=NY), datetime(2027, 6, 1, tzinfo=NY))

Seen = tuple[str, float, float]
"""An occurrence as a family sees it: title, start and end (epoch seconds)."""


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """A new calendar file holding the demo family (the Parkers) and no events."""
    path = tmp_path / "family.sqlite"
    family, _ = demo_family()
    SqliteCalendar(path, family.id, family).close()
    return path


@pytest.fixture
def calendar(db: Path) -> Iterator[SqliteCalendar]:
    cal = SqliteCalendar(db, demo_family()[0].id)
    yield cal
    cal.close()


def seen(calendar: CalendarReader, window: tuple[datetime, datetime] = WINDOW) -> set[Seen]:
    """What the calendar lists in the window."""
    return {(o.title, o.start.timestamp(), o.end.timestamp()) for o in calendar.occurrences(*window)}


def oracle(
    data: bytes,
    window: tuple[datetime, datetime] = WINDOW,
    skip_uids: frozenset[str] | set[str] = frozenset(),
) -> set[Seen]:
    """What recurring-ical-events expands from `data` in the window, cancelled ones left out,
    read as the calendar reads times: floating and all-day in the family's zone (New York),
    a moment (no end) as one minute."""
    import icalendar
    import recurring_ical_events

    cal = icalendar.Calendar.from_ical(data)
    found: set[Seen] = set()
    for occ in recurring_ical_events.of(cal).between(window[0], window[1]):
        if str(occ.get("STATUS") or "").upper() == "CANCELLED" or str(occ.get("UID")) in skip_uids:
            continue
        start, end = (
            _aware(occ["DTSTART"].dt),
            _aware(occ.end if "DTEND" in occ or "DURATION" in occ else occ["DTSTART"].dt),
        )
        if end <= start:  # a date written as its own end is that day; a time, a moment
            dated = not isinstance(occ["DTSTART"].dt, datetime)
            end = start + (timedelta(days=1) if dated else timedelta(minutes=1))
        found.add((" ".join(str(occ.get("SUMMARY")).split()), start.timestamp(), end.timestamp()))
    return found


def _aware(value: date) -> datetime:
    if not isinstance(value, datetime):
        return datetime.combine(value, time(0), tzinfo=NY)
    return value if value.tzinfo is not None else value.replace(tzinfo=NY)

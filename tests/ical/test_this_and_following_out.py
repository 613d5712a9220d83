"""Sarah's phone holds Emma's Wednesday diving lessons, one moved to 4pm on Dec 16 and Dec 23
skipped. She tells the assistant "move the diving lesson to 6pm from dec 9 on". What the
family sees here, what an export gives a phone, and what a CalDAV sync leaves on the
server all agree: the lessons before Dec 9 keep 5pm, the rest are at 6pm, Dec 16 keeps its
own 4pm (once, not twice), Dec 23 stays skipped."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import icalendar
import pytest
import recurring_ical_events

from family_scheduler import FamilyScheduler
from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.family_file import demo_family
from family_scheduler.ical.exporting import export_ics

from .test_caldav_sync import radicale, server_calendar  # noqa: F401 (the fixture)

NY = ZoneInfo("America/New_York")
MONDAY = datetime(2026, 11, 23, 9, 0, tzinfo=NY)
WINDOW = (datetime(2026, 11, 23, tzinfo=NY), datetime(2027, 2, 1, tzinfo=NY))

DIVING = """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Apple Inc.//iOS 18//EN
BEGIN:VEVENT
UID:diving-emma@icloud.example
DTSTAMP:20261120T120000Z
DTSTART;TZID=America/New_York:20261125T170000
DTEND;TZID=America/New_York:20261125T174500
RRULE:FREQ=WEEKLY;COUNT=8
EXDATE;TZID=America/New_York:20261223T170000
SUMMARY:Diving lesson
END:VEVENT
BEGIN:VEVENT
UID:diving-emma@icloud.example
DTSTAMP:20261120T120000Z
RECURRENCE-ID;TZID=America/New_York:20261216T170000
DTSTART;TZID=America/New_York:20261216T160000
DTEND;TZID=America/New_York:20261216T164500
SUMMARY:Diving lesson
END:VEVENT
END:VCALENDAR
"""

EXPECTED = [
    "Nov 25 17:00",
    "Dec 02 17:00",
    "Dec 09 18:00",
    "Dec 16 16:00",
    "Dec 30 18:00",
    "Jan 06 18:00",
    "Jan 13 18:00",
]
"""Eight Wednesdays from Nov 25; Dec 23 skipped; from Dec 9 at 6pm except Dec 16's own 4pm."""


def _dives_here(app: FamilyScheduler) -> list[str]:
    return [
        f"{o.start.astimezone(NY):%b %d %H:%M}"
        for o in sorted(app.events(*WINDOW), key=lambda o: o.start)
        if o.title == "Diving lesson"
    ]


def _dives_in(data: bytes | list[bytes]) -> list[str]:
    """What a phone expands from the .ics texts (recurring-ical-events, nobody's code here)."""
    found: list[str] = []
    for text in data if isinstance(data, list) else [data]:
        cal = icalendar.Calendar.from_ical(text)
        found += [
            f"{o['DTSTART'].dt.astimezone(NY):%b %d %H:%M}"
            for o in recurring_ical_events.of(cal).between(*WINDOW)
            if str(o["SUMMARY"]) == "Diving lesson"
        ]
    return sorted(
        found,
        key=lambda s: datetime.strptime(f"2026 {s}", "%Y %b %d %H:%M").replace(
            year=2027 if s.startswith("Jan") else 2026
        ),
    )


def _move_from_dec_9(app: FamilyScheduler) -> None:
    asked = app.ask("move the diving lesson to 6pm from dec 9 on", thread_id="diving")
    assert "from Wed Dec 9 on (this one and all after it)" in asked.reply
    assert app.ask("yes", thread_id="diving").status == "completed"


def test_this_and_following_keeps_the_skipped_and_the_moved_lesson_here_and_in_an_export() -> None:
    family, _ = demo_family()
    app = FamilyScheduler(InMemoryCalendar(family, []), clock=lambda: MONDAY)
    app.import_ics(DIVING.encode())
    _move_from_dec_9(app)
    assert _dives_here(app) == EXPECTED
    data, _ = export_ics(app.calendar, MONDAY)
    assert _dives_in(data) == EXPECTED  # what a phone subscribing to the export shows
    again = app.import_ics(data)
    assert not again.added and not again.updated  # our own export brings nothing new


@pytest.fixture
def app(tmp_path: Path) -> Iterator[FamilyScheduler]:
    with FamilyScheduler.create(
        tmp_path / "family.sqlite", clock=lambda: MONDAY.astimezone(UTC)
    ) as scheduler:
        yield scheduler


@pytest.mark.timeout(120)
def test_this_and_following_pushed_over_caldav_is_what_the_phone_then_shows(
    app: FamilyScheduler,
    radicale: str,  # noqa: F811 (the fixture)
) -> None:
    app.sync_caldav(radicale, "parkers", "x")
    server_calendar(radicale).add_event(DIVING)
    pulled = app.sync_caldav(radicale, "parkers", "x")
    assert pulled.pulled == ["diving-emma@icloud.example"]
    _move_from_dec_9(app)
    pushed = app.sync_caldav(radicale, "parkers", "x")
    assert len(pushed.pushed) == 2 and not pushed.conflicts  # the ended series, and the new one
    on_server = [o.wire_data for o in server_calendar(radicale).search(event=True)]
    assert _dives_in(on_server) == EXPECTED == _dives_here(app)
    quiet = app.sync_caldav(radicale, "parkers", "x")
    assert not quiet.pushed and not quiet.pulled and not quiet.conflicts

"""Calendars the Parkers bring from work, school and phones, in the shapes those apps write:
what each file really holds (as `recurring-ical-events` expands it) is what the family sees,
and what the calendar cannot use is said, never dropped unseen."""

from __future__ import annotations

from datetime import datetime

from family_scheduler.calendar import SqliteCalendar
from family_scheduler.ical.importing import import_ics

from .conftest import NY, WINDOW, oracle, seen


def ics(*lines: str) -> bytes:
    """A calendar file as an app writes it: CRLF line ends around the given content lines."""
    body = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN"]
    return "\r\n".join([*body, *lines, "END:VCALENDAR", ""]).encode()


def test_sarahs_all_day_outlook_series_keeps_its_last_day(calendar: SqliteCalendar) -> None:
    # Outlook ends an all-day series with a UTC midnight UNTIL: the last Friday still counts.
    data = ics(
        "BEGIN:VEVENT",
        "UID:pizza-friday@school.example",
        "DTSTAMP:20261120T000000Z",
        "DTSTART;VALUE=DATE:20261204",
        "DTEND;VALUE=DATE:20261205",
        "RRULE:FREQ=WEEKLY;BYDAY=FR;UNTIL=20270115T000000Z",
        "SUMMARY:Pizza Friday",
        "END:VEVENT",
    )
    import_ics(calendar, data, "school.ics")
    days = sorted(datetime.fromtimestamp(start, NY).date().isoformat() for _, start, _ in seen(calendar))
    assert days[-1] == "2027-01-15" and len(days) == 7
    assert seen(calendar) == oracle(data)

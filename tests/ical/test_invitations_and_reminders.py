"""Invitations and reminders as Google, iCloud and Outlook write them reach the Parkers whole:
a day off written with a far-away zone is still that day, a reminder set at a fixed time or
before the end becomes minutes before the start (or is said to be left out), an invitation
is for the family members it names, and a feed's warnings are printed, not just counted."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.cli import main
from family_scheduler.family_file import demo_family
from family_scheduler.ical.importing import ImportReport, import_ics
from family_scheduler.models.events import Event

NY = ZoneInfo("America/New_York")


def _ics(*events: str, prodid: str = "-//Apple Inc.//iOS 18.1//EN") -> bytes:
    body = "".join(f"BEGIN:VEVENT\n{e.strip()}\nEND:VEVENT\n" for e in events)
    text = f"BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:{prodid}\n{body}END:VCALENDAR\n"
    return text.replace("\n", "\r\n").encode()


def _imported(data: bytes) -> tuple[InMemoryCalendar, ImportReport]:
    calendar = InMemoryCalendar(demo_family()[0], [])
    return calendar, import_ics(calendar, data, "phone.ics")


def _only(calendar: InMemoryCalendar, title: str) -> Event:
    found = [e for e in calendar.all_events() if e.title == title]
    assert len(found) == 1, found
    return found[0]


def test_a_day_off_written_with_a_tokyo_zone_is_still_that_day_here() -> None:
    data = _ics(
        "UID:bunka@icloud\nSUMMARY:Culture day at the Tokyo school\n"
        "DTSTART;TZID=Asia/Tokyo;VALUE=DATE:20261201\nDTEND;TZID=Asia/Tokyo;VALUE=DATE:20261203"
    )
    calendar, report = _imported(data)
    day_off = _only(calendar, "Culture day at the Tokyo school")
    assert day_off.all_day
    assert day_off.start == datetime(2026, 12, 1, tzinfo=NY)
    assert day_off.end == datetime(2026, 12, 3, tzinfo=NY)
    assert not report.notes


def test_a_reminder_at_a_fixed_time_before_a_one_off_becomes_minutes_before() -> None:
    data = _ics(
        "UID:dentist@icloud\nSUMMARY:Dentist for Jake\n"
        "DTSTART;TZID=America/New_York:20261203T153000\nDTEND;TZID=America/New_York:20261203T161500\n"
        "BEGIN:VALARM\nACTION:DISPLAY\nTRIGGER;VALUE=DATE-TIME:20261203T193000Z\nEND:VALARM\n"
        "BEGIN:VALARM\nACTION:DISPLAY\nTRIGGER;RELATED=END:-PT1H\nEND:VALARM\n"
        "BEGIN:VALARM\nACTION:NONE\nTRIGGER;VALUE=DATE-TIME:19760401T005545Z\nEND:VALARM"
    )
    calendar, report = _imported(data)
    # 19:30Z is 14:30 in New York: an hour before; an hour before the 16:15 end is 15 minutes before.
    assert sorted(a.minutes_before for a in _only(calendar, "Dentist for Jake").alarms) == [15, 60]
    assert not report.notes  # Apple's "no alarm" placeholder is no reminder, and nothing to say


def test_a_reminder_the_calendar_cannot_hold_is_said_not_dropped() -> None:
    data = _ics(
        "UID:piano@google\nSUMMARY:Piano lesson\nRRULE:FREQ=WEEKLY;COUNT=6\n"
        "DTSTART;TZID=America/New_York:20261202T160000\nDTEND;TZID=America/New_York:20261202T164500\n"
        "BEGIN:VALARM\nACTION:DISPLAY\nTRIGGER:-PT10M\nEND:VALARM\n"
        "BEGIN:VALARM\nACTION:DISPLAY\nTRIGGER;VALUE=DATE-TIME:20261202T200000Z\nEND:VALARM\n"
        "BEGIN:VALARM\nACTION:DISPLAY\nTRIGGER;RELATED=END:-PT5M\nEND:VALARM"
    )
    calendar, report = _imported(data)
    assert [a.minutes_before for a in _only(calendar, "Piano lesson").alarms] == [10]
    assert len(report.notes) == 2
    fixed, after_start = report.notes
    assert "reminder at a fixed time (Wed Dec 2 2026 15:00) is not kept" in fixed
    assert "reminder 5 minutes before its end is not kept" in after_start


def test_an_invitation_is_for_the_members_it_names() -> None:
    data = _ics(
        "UID:recital@outlook\nSUMMARY:Spring recital rehearsal\n"
        "DTSTART;TZID=America/New_York:20261205T100000\nDTEND;TZID=America/New_York:20261205T113000\n"
        "ORGANIZER;CN=Sarah Parker:mailto:sarah.p@example.com\n"
        "ATTENDEE;CN=Ms Lopez;PARTSTAT=ACCEPTED:mailto:lopez@music.example\n"
        "ATTENDEE;PARTSTAT=NEEDS-ACTION:mailto:emma.parker@example.com\n"
        "ATTENDEE;CN=Mike Johnson;PARTSTAT=ACCEPTED:mailto:mjohnson@work.example\n"
        "ATTENDEE;CN=Jake Parker;PARTSTAT=DECLINED:mailto:jake@example.com",
        prodid="-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN",
    )
    calendar, _ = _imported(data)
    # Dad's namesake colleague is not dad, and Jake said no.
    assert _only(calendar, "Spring recital rehearsal").participants == ["emma", "sarah"]


def test_an_invitation_naming_nobody_of_the_family_stays_for_everyone() -> None:
    data = _ics(
        "UID:fair@google\nSUMMARY:School fair\n"
        "DTSTART;TZID=America/New_York:20261212T090000\nDTEND;TZID=America/New_York:20261212T120000\n"
        "ORGANIZER;CN=PTA:mailto:pta@school.example"
    )
    calendar, _ = _imported(data)
    assert _only(calendar, "School fair").participants == ["emma", "jake", "linda", "mike", "sarah"]


def test_a_feed_event_left_out_is_printed_on_subscribe_and_refresh(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    feed = tmp_path / "league.ics"
    feed.write_bytes(
        _ics(
            "UID:game@league\nSUMMARY:Game vs Hawks\n"
            "DTSTART;TZID=America/New_York:20261205T100000\nDTEND;TZID=America/New_York:20261205T113000",
            "UID:water@league\nSUMMARY:Water break\nRRULE:FREQ=HOURLY;COUNT=3\n"
            "DTSTART;TZID=America/New_York:20261205T100000\nDTEND;TZID=America/New_York:20261205T100500",
        )
    )
    db = str(tmp_path / "family.sqlite")
    assert main(["init", "--db", db]) == 0
    for command in (["subscribe", str(feed), "--for", "jake"], ["refresh"]):
        capsys.readouterr()
        assert main([*command, "--db", db]) == 0
        out, err = capsys.readouterr()
        assert "1 not imported (below)" in out
        assert "warning: 'Water break' (UID water@league) not imported: recurrence: FREQ=HOURLY" in err

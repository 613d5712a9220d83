"""The Parkers keep their calendar in step with a CalDAV server (a real Radicale, started in
a temporary folder on a free loopback port): what is booked here shows up there, a change
made there on a phone comes back, and a change made on both sides is settled by the stated
rule (the server's copy wins) and reported, never lost silently."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from family_scheduler import FamilyScheduler
from family_scheduler.cli import main

NOW = datetime(2026, 11, 23, 14, 0, tzinfo=UTC)
pytestmark = pytest.mark.timeout(120)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def radicale(tmp_path: Path) -> Iterator[str]:
    """A Radicale server of our own: no authentication, storage in the test's folder."""
    port = _free_port()
    config = tmp_path / "radicale.conf"
    config.write_text(
        f"[server]\nhosts = 127.0.0.1:{port}\n[auth]\ntype = none\n"
        f"[storage]\nfilesystem_folder = {tmp_path / 'collections'}\n[logging]\nlevel = warning\n"
    )
    server = subprocess.Popen(
        [sys.executable, "-m", "radicale", "--config", str(config)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    pytest.fail("Radicale did not start")
                time.sleep(0.1)
        yield f"http://127.0.0.1:{port}/parkers/family/"
    finally:
        server.terminate()
        server.wait(timeout=10)


@pytest.fixture
def app(tmp_path: Path) -> Iterator[FamilyScheduler]:
    with FamilyScheduler.create(tmp_path / "family.sqlite", clock=lambda: NOW) as scheduler:
        yield scheduler


def server_calendar(url: str) -> Any:
    from caldav.davclient import DAVClient

    return DAVClient(url=url, username="parkers", password="x").calendar(url=url)


def server_object(url: str, uid: str) -> Any:
    found = [o for o in server_calendar(url).search(event=True) if uid in o.data]
    assert len(found) == 1
    return found[0]


def edit_on_the_server(url: str, uid: str, old: str, new: str) -> None:
    """What a phone does: rewrite the event's text and save it."""
    obj = server_object(url, uid)
    assert old in obj.data
    obj.data = obj.data.replace(old, new)
    obj.save(increase_seqno=False)


def test_sync_out_edit_on_the_server_and_sync_back(app: FamilyScheduler, radicale: str) -> None:
    first = app.sync_caldav(radicale, "parkers", "x")
    assert len(first.pushed) == 7 and not first.conflicts
    uids = {
        str(c["UID"])
        for o in server_calendar(radicale).search(event=True)
        for c in o.icalendar_instance.walk("VEVENT")
    }
    assert "demo-piano@family-scheduler" in uids and len(uids) == 7
    # Nothing changed anywhere: a second sync sends and brings nothing.
    quiet = app.sync_caldav(radicale, "parkers", "x")
    assert not quiet.pushed and not quiet.pulled and not quiet.conflicts
    # Sarah moves piano to 5:30 on her phone and renames it.
    edit_on_the_server(radicale, "demo-piano@family-scheduler", "T170000", "T173000")
    edit_on_the_server(
        radicale, "demo-piano@family-scheduler", "SUMMARY:piano lesson", "SUMMARY:piano with Ms. Lee"
    )
    back = app.sync_caldav(radicale, "parkers", "x")
    assert back.pulled == ["'piano lesson'"] and not back.pushed and not back.conflicts
    monday = [o for o in app.events("2026-11-30") if o.event_id == "demo-piano"]
    assert [(o.title, o.start.astimezone(app.context().tz()).strftime("%H:%M")) for o in monday] == [
        ("piano with Ms. Lee", "17:30")
    ]
    assert monday[0].participants == ["emma"]  # who it is for survived the trip
    assert not app.sync_caldav(radicale, "parkers", "x").pulled


def test_a_change_on_both_sides_keeps_the_servers_copy_and_reports_ours(
    app: FamilyScheduler, radicale: str
) -> None:
    app.sync_caldav(radicale, "parkers", "x")
    ours = app.calendar.get_event("demo-gym")
    assert ours is not None
    app.calendar.commit(
        "gym-earlier",
        [
            ours.model_copy(
                update={"start": ours.start - timedelta(hours=1), "end": ours.end - timedelta(hours=1)}
            )
        ],
        {"demo-gym": ours.version},
    )
    edit_on_the_server(radicale, "demo-gym@family-scheduler", "SUMMARY:gym", "SUMMARY:gym with Coach Dan")
    report = app.sync_caldav(radicale, "parkers", "x")
    assert len(report.conflicts) == 1
    assert "changed here and on the server: the server's copy wins" in report.conflicts[0]
    assert "5:30" in report.conflicts[0]  # what ours said, so Mike can put it back
    kept = app.calendar.get_event("demo-gym")
    assert kept is not None and kept.title == "gym with Coach Dan" and kept.start == ours.start


def test_deleted_on_the_server_is_cancelled_here_and_cancelled_here_is_deleted_there(
    app: FamilyScheduler, radicale: str
) -> None:
    app.sync_caldav(radicale, "parkers", "x")
    server_object(radicale, "demo-bookclub@family-scheduler").delete()
    swim = app.calendar.get_event("demo-swim")
    assert swim is not None
    app.calendar.commit(
        "no-more-swim", [swim.model_copy(update={"status": "cancelled"})], {"demo-swim": swim.version}
    )
    report = app.sync_caldav(radicale, "parkers", "x")
    assert report.cancelled_here == ["'book club'"] and report.deleted_there == ["'swim class'"]
    bookclub = app.calendar.get_event("demo-bookclub")
    assert bookclub is not None and bookclub.status == "cancelled"
    uids = {
        str(c["UID"])
        for o in server_calendar(radicale).search(event=True)
        for c in o.icalendar_instance.walk("VEVENT")
    }
    assert "demo-swim@family-scheduler" not in uids and len(uids) == 5


def test_an_event_added_on_a_phone_comes_in_for_the_whole_family(app: FamilyScheduler, radicale: str) -> None:
    app.sync_caldav(radicale, "parkers", "x")
    server_calendar(radicale).save_event(
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//phone//EN\r\nBEGIN:VEVENT\r\nUID:phone-1@example\r\n"
        "DTSTAMP:20261123T120000Z\r\nDTSTART;TZID=America/New_York:20261128T120000\r\n"
        "DTEND;TZID=America/New_York:20261128T133000\r\nSUMMARY:Lunch at grandma's\r\n"
        "END:VEVENT\r\nEND:VCALENDAR\r\n"
    )
    report = app.sync_caldav(radicale, "parkers", "x")
    assert len(report.pulled) == 1
    lunch = [o for o in app.events("2026-11-28") if o.title == "Lunch at grandma's"]
    assert len(lunch) == 1 and len(lunch[0].participants) == 5


def test_the_sync_command_says_what_it_did_and_an_unreachable_server_is_one_line(
    tmp_path: Path, radicale: str, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "cli.sqlite")
    assert main(["init", "--db", db]) == 0
    assert main(["sync", "--caldav", radicale, "--user", "parkers", "--password", "x", "--db", db]) == 0
    assert "synced: 7 sent, 0 brought in" in capsys.readouterr().out
    dead = f"http://127.0.0.1:{_free_port()}/parkers/family/"
    assert main(["sync", "--caldav", dead, "--user", "parkers", "--password", "x", "--db", db]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "cannot reach the CalDAV calendar" in err[0]


def _server_occurrences(url: str) -> set[tuple[str, float, float]]:
    """Every occurrence a phone reading the server's calendar sees (recurring-ical-events)."""
    import icalendar

    from .conftest import oracle

    seen: set[tuple[str, float, float]] = set()
    for obj in server_calendar(url).search(event=True):
        seen |= oracle(icalendar.Calendar.from_ical(obj.data).to_ical())
    return seen


def test_a_phones_change_from_one_meeting_on_syncs_in_and_back_out_whole(
    app: FamilyScheduler, radicale: str
) -> None:
    from .conftest import seen

    app.sync_caldav(radicale, "parkers", "x")
    # Sarah's phone moves the troop to the new hall from Dec 15 on: one change to
    # "this and all later meetings" (RANGE=THISANDFUTURE) on the weekly series.
    server_calendar(radicale).save_event(
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//phone//EN\r\n"
        "BEGIN:VEVENT\r\nUID:troop-12@scouts.example\r\nDTSTAMP:20261123T120000Z\r\n"
        "DTSTART;TZID=America/New_York:20261201T180000\r\nDTEND;TZID=America/New_York:20261201T190000\r\n"
        "RRULE:FREQ=WEEKLY;UNTIL=20270302T235959Z\r\nSUMMARY:Scouts\r\nEND:VEVENT\r\n"
        "BEGIN:VEVENT\r\nUID:troop-12@scouts.example\r\nDTSTAMP:20261123T120000Z\r\n"
        "RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=America/New_York:20261215T180000\r\n"
        "DTSTART;TZID=America/New_York:20261215T183000\r\nDTEND;TZID=America/New_York:20261215T193000\r\n"
        "SUMMARY:Scouts (new hall)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    )
    window = (datetime(2026, 11, 30, tzinfo=UTC), datetime(2027, 3, 10, tzinfo=UTC))
    troop = {t for t in ("Scouts", "Scouts (new hall)")}

    def ours() -> set[tuple[str, float, float]]:
        return {o for o in seen(app.calendar, window) if o[0] in troop}

    def theirs() -> set[tuple[str, float, float]]:
        return {
            o
            for o in _server_occurrences(radicale)
            if o[0] in troop and window[0].timestamp() <= o[1] < window[1].timestamp()
        }

    brought = app.sync_caldav(radicale, "parkers", "x")
    assert brought.pulled and not brought.conflicts
    assert len(ours()) == 14 and ours() == theirs()
    quiet = app.sync_caldav(radicale, "parkers", "x")  # in step: nothing either way
    assert not quiet.pushed and not quiet.pulled and not quiet.conflicts
    # Here, the new hall's meetings get a clearer name; the phone sees every one renamed.
    later = [e for e in app.calendar.all_events() if e.title == "Scouts (new hall)"]
    assert len(later) == 1
    app.calendar.commit(
        "troop-rename",
        [later[0].model_copy(update={"title": "Scouts at St. Mark's"})],
        {later[0].id: later[0].version},
    )
    troop.add("Scouts at St. Mark's")
    sent = app.sync_caldav(radicale, "parkers", "x")
    assert sent.pushed and not sent.conflicts and ours() == theirs()
    assert len([o for o in theirs() if o[0] == "Scouts at St. Mark's"]) == 12


def test_a_series_with_an_extra_date_changed_here_still_syncs(app: FamilyScheduler, radicale: str) -> None:
    from .conftest import seen

    app.sync_caldav(radicale, "parkers", "x")
    # Emma's choir: Mondays, plus one New Year's Eve rehearsal (an RDATE) that runs longer.
    server_calendar(radicale).save_event(
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//phone//EN\r\n"
        "BEGIN:VEVENT\r\nUID:choir@school.example\r\nDTSTAMP:20261123T120000Z\r\n"
        "DTSTART;TZID=America/New_York:20261130T190000\r\nDTEND;TZID=America/New_York:20261130T203000\r\n"
        "RRULE:FREQ=WEEKLY;COUNT=6\r\nRDATE;TZID=America/New_York:20261231T190000\r\n"
        "SUMMARY:Choir\r\nEND:VEVENT\r\n"
        "BEGIN:VEVENT\r\nUID:choir@school.example\r\nDTSTAMP:20261123T120000Z\r\n"
        "RECURRENCE-ID;TZID=America/New_York:20261231T190000\r\n"
        "DTSTART;TZID=America/New_York:20261231T180000\r\nDTEND;TZID=America/New_York:20261231T210000\r\n"
        "SUMMARY:Choir (New Year's Eve rehearsal)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    )
    app.sync_caldav(radicale, "parkers", "x")
    window = (datetime(2026, 11, 29, tzinfo=UTC), datetime(2027, 1, 31, tzinfo=UTC))

    def choir(found: set[tuple[str, float, float]]) -> set[tuple[str, float, float]]:
        return {
            o
            for o in found
            if o[0].startswith("Choir") and window[0].timestamp() <= o[1] < window[1].timestamp()
        }

    assert len(choir(seen(app.calendar, window))) == 7
    series = next(e for e in app.calendar.all_events() if e.title == "Choir" and e.recurrence)
    app.calendar.commit(
        "choir-renamed", [series.model_copy(update={"title": "Choir (winter)"})], {series.id: series.version}
    )
    sent = app.sync_caldav(radicale, "parkers", "x")  # the server takes it: no 'stopped answering'
    assert sent.pushed and not sent.conflicts
    assert choir(_server_occurrences(radicale)) == choir(seen(app.calendar, window))
    assert (
        "Choir (New Year's Eve rehearsal)",
        datetime(2026, 12, 31, 23, tzinfo=UTC).timestamp(),
        datetime(2027, 1, 1, 2, tzinfo=UTC).timestamp(),
    ) in choir(_server_occurrences(radicale))
    quiet = app.sync_caldav(radicale, "parkers", "x")
    assert not quiet.pushed and not quiet.pulled


def test_an_event_the_calendar_cannot_hold_is_said_and_left_on_the_server(
    app: FamilyScheduler, radicale: str
) -> None:
    app.sync_caldav(radicale, "parkers", "x")
    # Jake's coach puts an hourly 'drink water' nudge on the shared calendar: events here
    # repeat at most daily, so it cannot come in, and it must not vanish from the phones.
    server_calendar(radicale).save_event(
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//phone//EN\r\nBEGIN:VEVENT\r\nUID:water@coach.example\r\n"
        "DTSTAMP:20261123T120000Z\r\nDTSTART;TZID=America/New_York:20261128T080000\r\n"
        "DTEND;TZID=America/New_York:20261128T081000\r\nRRULE:FREQ=HOURLY;COUNT=5\r\n"
        "SUMMARY:Drink water\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    )
    first = app.sync_caldav(radicale, "parkers", "x")
    said = " | ".join(first.lines())
    assert "'Drink water'" in said and "HOURLY" in said and not first.pulled
    again = app.sync_caldav(radicale, "parkers", "x")
    assert not again.deleted_there
    server_object(radicale, "water@coach.example")  # still there for the phones

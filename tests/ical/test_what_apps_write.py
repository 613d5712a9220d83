"""Calendars the Parkers already use write .ics their own way: Outlook names its zones
"(UTC-06:00) Central Time (US & Canada)" or "Customized Time Zone", a phone folds a line in
the middle of "Zoë", a club's export swaps an end and a start, a coach marks a game
TENTATIVE or CANCELLED. Each lands where the family expects it, or says plainly why not."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.app import FamilyScheduler
from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.family_file import demo_family
from family_scheduler.ical.importing import import_ics

NY = ZoneInfo("America/New_York")
MONDAY = datetime(2026, 11, 23, 9, 0, tzinfo=NY)


def _calendar() -> InMemoryCalendar:
    family, _ = demo_family()
    return InMemoryCalendar(family, [])


def _ics(body: str, zones: str = "") -> bytes:
    head = "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN\n"
    text = f"{head}{zones}{body}END:VCALENDAR\n"
    return text.replace("\n", "\r\n").encode()


def _event(uid: str, summary: str, start: str, end: str, tzid: str, *extra: str) -> str:
    quoted = f'"{tzid}"' if any(c in tzid for c in ":;,") else tzid
    lines = [
        "BEGIN:VEVENT",
        f"UID:{uid}",
        f"DTSTART;TZID={quoted}:{start}",
        f"DTEND;TZID={quoted}:{end}",
        f"SUMMARY:{summary}",
        *extra,
        "END:VEVENT",
    ]
    return "\n".join(lines) + "\n"


def _vtimezone(tzid: str, standard: str, daylight: str, to_standard: str, to_daylight: str) -> str:
    """A VTIMEZONE as Outlook writes it: rules since 1601, no zone database name anywhere."""
    return (
        f"BEGIN:VTIMEZONE\nTZID:{tzid}\n"
        f"BEGIN:STANDARD\nDTSTART:16010101T020000\nRRULE:FREQ=YEARLY;{to_standard}\n"
        f"TZOFFSETFROM:{daylight}\nTZOFFSETTO:{standard}\nEND:STANDARD\n"
        f"BEGIN:DAYLIGHT\nDTSTART:16010101T020000\nRRULE:FREQ=YEARLY;{to_daylight}\n"
        f"TZOFFSETFROM:{standard}\nTZOFFSETTO:{daylight}\nEND:DAYLIGHT\nEND:VTIMEZONE\n"
    )


def _starts(calendar: InMemoryCalendar, title: str) -> list[str]:
    """When each occurrence of `title` starts, on the family's clock (New York)."""
    window = (datetime(2026, 10, 1, tzinfo=NY), datetime(2027, 6, 1, tzinfo=NY))
    return [
        f"{o.start.astimezone(NY):%b %d %H:%M}"
        for o in sorted(calendar.occurrences(*window), key=lambda o: o.start)
        if o.title == title
    ]


US_RULES = ("BYDAY=1SU;BYMONTH=11", "BYDAY=2SU;BYMONTH=3")
EU_RULES = ("BYDAY=-1SU;BYMONTH=10", "BYDAY=-1SU;BYMONTH=3")


@pytest.mark.parametrize("with_vtimezone", [True, False], ids=["with-vtimezone", "label-only"])
def test_an_outlook_invitation_from_grandma_in_chicago_lands_at_her_time_across_the_clock_change(
    with_vtimezone: bool,
) -> None:
    label = "(UTC-06:00) Central Time (US & Canada)"
    zones = _vtimezone(label, "-0600", "-0500", *US_RULES) if with_vtimezone else ""
    call = _event("call@outlook", "Video call with grandma", "20261025T190000", "20261025T193000", label)
    calendar = _calendar()
    report = import_ics(
        calendar, _ics(call.replace("END:VEVENT", "RRULE:FREQ=WEEKLY;COUNT=3\nEND:VEVENT"), zones), "o.ics"
    )
    assert not report.notes and not report.skipped
    # 7pm in Chicago is 8pm in New York, before and after the clocks go back on Nov 1.
    assert _starts(calendar, "Video call with grandma") == ["Oct 25 20:00", "Nov 01 20:00", "Nov 08 20:00"]
    assert calendar.all_events()[0].timezone == "America/Chicago"


def test_an_exchange_windows_zone_id_reads_on_that_zone() -> None:
    meeting = _event(
        "pta@exchange", "PTA meeting", "20261202T180000", "20261202T190000", "Pacific Standard Time"
    )
    calendar = _calendar()
    import_ics(calendar, _ics(meeting), "pta.ics")
    assert _starts(calendar, "PTA meeting") == ["Dec 02 21:00"]


def test_a_customized_time_zone_is_matched_by_its_rules_so_a_london_series_keeps_london_time() -> None:
    """Between the US change (Mar 14 2027) and the UK one (Mar 28) London is 4 hours ahead,
    not 5: only a zone with the VTIMEZONE's own rules gets those two weeks right."""
    zones = _vtimezone("Customized Time Zone", "+0000", "+0100", *EU_RULES)
    lesson = _event(
        "cello@uk",
        "Cello with Mr Hart",
        "20270307T150000",
        "20270307T160000",
        "Customized Time Zone",
        "RRULE:FREQ=WEEKLY;COUNT=4",
    )
    calendar = _calendar()
    report = import_ics(calendar, _ics(lesson, zones), "uk.ics")
    assert not report.notes
    assert _starts(calendar, "Cello with Mr Hart") == [
        "Mar 07 10:00",
        "Mar 14 11:00",
        "Mar 21 11:00",
        "Mar 28 10:00",
    ]
    assert calendar.all_events()[0].timezone == "Europe/London"


def test_a_zone_nobody_knows_and_the_file_never_defines_is_said_not_guessed_silently() -> None:
    party = _event("party@x", "Birthday party", "20261205T140000", "20261205T160000", "Party Time Zone")
    calendar = _calendar()
    report = import_ics(calendar, _ics(party), "party.ics")
    assert _starts(calendar, "Birthday party") == ["Dec 05 14:00"]
    assert len(report.notes) == 1
    assert "'Party Time Zone' is not one known here" in report.notes[0]
    assert "family's clock (America/New_York)" in report.notes[0]


def _folded_inside_characters(line: str) -> bytes:
    """`line` folded as a phone folds at 75 octets: here, inside every multi-byte character."""
    out = b""
    for char in line:
        data = char.encode()
        out += data[:1] + b"\r\n " + data[1:] if len(data) > 1 else data
    return out


def test_a_name_folded_inside_a_character_keeps_its_letters_and_emoji() -> None:
    head = _ics(_event("zoe@phone", "PLACEHOLDER", "20261204T170000", "20261204T180000", "America/New_York"))
    data = head.replace(
        b"SUMMARY:PLACEHOLDER", _folded_inside_characters("SUMMARY:Zoë's recital 🎻 with Renée")
    )
    assert b"\xc3\r\n \xab" in data  # the fold splits the ë
    calendar = _calendar()
    import_ics(calendar, data, "phone.ics")
    assert [e.title for e in calendar.all_events()] == ["Zoë's recital 🎻 with Renée"]


def test_an_old_windows_1252_export_keeps_its_accents_and_says_how_it_was_read() -> None:
    data = _ics(
        _event("fete@school", "Fête de Noël", "20261211T180000", "20261211T200000", "America/New_York")
    )
    calendar = _calendar()
    report = import_ics(calendar, data.decode().encode("cp1252"), "school.ics")
    assert [e.title for e in calendar.all_events()] == ["Fête de Noël"]
    assert report.notes == ["the file is not UTF-8: it was read as Windows-1252 (check accented letters)"]


def test_an_end_before_the_start_is_imported_swapped_with_a_plain_warning(
    tmp_path: object, capsys: pytest.CaptureFixture[str]
) -> None:
    from pathlib import Path

    from family_scheduler.cli import main

    folder = Path(str(tmp_path))
    db = str(folder / "family.sqlite")
    assert main(["init", "--db", db]) == 0
    recital = _event("recital@club", "Recital", "20261204T170000", "20261204T160000", "America/New_York")
    concert = _event("concert@club", "Concert", "20261205T150000", "20261205T170000", "America/New_York")
    (folder / "club.ics").write_bytes(_ics(recital + concert))
    capsys.readouterr()
    assert main(["import", str(folder / "club.ics"), "--db", db]) == 0
    out = capsys.readouterr()
    assert "2 events (2 new" in out.out and "Traceback" not in out.err
    assert out.err.strip() == (
        "family-scheduler: warning: 'Recital' (UID recital@club): its end (Fri Dec 4 2026 16:00) is before "
        "its start (Fri Dec 4 2026 17:00): imported with the two swapped; check it at its source"
    )
    assert (
        main(
            [
                "events",
                "--db",
                db,
                "--from",
                "2026-12-04",
                "--to",
                "2026-12-05",
                "--now",
                "2026-11-23T09:00:00-05:00",
            ]
        )
        == 0
    )
    listing = capsys.readouterr().out
    assert "4–5pm  Recital" in listing and "3–5pm  Concert" in listing


def _tentative_and_cancelled() -> bytes:
    game = _event(
        "game@league",
        "U10 away game",
        "20261128T100000",
        "20261128T113000",
        "America/New_York",
        "STATUS:TENTATIVE",
    )
    scrimmage = _event(
        "scrim@league",
        "Scrimmage",
        "20261128T140000",
        "20261128T150000",
        "America/New_York",
        "STATUS:CANCELLED",
    )
    return _ics(game + scrimmage)


def test_a_tentative_game_is_listed_as_tentative_and_still_takes_the_morning() -> None:
    family, _ = demo_family()
    app = FamilyScheduler(InMemoryCalendar(family, []), clock=lambda: MONDAY)
    report = app.import_ics(_tentative_and_cancelled())
    assert report.line().endswith("1 event (1 new, 0 updated, 0 unchanged)")
    saturday = datetime(2026, 11, 28, tzinfo=NY)
    listed = app.events(saturday, saturday + timedelta(days=1))
    assert [(o.title, o.status, o.blocks_time) for o in listed] == [("U10 away game", "proposed", True)]
    answer = app.ask("what's on saturday?", thread_id="t").reply
    assert "U10 away game" in answer and "tentative" in answer
    assert "Scrimmage" not in answer  # cancelled: not on the calendar, not busy
    free = app.ask("is jake free saturday at 2pm?", thread_id="t2").reply
    assert "Scrimmage" not in free


def test_a_tentative_game_goes_back_out_as_tentative() -> None:
    from family_scheduler.ical.exporting import export_ics

    calendar = _calendar()
    import_ics(calendar, _tentative_and_cancelled(), "league.ics")
    data, count = export_ics(calendar, MONDAY)
    assert count == 1 and b"STATUS:TENTATIVE" in data and b"Scrimmage" not in data
    again = import_ics(calendar, data, "exported.ics")
    assert again.unchanged and not again.updated


def test_a_game_cancelled_later_stops_being_busy() -> None:
    calendar = _calendar()
    import_ics(calendar, _tentative_and_cancelled(), "league.ics")
    cancelled = _tentative_and_cancelled().replace(b"STATUS:TENTATIVE", b"STATUS:CANCELLED")
    report = import_ics(calendar, cancelled, "league.ics")
    assert report.updated
    saturday = datetime(2026, 11, 28, tzinfo=NY)
    assert calendar.occurrences(saturday, saturday + timedelta(days=1)) == []

"""Notes, links and categories the Parkers wrote in Google or Outlook survive an import, an
export and an import again: escaped commas and line breaks, several categories, a weekly
lesson's notes, one lesson moved with notes of its own, and properties we never use."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import icalendar

from family_scheduler.calendar import SqliteCalendar
from family_scheduler.family_file import demo_family
from family_scheduler.ical.exporting import export_ics
from family_scheduler.ical.importing import import_ics

NOW = datetime(2026, 11, 23, 14, 0, tzinfo=UTC)
HEAD = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\r\n"
TAIL = "END:VCALENDAR\r\n"

DENTIST = (
    "BEGIN:VEVENT\r\nUID:dentist-7@google.com\r\nDTSTAMP:20261120T120000Z\r\n"
    "DTSTART;TZID=America/New_York:20261202T153000\r\nDTEND;TZID=America/New_York:20261202T163000\r\n"
    "SUMMARY:Jake dentist\r\n"
    "DESCRIPTION:Dr. Patel\\, suite 4B\\; park behind the building.\\nBring the insurance card\r\n"
    "URL:https://smiles.example/appointments/991\r\n"
    "CATEGORIES:Health,Kids\r\nCATEGORIES:Appointments\r\n"
    "CLASS:PRIVATE\r\nX-OUTLOOK-COLOR:#FF8800\r\n"
    "ATTACH;FMTTYPE=application/pdf:https://drive.example/forms/intake.pdf\r\n"
    "END:VEVENT\r\n"
)

PIANO = (
    "BEGIN:VEVENT\r\nUID:piano-weekly@outlook.com\r\nDTSTAMP:20261120T120000Z\r\n"
    "DTSTART;TZID=America/New_York:20261201T160000\r\nDTEND;TZID=America/New_York:20261201T164500\r\n"
    "RRULE:FREQ=WEEKLY;COUNT=6\r\nSUMMARY:Emma piano\r\n"
    "DESCRIPTION:Practice scales; bring the blue book\r\n"
    "END:VEVENT\r\n"
    "BEGIN:VEVENT\r\nUID:piano-weekly@outlook.com\r\nDTSTAMP:20261120T120000Z\r\n"
    "RECURRENCE-ID;TZID=America/New_York:20261215T160000\r\n"
    "DTSTART;TZID=America/New_York:20261215T170000\r\nDTEND;TZID=America/New_York:20261215T174500\r\n"
    "SUMMARY:Emma piano\r\nDESCRIPTION:Recital rehearsal at the church hall\r\n"
    "URL:https://church.example/hall\r\nCATEGORIES:Recital\r\n"
    "END:VEVENT\r\n"
)


def fresh(tmp_path: Path, name: str) -> SqliteCalendar:
    family, _ = demo_family()
    return SqliteCalendar(tmp_path / name, family.id, family)


def _vevents(data: bytes, uid: str) -> list[icalendar.Event]:
    return [e for e in icalendar.Calendar.from_ical(data).events if str(e["UID"]) == uid]


def test_the_dentist_notes_link_and_categories_survive_export_and_import(tmp_path: Path) -> None:
    home = fresh(tmp_path, "home.sqlite")
    import_ics(home, HEAD + DENTIST + TAIL, "google.ics")
    [dentist] = [e for e in home.all_events() if e.title == "Jake dentist"]
    assert dentist.notes == "Dr. Patel, suite 4B; park behind the building.\nBring the insurance card"
    assert dentist.url == "https://smiles.example/appointments/991"
    assert dentist.categories == ["Health", "Kids", "Appointments"]
    data, _ = export_ics(home, NOW)
    [out] = _vevents(data, "dentist-7@google.com")
    assert str(out["DESCRIPTION"]) == dentist.notes
    assert b"DESCRIPTION:Dr. Patel\\, suite 4B\\; park behind the building.\\nBring" in data.replace(
        b"\r\n ", b""
    )
    assert out.categories == ["Health", "Kids", "Appointments"]
    assert str(out["URL"]) == dentist.url
    assert str(out["CLASS"]) == "PRIVATE" and str(out["X-OUTLOOK-COLOR"]) == "#FF8800"
    assert "intake.pdf" in str(out["ATTACH"])
    # Another calendar file gets the same; the one it came from sees nothing new.
    other = fresh(tmp_path, "other.sqlite")
    import_ics(other, data, "parkers.ics")
    [copy] = [e for e in other.all_events() if e.title == "Jake dentist"]
    assert (copy.notes, copy.url, copy.categories, copy.ical_extra) == (
        dentist.notes,
        dentist.url,
        dentist.categories,
        dentist.ical_extra,
    )
    again = import_ics(home, data, "parkers.ics")
    assert not again.updated and not again.added


def test_a_weekly_lessons_notes_and_one_moved_lesson_with_its_own(tmp_path: Path) -> None:
    home = fresh(tmp_path, "home.sqlite")
    import_ics(home, HEAD + PIANO + TAIL, "outlook.ics")
    lessons = [
        o for o in home.occurrences(datetime(2026, 12, 1, tzinfo=UTC), datetime(2027, 1, 31, tzinfo=UTC))
    ]
    lessons = [o for o in lessons if o.title == "Emma piano"]
    assert len(lessons) == 6
    notes = {o.start.astimezone(UTC).strftime("%b %d"): o.notes for o in lessons}
    assert notes["Dec 08"] == "Practice scales; bring the blue book"
    assert notes["Dec 15"] == "Recital rehearsal at the church hall"
    data, _ = export_ics(home, NOW)
    parts = _vevents(data, "piano-weekly@outlook.com")
    by_kind = {("moved" if p.get("RECURRENCE-ID") else "series"): str(p["DESCRIPTION"]) for p in parts}
    assert by_kind == {
        "series": "Practice scales; bring the blue book",
        "moved": "Recital rehearsal at the church hall",
    }
    moved = next(p for p in parts if p.get("RECURRENCE-ID"))
    assert str(moved["URL"]) == "https://church.example/hall" and moved.categories == ["Recital"]
    series = next(p for p in parts if not p.get("RECURRENCE-ID"))
    assert "URL" not in series and "CATEGORIES" not in series
    assert not import_ics(home, data, "parkers.ics").updated


def test_a_calendar_file_from_before_notes_were_kept_still_opens(tmp_path: Path) -> None:
    """A row written by an older version has none of the new fields: it reads as no notes."""
    home = fresh(tmp_path, "home.sqlite")
    import_ics(home, HEAD + DENTIST + TAIL, "google.ics")
    home.close()
    with sqlite3.connect(tmp_path / "home.sqlite") as conn:
        for key, data in conn.execute("SELECT id, data FROM events").fetchall():
            old = {
                k: v
                for k, v in json.loads(data).items()
                if k not in ("notes", "url", "categories", "ical_extra")
            }
            conn.execute("UPDATE events SET data = ? WHERE id = ?", (json.dumps(old), key))
    reopened = SqliteCalendar(tmp_path / "home.sqlite", demo_family()[0].id)
    [dentist] = [e for e in reopened.all_events() if e.title == "Jake dentist"]
    assert (dentist.notes, dentist.url, dentist.categories, dentist.ical_extra) == (None, None, [], [])
    assert not reopened.warnings
    # Importing the file again brings the notes in as an update.
    assert len(import_ics(reopened, HEAD + DENTIST + TAIL, "google.ics").updated) == 1
    reopened.close()


def test_to_dos_in_a_file_are_named_not_dropped_unseen(tmp_path: Path) -> None:
    todo = "BEGIN:VTODO\r\nUID:cleats@icloud.com\r\nDTSTAMP:20261120T120000Z\r\n"
    todo += "SUMMARY:Buy cleats\r\nEND:VTODO\r\n"
    report = import_ics(fresh(tmp_path, "home.sqlite"), HEAD + DENTIST + todo + todo + TAIL, "icloud.ics")
    assert len(report.added) == 1
    assert report.notes == ["2 to-dos (VTODO) not imported: only events are kept here"]

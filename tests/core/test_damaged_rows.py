"""One damaged row in the calendar file never breaks the rest of the family's week."""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.calendar import CalendarError, SqliteCalendar
from family_scheduler.cli import main

NY = ZoneInfo("America/New_York")
NOW = "2026-11-23T09:00:00-05:00"


@pytest.fixture
def db(tmp_path, monkeypatch):
    path = tmp_path / "family.sqlite"
    monkeypatch.setenv("FAMILY_SCHEDULER_DB", str(path))
    assert main(["init"]) == 0
    return path


def damage(path, event_id: str, data: str) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE events SET data = ? WHERE id = ?", (data, event_id))


def test_a_garbled_piano_row_is_skipped_and_reported_in_one_line(db, capsys):
    damage(db, "demo-piano", '{"id": "demo-piano", "title": "piano lesson", "start": ')
    capsys.readouterr()
    assert main(["events", "--from", "2026-11-23", "--to", "2026-11-23", "--now", NOW, "--json"]) == 0
    captured = capsys.readouterr()
    titles = [json.loads(line)["title"] for line in captured.out.splitlines()]
    assert titles == [
        "gym"
    ]  # Monday (a date is the whole day) without the piano lesson, everything else intact
    (warning,) = captured.err.strip().splitlines()
    assert "demo-piano" in warning and "damaged" in warning and "not valid JSON" in warning


def test_a_row_with_an_impossible_field_does_not_stop_a_booking(db, capsys):
    with sqlite3.connect(db) as conn:
        conn.execute(
            "UPDATE events SET data = json_set(data, '$.participants', json('42')) WHERE id = 'demo-soccer'"
        )
    capsys.readouterr()
    assert main(["ask", "Dentist for Jake tomorrow at 3pm", "--now", NOW, "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["committed"]
    assert "demo-soccer" in captured.err and "participants" in captured.err
    assert len(captured.err.strip().splitlines()) == 1


def test_the_api_lists_what_it_skipped_and_keeps_reading(db):
    damage(db, "demo-gym", "[]")
    calendar = SqliteCalendar(db, "demo")
    week = calendar.occurrences(datetime(2026, 11, 23, tzinfo=NY), datetime(2026, 11, 30, tzinfo=NY))
    assert "gym" not in {o.title for o in week} and "piano lesson" in {o.title for o in week}
    assert calendar.get_event("demo-gym") is None
    assert len(calendar.all_events()) == 6
    (line,) = calendar.warnings
    assert line.startswith("skipped event 'demo-gym'")
    calendar.occurrences(datetime(2026, 11, 23, tzinfo=NY), datetime(2026, 11, 30, tzinfo=NY))
    assert len(calendar.warnings) == 1  # reported once, not per read


def test_a_damaged_row_can_be_replaced_by_a_new_booking(db):
    damage(db, "demo-gym", "nonsense")
    calendar = SqliteCalendar(db, "demo")
    fixed = calendar.all_events()[0].model_copy(update={"id": "demo-gym", "title": "gym again"})
    calendar.commit("fix-gym", [fixed])
    assert calendar.get_event("demo-gym") is not None
    assert calendar.get_event("demo-gym").title == "gym again"


def test_a_damaged_family_record_is_one_clear_sentence(db, capsys):
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE families SET data = '{\"members\": 3}'")
    with pytest.raises(CalendarError, match="damaged"):
        SqliteCalendar(db, "demo").family()
    assert main(["events", "--now", NOW]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "init" in err
    assert main(["init"]) == 0  # the family file stores it again
    assert "stored again" in capsys.readouterr().out
    assert main(["events", "--now", NOW]) == 0

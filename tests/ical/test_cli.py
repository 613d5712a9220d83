"""`family-scheduler import` and `export` at a terminal: one line per file, a broken file is
one clear line and a non-zero exit with nothing of it imported, and the exported file is
one a phone reads."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from family_scheduler.cli import main

from .conftest import CORPUS, oracle

NOW = "2026-11-23T09:00:00-05:00"


@pytest.fixture
def db(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    path = str(tmp_path / "family.sqlite")
    assert main(["init", "--db", path]) == 0
    capsys.readouterr()
    return path


def listed(db: str, capsys: pytest.CaptureFixture[str], day: str) -> list[dict[str, object]]:
    assert main(["events", "--db", db, "--from", day, "--to", day, "--json", "--now", NOW]) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_import_prints_one_line_per_file_and_the_events_are_listed(
    db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    files = [str(CORPUS / "school_term.ics"), str(CORPUS / "days_off.ics")]
    assert main(["import", *files, "--db", db, "--for", "emma", "jake"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [
        f"{files[0]}: 6 events (6 new, 0 updated, 0 unchanged)",
        f"{files[1]}: 8 events (8 new, 0 updated, 0 unchanged)",
    ]
    thursday = listed(db, capsys, "2026-12-10")
    art = [o for o in thursday if str(o["title"]).startswith("Art club")]
    assert (
        art and art[0]["start"] == "2026-12-10T15:30:00-05:00" and art[0]["participants"] == ["emma", "jake"]
    )
    assert main(["import", *files, "--db", db, "--for", "jake", "emma"]) == 0
    assert "0 new, 0 updated, 6 unchanged" in capsys.readouterr().out
    # For the whole family this time: the same events, now everyone's.
    assert main(["import", files[0], "--db", db]) == 0
    assert "0 new, 6 updated, 0 unchanged" in capsys.readouterr().out


def test_a_broken_file_is_one_line_nonzero_and_the_good_file_still_imports(
    db: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "broken.ics"
    broken.write_text((CORPUS / "league_changes.ics").read_text()[:900] + "\nDTSTART;TZID=:what\n")
    assert main(["import", str(broken), str(CORPUS / "league_changes.ics"), "--db", db]) == 2
    captured = capsys.readouterr()
    errors = [line for line in captured.err.splitlines() if "warning" not in line]
    assert len(errors) == 1 and errors[0].startswith(f"family-scheduler: {broken}")
    assert "Traceback" not in captured.err
    assert captured.out.count("\n") == 1  # the good file's line
    assert main(["import", str(tmp_path / "missing.ics"), "--db", db]) == 2
    assert capsys.readouterr().err.strip() == f"family-scheduler: no file {tmp_path / 'missing.ics'}"


def test_an_unsupported_rule_is_a_warning_for_that_event(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["import", str(CORPUS / "league_changes.ics"), "--db", db]) == 0
    captured = capsys.readouterr()
    assert "1 not imported" in captured.out
    assert "'Hydrate!'" in captured.err and "events repeat at most daily" in captured.err


def test_export_writes_a_file_a_phone_reads(
    db: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "parkers.ics"
    assert main(["export", "--db", db, "--output", str(target), "--now", NOW]) == 0
    assert capsys.readouterr().out.strip() == f"7 events written to {target}."
    data = target.read_bytes()
    assert data.startswith(b"BEGIN:VCALENDAR") and b"BEGIN:VTIMEZONE" in data
    week = oracle(data)
    assert any(title == "piano lesson" for title, _, _ in week)
    assert main(["export", "--db", db, "--output", "-", "--from", "2026-11-24", "--to", "2026-11-24"]) == 0
    assert b"UID:demo-soccer@family-scheduler" in capsys.readouterr().out.encode()

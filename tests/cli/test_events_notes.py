"""`family-scheduler events` shows the notes another calendar app wrote on an event, on a
short line under it, and `--json` gives them whole with the link and categories."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from family_scheduler.cli import main

GAME = (
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Apple Inc.//iPhone OS 18//EN\r\n"
    "BEGIN:VEVENT\r\nUID:away-game@icloud.com\r\nDTSTAMP:20261120T120000Z\r\n"
    "DTSTART;TZID=America/New_York:20261128T090000\r\nDTEND;TZID=America/New_York:20261128T103000\r\n"
    "SUMMARY:Jake away game\r\nX-FAMILY-SCHEDULER-PARTICIPANTS:jake\r\n"
    "DESCRIPTION:Riverside fields\\, lot B. Wear the white jersey\\; snacks are on us this week\\, "
    "bring two dozen orange slices and the cooler\r\n"
    "URL:https://league.example/schedule\r\nCATEGORIES:Soccer,Away\r\n"
    "END:VEVENT\r\nEND:VCALENDAR\r\n"
)


@pytest.fixture
def db(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    path = str(tmp_path / "family.sqlite")
    assert main(["init", "--db", path]) == 0
    (tmp_path / "game.ics").write_text(GAME)
    assert main(["import", str(tmp_path / "game.ics"), "--db", path]) == 0
    capsys.readouterr()
    return path


def test_the_listing_shows_a_short_notes_line_under_the_game(
    db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["events", "--db", db, "--from", "2026-11-28", "--to", "2026-11-28"]) == 0
    lines = capsys.readouterr().out.splitlines()
    game = next(i for i, line in enumerate(lines) if "Jake away game" in line)
    notes = lines[game + 1].strip()
    assert notes.startswith("Notes: Riverside fields, lot B. Wear the white jersey;")
    assert notes.endswith("…") and len(notes) < 90  # the rest is there when asked for
    assert not any("Notes" in line for i, line in enumerate(lines) if i != game + 1)


def test_the_json_gives_the_notes_whole_with_link_and_categories(
    db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["events", "--db", db, "--from", "2026-11-28", "--to", "2026-11-28", "--json"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    game = next(r for r in rows if r["title"] == "Jake away game")
    assert game["notes"].endswith("two dozen orange slices and the cooler")
    assert game["url"] == "https://league.example/schedule" and game["categories"] == ["Soccer", "Away"]
    others = [r for r in rows if r["title"] != "Jake away game"]
    assert others and all(r["notes"] is None and r["categories"] == [] for r in others)

"""`family-scheduler events` shows a family's week readably: holidays, places, zones, whole
days, reminders and repeats in words; `--json` keeps every old key and adds new ones."""

from __future__ import annotations

import json

import pytest

from family_scheduler.cli import main

NOW = "2026-11-23T09:00:00-05:00"
OLD_KEYS = {
    "id",
    "series_id",
    "title",
    "start",
    "end",
    "participants",
    "resources",
    "status",
    "recurrence",
    "note",
}


@pytest.fixture
def week(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("FAMILY_SCHEDULER_DB", str(tmp_path / "family.sqlite"))
    assert main(["init"]) == 0
    for said in (
        "dentist for Jake at Smile Dental on Main St wednesday at 4:30pm",
        "grandma lands from London friday at 3pm London time",
        "remind me to buy Jake's soccer cleats on friday",
        "grandma's birthday dec 5",
    ):
        assert main(["ask", said, "--now", NOW]) == 0
    capsys.readouterr()


def listing(capsys, *extra: str) -> str:
    assert main(["events", "--from", "2026-11-23", "--to", "2026-12-07", "--now", NOW, *extra]) == 0
    return capsys.readouterr().out


def test_the_week_reads_like_a_family_calendar(week, capsys):
    out = listing(capsys)
    assert "Thursday Nov 26 — Thanksgiving Day" in out
    assert "4:30–5:30pm  dentist (Jake) at Smile Dental on Main St" in out
    assert "10–11am (3pm London time)  lands from london (Linda)" in out
    assert "all day  reminder: buy jake's soccer cleats (Sarah)" in out
    assert "all day  birthday (Linda)  — shown as free" in out
    assert "every Monday at 5pm" in out and "FREQ=" not in out


def test_the_json_keeps_its_old_keys_and_adds_the_new_ones(week, capsys):
    rows = [json.loads(line) for line in listing(capsys, "--json").splitlines()]
    assert all(OLD_KEYS <= set(row) for row in rows)
    dentist = next(r for r in rows if r["title"] == "dentist")
    assert dentist["location"] == "Smile Dental on Main St" and dentist["blocks_time"]
    landing = next(r for r in rows if r["title"] == "lands from london")
    assert landing["timezone"] == "Europe/London" and landing["start"].endswith("-05:00")
    cleats = next(r for r in rows if r["kind"] == "reminder")
    assert cleats["all_day"] and not cleats["blocks_time"]
    piano = next(r for r in rows if r["title"] == "piano lesson")
    assert piano["recurrence"] == "FREQ=WEEKLY;BYDAY=MO" and piano["repeats"] == "every Monday at 17:00"

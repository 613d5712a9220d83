"""`family-scheduler parse`, one utterance or a JSON-lines batch."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

from family_scheduler.cli import main

NOW = "2026-11-23T09:00:00-05:00"


def test_parse_prints_the_contract_fields(capsys):
    assert main(["parse", "Book the van Saturday from 9 to 12", "--now", NOW]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["intent"] == "create" and out["resources"] == ["minivan"]
    assert out["start"] == "2026-11-28T09:00:00-05:00" and out["duration_minutes"] == 180
    for key in (
        "title",
        "window",
        "recurrence",
        "shift_minutes",
        "query_type",
        "confidence",
        "missing",
        "ambiguities",
        "problems",
    ):
        assert key in out


def test_speaker_and_family_file(capsys, tmp_path: Path):
    family = {
        "timezone": "Europe/London",
        "now": "2026-07-01T10:00:00+01:00",
        "members": [
            {"id": "ana", "name": "Ana"},
            {"id": "ben", "name": "Ben", "aliases": ["benny"]},
        ],
        "resources": [{"id": "bike", "name": "Bike", "kind": "vehicle"}],
    }
    path = tmp_path / "family.json"
    path.write_text(json.dumps(family))
    assert (
        main(
            [
                "parse",
                "book the bike for my ride tomorrow at 9am",
                "--family",
                str(path),
                "--speaker",
                "ben",
            ]
        )
        == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert out["start"] == "2026-07-02T09:00:00+01:00"  # the file's own "now" and zone
    assert out["participants"] == ["ben"] and out["resources"] == ["bike"]


def test_jsonl_batch_keeps_ids_and_survives_bad_lines(monkeypatch, capsys):
    lines = (
        "\n".join(
            [
                json.dumps({"id": "a", "text": "is dad free tomorrow?", "speaker": "sarah"}),
                "this is not json",
                json.dumps({"id": "c", "text": None}),
                json.dumps({"id": "d", "text": "add my yoga friday at 6am", "speaker": "mike"}),
                json.dumps(["not", "an", "object"]),
            ]
        )
        + "\n"
    )
    monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
    assert main(["parse", "--jsonl", "--now", NOW]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["id"] for r in rows] == ["a", "line-2", "c", "d", "line-5"]
    assert rows[0]["query_type"] == "availability" and rows[0]["participants"] == ["mike"]
    assert rows[1]["intent"] == "unknown" and rows[2]["intent"] == "unknown"
    assert rows[3]["participants"] == ["mike"] and rows[3]["start"] == "2026-11-27T06:00:00-05:00"


def test_the_installed_command_reads_stdin():
    exe = Path(sys.executable).with_name("family-scheduler")
    proc = subprocess.run(
        [str(exe), "parse", "--jsonl", "--now", NOW],
        input=json.dumps({"id": 7, "text": "cancel date night"}) + "\n",
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    row = json.loads(proc.stdout)
    assert row["id"] == 7 and row["intent"] == "cancel" and row["title"] == "date night"


def test_a_bad_now_is_one_clear_line(capsys):
    assert main(["parse", "hello", "--now", "tuesday"]) == 2
    assert "--now" in capsys.readouterr().err


def test_the_parsing_graph_is_the_compiled_graph_however_it_is_first_reached():
    """The package imports its graph on first use (`parse` needs no LangGraph)."""
    check = (
        "import family_scheduler.subgraphs.parsing as p\n"
        "from family_scheduler.subgraphs.parsing import graph\n"
        "assert p.graph is graph and hasattr(graph, 'invoke'), p.graph\n"
        "import family_scheduler.graph.wrappers\n"
        "assert p.graph is graph\n"
    )
    done = subprocess.run([sys.executable, "-c", check], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    light = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, family_scheduler.subgraphs.parsing; print('langgraph' in sys.modules)",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert light.stdout.strip() == "False", light.stderr


def test_parse_reads_the_calendars_family_not_the_demo_one(capsys, tmp_path: Path):
    riveras = {
        "id": "riveras",
        "name": "The Riveras",
        "timezone": "America/Chicago",
        "members": [{"id": "lucia", "name": "Lucia"}, {"id": "mateo", "name": "Mateo", "role": "child"}],
    }
    family_file = tmp_path / "riveras.json"
    family_file.write_text(json.dumps(riveras))
    db = tmp_path / "riveras.sqlite"
    assert main(["init", "--family", str(family_file), "--db", str(db)]) == 0
    capsys.readouterr()
    assert main(["parse", "karate for Mateo friday at 5pm", "--db", str(db), "--now", NOW]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["participants"] == ["mateo"]
    assert out["start"] == "2026-11-27T17:00:00-06:00"  # Chicago, the calendar family's zone
    assert main(["parse", "piano for Emma friday at 5pm", "--db", str(db), "--now", NOW]) == 0
    assert "emma" not in json.loads(capsys.readouterr().out)["participants"]  # not the demo family

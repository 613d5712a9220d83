"""The family at a terminal: each command is a new process, so every turn is a restart."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import datetime

import pytest

from family_scheduler.timeutil import clock_span

NOW = "2026-11-23T09:00:00-05:00"


@pytest.fixture
def cli(tmp_path):
    env = {**os.environ, "FAMILY_SCHEDULER_DB": str(tmp_path / "family.sqlite")}
    env.pop("FAMILY_SCHEDULER_MODEL", None)

    def run(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        done = subprocess.run(
            [sys.executable, "-m", "family_scheduler", *args],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
        )
        if check:
            assert done.returncode == 0, done.stderr
        return done

    run("init")
    return run


def ask(cli, text: str, thread: str = "t") -> dict:
    return json.loads(cli("ask", text, "--thread", thread, "--now", NOW, "--json").stdout)


def events(cli, start: str, end: str) -> list[dict]:
    out = cli("events", "--from", start, "--to", end, "--json", "--now", NOW).stdout
    return [json.loads(line) for line in out.splitlines()]


def test_a_clear_booking_shows_in_the_week(cli):
    turn = ask(cli, "Dentist for Jake tomorrow at 3pm")
    assert turn["status"] == "completed" and len(turn["committed"]) == 1
    assert set(turn) >= {"reply", "status", "intent", "proposal", "options", "committed", "outputs"}
    tuesday = events(cli, "2026-11-24", "2026-11-25")
    dentist = [e for e in tuesday if e["title"] == "dentist"]
    assert dentist and dentist[0]["start"] == "2026-11-24T15:00:00-05:00"
    assert dentist[0]["participants"] == ["jake"] and dentist[0]["status"] == "confirmed"
    soccer = [e for e in tuesday if e["title"] == "soccer practice"][0]
    assert (
        soccer["series_id"] == "demo-soccer" and soccer["recurrence"] and soccer["resources"] == ["minivan"]
    )


def test_a_clash_then_option_two_across_processes(cli):
    turn = ask(cli, "tutoring for Emma monday at 5:30pm", thread="k")
    assert turn["status"] == "awaiting_user" and len(turn["options"]) >= 2
    second = turn["options"][1]
    picked = ask(cli, "2", thread="k")
    assert picked["status"] == "completed", picked["reply"]
    booked = [e for e in events(cli, "2026-11-29", "2026-12-02") if e["title"] == "tutoring"]
    assert len(booked) == 1
    start, end = (datetime.fromisoformat(booked[0][k]) for k in ("start", "end"))
    assert clock_span(start, end, "12h") in second["description"]  # the option picked is the one booked


def test_the_text_output_and_a_plain_question(cli):
    done = cli("ask", "is the van free friday evening?", "--now", NOW)
    assert "Minivan" in done.stdout and "Friday" in done.stdout


def test_bad_input_is_one_clear_line_and_a_nonzero_exit(cli, tmp_path):
    bad_now = cli("ask", "hello", "--now", "next tuesday", check=False)
    assert bad_now.returncode != 0 and "Traceback" not in bad_now.stderr
    assert len(bad_now.stderr.strip().splitlines()) == 1
    missing = cli("events", "--db", str(tmp_path / "nowhere.sqlite"), check=False)
    assert missing.returncode != 0 and "init" in missing.stderr and "Traceback" not in missing.stderr
    backwards = cli("events", "--from", "2026-11-30", "--to", "2026-11-23", check=False)
    assert backwards.returncode != 0 and "after" in backwards.stderr


def test_an_empty_message_changes_nothing(cli):
    turn = ask(cli, "   ")
    assert turn["committed"] == [] and turn["reply"]


def test_the_conventions_a_terminal_user_expects(cli):
    version = cli("--version")
    assert version.stdout.startswith("family-scheduler ") and version.stdout.split()[1][0].isdigit()
    monday = events(cli, "2026-11-30", "2026-11-30")  # a date alone is the whole day, at both ends
    assert [e["title"] for e in monday] == ["gym", "piano lesson"]
    december = cli("events", "--month", "2026-12", "--json", "--now", NOW).stdout.splitlines()
    days = {json.loads(line)["start"][:10] for line in december}
    assert min(days) == "2026-12-01" and max(days) == "2026-12-31"
    week = [json.loads(line) for line in cli("events", "--week", "2026-12-02", "--json").stdout.splitlines()]
    assert week[0]["start"][:10] == "2026-11-30" and week[-1]["start"][:10] == "2026-12-06"
    this_week = cli("events", "--week", "--now", NOW).stdout  # the week of --now, as text
    assert this_week.startswith("Monday Nov 23") and "Sunday Nov 29" in this_week
    assert "  5–6pm  piano lesson (Emma) [Sedan]" in this_week  # the family's 12-hour clock
    both = cli("events", "--month", "2026-12", "--from", "2026-12-01", check=False)
    assert both.returncode == 2 and "not both" in both.stderr
    bad_month = cli("events", "--month", "December", check=False)
    assert bad_month.returncode == 2 and "not a month like 2026-12" in bad_month.stderr

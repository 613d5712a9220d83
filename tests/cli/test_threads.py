"""At the terminal: a conversation left waiting is shown when the chat opens, each
family's threads are its own, and each speaker has a default thread."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

NOW = "2026-11-23T09:00:00-05:00"
SWIM = "swim for jake thursday at 4"


@pytest.fixture
def run(tmp_path):
    env = {**os.environ, "FAMILY_SCHEDULER_DB": str(tmp_path / "family.sqlite")}
    env.pop("FAMILY_SCHEDULER_MODEL", None)

    def cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
        done = subprocess.run(
            [sys.executable, "-m", "family_scheduler", *args],
            input=stdin,
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr
        return done

    cli("init")
    return cli


def ask(run, text: str, *extra: str) -> dict:
    return json.loads(run("ask", text, "--now", NOW, "--json", *extra).stdout)


def test_the_chat_opens_with_what_is_still_waiting(run):
    assert ask(run, SWIM, "--thread", "kitchen")["status"] == "awaiting_user"
    done = run("chat", "--now", NOW, "--thread", "kitchen", stdin="no\n")
    lines = done.stdout.splitlines()
    assert lines[0] == "Still waiting for your answer from before:"
    assert lines[1] == "Book swim for Jake, Thu Nov 26 4–5pm."
    assert lines[-1] == "OK, I left the calendar as it was."


def test_two_speakers_without_a_thread_do_not_answer_each_other(run):
    assert ask(run, SWIM, "--speaker", "sarah")["status"] == "awaiting_user"
    mike = ask(run, "karate for jake wednesday at 6pm", "--speaker", "mike")
    assert mike["status"] == "completed" and mike["reply"].startswith("Booked: karate for Jake")
    assert "Back to your earlier request" not in mike["reply"]  # Sarah's question is hers
    sarah = ask(run, "no", "--speaker", "sarah")
    assert sarah["reply"] == "OK, I left the calendar as it was."


def test_the_chat_opens_with_a_detail_still_asked_for(run):
    assert ask(run, "book jake tomorrow at 3pm", "--thread", "hall")["reply"] == "What is it for?"
    done = run("chat", "--now", NOW, "--thread", "hall", stdin="piano\n")
    lines = done.stdout.splitlines()
    assert lines[:2] == ["Still waiting for your answer from before:", "What is it for?"]
    assert lines[-1].startswith("Booked: piano for Jake")

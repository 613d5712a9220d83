"""The family chats at a terminal, or pipes the chat into a log: both read cleanly.

On a terminal the spinner names the step that is running (a stalled chat model shows
"waiting for the chat model"), proposals are tables and each member has a colour; piped,
the same conversation is plain text with no escape codes.
"""

from __future__ import annotations

import io
import os
import pty
import re
import select
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from datetime import datetime

import pytest
from rich.console import Console

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.cli.screen import Screen, Working, model_failure_words
from family_scheduler.domain.agenda import agenda
from family_scheduler.family_file import demo_family
from family_scheduler.models.dialogue import EventView, Question
from family_scheduler.progress import progress
from family_scheduler.timeutil import zone

NOW = "2026-11-23T09:00:00-05:00"
ESCAPE = re.compile(r"\x1b\[")
SPINNER = re.compile(r"[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]")


@pytest.fixture
def env(tmp_path) -> dict[str, str]:
    environ = {**os.environ, "FAMILY_SCHEDULER_DB": str(tmp_path / "family.sqlite"), "TERM": "xterm-256color"}
    for name in ("FAMILY_SCHEDULER_MODEL", "NO_COLOR", "FORCE_COLOR", "COLUMNS"):
        environ.pop(name, None)
    subprocess.run(
        [sys.executable, "-m", "family_scheduler", "init"], env=environ, check=True, capture_output=True
    )
    return environ


@pytest.fixture
def silent_model_endpoint() -> Iterator[str]:
    """An OpenAI-compatible address on this machine that accepts and never answers."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    server.settimeout(0.2)
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        deadline = time.monotonic() + 60
        while not stop.is_set() and time.monotonic() < deadline:
            try:
                held.append(server.accept()[0])
            except TimeoutError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.getsockname()[1]}/v1"
    stop.set()
    thread.join(2)
    for conn in held:
        conn.close()
    server.close()


def chat_piped(env: dict[str, str], *lines: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "family_scheduler", "chat", "--now", NOW, "--thread", "kitchen"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


def test_bye_leaves_the_chat_without_a_sorry(env):
    done = chat_piped(env, "what's on saturday?", "bye!", "dentist for jake friday at 3pm")
    assert done.returncode == 0
    assert "swim class" in done.stdout and "didn't understand" not in done.stdout
    assert "dentist" not in done.stdout  # nothing after "bye" was read


def test_a_piped_chat_is_plain_text_one_reply_per_turn(env):
    done = chat_piped(
        env,
        "swim for Jake every saturday at 10:30am",
        "no",
        "tutoring for Emma monday at 5:30pm",
        "2",
    )
    out = done.stdout
    assert done.returncode == 0, done.stderr
    assert not ESCAPE.search(out) and not SPINNER.search(out)  # no colours, no spinner
    assert "Family Scheduler for" not in out  # no greeting or prompt when nobody is typing
    # The weekly clash is one line naming the dates, not one line per Saturday.
    assert "Jake already has swim class on 12 dates, Sat Nov 28 to Sat Feb 13, 10–11am." in out
    assert out.count("Jake already has swim class") == 1
    assert "Book tutoring for Emma, Mon Nov 30 5:30–6:30pm." in out  # the family's 12-hour clock
    assert "  2. Move tutoring 1 hour 45 minutes earlier, to Mon Nov 30 3:45–4:45pm." in out
    assert out.rstrip().endswith("Booked: tutoring for Emma, Mon Nov 30 3:45–4:45pm.")


def test_a_stalled_model_is_named_while_waiting_and_its_failure_said_plainly(env, silent_model_endpoint):
    env.update(
        FAMILY_SCHEDULER_MODEL="llama3.1",
        OPENAI_BASE_URL=silent_model_endpoint,
        FAMILY_SCHEDULER_MODEL_TIMEOUT="2",
        FAMILY_SCHEDULER_MODEL_RETRIES="0",
        COLUMNS="100",
    )
    seen = run_in_a_terminal(
        env, ["chat", "--now", NOW, "--thread", "t"], "dinner with grandma friday at 6pm\n/quit\n"
    )
    assert "waiting for the chat model" in seen  # the spinner named the step while it waited
    assert SPINNER.search(seen) and ESCAPE.search(seen)
    words = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", seen)
    assert "The chat model did not answer in time, so I read your message without it." in words
    assert "Booked: dinner for Linda and Sarah, Fri Nov 27 6–7:30pm (1½ hours" in words
    piped = chat_piped(env, "dinner with grandma saturday at 6pm")  # the same, without a terminal
    assert "The chat model did not answer in time" in piped.stdout and not ESCAPE.search(piped.stdout)


def run_in_a_terminal(env: dict[str, str], args: list[str], typed: str) -> str:
    """Run the CLI on a pseudo-terminal, type `typed` once it has greeted, return the screen."""
    pid, fd = pty.fork()
    if pid == 0:  # the child: the CLI, its stdin and stdout a terminal
        os.execve(sys.executable, [sys.executable, "-m", "family_scheduler", *args], env)
    seen = b""
    deadline = time.monotonic() + 90
    sent = False
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([fd], [], [], 0.2)
            if ready:
                try:
                    chunk = os.read(fd, 4096)
                except OSError:
                    break
                if not chunk:
                    break
                seen += chunk
            if not sent and b"/quit to leave" in seen:
                os.write(fd, typed.encode())
                sent = True
    finally:
        try:
            os.kill(pid, 9)
        except ProcessLookupError:
            pass
        os.waitpid(pid, 0)
        os.close(fd)
    return seen.decode(errors="replace")


def a_terminal() -> tuple[Screen, io.StringIO]:
    out = io.StringIO()
    console = Console(file=out, force_terminal=True, color_system="truecolor", width=100)
    return Screen(demo_family()[0], console=console), out


def cancel_one_piano_lesson() -> Question:
    return Question(
        kind="confirm",
        question="Cancel piano lesson on Mon Dec 7 5–6pm (this occurrence only). Shall I go ahead?",
        summary="Cancel piano lesson on Mon Dec 7 5–6pm (this occurrence only)",
        proposal_id="p1",
        action="cancel",
        event=EventView(
            title="piano lesson",
            start="2026-12-07T17:00:00-05:00",
            end="2026-12-07T18:00:00-05:00",
            when="Mon Dec 7 5–6pm",
            participants=["Emma"],
            resources=["Sedan"],
            recurrence="FREQ=WEEKLY;BYDAY=MO",
            repeats="every Monday at 17:00",
            kind="event",
            all_day=False,
            location=None,
            timezone="America/New_York",
            shown_as="busy",
        ),
        conflicts=[],
        options=[],
    )


def test_on_a_terminal_a_proposal_is_a_table_with_each_member_in_colour():
    screen, out = a_terminal()
    screen.turn("", cancel_one_piano_lesson())
    shown = out.getvalue()
    plain = ESCAPE.sub("", re.sub(r"\x1b\[[0-9;]*m", "", shown))
    assert re.search(r"Cancel\s+piano lesson", plain)
    assert re.search(r"When\s+Mon Dec 7 5–6pm", plain) and "Repeats  every Monday" in plain
    assert "Shall I go ahead?" in plain
    emma, jake = screen.colours["Emma"], screen.colours["Jake"]
    assert emma != jake
    screen.say("Emma and Jake have swim class.")
    assert shown != out.getvalue() and out.getvalue().count("\x1b[") > shown.count("\x1b[")


def test_the_spinner_names_the_step_that_started_last_and_how_long_it_waits():
    working = Working()
    working.started({"something": "else"})  # not a progress event: ignored
    working.started(progress("parsing"))
    assert str(working) == "reading your message" and working.steps == ["parsing"]
    working.started(progress("parsing.model"))
    working.since -= 12
    assert working.__rich__().plain == "waiting for the chat model… (12 s)"


def test_the_models_failures_are_said_in_plain_words():
    timeout = {"step": "parsing.model", "type": "OpenAITimeoutError", "message": "x", "retryable": True}
    assert model_failure_words(timeout) == (
        "The chat model did not answer in time, so I read your message without it."
    )
    odd = {"step": "parsing.model", "type": "KeyError", "message": "x", "retryable": False}
    assert model_failure_words(odd) == "The chat model failed (KeyError), so I read your message without it."


def test_on_a_terminal_a_week_is_one_table_a_section_per_day():
    family, events = demo_family()
    tz = zone(family.timezone)
    days = agenda(
        InMemoryCalendar(family, events), datetime(2026, 11, 23, tzinfo=tz), datetime(2026, 11, 25, tzinfo=tz)
    )
    screen, out = a_terminal()
    screen.agenda(days)
    plain = re.sub(r"\x1b\[[0-9;]*m", "", out.getvalue())
    assert re.search(r"Monday Nov 23\s+│\s+6:30–7:30am\s+│\s+gym \(Mike\)", plain)
    assert re.search(r"│\s+│\s+5–6pm\s+│\s+piano lesson \(Emma\) \[Sedan\]", plain)
    assert re.search(r"Tuesday Nov 24\s+│\s+4–5:30pm\s+│\s+soccer practice", plain)
    assert plain.count("Monday Nov 23") == 1  # the day once, its events below it

"""A family at a terminal waits for nothing it did not ask for.

`--help` loads neither the models nor LangGraph, and listing the week loads the
calendar but not LangGraph (most of a second of start-up): each sub-command imports
what it needs when it runs. The figures are in bench/bench_startup.py.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

HEAVY = ("pydantic", "langgraph", "langchain_core", "dateutil")


def loaded_after(code: str, env: dict[str, str] | None = None) -> dict[str, bool]:
    probe = f"{code}\nimport json, sys\nprint(json.dumps({{m: m in sys.modules for m in {HEAVY!r}}}))"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_asking_for_help_loads_nothing_heavy():
    code = "from family_scheduler.cli import build_parser\nbuild_parser().format_help()"
    assert not any(loaded_after(code).values())


def test_listing_the_week_reads_the_calendar_without_langgraph(tmp_path):
    env = {**os.environ, "FAMILY_SCHEDULER_DB": str(tmp_path / "family.sqlite")}
    code = (
        "import contextlib, io\n"
        "from family_scheduler.cli import main\n"
        "assert main(['init']) == 0\n"
        "out = io.StringIO()\n"
        "with contextlib.redirect_stdout(out):\n"
        "    assert main(['events', '--now', '2026-11-23T09:00:00-05:00']) == 0\n"
        "assert 'piano lesson' in out.getvalue(), out.getvalue()"
    )
    loaded = loaded_after(code, env)
    assert loaded["pydantic"] and not loaded["langgraph"]

"""The code stays lint-clean, formatted and typed (ruff and mypy on src/ and subgraphs/)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TARGETS = ["src", "subgraphs"]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=300
    )


def test_ruff_finds_nothing():
    done = run("ruff", "check", *TARGETS)
    assert done.returncode == 0, done.stdout + done.stderr


def test_code_is_formatted():
    done = run("ruff", "format", "--check", *TARGETS)
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_is_clean():
    done = run("mypy", *TARGETS)
    assert done.returncode == 0, done.stdout + done.stderr

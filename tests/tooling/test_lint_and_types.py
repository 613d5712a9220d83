"""The whole tree stays lint-clean, formatted and typed, and the package is honest to tools.

ruff and ruff format cover every folder (src, subgraphs, tests, bench); mypy checks the
files named in pyproject.toml with the project's own package resolved, never `Any`.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=cwd, capture_output=True, text=True, timeout=300)


def test_ruff_finds_nothing_anywhere_in_the_tree() -> None:
    done = run("ruff", "check", ".")
    assert done.returncode == 0, done.stdout + done.stderr


def test_every_file_is_formatted() -> None:
    done = run("ruff", "format", "--check", ".")
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_is_clean_on_src_subgraphs_tests_and_bench() -> None:
    done = run("mypy")
    assert done.returncode == 0, done.stdout + done.stderr


def test_an_embedding_developer_sees_real_types_for_a_subgraph(tmp_path: Path) -> None:
    """Outside the repo, after the editable install, a subgraph's graph is typed, not Any."""
    probe = tmp_path / "probe.py"
    probe.write_text(
        "import family_scheduler.subgraphs.conflicts as conflicts\nreveal_type(conflicts.graph)\n"
    )
    done = run("mypy", "--no-incremental", "--follow-imports=silent", str(probe), cwd=tmp_path)
    out = done.stdout + done.stderr
    assert "import-not-found" not in out, out
    assert "CompiledStateGraph" in out, out
    assert 'Revealed type is "Any"' not in out, out

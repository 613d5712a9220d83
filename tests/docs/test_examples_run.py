"""The Python examples in README.md and docs/usage.md run as written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from family_scheduler.calendar import SqliteCalendar
from family_scheduler.family_file import demo_family

ROOT = Path(__file__).resolve().parents[2]


def python_blocks(path: Path) -> list[str]:
    return re.findall(r"```python\n(.*?)```", path.read_text(encoding="utf-8"), flags=re.S)


@pytest.fixture
def family_db(tmp_path, monkeypatch):
    """A calendar file called family.sqlite in the working folder, as the examples expect."""
    monkeypatch.chdir(tmp_path)
    family, events = demo_family()
    SqliteCalendar(tmp_path / "family.sqlite", family.id, family).commit("init", events)
    return tmp_path


@pytest.mark.parametrize("doc", ["README.md", "docs/usage.md"])
def test_every_python_example_runs(doc, family_db, capsys):
    blocks = python_blocks(ROOT / doc)
    assert blocks, f"{doc} has no Python example"
    namespace: dict[str, object] = {}
    for block in blocks:
        if "calendar=calendar" in block and "calendar" not in namespace:
            family, events = demo_family()
            from family_scheduler import InMemoryCalendar

            namespace.update(family=family, calendar=InMemoryCalendar(family, events))
        exec(compile(block, f"{doc} example", "exec"), namespace)
    assert capsys.readouterr().out.strip()

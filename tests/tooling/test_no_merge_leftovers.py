"""No file of the project holds a merge's conflict markers.

Python would refuse to import such a module, but a document or a data file would ship
with both sides and the markers in it, and the docs check reads only the tables it writes.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CHECKED = ("src", "subgraphs", "tests", "docs", "bench", ".ci")
SUFFIXES = {".py", ".md", ".json", ".toml", ".txt", ".ics", ".yaml", ".yml", ""}
MARKER = re.compile(r"^(?:<{7}|>{7})(?: |$)|^={7}$", re.MULTILINE)


def _files() -> list[Path]:
    found = [ROOT / "README.md", ROOT / "pyproject.toml", ROOT / "langgraph.json"]
    for top in CHECKED:
        found += [p for p in (ROOT / top).rglob("*") if p.is_file() and p.suffix in SUFFIXES]
    return [p for p in found if p.exists() and "__pycache__" not in p.parts]


def test_no_file_holds_conflict_markers():
    left = [
        f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, match.start()) + 1}"
        for path in _files()
        if (text := path.read_text(encoding="utf-8", errors="replace"))
        for match in MARKER.finditer(text)
    ]
    assert left == [], f"conflict markers left by a merge: {left}"

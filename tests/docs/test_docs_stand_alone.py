"""A clone's docs stand alone: every link resolves inside the clone, no maintainer's paths,
and the family file shown in usage.md is one the program accepts."""

from __future__ import annotations

import json
import re
from pathlib import Path

from family_scheduler.family_file import read_family_data

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
OUTSIDE = re.compile(r"(?:^|[\s`(\[])(?:\.\./)*shared/(?:eval|spec)|/work/|/home/|<eval>|\.\./\.\./")


def test_no_doc_points_outside_the_clone():
    found = [
        f"{doc.relative_to(ROOT)}:{n}: {line.strip()}"
        for doc in DOCS
        for n, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1)
        if OUTSIDE.search(line)
    ]
    assert found == []


def test_every_relative_link_names_a_file_of_the_clone():
    broken = []
    for doc in DOCS:
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", doc.read_text(encoding="utf-8")):
            if "://" in target:
                continue
            if not (doc.parent / target).resolve().exists():
                broken.append(f"{doc.relative_to(ROOT)} → {target}")
    assert broken == []


def test_the_family_file_in_usage_md_is_accepted():
    text = (ROOT / "docs" / "usage.md").read_text(encoding="utf-8")
    [example] = [b for b in re.findall(r"```json\n(.*?)```", text, flags=re.S) if '"members"' in b]
    checked = read_family_data(json.loads(example), "usage.md")
    assert checked.family.clock_style == "12h" and [e.id for e in checked.events] == ["soccer"]

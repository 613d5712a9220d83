"""What the package declares is what it uses: zone data everywhere, no private dateutil reads."""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RRULE_PRIVATES = {
    "_byweekday",
    "_bynweekday",
    "_bymonthday",
    "_bynmonthday",
    "_bymonth",
    "_byyearday",
    "_byweekno",
    "_bysetpos",
    "_byeaster",
    "_byhour",
    "_byminute",
    "_bysecond",
    "_dtstart",
    "_until",
    "_count",
    "_freq",
    "_interval",
    "_wkst",
    "_tzinfo",
    "_timeset",
    "_rrule",
    "_exdate",
    "_rdate",
    "_exrule",
}
"""dateutil.rrule's private attributes: a new dateutil may rename any of them."""


def declared() -> list[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return [d.split(">")[0].split("<")[0].split("=")[0].strip() for d in project["dependencies"]]


def test_zone_data_and_the_terminal_library_are_declared():
    # zoneinfo needs tzdata where the OS has no zone database (Windows, slim containers).
    assert {"tzdata", "rich", "python-dateutil", "langchain-core"} <= set(declared())


def test_the_langchain_core_pin_says_why_in_the_readme():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "langchain-core" in readme and "<1.8" in readme and "certifi" in readme


def test_no_code_reads_dateutils_private_attributes():
    offenders = []
    for folder in ("src", "subgraphs", "bench"):
        for path in (ROOT / folder).rglob("*.py"):
            if "family_scheduler/subgraphs" in path.as_posix():
                continue  # the link to subgraphs/, read once
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.Attribute) and node.attr in RRULE_PRIVATES:
                    base = node.value
                    if not (isinstance(base, ast.Name) and base.id in ("self", "cls")):
                        offenders.append(f"{path.relative_to(ROOT)}:{node.lineno} .{node.attr}")
    assert offenders == []


def test_the_set_up_lines_need_python_311_or_newer_not_python311_itself():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    setup = readme.split("```bash\n", 1)[1].split("```", 1)[0].splitlines()
    assert len(setup) == 2 and all(line.startswith("python3 -m venv .venv") for line in setup)
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["requires-python"] == ">=3.11"

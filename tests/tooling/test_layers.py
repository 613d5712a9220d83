"""The layers import only downwards: foundation ← domain ← subgraphs ← main graph ← edges.

A subgraph package reads the family's calendar through the foundation and the domain
layer only: never another subgraph, never the main graph, never an edge (CLI, API,
Studio). The domain layer imports neither subgraphs nor the main graph, and the
foundation imports nothing above it. Every import counts: at the top of a module, in a
function, under TYPE_CHECKING, relative or absolute.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "src" / "family_scheduler"
SUBGRAPHS = ROOT / "subgraphs"

FOUNDATION = {
    "family_scheduler.models",
    "family_scheduler.calendar",
    "family_scheduler.context",
    "family_scheduler.timeutil",
    "family_scheduler.recurrence",
    "family_scheduler.recurrence_rules",
    "family_scheduler.problems",
    "family_scheduler.family_sync",
    "family_scheduler.intervals",
    "family_scheduler.constraints",
    "family_scheduler.wording",
    "family_scheduler.output",
    "family_scheduler.family_file",
    "family_scheduler.model_config",
    "family_scheduler.rephrase",
    "family_scheduler.named_days",
    "family_scheduler.bare_hours",
    "family_scheduler.repeat_words",
    "family_scheduler.progress",
    "family_scheduler.days",
    "family_scheduler.settings",
    "family_scheduler.handoff",
}
DOMAIN = "family_scheduler.domain"


def module_name(path: Path) -> str:
    """The dotted name a file is imported under (subgraphs/ is family_scheduler.subgraphs)."""
    if path.is_relative_to(SUBGRAPHS):
        parts = ["family_scheduler", "subgraphs", *path.relative_to(SUBGRAPHS).with_suffix("").parts]
    else:
        parts = ["family_scheduler", *path.relative_to(PACKAGE).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path) -> Iterator[tuple[int, str]]:
    """(line, absolute module) of every import in the file, names of `from x import y` included."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            yield node.lineno, base
            for alias in node.names:
                yield node.lineno, f"{base}.{alias.name}"


def ours(module: str) -> bool:
    return module == "family_scheduler" or module.startswith("family_scheduler.")


def within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def in_foundation(module: str) -> bool:
    return any(within(module, f) for f in FOUNDATION)


def offences(files: list[Path], allowed: Callable[[Path, str], bool]) -> list[str]:
    found = []
    for path in files:
        for line, module in imports_of(path):
            if module == "family_scheduler.subgraphs" and path.is_relative_to(SUBGRAPHS):
                continue  # `from family_scheduler.subgraphs.x import y` names its parent first
            if ours(module) and module != "family_scheduler" and not allowed(path, module):
                found.append(f"{path.relative_to(ROOT)}:{line} imports {module}")
    return sorted(set(found))


def own_subgraph(path: Path) -> str:
    return "family_scheduler.subgraphs." + path.relative_to(SUBGRAPHS).parts[0]


def test_a_subgraph_imports_only_the_foundation_the_domain_and_itself() -> None:
    files = sorted(SUBGRAPHS.rglob("*.py"))
    assert len(files) > 30, "the walk found no subgraph code"
    bad = offences(
        files,
        lambda path, module: (
            in_foundation(module)
            or within(module, DOMAIN)
            or within(module, own_subgraph(path))
            or (path.parent == SUBGRAPHS and module == "family_scheduler.subgraphs")
        ),
    )
    assert bad == [], "a subgraph reaches past the domain layer:\n" + "\n".join(bad)


def test_the_domain_layer_imports_neither_subgraphs_nor_the_main_graph() -> None:
    files = sorted((PACKAGE / "domain").rglob("*.py"))
    assert len(files) > 10, "the walk found no domain code"
    bad = offences(files, lambda path, module: in_foundation(module) or within(module, DOMAIN))
    assert bad == [], "the domain layer reaches upwards:\n" + "\n".join(bad)


def test_the_foundation_imports_nothing_above_it() -> None:
    files = [
        p
        for f in FOUNDATION
        for p in [PACKAGE / (f.split(".", 1)[1] + ".py"), *(PACKAGE / f.split(".", 1)[1]).rglob("*.py")]
        if p.exists()
    ]
    assert len(files) > 12
    bad = offences(files, lambda path, module: in_foundation(module))
    assert bad == [], "the foundation reaches upwards:\n" + "\n".join(bad)


def test_the_walk_sees_what_it_must_refuse() -> None:
    """The checker itself: relative, absolute and nested imports are all resolved."""
    sample = SUBGRAPHS / "query" / "nodes.py"
    modules = {m for _, m in imports_of(sample)}
    assert "family_scheduler.subgraphs.query.answer" in modules  # `from .answer import ...`
    assert "family_scheduler.context" in modules
    assert not within("family_scheduler.subgraphs.queryx", "family_scheduler.subgraphs.query")
    assert module_name(SUBGRAPHS / "query" / "__init__.py") == "family_scheduler.subgraphs.query"

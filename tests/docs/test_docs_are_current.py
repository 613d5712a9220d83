"""The architecture diagrams and state tables in docs/ match the code."""

from __future__ import annotations

from pathlib import Path

from family_scheduler import docgen

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_architecture_and_state_docs_are_regenerated_from_the_code():
    for path, text in docgen.generated(DOCS).items():
        assert path.read_text(encoding="utf-8") == text, (
            f"{path.name} is stale: run `python -m family_scheduler.docgen`"
        )


def test_the_main_graph_diagram_expands_all_six_subgraphs():
    text = (DOCS / "architecture.md").read_text(encoding="utf-8")
    for wrapper in ("parsing", "scheduling", "resources", "conflicts", "resolution", "query"):
        assert f"{wrapper}\\3a" in text or f"{wrapper}:" in text or f"subgraph {wrapper}" in text


def test_readme_and_ci_agree_on_the_commands():
    readme = (DOCS.parent / "README.md").read_text(encoding="utf-8")
    block = readme.split("```bash\n", 1)[1].split("```", 1)[0].strip().splitlines()
    assert len(block) == 2
    assert "pytest" in block[1] and "family-scheduler" in block[0]
    assert "README.md" in (DOCS.parent / ".ci" / "run").read_text(encoding="utf-8")

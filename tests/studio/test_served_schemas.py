"""Every served graph describes itself to Studio: input, output and the per-run settings.

Studio draws a form from each graph's JSON schemas. The runtime context's fields (a
calendar store, a clock, a chat model) cannot be described in JSON, so the served
graphs take `StudioContext` (family_id, now, speaker, always_confirm) and build the real one.
No server is needed: the schemas come from the compiled graphs.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from family_scheduler import studio
from family_scheduler.cli import build_parser
from family_scheduler.cli.common import db_path

SERVED = ["main_graph", "parsing", "scheduling", "resources", "conflicts", "resolution", "query"]


@pytest.mark.parametrize("name", SERVED)
def test_a_served_graph_has_schemas_studio_can_draw(name: str) -> None:
    graph = getattr(studio, name)
    assert graph.get_input_jsonschema()["properties"]
    assert "result" in json.dumps(graph.get_output_jsonschema()) or name == "main_graph"
    assert sorted(graph.get_context_jsonschema()["properties"]) == [
        "always_confirm",
        "family_id",
        "now",
        "speaker",
    ]


def test_the_main_graphs_state_names_its_typed_fields() -> None:
    schema = json.dumps(studio.main_graph.get_output_jsonschema())
    for literal in ('"create"', '"awaiting_user"', '"confirm"'):
        assert literal in schema  # intent, workflow status, the answer's question: Literals


def test_studio_and_the_cli_use_one_calendar_by_default(tmp_path, monkeypatch):
    monkeypatch.delenv("FAMILY_SCHEDULER_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    served = studio.configured_calendar()
    cli_file = db_path(build_parser().parse_args(["events"]))
    assert Path(served.path) == cli_file == tmp_path / "data" / "family-scheduler" / "family.sqlite"
    assert served.family().name == "The Parkers"  # created with the demo family on first use


def test_usage_md_explains_every_field_of_the_studio_context_and_langgraph_json():
    usage = (Path(__file__).resolve().parents[2] / "docs" / "usage.md").read_text(encoding="utf-8")
    section = usage.split("**The context schema.**", 1)[1]
    documented = {row.split("`")[1] for row in section.splitlines() if row.startswith("| `")}
    assert documented == set(studio.StudioContext.model_fields)
    config = json.loads((Path(__file__).resolve().parents[2] / "langgraph.json").read_text(encoding="utf-8"))
    for key in config:
        assert f"`{key}`" in usage or f'"{key}"' in usage


def test_serve_runs_the_graphs_langgraph_json_names():
    config = json.loads((Path(__file__).resolve().parents[2] / "langgraph.json").read_text(encoding="utf-8"))
    assert config["graphs"] == studio.SERVED_GRAPHS


def test_a_run_names_its_family_and_gets_that_familys_calendar(tmp_path, monkeypatch):
    from family_scheduler.app import FamilyScheduler
    from family_scheduler.family_file import demo_family

    path = tmp_path / "two.sqlite"
    FamilyScheduler.create(path).close()
    family, _ = demo_family()
    FamilyScheduler.create(path, family.model_copy(update={"id": "rivera", "name": "The Riveras"})).close()
    monkeypatch.setenv("FAMILY_SCHEDULER_DB", str(path))
    monkeypatch.delenv("FAMILY_SCHEDULER_FAMILY", raising=False)
    riveras = studio.StudioContext(family_id="rivera").as_scheduler_context()
    parkers = studio.StudioContext(family_id="demo").as_scheduler_context()
    assert (riveras.get_family().name, parkers.get_family().name) == ("The Riveras", "The Parkers")
    assert studio.StudioContext(family_id="rivera").as_scheduler_context().calendar is riveras.calendar
    with pytest.raises(ValueError, match="no family 'smiths'"):
        studio.StudioContext(family_id="smiths").as_scheduler_context()

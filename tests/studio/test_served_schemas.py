"""Every served graph describes itself to Studio: input, output and the per-run settings.

Studio draws a form from each graph's JSON schemas. The runtime context's fields (a
calendar store, a clock, a chat model) cannot be described in JSON, so the served
graphs take `StudioContext` (now, speaker, always_confirm) and build the real one.
No server is needed: the schemas come from the compiled graphs.
"""

from __future__ import annotations

import json

import pytest

from family_scheduler import studio

SERVED = ["main_graph", "parsing", "scheduling", "resources", "conflicts", "resolution", "query"]


@pytest.mark.parametrize("name", SERVED)
def test_a_served_graph_has_schemas_studio_can_draw(name: str) -> None:
    graph = getattr(studio, name)
    assert graph.get_input_jsonschema()["properties"]
    assert "result" in json.dumps(graph.get_output_jsonschema()) or name == "main_graph"
    assert sorted(graph.get_context_jsonschema()["properties"]) == ["always_confirm", "now", "speaker"]


def test_the_main_graphs_state_names_its_typed_fields() -> None:
    schema = json.dumps(studio.main_graph.get_output_jsonschema())
    for literal in ('"create"', '"awaiting_user"', '"confirm"'):
        assert literal in schema  # intent, workflow status, the answer's question: Literals

"""Studio, the xray drawing and the progress stream say the six subgraphs' names.

The main graph's wrapper nodes are named after the subgraphs they run, and every
inner node has a name of its own: in the drawing, no two nodes share a name once the
`subgraph:` prefix is dropped.
"""

from __future__ import annotations

from collections import Counter

from family_scheduler.app import FamilyScheduler
from family_scheduler.graph.main import build_main_graph

SIX = {"parsing", "scheduling", "resources", "conflicts", "resolution", "query"}


def test_the_drawing_shows_the_six_subgraphs_by_name() -> None:
    drawn = build_main_graph().get_graph(xray=True)
    prefixes = {node.split(":", 1)[0] for node in drawn.nodes if ":" in node}
    assert prefixes == SIX


def test_no_two_nodes_share_a_name_in_the_drawing() -> None:
    drawn = build_main_graph().get_graph(xray=True)
    names = Counter(node.split(":")[-1] for node in drawn.nodes if not node.split(":")[-1].startswith("__"))
    assert [name for name, count in names.items() if count > 1] == []
    assert {"parsing", "scheduling", "query"} & set(names) == set()  # wrappers are drawn as their insides


def test_the_progress_stream_names_the_subgraphs_that_ran(calendar, now) -> None:
    app = FamilyScheduler(calendar, clock=lambda: now)
    spaces = {
        p["ns"][0].split(":", 1)[0] for p in app.stream("tutoring for Emma monday at 5:30pm") if p["ns"]
    }
    assert spaces == {"parsing", "scheduling", "conflicts", "resolution"}
    spaces = {
        p["ns"][0].split(":", 1)[0]
        for p in app.stream("is the van free friday evening?", thread_id="q")
        if p["ns"]
    }
    assert spaces == {"parsing", "query"}

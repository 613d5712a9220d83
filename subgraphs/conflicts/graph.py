"""The conflicts subgraph: read the input → detect (a proposal) or scan (a span) → reply."""

from __future__ import annotations

from typing import Literal

from langgraph.graph import END, START, StateGraph

from family_scheduler.context import SchedulerContext

from .nodes import find_conflicts, read_input, reply, scan_span
from .state import ConflictsInput, ConflictsOutput, ConflictsState


def _route(state: ConflictsState) -> Literal["find_conflicts", "scan_span", "reply"]:
    mode = state.get("mode")
    if mode == "detect":
        return "find_conflicts"
    if mode == "scan":
        return "scan_span"
    return "reply"


graph = (
    StateGraph(
        ConflictsState,
        context_schema=SchedulerContext,
        input_schema=ConflictsInput,
        output_schema=ConflictsOutput,
    )
    .add_node("read_input", read_input)
    .add_node("find_conflicts", find_conflicts)
    .add_node("scan_span", scan_span)
    .add_node("reply", reply)
    .add_edge(START, "read_input")
    .add_conditional_edges("read_input", _route, ["find_conflicts", "scan_span", "reply"])
    .add_edge("find_conflicts", "reply")
    .add_edge("scan_span", "reply")
    .add_edge("reply", END)
    .compile(name="conflicts")
)

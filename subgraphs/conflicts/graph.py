"""The conflicts subgraph: read the input → detect (a proposal) or scan (a span) → report."""

from __future__ import annotations

from typing import Literal

from langgraph.graph import END, START, StateGraph

from family_scheduler.context import SchedulerContext

from .nodes import find_conflicts, read_conflict_input, report_conflicts, scan_span
from .state import ConflictsInput, ConflictsOutput, ConflictsState


def _route(state: ConflictsState) -> Literal["find_conflicts", "scan_span", "report_conflicts"]:
    mode = state.get("mode")
    if mode == "detect":
        return "find_conflicts"
    if mode == "scan":
        return "scan_span"
    return "report_conflicts"


graph = (
    StateGraph(
        ConflictsState,
        context_schema=SchedulerContext,
        input_schema=ConflictsInput,
        output_schema=ConflictsOutput,
    )
    .add_node("read_conflict_input", read_conflict_input)
    .add_node("find_conflicts", find_conflicts)
    .add_node("scan_span", scan_span)
    .add_node("report_conflicts", report_conflicts)
    .add_edge(START, "read_conflict_input")
    .add_conditional_edges("read_conflict_input", _route, ["find_conflicts", "scan_span", "report_conflicts"])
    .add_edge("find_conflicts", "report_conflicts")
    .add_edge("scan_span", "report_conflicts")
    .add_edge("report_conflicts", END)
    .compile(name="conflicts")
)

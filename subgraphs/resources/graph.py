"""The resources subgraph: read the request → check every occurrence → report."""

from __future__ import annotations

from typing import Literal

from langgraph.graph import END, START, StateGraph

from family_scheduler.context import SchedulerContext

from .nodes import check_availability, read_resource_request, report_resources
from .state import ResourcesInput, ResourcesOutput, ResourcesState


def _next(state: ResourcesState) -> Literal["check_availability", "report_resources"]:
    """Unreadable times leave nothing to check: answer with what is wrong."""
    span = state.get("span") or {}
    return "check_availability" if "start" in span and "end" in span else "report_resources"


graph = (
    StateGraph(
        ResourcesState,
        context_schema=SchedulerContext,
        input_schema=ResourcesInput,
        output_schema=ResourcesOutput,
    )
    .add_node("read_resource_request", read_resource_request)
    .add_node("check_availability", check_availability)
    .add_node("report_resources", report_resources)
    .add_edge(START, "read_resource_request")
    .add_conditional_edges("read_resource_request", _next, ["check_availability", "report_resources"])
    .add_edge("check_availability", "report_resources")
    .add_edge("report_resources", END)
    .compile(name="resources")
)

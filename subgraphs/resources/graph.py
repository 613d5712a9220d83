"""The resources subgraph: read the request → check every occurrence → reply."""

from __future__ import annotations

from typing import Literal

from langgraph.graph import END, START, StateGraph

from family_scheduler.context import SchedulerContext

from .nodes import check_availability, read_request, reply
from .state import ResourcesInput, ResourcesOutput, ResourcesState


def _next(state: ResourcesState) -> Literal["check_availability", "reply"]:
    """Unreadable times leave nothing to check: answer with what is wrong."""
    span = state.get("span") or {}
    return "check_availability" if "start" in span and "end" in span else "reply"


graph = (
    StateGraph(
        ResourcesState,
        context_schema=SchedulerContext,
        input_schema=ResourcesInput,
        output_schema=ResourcesOutput,
    )
    .add_node("read_request", read_request)
    .add_node("check_availability", check_availability)
    .add_node("reply", reply)
    .add_edge(START, "read_request")
    .add_conditional_edges("read_request", _next, ["check_availability", "reply"])
    .add_edge("check_availability", "reply")
    .add_edge("reply", END)
    .compile(name="resources")
)

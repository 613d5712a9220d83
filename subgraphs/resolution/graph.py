"""The resolution subgraph: generate → verify → rank → reply."""

from __future__ import annotations

from langgraph.graph import END, START, StateGraph

from family_scheduler.context import SchedulerContext

from .nodes import generate, rank, reply, verify
from .state import ResolutionInput, ResolutionOutput, ResolutionState

builder = StateGraph(
    ResolutionState,
    context_schema=SchedulerContext,
    input_schema=ResolutionInput,
    output_schema=ResolutionOutput,
)
builder.add_node("generate", generate)
builder.add_node("verify", verify)
builder.add_node("rank", rank)
builder.add_node("reply", reply)
builder.add_edge(START, "generate")
builder.add_edge("generate", "verify")
builder.add_edge("verify", "rank")
builder.add_edge("rank", "reply")
builder.add_edge("reply", END)

graph = builder.compile(name="resolution")

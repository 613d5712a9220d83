"""The resolution subgraph: draft_options → verify_drafts → rank_options → present_options."""

from __future__ import annotations

from langgraph.graph import END, START, StateGraph

from family_scheduler.context import SchedulerContext

from .nodes import draft_options, present_options, rank_options, verify_drafts
from .state import ResolutionInput, ResolutionOutput, ResolutionState

builder = StateGraph(
    ResolutionState,
    context_schema=SchedulerContext,
    input_schema=ResolutionInput,
    output_schema=ResolutionOutput,
)
builder.add_node("draft_options", draft_options)
builder.add_node("verify_drafts", verify_drafts)
builder.add_node("rank_options", rank_options)
builder.add_node("present_options", present_options)
builder.add_edge(START, "draft_options")
builder.add_edge("draft_options", "verify_drafts")
builder.add_edge("verify_drafts", "rank_options")
builder.add_edge("rank_options", "present_options")
builder.add_edge("present_options", END)

graph = builder.compile(name="resolution")

"""The scheduling subgraph: check the request → find slots → explain.

Imports are absolute so LangGraph Studio can load this file by path
(`./subgraphs/scheduling/graph.py:graph`).
"""

from __future__ import annotations

from langgraph.graph import END, START, StateGraph

from family_scheduler.context import SchedulerContext
from family_scheduler.subgraphs.scheduling.nodes import (
    explain_slots,
    find_slots,
    has_problems,
    read_slot_request,
)
from family_scheduler.subgraphs.scheduling.state import (
    SchedulingInput,
    SchedulingOutput,
    SchedulingState,
)

builder = StateGraph(
    SchedulingState,
    context_schema=SchedulerContext,
    input_schema=SchedulingInput,
    output_schema=SchedulingOutput,
)
builder.add_node("read_slot_request", read_slot_request)
builder.add_node("find_slots", find_slots)
builder.add_node("explain_slots", explain_slots)
builder.add_edge(START, "read_slot_request")
builder.add_conditional_edges("read_slot_request", has_problems, ["find_slots", "explain_slots"])
builder.add_edge("find_slots", "explain_slots")
builder.add_edge("explain_slots", END)

graph = builder.compile(name="scheduling")

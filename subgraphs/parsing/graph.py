"""The parsing subgraph: understand -> assess -> [ask_model -> reconcile] -> reply, runnable alone.

The bracketed steps run only when the runtime context carries a chat model.

graph.invoke({"text": "soccer for Emma Saturday at 2pm"},
             context=SchedulerContext(family=fam, now="2026-11-23T09:00:00-05:00"))
"""

from __future__ import annotations

from langgraph.graph import END, START, StateGraph

from family_scheduler.context import SchedulerContext

from .nodes import (
    after_reply,
    ask_chat_model,
    assess_request,
    model_or_reply,
    read_reply,
    reconcile_readings,
    reply,
    understand,
    words_or_answer,
)
from .state import ParsingInput, ParsingOutput, ParsingState

builder = StateGraph(
    ParsingState,
    context_schema=SchedulerContext,
    input_schema=ParsingInput,
    output_schema=ParsingOutput,
)
builder.add_node("understand", understand)
builder.add_node("read_reply", read_reply)
builder.add_node("assess", assess_request)
builder.add_node("ask_model", ask_chat_model)
builder.add_node("reconcile", reconcile_readings)
builder.add_node("reply", reply)
builder.add_conditional_edges(START, words_or_answer, ["understand", "read_reply"])
builder.add_conditional_edges("read_reply", after_reply, ["assess", "reply"])
builder.add_edge("understand", "assess")
builder.add_conditional_edges("assess", model_or_reply, ["ask_model", "reply"])
builder.add_edge("ask_model", "reconcile")
builder.add_edge("reconcile", "reply")
builder.add_edge("reply", END)

graph = builder.compile(name="parsing")

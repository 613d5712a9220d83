"""The parsing subgraph: read_words -> assess_request -> [ask_chat_model -> reconcile_readings]
-> summarise_request, or read_answer for an answer to a question; runnable alone.

The bracketed steps run only when the runtime context carries a chat model.

graph.invoke({"text": "soccer for Emma Saturday at 2pm"},
             context=SchedulerContext(family=fam, now="2026-11-23T09:00:00-05:00"))
"""

from __future__ import annotations

from langgraph.graph import END, START, StateGraph

from family_scheduler.context import SchedulerContext

from .nodes import (
    after_answer,
    ask_chat_model,
    assess_request,
    model_or_summary,
    read_answer,
    read_words,
    reconcile_readings,
    summarise_request,
    words_or_answer,
)
from .state import ParsingInput, ParsingOutput, ParsingState

builder = StateGraph(
    ParsingState,
    context_schema=SchedulerContext,
    input_schema=ParsingInput,
    output_schema=ParsingOutput,
)
builder.add_node("read_words", read_words)
builder.add_node("read_answer", read_answer)
builder.add_node("assess_request", assess_request)
builder.add_node("ask_chat_model", ask_chat_model)
builder.add_node("reconcile_readings", reconcile_readings)
builder.add_node("summarise_request", summarise_request)
builder.add_conditional_edges(START, words_or_answer, ["read_words", "read_answer"])
builder.add_conditional_edges("read_answer", after_answer, ["assess_request", "summarise_request"])
builder.add_edge("read_words", "assess_request")
builder.add_conditional_edges("assess_request", model_or_summary, ["ask_chat_model", "summarise_request"])
builder.add_edge("ask_chat_model", "reconcile_readings")
builder.add_edge("reconcile_readings", "summarise_request")
builder.add_edge("summarise_request", END)

graph = builder.compile(name="parsing")

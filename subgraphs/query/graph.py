"""The query subgraph: plan the question, answer it by type, word the reply.

In locate mode it finds the event a change or cancellation is about instead.
"""

from __future__ import annotations

from collections.abc import Hashable

from langgraph.graph import END, START, StateGraph

from family_scheduler.context import SchedulerContext

from .nodes import (
    add_up_time,
    check_clashes,
    check_resource_status,
    explain_problem,
    find_free_time,
    locate_event,
    look_up_events,
    plan_question,
    question_or_change,
    route_question,
    word_answer,
)
from .state import QueryInput, QueryOutput, QueryState

ANSWERERS: dict[Hashable, str] = {
    "availability": "find_free_time",
    "event_lookup": "look_up_events",
    "resource_status": "check_resource_status",
    "conflict_check": "check_clashes",
    "explain_problem": "explain_problem",
    "time_total": "add_up_time",
}

builder = StateGraph(
    QueryState, context_schema=SchedulerContext, input_schema=QueryInput, output_schema=QueryOutput
)
builder.add_node("plan_question", plan_question)
builder.add_node("locate_event", locate_event)
builder.add_node("find_free_time", find_free_time)
builder.add_node("look_up_events", look_up_events)
builder.add_node("check_resource_status", check_resource_status)
builder.add_node("check_clashes", check_clashes)
builder.add_node("explain_problem", explain_problem)
builder.add_node("add_up_time", add_up_time)
builder.add_node("word_answer", word_answer)
builder.add_conditional_edges(START, question_or_change, ["plan_question", "locate_event"])
builder.add_edge("locate_event", "word_answer")
builder.add_conditional_edges("plan_question", route_question, ANSWERERS)
for node in set(ANSWERERS.values()):
    builder.add_edge(node, "word_answer")
builder.add_edge("word_answer", END)

graph = builder.compile(name="query")

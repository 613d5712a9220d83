"""The main graph: thin routing over the six subgraphs, one writer at the end.

START → begin_turn → understand ─┬─ create ────────→ find_time → draft ──────┐
                                 ├─ modify, cancel → answer (locate) → draft_change
                                 ├─ query ─────────→ answer → finish          │
                                 └─ unclear ───────→ clarify → finish         │
  [ask_scope] → [check_resources] → check_conflicts → validate ←──────────────┘
validate ─┬─ blocking → resolve → attach_options → confirm
          └─ clear → confirm (a stated, clear, sure booking is written without asking)
confirm, ask_scope (interrupt) → understand reads the answer → take_answer:
  yes → commit → finish          option N → choose_option → check_conflicts
  scope → draft_change           new instruction → routed like a new request
  no → reject → finish           (commit re-checks; a new clash goes back to resolve)
"""

from __future__ import annotations

from typing import Any

from langgraph.graph import END, START, StateGraph

from ..context import SchedulerContext
from . import nodes, wrappers
from .state import MainInput, MainState


def build_main_graph(
    checkpointer: Any = None, context_schema: Any = SchedulerContext, **compile_kwargs: Any
) -> Any:
    """Compile the main graph; pass a checkpointer for conversations across turns.

    `context_schema` may be any class whose instances are SchedulerContexts or offer
    `as_scheduler_context()` (Studio's, which fills the calendar from configuration).
    """
    builder = StateGraph(MainState, context_schema=context_schema, input_schema=MainInput)
    builder.add_node("begin_turn", nodes.begin_turn)
    builder.add_node("understand", wrappers.understand)
    builder.add_node("take_answer", nodes.take_answer)
    builder.add_node("clarify", nodes.clarify)
    builder.add_node("answer", wrappers.answer)
    builder.add_node("find_time", wrappers.find_time)
    builder.add_node("draft", nodes.draft)
    builder.add_node("draft_change", nodes.draft_change)
    builder.add_node("ask_scope", nodes.ask_scope)
    builder.add_node("check_resources", wrappers.check_resources)
    builder.add_node("check_conflicts", wrappers.check_conflicts)
    builder.add_node("validate", nodes.validate)
    builder.add_node("resolve", wrappers.resolve)
    builder.add_node("attach_options", nodes.attach_options)
    builder.add_node("confirm", nodes.confirm)
    builder.add_node("choose_option", nodes.choose_option)
    builder.add_node("reject", nodes.reject)
    builder.add_node("commit", nodes.commit)
    builder.add_node("finish", nodes.finish)

    requests = ["clarify", "answer", "find_time", "finish"]
    drafts = ["ask_scope", "check_resources", "check_conflicts", "confirm", "finish"]
    builder.add_edge(START, "begin_turn")
    builder.add_edge("begin_turn", "understand")
    builder.add_conditional_edges("understand", nodes.route_understood, [*requests, "take_answer"])
    builder.add_conditional_edges(
        "take_answer",
        nodes.route_answer,
        [*requests, "commit", "reject", "choose_option", "confirm", "ask_scope", "draft_change"],
    )
    builder.add_edge("clarify", "finish")
    builder.add_conditional_edges("answer", nodes.after_query, ["draft_change", "finish"])
    builder.add_conditional_edges("find_time", _unless_failed("draft"), ["draft", "finish"])
    builder.add_conditional_edges("draft", nodes.route_after_draft, drafts)
    builder.add_conditional_edges("draft_change", nodes.route_after_draft, drafts)
    builder.add_edge("ask_scope", "understand")
    builder.add_conditional_edges(
        "check_resources", nodes.route_after_resources, ["check_conflicts", "finish"]
    )
    builder.add_conditional_edges("check_conflicts", _unless_failed("validate"), ["validate", "finish"])
    builder.add_conditional_edges("validate", nodes.route_after_validate, ["resolve", "confirm", "finish"])
    builder.add_conditional_edges("resolve", _unless_failed("attach_options"), ["attach_options", "finish"])
    builder.add_edge("attach_options", "confirm")
    builder.add_conditional_edges("confirm", nodes.after_confirm, ["commit", "understand"])
    builder.add_edge("choose_option", "check_conflicts")
    builder.add_edge("reject", "finish")
    builder.add_conditional_edges("commit", nodes.route_after_commit, ["resolve", "finish"])
    builder.add_edge("finish", END)
    return builder.compile(checkpointer=checkpointer, name="family_scheduler", **compile_kwargs)


def _unless_failed(next_node: str) -> Any:
    def route(state: MainState) -> str:
        return "finish" if state.get("workflow_status") == "failed" else next_node

    route.__name__ = f"to_{next_node}"
    return route

"""The main graph: thin routing over the six subgraphs, one writer at the end.

The six wrapper nodes are named after the subgraphs they run: parsing, scheduling,
resources, conflicts, resolution, query.

START → begin_turn → parsing ─┬─ create ─────────→ scheduling → draft_booking ─┐
                              ├─ modify, cancel ─→ query (locate) → draft_change
                              ├─ query ──────────→ query → finish              │
                              ├─ undo ───────────→ draft_undo (the thread's last change, put back)
                              ├─ "what did I just book?" → tell_just_written → finish
                              └─ unclear ────────→ clarify → finish            │
  [ask_scope] → [resources] → conflicts → validate ←───────────────────────────┘
validate ─┬─ blocking → resolution → attach_options → confirm
          └─ clear → confirm (a stated, clear, sure booking is written without asking)
confirm, ask_scope (interrupt) → parsing reads the answer → take_answer:
  yes → commit → finish          option N → choose_option → conflicts
  "book it anyway" → set_rule_aside → commit (a parent, rules only) or confirm again
  scope → draft_change           new instruction → routed like a new request
  a wish ("anything in the morning?") → resolution within it → attach_options → confirm
  no → reject → finish           (commit re-checks; a new clash goes back to resolution)
  a request of its own → the pending question is parked, the request is handled, then
  finish → unpark → the parked question is asked again ("Back to your earlier request")
several requests in one message ("... and piano for jake sunday at 4"): parsing reads the
  first, the rest wait in `queued`; once the first is settled (nothing asked), finish →
  take_next → parsing takes the next as if sent alone, each its own proposal and commit
"""

from __future__ import annotations

from typing import Any

from langgraph.graph import END, START, StateGraph

from ..context import SchedulerContext
from . import nodes, rule_aside, wrappers
from .state import MainInput, MainState, Routing


def build_main_graph(
    checkpointer: Any = None, context_schema: Any = SchedulerContext, **compile_kwargs: Any
) -> Any:
    """Compile the main graph; pass a checkpointer for conversations across turns.

    `context_schema` may be any class whose instances are SchedulerContexts or offer
    `as_scheduler_context()` (Studio's, which fills the calendar from configuration).
    """
    builder = StateGraph(MainState, context_schema=context_schema, input_schema=MainInput)
    builder.add_node("begin_turn", nodes.begin_turn)
    builder.add_node("parsing", wrappers.parsing)
    builder.add_node("take_answer", nodes.take_answer)
    builder.add_node("clarify", nodes.clarify)
    builder.add_node("query", wrappers.query)
    builder.add_node("scheduling", wrappers.scheduling)
    builder.add_node("draft_booking", nodes.draft_booking)
    builder.add_node("draft_change", nodes.draft_change)
    builder.add_node("draft_undo", nodes.draft_undo)
    builder.add_node("tell_just_written", nodes.tell_just_written)
    builder.add_node("ask_scope", nodes.ask_scope)
    builder.add_node("resources", wrappers.resources)
    builder.add_node("conflicts", wrappers.conflicts)
    builder.add_node("validate", nodes.validate)
    builder.add_node("resolution", wrappers.resolution)
    builder.add_node("attach_options", nodes.attach_options)
    builder.add_node("confirm", nodes.confirm)
    builder.add_node("choose_option", nodes.choose_option)
    builder.add_node("set_rule_aside", rule_aside.set_rule_aside)
    builder.add_node("reject", nodes.reject)
    builder.add_node("commit", nodes.commit)
    builder.add_node("finish", nodes.finish)
    builder.add_node("unpark", nodes.unpark)
    builder.add_node("take_next", nodes.take_next)
    builder.add_node("hold_back", nodes.hold_back)

    requests = ["clarify", "query", "tell_just_written", "scheduling", "finish"]
    drafts = ["ask_scope", "resources", "conflicts", "confirm", "finish"]
    builder.add_edge(START, "begin_turn")
    builder.add_edge("begin_turn", "parsing")
    builder.add_conditional_edges(
        "parsing", nodes.route_understood, [*requests, "take_answer", "draft_undo", "hold_back"]
    )
    builder.add_conditional_edges(
        "take_answer",
        nodes.route_answer,
        [
            *requests,
            "commit",
            "reject",
            "choose_option",
            "set_rule_aside",
            "confirm",
            "ask_scope",
            "draft_change",
            "resolution",
        ],
    )
    builder.add_edge("clarify", "finish")
    builder.add_edge("hold_back", "finish")
    builder.add_edge("tell_just_written", "finish")
    builder.add_conditional_edges("query", nodes.after_query, ["draft_change", "finish"])
    builder.add_conditional_edges("scheduling", _unless_failed("draft_booking"), ["draft_booking", "finish"])
    builder.add_conditional_edges("draft_booking", nodes.route_after_draft, drafts)
    builder.add_conditional_edges("draft_change", nodes.route_after_draft, drafts)
    builder.add_conditional_edges("draft_undo", nodes.route_after_draft, drafts)
    builder.add_edge("ask_scope", "parsing")
    builder.add_conditional_edges("resources", nodes.route_after_resources, ["conflicts", "finish"])
    builder.add_conditional_edges("conflicts", _unless_failed("validate"), ["validate", "finish"])
    builder.add_conditional_edges("validate", nodes.route_after_validate, ["resolution", "confirm", "finish"])
    builder.add_conditional_edges(
        "resolution", _unless_failed("attach_options"), ["attach_options", "finish"]
    )
    builder.add_edge("attach_options", "confirm")
    builder.add_conditional_edges("confirm", nodes.after_confirm, ["commit", "parsing"])
    builder.add_edge("choose_option", "conflicts")
    builder.add_conditional_edges("set_rule_aside", rule_aside.after_rule_aside, ["commit", "confirm"])
    builder.add_edge("reject", "finish")
    builder.add_conditional_edges("commit", nodes.route_after_commit, ["resolution", "finish"])
    builder.add_conditional_edges("finish", nodes.after_finish, ["take_next", "unpark", END])
    builder.add_edge("take_next", "parsing")
    builder.add_conditional_edges("unpark", nodes.route_unparked, ["confirm", "ask_scope", "clarify"])
    return builder.compile(checkpointer=checkpointer, name="family_scheduler", **compile_kwargs)


def _unless_failed(next_node: str) -> Any:
    def route(state: Routing) -> str:
        return "finish" if state.get("workflow_status") == "failed" else next_node

    route.__name__ = f"to_{next_node}"
    return route

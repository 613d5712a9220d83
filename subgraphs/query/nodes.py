"""Thin graph nodes: read the context, call the library, hand back JSON-safe state."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from family_scheduler.context import SchedulerContext, context_of
from family_scheduler.output import hybrid, say

from .answer import QueryAnswer, QueryPlan
from .answering import assess, availability_answer, conflict_answer, lookup_answer, resource_answer
from .planning import plan_query
from .reply import format_reply
from .state import QueryState

SUBGRAPH = "query"


def _plan(state: QueryState) -> QueryPlan:
    return QueryPlan.model_validate(state["plan"])


def _answered(answer: QueryAnswer) -> dict[str, Any]:
    return {"answer": answer.model_dump(mode="json")}


def plan_question(state: QueryState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Make the question concrete: span (or a stated default), people, resources, problems."""
    ctx = context_of(runtime)
    plan = plan_query(
        state.get("request") or {},
        ctx.get_family(),
        ctx.current_time(),
        ctx.tz(),
        speaker=ctx.current_speaker(),
    )
    return {"plan": plan.model_dump(mode="json")}


def route_question(state: QueryState) -> str:
    """The node for the plan's query type, or the one explaining what is wrong."""
    plan = _plan(state)
    return plan.query_type if plan.ok and plan.query_type else "explain_problem"


def find_free_time(state: QueryState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    ctx = context_of(runtime)
    return _answered(availability_answer(_plan(state), ctx.get_calendar(), ctx.tz(), ctx.current_time()))


def look_up_events(state: QueryState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    ctx = context_of(runtime)
    return _answered(lookup_answer(_plan(state), ctx.get_calendar(), ctx.tz()))


def check_resources(state: QueryState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    ctx = context_of(runtime)
    return _answered(resource_answer(_plan(state), ctx.get_calendar(), ctx.get_family(), ctx.tz()))


def check_clashes(state: QueryState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    ctx = context_of(runtime)
    return _answered(conflict_answer(_plan(state), ctx.get_calendar(), ctx.get_family(), ctx.tz()))


def explain_problem(state: QueryState) -> dict[str, Any]:
    plan = _plan(state)
    problems = plan.problems or ["I could not work out what span to look at."]
    return _answered(QueryAnswer(query_type=plan.query_type, plan=plan, problems=problems))


def reply(state: QueryState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Word the answer for the family and wrap it in the hybrid result."""
    ctx = context_of(runtime)
    answer = QueryAnswer.model_validate(state["answer"])
    text, explanation = format_reply(answer, ctx.get_family(), ctx.tz())
    confidence, reasoning = assess(answer)
    # `state["answer"]` is already the answer as JSON: no second dump of every occurrence.
    return {
        "messages": [say(SUBGRAPH, text)],
        "result": hybrid(state["answer"], explanation, confidence, reasoning, ctx.current_time()),
    }

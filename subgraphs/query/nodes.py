"""Thin graph nodes: read the context, call the library, hand back JSON-safe state."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from family_scheduler.context import SchedulerContext, context_of
from family_scheduler.domain.swaps import partner_request
from family_scheduler.domain.targets import EventTarget, find_target
from family_scheduler.models import ParsedRequest
from family_scheduler.output import hybrid, say

from .answer import QueryAnswer, QueryPlan
from .answering import assess, availability_answer, conflict_answer, lookup_answer, resource_answer
from .locate import target_words
from .other_half import with_evening
from .planning import plan_query, read_request
from .reply import format_reply
from .state import QueryState
from .time_spent import time_total_answer

SUBGRAPH = "query"


def _plan(state: QueryState) -> QueryPlan:
    return QueryPlan.model_validate(state["plan"])


def _answered(answer: QueryAnswer) -> dict[str, Any]:
    return {"answer": answer.model_dump(mode="json")}


def question_or_change(state: QueryState) -> str:
    """Answer a question, or locate the event a change is about."""
    return "locate_event" if state.get("mode") == "locate" else "plan_question"


def locate_event(state: QueryState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """The occurrence a modify or cancel request means, and its stored event."""
    ctx = context_of(runtime)
    request, problems = read_request(state.get("request") or {})
    if request is None:
        plan = QueryPlan(problems=problems)
        return _answered(QueryAnswer(plan=plan, problems=problems))
    target = find_target(ctx.get_calendar(), request, ctx.current_time())
    partner = partner_request(request)
    if partner is not None:  # "swap piano and soccer": the second event found the same way
        target.swapped_with = find_target(ctx.get_calendar(), partner, ctx.current_time())
    return {"target": target.model_dump(mode="json")}


def _found(target: EventTarget) -> bool:
    return target.chosen is not None and target.series is not None


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
    calendar, tz, now = ctx.get_calendar(), ctx.tz(), ctx.current_time()
    return _answered(
        with_evening(_plan(state), tz, lambda plan: availability_answer(plan, calendar, tz, now))
    )


def look_up_events(state: QueryState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    ctx = context_of(runtime)
    calendar, tz, now = ctx.get_calendar(), ctx.tz(), ctx.current_time()
    return _answered(with_evening(_plan(state), tz, lambda plan: lookup_answer(plan, calendar, tz, now)))


def check_resource_status(state: QueryState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    ctx = context_of(runtime)
    calendar, family, tz = ctx.get_calendar(), ctx.get_family(), ctx.tz()
    return _answered(with_evening(_plan(state), tz, lambda plan: resource_answer(plan, calendar, family, tz)))


def check_clashes(state: QueryState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    ctx = context_of(runtime)
    calendar, family, tz = ctx.get_calendar(), ctx.get_family(), ctx.tz()
    return _answered(with_evening(_plan(state), tz, lambda plan: conflict_answer(plan, calendar, family, tz)))


def add_up_time(state: QueryState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Time added up ("how many hours of soccer this week"): each person's, overlaps once."""
    ctx = context_of(runtime)
    return _answered(time_total_answer(_plan(state), ctx.get_calendar(), ctx.current_time()))


def explain_problem(state: QueryState) -> dict[str, Any]:
    plan = _plan(state)
    problems = plan.problems or ["I could not work out what span to look at."]
    return _answered(QueryAnswer(query_type=plan.query_type, plan=plan, problems=problems))


def word_answer(state: QueryState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Word the answer for the family and wrap it in the hybrid result."""
    ctx = context_of(runtime)
    if state.get("target") is not None:
        target = EventTarget.model_validate(state["target"])
        request = ParsedRequest.model_validate(state["request"])
        text = target_words(target, request, ctx.get_family(), ctx.tz())
        sure = 0.9 if _found(target) and (target.swapped_with is None or _found(target.swapped_with)) else 0.6
        why = "searched the named day or window" if target.date_named else "searched the coming weeks"
        why += f" for events titled like {request.title!r}" if request.title else " for the people named"
        return {
            "messages": [say(SUBGRAPH, text)],
            "result": hybrid(state["target"], text, sure, why, ctx.current_time()),
        }
    answer = QueryAnswer.model_validate(state["answer"])
    text, explanation = format_reply(answer, ctx.get_family(), ctx.tz())
    confidence, reasoning = assess(answer)
    # `state["answer"]` is already the answer as JSON: no second dump of every occurrence.
    return {
        "messages": [say(SUBGRAPH, text)],
        "result": hybrid(state["answer"], explanation, confidence, reasoning, ctx.current_time()),
    }

"""Thin graph nodes: read the context, call the library, hand back JSON-safe state."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from family_scheduler.context import SchedulerContext, context_of
from family_scheduler.models import Event
from family_scheduler.output import hybrid, say

from .problem import Draft, Problem
from .rank import choose, number
from .reply import confidence, explanation, reasoning, reply_text
from .report import ResolutionReport
from .resolve import generate_options, read_problem, verify_options
from .state import ResolutionState
from .verify import Verified
from .why import no_way_out

SUBGRAPH = "resolution"
MAX_OPTIONS = 5


def _problem(state: ResolutionState, ctx: SchedulerContext) -> tuple[Problem | None, list[str]]:
    speaker = state.get("speaker") or ctx.current_speaker()
    problem, problems = read_problem(
        state.get("event") or {},
        state.get("conflicts") or [],
        ctx.get_calendar(),
        speaker=speaker,
        now=ctx.current_time(),
    )
    if problem is not None and not problem.conflicts:
        problems = [*problems, "No conflicts were given, so there is nothing to resolve."]
        return None, problems
    return problem, problems


def draft_options(state: ResolutionState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Every strategy drafts its options (or the input is refused in plain words)."""
    ctx = context_of(runtime)
    problem, problems = _problem(state, ctx)
    if problem is None:
        return {"drafts": [], "notes": [], "problems": problems}
    drafts = generate_options(problem, state.get("wish"))
    return {
        "drafts": [d.model_dump(mode="json") for d in drafts],
        "notes": problem.notes,
        "problems": problems,
    }


def verify_drafts(state: ResolutionState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Apply each draft to a 'what if' view and keep those with no blocking conflict."""
    ctx = context_of(runtime)
    problem, _ = _problem(state, ctx)
    if problem is None or not state.get("drafts"):
        return {"verified": []}
    drafts = [Draft.model_validate(d) for d in state["drafts"]]
    found = verify_options(drafts, problem, MAX_OPTIONS)
    return {"verified": [v.model_dump(mode="json") for v in found]}


def rank_options(state: ResolutionState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Least disruption first, numbered 1..N; or why nothing works."""
    ctx = context_of(runtime)
    problem, problems = _problem(state, ctx)
    if problem is None:
        return {"report": ResolutionReport(problems=problems).model_dump(mode="json")}
    problem.notes = list(state.get("notes") or [])
    verified = [Verified.model_validate(v) for v in state.get("verified") or []]
    options = number(choose(verified, MAX_OPTIONS), problem)
    report = ResolutionReport(
        options=options,
        recommended=options[0].id if options else None,
        unresolvable_reason=None if options else no_way_out(problem),
        problems=problems,
    )
    return {"report": report.model_dump(mode="json")}


def present_options(state: ResolutionState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """The numbered options in plain words, and the hybrid result."""
    ctx = context_of(runtime)
    report = ResolutionReport.model_validate(state.get("report") or {})
    try:
        event: Event | None = Event.model_validate(state.get("event") or {})
    except ValueError:
        event = None
    text = reply_text(report, event, ctx.tz())
    why = reasoning(report, len(state.get("drafts") or []), len(state.get("verified") or []))
    return {
        "messages": [say(SUBGRAPH, text)],
        "result": hybrid(report, explanation(report), confidence(report), why, ctx.current_time()),
    }

"""The scheduling graph's nodes: thin wrappers that read the context and call the library."""

from __future__ import annotations

from typing import Any, Literal

from langgraph.runtime import Runtime

from family_scheduler.context import SchedulerContext, context_of
from family_scheduler.domain.slots import SchedulingResult, search_slots
from family_scheduler.handoff import Handoff
from family_scheduler.models.request import DEFAULT_MINUTES
from family_scheduler.output import hybrid, say

from .request import SlotRequest, read_request
from .state import SchedulingState
from .wording import explain

_requests: Handoff[SlotRequest] = Handoff()
"""The request `read_slot_request` read, for the two nodes after it (the same state value)."""
_results: Handoff[SchedulingResult] = Handoff()
"""The result `find_slots` dumped, for `explain_slots` (the same state value)."""


def _request(data: dict[str, Any]) -> SlotRequest:
    """The checked request in state, as read by `read_slot_request` when it is its value."""
    return _requests.get(data) or SlotRequest.from_state(data)


def read_slot_request(state: SchedulingState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Read the input; unreadable values become problems for the reply."""
    request = read_request(state)
    data = request.to_state()
    _requests.keep(data, request)
    return {"checked_request": data}


def has_problems(state: SchedulingState) -> Literal["explain_slots", "find_slots"]:
    """Skip the search when the input could not be read."""
    return "explain_slots" if state["checked_request"].get("problems") else "find_slots"


def find_slots(state: SchedulingState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Check the asked time or search the window against the calendar (read only)."""
    ctx = context_of(runtime)
    request = _request(state["checked_request"])
    result = search_slots(
        ctx.get_calendar(),
        request.participants,
        now=ctx.current_time(),
        duration=request.duration,
        start=request.start,
        window=request.window,
        resources=request.resources,
        ignore_event_ids=request.ignore_event_ids,
        top_k=request.top_k,
        title=request.title,
    )
    found = result.model_dump(mode="json")
    _results.keep(found, result)
    return {"found": found}


def explain_slots(state: SchedulingState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Put the outcome into words (local time, names) and the hybrid result."""
    ctx = context_of(runtime)
    request = _request(state["checked_request"])
    found = state.get("found")
    if found:
        result = _results.get(found) or SchedulingResult.model_validate(found)
        data: dict[str, Any] = found  # the search's own JSON: what dumping `result` gives back
    else:
        result = SchedulingResult(
            duration_minutes=request.minutes() or DEFAULT_MINUTES, problems=request.problems
        )
        data = result.model_dump(mode="json")
    family = ctx.get_calendar().family()
    words = explain(result, family, request.participants, request.resources, ctx.tz())
    return {
        "messages": [say("scheduling", words.explanation)],
        "result": hybrid(
            data, words.explanation, words.confidence, words.reasoning, ctx.current_time(), dumped=True
        ),
    }

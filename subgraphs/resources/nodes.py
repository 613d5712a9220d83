"""Thin nodes: read the request, check the resources, say what was found."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from family_scheduler.context import SchedulerContext, context_of
from family_scheduler.output import hybrid, say
from family_scheduler.timeutil import parse_instant

from .check import check_resources
from .names import known_resources
from .report import ResourcesReport
from .state import ResourcesState


def read_resource_request(state: ResourcesState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Turn the ISO strings into instants; missing or naive times become problems."""
    problems: list[str] = []
    span: dict[str, str] = {}
    for key in ("start", "end"):
        raw = state.get(key)
        if not raw:
            problems.append(f"I need the {key} time to check the resources.")
            continue
        try:
            span[key] = parse_instant(str(raw)).isoformat()
        except ValueError:
            problems.append(f"The {key} time {raw!r} needs a date, a time and a time zone offset.")
    if not state.get("resources"):
        problems.append("No resource was named to check.")
    return {"span": span, "problems": problems}


def check_availability(state: ResourcesState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Run the library check over every occurrence of the span."""
    ctx = context_of(runtime)
    report = check_resources(
        ctx.get_calendar(),
        list(state.get("resources") or []),
        parse_instant(state["span"]["start"]),
        parse_instant(state["span"]["end"]),
        recurrence=state.get("recurrence"),
        participants=list(state.get("participants") or []),
        ride_together=bool(state.get("ride_together")),
        ignore_event_ids=list(state.get("ignore_event_ids") or []),
        guests=[str(g) for g in state.get("guests") or []],
    )
    return {"report": report.model_dump(mode="json")}


def report_resources(state: ResourcesState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Plain words plus the hybrid result; bad input gets a low-confidence answer."""
    ctx = context_of(runtime)
    if state.get("report") is not None:
        report = ResourcesReport.model_validate(state["report"])
    else:
        family = ctx.get_family()
        report = ResourcesReport(problems=list(state.get("problems") or []), known=known_resources(family))
        report.summary = " ".join(report.problems)
    if report.problems:
        text = (
            report.summary
            if report.checks
            else ("I could not check the resources: " + " ".join(report.problems))
        )
        confidence, why = 0.3, "the request had problems: " + "; ".join(report.problems)
    else:
        text = report.summary
        confidence = 0.95
        why = (
            f"checked {len(report.checks)} resource(s) over {report.occurrences_checked} "
            f"occurrence(s) against every live reservation (capacity = concurrent bookings)"
        )
    return {
        "messages": [say("resources", text)],
        "result": hybrid(report, text, confidence, why, ctx.current_time()),
    }

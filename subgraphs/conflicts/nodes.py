"""Thin nodes: read the proposal (or span), find conflicts, say what was found."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from langgraph.runtime import Runtime
from pydantic import ValidationError

from family_scheduler.calendar.base import CalendarReader
from family_scheduler.calendar.overlay import OverlayCalendar
from family_scheduler.context import SchedulerContext, context_of
from family_scheduler.domain.conflicts import ConflictReport, detect_conflicts, scan_conflicts
from family_scheduler.domain.verification import side_reports
from family_scheduler.handoff import Handoff
from family_scheduler.models import Event
from family_scheduler.output import hybrid, say
from family_scheduler.timeutil import parse_instant

from .state import ConflictsState

_proposals: Handoff[Event] = Handoff()
"""The proposal `read_conflict_input` has just validated, for `find_conflicts` (the same
state value: validated once a run)."""


def _plain(err: ValidationError) -> str:
    parts = []
    for e in err.errors():
        where = ".".join(str(p) for p in e.get("loc", ())) or "event"
        parts.append(f"{where}: {e.get('msg', 'invalid')}")
    return "; ".join(parts)


def read_conflict_input(state: ConflictsState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Decide what to check: a proposed event, or a span to scan; refuse what cannot be read."""
    event, span = state.get("event"), state.get("span")
    if event:
        try:
            _proposals.keep(event, Event.from_state(event))
        except ValidationError as err:
            problem = f"The proposed event is not valid: {_plain(err)}."
            return {"mode": "invalid", "problems": [problem]}
        return {"mode": "detect", "problems": []}
    if span:
        if len(span) != 2:
            return {"mode": "invalid", "problems": ["A span needs exactly a start and an end."]}
        try:
            start, end = parse_instant(span[0]), parse_instant(span[1])
        except (ValueError, TypeError):
            return {
                "mode": "invalid",
                "problems": ["The span needs dates and times with a time zone offset."],
            }
        if end <= start:
            return {"mode": "invalid", "problems": ["The span ends before it starts."]}
        return {"mode": "scan", "problems": []}
    return {"mode": "invalid", "problems": ["Give me a proposed event or a span to check for conflicts."]}


def find_conflicts(state: ConflictsState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Every conflict of the proposal; a series from now over its horizon."""
    ctx = context_of(runtime)
    data = state["event"]
    event = _proposals.get(data) or Event.model_validate(data)
    calendar = ctx.get_calendar()
    seen = calendar.changes()  # before the check reads: what it reads is this calendar or newer
    others = [Event.model_validate(e) for e in state.get("side_events") or []]
    if others:  # the calendar as it would be with the others written too
        calendar = OverlayCalendar(calendar, changed=others)
    report = detect_conflicts(
        event,
        calendar,
        horizon_weeks=int(state.get("horizon_weeks") or 12),
        since=ctx.current_time(),
        fresh=True,
    )
    report = _with_side_events(report, event, others, calendar, ctx.current_time())
    report.calendar_changes = seen  # the write trusts the check while the count stands
    return {"report": report.model_dump(mode="json")}


def _with_side_events(
    report: ConflictReport, event: Event, others: list[Event], calendar: CalendarReader, now: datetime
) -> ConflictReport:
    """`report` with the conflicts of every other event written with `event`: each checked
    against the calendar as it would be (`event` and the others moved too), so "push
    everything on saturday back an hour" is checked event by event, each against the others
    where they will be and against what is on the day they go to."""
    if not others:
        return report
    view = OverlayCalendar(calendar, changed=[event]) if event.status != "cancelled" else calendar
    found = {c.id: c for c in report.conflicts}
    for r in side_reports(others, view, now):
        for c in r.conflicts:
            found.setdefault(c.id, c)
    merged = ConflictReport.of(
        list(found.values()),
        report.occurrences_checked + len(others),
        report.problems,
        report.colliding_dates,
        summary=report.summary,
    )
    added = merged.conflicts[len(report.conflicts) :]
    if added:
        blocking = [c.details.rstrip(".") for c in added if c.blocking]
        said = (
            f"; with it, {'; '.join(blocking)}."
            if blocking
            else f"; {len(added)} more note(s) on the others."
        )
        merged.summary = f"{report.summary.rstrip('.')} ({len(others) + 1} events checked together){said}"
    return merged


def scan_span(state: ConflictsState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Existing double bookings and over-capacity in the span."""
    ctx = context_of(runtime)
    span = state["span"] or []
    report = scan_conflicts(
        ctx.get_calendar(),
        parse_instant(span[0]),
        parse_instant(span[1]),
        list(state.get("members") or []) or None,
    )
    return {"report": report.model_dump(mode="json")}


def report_conflicts(state: ConflictsState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Plain words plus the hybrid result; bad input gets a low-confidence answer."""
    ctx = context_of(runtime)
    # The report in state is the JSON this graph's own check just made: read as it is.
    report: dict[str, Any] | None = state.get("report")
    if report is None:
        problems = list(state.get("problems") or [])
        report = ConflictReport.of(
            [], 0, problems, summary="I could not check for conflicts: " + " ".join(problems)
        ).model_dump(mode="json")
    text = report["summary"]
    if report["problems"]:
        if report["conflicts"] or report["occurrences_checked"]:
            text = f"{text} Note: {' '.join(report['problems'])}"
        confidence, why = 0.3, "the input had problems: " + "; ".join(report["problems"])
    else:
        confidence = 0.95
        why = (
            f"checked {report['occurrences_checked']} occurrence(s) for busy people, resources "
            f"over capacity and the family's rules; {len(report['blocking'])} conflict(s) block"
        )
    return {
        "messages": [say("conflicts", text)],
        "result": hybrid(report, text, confidence, why, ctx.current_time(), dumped=True),
    }

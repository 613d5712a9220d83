"""Clashes for a question: existing ones in a span, or what a hypothetical event would hit.

The detection itself is the domain's (`domain.conflicts`); this module only shapes the
question for it and its report for the answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Literal

from family_scheduler.calendar import CalendarReader
from family_scheduler.domain.conflicts import ConflictReport, detect_conflicts, scan_conflicts
from family_scheduler.models import Conflict, Event
from family_scheduler.timeutil import zone

from .answer import ConflictFindings, QueryPlan

WHAT_IF_ID = "query-what-if"


def hypothetical_event(plan: QueryPlan, timezone: str) -> Event:
    """The event a "would it clash if…" question imagines (nobody named: the speaker)."""
    assert plan.start is not None and plan.end is not None
    tz = zone(timezone)
    people = plan.members if plan.members_named else ([] if plan.resources else [plan.speaker])
    return Event(
        id=WHAT_IF_ID,
        title=plan.title or "the new event",
        start=plan.start.astimezone(tz),
        end=plan.end.astimezone(tz),
        timezone=timezone,
        participants=[p for p in people if p],
        resources=plan.resources,
        status="proposed",
        created_by=plan.speaker,
    )


def _findings(
    report: ConflictReport, mode: Literal["scan", "hypothetical"], keep: Sequence[Conflict] | None = None
) -> ConflictFindings:
    conflicts = list(report.conflicts if keep is None else keep)
    blocking = [c.id for c in conflicts if c.blocking]
    return ConflictFindings(
        mode=mode,
        conflicts=conflicts,
        blocking=blocking,
        has_blocking=bool(blocking),
        occurrences_checked=report.occurrences_checked,
        problems=list(report.problems),
    )


def check_conflicts(
    calendar: CalendarReader,
    start: datetime,
    end: datetime,
    *,
    members: Sequence[str] | None = None,
    resources: Sequence[str] | None = None,
) -> ConflictFindings:
    """Existing double bookings and over-capacity uses in [start, end).

    With `resources`, only clashes over those resources are kept.
    """
    report = scan_conflicts(calendar, start, end, members=list(members) if members else None)
    keep = None
    if resources:
        keep = [c for c in report.conflicts if c.resource_id in set(resources)]
    return _findings(report, "scan", keep)


def check_hypothetical(
    calendar: CalendarReader,
    event: Event,
    *,
    horizon_weeks: int = 12,
) -> ConflictFindings:
    """Every conflict `event` would have with the calendar if it were added."""
    report = detect_conflicts(event, calendar, horizon_weeks=horizon_weeks)
    return _findings(report, "hypothetical")

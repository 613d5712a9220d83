"""One or two sentences a family can read about a conflict report."""

from __future__ import annotations

from zoneinfo import ZoneInfo

from family_scheduler.models import Conflict, Event, Family
from family_scheduler.timeutil import describe_span

from .report import ConflictReport
from .wording import local_date, short_date

MAX_LISTED = 3
MAX_DATES = 6


def summarise(report: ConflictReport, proposal: Event, family: Family, tz: ZoneInfo) -> str:
    """'No conflicts' or what blocks it; for a series, the colliding dates and the first clash."""
    what = f"{proposal.title} {describe_span(proposal.start, proposal.end, tz)}"
    if proposal.recurrence:
        what = f"{proposal.title} (repeating, {report.occurrences_checked} dates checked)"
    blocking = [c for c in report.conflicts if c.blocking]
    soft = [c for c in report.conflicts if not c.blocking]
    if not report.conflicts:
        return f"No conflicts for {what}."
    parts = []
    if blocking and proposal.recurrence and report.colliding_dates:
        first_date = report.colliding_dates[0]
        on_first = [
            c
            for c in blocking
            if c.occurrence_start is not None and local_date(c.occurrence_start, tz) == first_date
        ]
        dates = _dates(blocking, tz)
        count = len(report.colliding_dates)
        parts.append(
            f"{what[0].upper()}{what[1:]} collides on {count} "
            f"date{'s' if count != 1 else ''} ({dates}). First: {_listed(on_first)}."
        )
    elif blocking:
        parts.append(f"{what[0].upper()}{what[1:]} clashes: {_listed(blocking)}.")
    if soft:
        parts.append(
            f"{len(soft)} preference{'s are' if len(soft) != 1 else ' is'} not met "
            f"(not blocking): {soft[0].details.rstrip('.')}."
        )
    return " ".join(parts)


def _listed(conflicts: list[Conflict]) -> str:
    items = [c.details.rstrip(".") for c in conflicts[:MAX_LISTED]]
    items = items[:1] + [f"the {i[4:]}" if i.startswith("The ") else i for i in items[1:]]
    text = "; ".join(items)
    if len(conflicts) > MAX_LISTED:
        text += f" (and {len(conflicts) - MAX_LISTED} more)"
    return text


def _dates(conflicts: list[Conflict], tz: ZoneInfo) -> str:
    seen: dict[str, str] = {}
    for c in conflicts:
        if c.occurrence_start is not None:
            key = local_date(c.occurrence_start, tz)
            seen.setdefault(key, short_date(c.occurrence_start, tz))
    names = [seen[k] for k in sorted(seen)]
    more = f" and {len(names) - MAX_DATES} more" if len(names) > MAX_DATES else ""
    return ", ".join(names[:MAX_DATES]) + more

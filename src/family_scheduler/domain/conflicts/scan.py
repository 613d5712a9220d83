"""Double bookings already in the calendar: the query subgraph's 'does anything clash?'."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from zoneinfo import ZoneInfo

from family_scheduler.calendar import CalendarReader
from family_scheduler.models import Conflict, Family, Occurrence
from family_scheduler.timeutil import describe_span, zone
from family_scheduler.wording import join_names, people

from ..capacity import crowded_spans
from .report import ConflictReport
from .wording import conflict_id, the


def scan_conflicts(
    calendar: CalendarReader,
    start: datetime,
    end: datetime,
    members: Sequence[str] | None = None,
) -> ConflictReport:
    """People booked twice and resources over capacity in [start, end).

    With `members`, only clashes touching them: a shared person among them, or a
    crowded resource one of them is using.
    """
    family = calendar.family()
    tz = zone(family.timezone)
    problems = _span_problems(start, end)
    if problems:
        return ConflictReport.of([], 0, problems, summary="I could not scan that span.")
    wanted = set(members or ())
    unknown = sorted(wanted - set(family.member_ids()))
    if unknown:
        problems.append(
            f"{', '.join(unknown)} {'is' if len(unknown) == 1 else 'are'} not in "
            f"the family (it has {people(family, family.member_ids())})."
        )
    occs = calendar.occurrences(start, end)
    conflicts = _double_bookings(occs, wanted, family, tz)
    conflicts += _over_capacity(occs, wanted, family, tz)
    conflicts.sort(key=lambda c: (c.start or start, c.id))
    report = ConflictReport.of(conflicts, len(occs), problems)
    span = describe_span(start, end, tz)
    if not conflicts:
        report.summary = f"Nothing clashes {span}."
    else:
        first = "; ".join(c.details.rstrip(".") for c in conflicts[:3])
        more = f" (and {len(conflicts) - 3} more)" if len(conflicts) > 3 else ""
        report.summary = f"{len(conflicts)} clash{'es' if len(conflicts) != 1 else ''} {span}: {first}{more}."
    return report


def _span_problems(start: datetime, end: datetime) -> list[str]:
    for name, moment in (("start", start), ("end", end)):
        if moment.tzinfo is None or moment.utcoffset() is None:
            return [f"The {name} {moment.isoformat()} has no time zone offset."]
    if end <= start:
        return [f"The span ends ({end.isoformat()}) before it starts ({start.isoformat()})."]
    return []


def _double_bookings(
    occs: list[Occurrence], wanted: set[str], family: Family, tz: ZoneInfo
) -> list[Conflict]:
    """A sweep over occurrences by start: each pair sharing a person while both run."""
    found: list[Conflict] = []
    active: list[Occurrence] = []
    for occ in occs:  # sorted by start
        if not occ.blocks_time:
            continue  # a reminder or a birthday takes nobody's time
        active = [a for a in active if a.end > occ.start]
        for other in active:
            shared = set(other.participants).intersection(occ.participants)
            if wanted:
                shared &= wanted
            if not shared or other.occurrence_id == occ.occurrence_id:
                continue
            who = sorted(shared)
            found.append(
                Conflict(
                    id=conflict_id(
                        "time_conflict", f"{other.occurrence_id}|{occ.occurrence_id}", occ.start, tz
                    ),
                    type="time_conflict",
                    severity="high",
                    blocking=True,
                    event_id=occ.event_id,
                    event_title=occ.title,
                    occurrence_start=occ.original_start or occ.start,
                    participants=who,
                    start=occ.start,
                    end=min(occ.end, other.end),
                    details=f"{people(family, who)} {'is' if len(who) == 1 else 'are'} booked twice: "
                    f"{other.title} {describe_span(other.start, other.end, tz)} and "
                    f"{occ.title} {describe_span(occ.start, occ.end, tz)}.",
                )
            )
        active.append(occ)
    return found


def _over_capacity(occs: list[Occurrence], wanted: set[str], family: Family, tz: ZoneInfo) -> list[Conflict]:
    """Per resource, the spans where more reservations run than it holds."""
    found: list[Conflict] = []
    for resource in family.resources:
        users = [o for o in occs if resource.id in o.resources]
        if not users:
            continue
        whole = (users[0].start, max(o.end for o in users))
        # More than N at once is where one more would not fit in N + 1 (0: anywhere used).
        limit = resource.capacity + 1 if resource.capacity else 0
        crowded = crowded_spans([(o.start, o.end) for o in users], limit, whole)
        for lo, hi in crowded:
            involved = [o for o in users if o.start < hi and lo < o.end]
            if not involved:
                continue
            if wanted and not any(wanted.intersection(o.participants) for o in involved):
                continue
            last = max(involved, key=lambda o: (o.start, o.occurrence_id))
            who = sorted({p for o in involved for p in o.participants})
            titles = join_names([f"{o.title} {describe_span(o.start, o.end, tz)}" for o in involved])
            if resource.capacity == 0:
                words = f"{the(resource)} is out of service but is booked for {titles}."
            else:
                words = (
                    f"{the(resource)} holds {resource.capacity} at once but is booked "
                    f"{len(involved)} times {describe_span(lo, hi, tz)}: {titles}."
                )
            found.append(
                Conflict(
                    id=conflict_id("resource_conflict", f"{resource.id}:{last.occurrence_id}", lo, tz),
                    type="resource_conflict",
                    severity="critical" if resource.capacity == 0 else "high",
                    blocking=True,
                    event_id=last.event_id,
                    event_title=last.title,
                    occurrence_start=last.original_start or last.start,
                    participants=who,
                    resource_id=resource.id,
                    start=lo,
                    end=hi,
                    details=words,
                )
            )
    return found

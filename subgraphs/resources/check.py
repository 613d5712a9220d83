"""Are the resources an event needs free over its whole span, and what could stand in?

Capacity N means N reservations at once (0: out of service). A series is checked on
every occurrence over the horizon; the dates where a resource is taken are named.
Vehicles must also seat everyone when the request says they ride together.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from pydantic import ValidationError

from family_scheduler.calendar import CalendarReader
from family_scheduler.domain.capacity import crowded_spans, head_count, peak_use, seats_for, touches_any
from family_scheduler.domain.occupancy import occurrences_within
from family_scheduler.models import Event, Family, Occurrence, Resource
from family_scheduler.recurrence import expand
from family_scheduler.timeutil import describe_span, overlaps, zone

from .names import known_resources, resolve_resource_names
from .report import ResourceCheck, ResourcesReport

Span = tuple[datetime, datetime]


def check_resources(
    calendar: CalendarReader,
    resources: Sequence[str],
    start: datetime,
    end: datetime,
    *,
    recurrence: str | None = None,
    participants: Sequence[str] = (),
    ride_together: bool = False,
    ignore_event_ids: Sequence[str] = (),
    horizon_weeks: int = 12,
    guests: Sequence[str] = (),
) -> ResourcesReport:
    """Availability, use vs capacity, what is in the way and free alternatives, per resource.

    Riding together, a vehicle must seat the participants and the `guests` named with them.
    """
    family = calendar.family()
    tz = zone(family.timezone)
    report = ResourcesReport(known=known_resources(family))
    ids, report.unknown = resolve_resource_names(family, resources)
    if report.unknown:
        report.problems.append(
            f"The family has no {' or '.join(repr(u) for u in report.unknown)}; "
            f"it has {', '.join(report.known) or 'no shared resources'}."
        )
    if not resources:
        report.problems.append("No resource was named to check.")
    spans = _spans(start, end, recurrence, family, horizon_weeks, report.problems)
    unknown_people = sorted(set(participants) - set(family.member_ids()))
    if unknown_people:
        report.problems.append(f"{', '.join(unknown_people)} not in the family.")
    if spans is None or not ids:
        report.summary = _summary(report, tz)
        return report

    wanted = [family.resource(i) for i in ids]
    kinds = {r.kind for r in wanted if r}
    pool = [r for r in family.resources if r.kind in kinds]

    others = occurrences_within(
        calendar, spans, resources=[r.id for r in pool], ignore_event_ids=ignore_event_ids
    )
    riders = head_count(participants, guests) if ride_together else None
    report.occurrences_checked = len(spans)
    for resource in wanted:
        assert resource is not None
        check = _check_one(resource, spans, others, riders, tz)
        check.alternatives = [
            r.id
            for r in pool
            if r.kind == resource.kind
            and r.id not in ids
            and not _taken_dates(r, spans, others, tz)
            and seats_for(r, riders) is not False
        ]
        check.details = _details(check, resource, family, tz)
        report.checks.append(check)
    report.all_available = not report.unknown and not report.problems and all(c.usable for c in report.checks)
    report.summary = _summary(report, tz)
    return report


def _spans(
    start: datetime,
    end: datetime,
    recurrence: str | None,
    family: Family,
    horizon_weeks: int,
    problems: list[str],
) -> list[Span] | None:
    """The occurrence spans to check, or None (with a problem) when the input is unusable."""
    for what, moment in (("start", start), ("end", end)):
        if not isinstance(moment, datetime) or moment.tzinfo is None or moment.utcoffset() is None:
            problems.append(f"The {what} time needs a date, a time and a time zone offset.")
            return None
    if end <= start:
        problems.append("The end is not after the start.")
        return None
    if not recurrence:
        return [(start, end)]
    try:
        series = Event(
            id="resource-check",
            title="resource check",
            start=start,
            end=end,
            timezone=family.timezone,
            recurrence=recurrence,
        )
    except (ValidationError, ValueError) as err:
        problems.append(f"I cannot read the repeat rule {recurrence!r}: {err}")
        return None
    weeks = horizon_weeks if horizon_weeks >= 1 else 12
    return [(o.start, o.end) for o in expand(series, start, start + timedelta(weeks=weeks))]


def _users(resource: Resource, span: Span, others: list[Occurrence]) -> list[Occurrence]:
    return [o for o in others if resource.id in o.resources and overlaps(o.start, o.end, *span)]


def _taken_dates(resource: Resource, spans: list[Span], others: list[Occurrence], tz: ZoneInfo) -> list[str]:
    dates = []
    for span in spans:
        users = _users(resource, span, others)
        if crowded_spans([(o.start, o.end) for o in users], resource.capacity, span):
            dates.append(span[0].astimezone(tz).date().isoformat())
    return dates


def _check_one(
    resource: Resource, spans: list[Span], others: list[Occurrence], riders: int | None, tz: ZoneInfo
) -> ResourceCheck:
    peak = 0
    dates: list[str] = []
    in_the_way: dict[str, Occurrence] = {}
    for span in spans:
        users = _users(resource, span, others)
        intervals = [(o.start, o.end) for o in users]
        peak = max(peak, peak_use(intervals, span))
        crowded = crowded_spans(intervals, resource.capacity, span)
        if not crowded:
            continue
        dates.append(span[0].astimezone(tz).date().isoformat())
        for o in users:
            if touches_any((o.start, o.end), crowded):
                in_the_way.setdefault(o.occurrence_id, o)
    vehicle_riders = riders if resource.kind == "vehicle" else None
    return ResourceCheck(
        resource_id=resource.id,
        name=resource.name,
        kind=resource.kind,
        capacity=resource.capacity,
        available=not dates,
        peak_in_use=peak,
        in_the_way=sorted(in_the_way.values(), key=lambda r: (r.start, r.occurrence_id)),
        seats=resource.seats,
        seats_needed=vehicle_riders,
        seats_ok=seats_for(resource, riders),
        dates_unavailable=dates,
    )


def _details(check: ResourceCheck, resource: Resource, family: Family, tz: ZoneInfo) -> str:
    name = resource.name
    alt = ", ".join(family.display_name(a) for a in check.alternatives)
    alt_words = f" Free instead: {alt}." if alt and not check.usable else ""
    if resource.capacity == 0:
        return f"{name} is out of service.{alt_words}"
    parts = []
    if check.available:
        parts.append(f"{name} is free ({check.peak_in_use} of {resource.capacity} in use at most).")
    else:
        first = check.in_the_way[:3]
        taken = "; ".join(f"{r.title}{_whose(r, family)} {describe_span(r.start, r.end, tz)}" for r in first)
        more = f" and {len(check.in_the_way) - 3} more" if len(check.in_the_way) > 3 else ""
        count = len(check.dates_unavailable)
        dates = f" on {count} dates" if count > 1 else ""
        parts.append(f"{name} is taken{dates}: {taken}{more}.")
    if check.seats_ok is False:
        parts.append(f"{name} has {check.seats} seats but {check.seats_needed} people ride together.")
    return " ".join(parts) + alt_words


def _whose(r: Occurrence, family: Family) -> str:
    if not r.participants:
        return ""
    return " (" + ", ".join(family.display_name(p) for p in r.participants) + ")"


def _summary(report: ResourcesReport, tz: ZoneInfo) -> str:
    if report.problems and not report.checks:
        return " ".join(report.problems)
    words = " ".join(c.details for c in report.checks)
    if report.unknown:
        words = f"{report.problems[0]} {words}".strip()
    return words or "Nothing to check."

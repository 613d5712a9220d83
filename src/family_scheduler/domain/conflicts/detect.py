"""Every way a proposed event clashes with the family's week.

A proposal (new, or a changed copy of a stored event under the same id) is expanded
over its horizon and each occurrence is checked against the live occurrences around
it: people already busy, resources over capacity, rules broken. The stored copy of a
changed event is ignored, so an edit never conflicts with its own old time.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from pydantic import ValidationError

from family_scheduler.calendar import CalendarReader
from family_scheduler.constraints import Violation, event_violations
from family_scheduler.models import Conflict, Constraint, Event, Family, Occurrence
from family_scheduler.models.events import is_absence, is_fact, is_outage, out_of_use, spends_the_night
from family_scheduler.models.results import Severity
from family_scheduler.recurrence import expand
from family_scheduler.timeutil import day_span, describe_span, elapsed, overlaps, zone
from family_scheduler.wording import join_names, people, when_words, with_names

from ..busy import rules_for
from ..capacity import crowded_spans, riders, seats_for, touches_any
from ..occupancy import occurrences_within
from ..school_days import at_school_that_day
from .report import ConflictReport
from .summary import summarise
from .wording import conflict_id, local_date, owner_of, the

TYPE_RANK = {"time_conflict": 0, "resource_conflict": 1, "constraint_violation": 2}
GAP_KINDS = ("min_gap", "avoid_back_to_back")
HOURS_OF_A_DAY = ("blocked_hours", "allowed_hours", "preferred_hours")
WHOLE_DAY = timedelta(hours=23)
"""An all-day entry, or one this long, is judged by the events it meets, not by the hours of
a day (23 hours: the day the clocks go forward is a whole day too)."""


def detect_conflicts(
    event: Event,
    calendar: CalendarReader,
    *,
    horizon_weeks: int = 12,
    since: datetime | None = None,
    fresh: bool = False,
) -> ConflictReport:
    """Every conflict of `event` with the calendar; a series is checked over its horizon.

    `since` starts the horizon of a recurring proposal (pass "now" when changing a
    series that began long ago); by default it starts at the event's first occurrence.
    `fresh`: `event` was just validated from its JSON and is the caller's own (the
    conflicts graph's), so it is checked as it is rather than through a fresh copy.
    """
    family = calendar.family()
    tz = zone(family.timezone)
    problems: list[str] = []
    try:  # a fresh copy: re-validated (model_copy skips checks) and with no stale memo
        proposal = event if fresh else Event.model_validate(event.model_dump())
    except ValidationError as err:
        reason = "; ".join(str(e.get("msg", e)) for e in err.errors())
        return ConflictReport.of(
            [],
            0,
            [f"The proposed event is not valid: {reason}."],
            summary="I could not check this event: it is not valid.",
        )
    if horizon_weeks < 1:
        problems.append(f"A horizon of {horizon_weeks} weeks checks nothing; used 12 weeks.")
        horizon_weeks = 12
    if proposal.status == "cancelled":
        return ConflictReport.of([], 0, problems, summary="A cancelled event clashes with nothing.")

    people_ids, resource_ids = _known(proposal, family, problems)
    occurrences = _proposal_occurrences(proposal, horizon_weeks, since)
    own = [_own_roster(o, proposal, people_ids, resource_ids, family) for o in occurrences]
    people_ids = sorted({p for who, _ in own for p in who}) if own else people_ids
    resource_ids = sorted({r for _, things in own for r in things}) if own else resource_ids
    set_aside = set(proposal.rules_set_aside)
    # The family's rules touching the participants (`calendar.constraints`), from the family
    # read above rather than read again.
    rules = [r for r in rules_for(family, people_ids) if r.id not in set_aside] if people_ids else []
    margin = timedelta(minutes=max((r.minutes or 0 for r in rules if r.kind in GAP_KINDS), default=0))
    windows = [_neighbourhood(o, tz, margin) for o in occurrences]
    others = occurrences_within(
        calendar, windows, members=people_ids, resources=resource_ids, ignore_event_ids=[proposal.id]
    )
    near = _Nearby(others)

    conflicts: list[Conflict] = []
    for occ, (lo, hi), (who, things) in zip(occurrences, windows, own, strict=True):
        around = near.overlapping(lo, hi)
        conflicts += _time_conflicts(occ, around, who, family, tz)
        conflicts += _resource_conflicts(occ, around, things, family, tz)
        conflicts += _rule_conflicts(occ, around, who, rules, family, tz)
        conflicts += _time_conflicts(occ, _siblings_met(occ, occurrences), who, family, tz)
    if occurrences:
        conflicts += _seat_conflicts(proposal, occurrences[0], resource_ids, family, tz)
    conflicts.sort(
        key=lambda c: (
            c.occurrence_start or c.start or proposal.start,
            not c.blocking,
            TYPE_RANK[c.type],
            c.id,
        )
    )
    dates = sorted(
        {
            local_date(c.occurrence_start, tz)
            for c in conflicts
            if c.blocking and c.occurrence_start is not None
        }
    )
    report = ConflictReport.of(conflicts, len(occurrences), problems, dates)
    report.summary = summarise(report, proposal, family, tz)
    return report


def _siblings_met(occ: Occurrence, occurrences: list[Occurrence]) -> list[Occurrence]:
    """The other occurrences of the same series a moved one lands on ("move tuesday's
    practice to thursday at 4": Thursday's own practice is there); the calendar read leaves
    the event's own occurrences out, so they are looked at here."""
    if occ.original_start is None or occ.original_start == occ.start:
        return []
    return [o for o in occurrences if o is not occ and o.start < occ.end and occ.start < o.end]


def _known(proposal: Event, family: Family, problems: list[str]) -> tuple[list[str], list[str]]:
    """The participants and resources the family has; the rest become problems."""
    members = set(family.member_ids())
    unknown_people = [p for p in proposal.participants if p not in members]
    if unknown_people:
        problems.append(
            f"{', '.join(unknown_people)} {'is' if len(unknown_people) == 1 else 'are'} not in "
            f"the family (it has {people(family, family.member_ids())})."
        )
    things = {r.id for r in family.resources}
    unknown_things = [r for r in proposal.resources if r not in things]
    if unknown_things:
        known = ", ".join(f"{r.name} ({r.id})" for r in family.resources) or "none"
        problems.append(f"The family has no resource called {', '.join(unknown_things)}; it has {known}.")
    return (
        [p for p in proposal.participants if p in members],
        [r for r in proposal.resources if r in things],
    )


def _own_roster(
    occ: Occurrence, proposal: Event, people_ids: list[str], resource_ids: list[str], family: Family
) -> tuple[list[str], list[str]]:
    """Who and what one occurrence takes: the event's own, or those its override names
    ("add Jake to Sunday's dinner" is checked for Jake on that Sunday only)."""
    who, things = people_ids, resource_ids
    if occ.participants != proposal.participants:
        who = [p for p in occ.participants if family.member(p) is not None]
    if occ.resources != proposal.resources:
        things = [r for r in occ.resources if family.resource(r) is not None]
    return who, things


def _proposal_occurrences(proposal: Event, horizon_weeks: int, since: datetime | None) -> list[Occurrence]:
    if not proposal.recurrence:
        return expand(proposal, proposal.start, proposal.end)
    begin = proposal.start if since is None else max(since, proposal.start)
    return expand(proposal, begin, begin + timedelta(weeks=horizon_weeks))


WHILE_AWAY = "While away, "
LEFT_ON = " (left on the calendar)"
"""How a thing someone away will miss is told; `wording.gather_away` joins several into one."""


def _neighbourhood(occ: Occurrence, tz: ZoneInfo, margin: timedelta) -> tuple[datetime, datetime]:
    """The local days the occurrence touches, widened by the largest gap rule."""
    first, _ = day_span(occ.start.astimezone(tz).date(), tz)
    _, last = day_span((occ.end - timedelta(microseconds=1)).astimezone(tz).date(), tz)
    return min(first, occ.start - margin), max(last, occ.end + margin)


class _Nearby:
    """Other occurrences sorted by start, found per window by bisect."""

    def __init__(self, others: list[Occurrence]) -> None:
        self.others = others
        self.starts = [o.start.timestamp() for o in others]
        self.longest = max((o.end.timestamp() - o.start.timestamp() for o in others), default=0.0)

    def overlapping(self, lo: datetime, hi: datetime) -> list[Occurrence]:
        a, b = lo.timestamp(), hi.timestamp()
        first = bisect_left(self.starts, a - self.longest)
        last = bisect_left(self.starts, b)
        return [o for o in self.others[first:last] if o.end.timestamp() > a]


def _where(occ: Occurrence) -> datetime:
    return occ.original_start or occ.start


def _time_conflicts(
    occ: Occurrence, around: list[Occurrence], people_ids: list[str], family: Family, tz: ZoneInfo
) -> list[Conflict]:
    found: list[Conflict] = []
    if not occ.blocks_time:
        return found  # a reminder or a birthday takes nobody's time
    away = is_absence(occ.title, occ.all_day)  # "mike's out of town tue-thu": his gym is his to call off
    for other in around:
        if not other.blocks_time:
            continue
        shared = sorted(set(people_ids).intersection(other.participants))
        if not shared or not overlaps(other.start, other.end, occ.start, occ.end):
            continue
        verb = "has" if len(shared) == 1 else "have"
        said = f"{other.title} {describe_span(other.start, other.end, tz)}"
        if other.status == "proposed":  # tentative still takes its time, as in calendar apps
            said += " (pencilled in)"
        found.append(
            Conflict(
                id=conflict_id("time_conflict", other.occurrence_id, occ.start, tz),
                type="time_conflict",
                # What someone away will miss is told, not blocking: it stays on the calendar.
                severity="low" if away else "high",
                blocking=not away,
                event_id=other.event_id,
                event_title=other.title,
                occurrence_start=_where(occ),
                participants=shared,
                start=max(occ.start, other.start),
                end=min(occ.end, other.end),
                details=f"{WHILE_AWAY}{people(family, shared)} {verb} {said}{LEFT_ON}."
                if away
                else f"{people(family, shared)} already {verb} {said}.",
            )
        )
    return found


def _resource_conflicts(
    occ: Occurrence, around: list[Occurrence], resource_ids: list[str], family: Family, tz: ZoneInfo
) -> list[Conflict]:
    found = []
    span = (occ.start, occ.end)
    for rid in resource_ids:
        resource = family.resource(rid)
        assert resource is not None
        if resource.capacity == 0:
            found.append(
                Conflict(
                    id=conflict_id("resource_conflict", f"{rid}:out-of-service", occ.start, tz),
                    type="resource_conflict",
                    severity="critical",
                    blocking=True,
                    occurrence_start=_where(occ),
                    participants=list(occ.participants),
                    resource_id=rid,
                    start=occ.start,
                    end=occ.end,
                    details=f"{the(resource)} is out of service, so it cannot be booked "
                    f"{describe_span(occ.start, occ.end, tz)}.",
                )
            )
            continue
        users = [o for o in around if rid in o.resources and overlaps(o.start, o.end, *span)]
        crowded = crowded_spans([(o.start, o.end) for o in users], resource.capacity, span)
        if not crowded:
            continue
        for other in users:
            if not touches_any((other.start, other.end), crowded):
                continue
            if is_outage(occ.title, occ.participants, occ.resources):
                words = (  # "the van is in the shop thursday": what needed it then is told
                    f"{owner_of(family, other)} {other.title} {describe_span(other.start, other.end, tz)} "
                    f"needs {the(resource).lower()}, which is {out_of_use(occ.title, resource.name)} then."
                )
                words = words[:1].upper() + words[1:]
            elif is_outage(other.title, other.participants, other.resources):
                words = (  # a booking that needs the van while it is in the shop
                    f"{the(resource)} is {out_of_use(other.title, resource.name)} "
                    f"{when_words(other.start, other.end, tz, all_day=other.all_day)}."
                )
            elif resource.capacity == 1:
                words = (
                    f"{the(resource)} is already taken "
                    f"{describe_span(other.start, other.end, tz)} by "
                    f"{owner_of(family, other)} {other.title}."
                )
            else:
                words = (
                    f"{the(resource)} takes {resource.capacity} bookings at once and is "
                    f"full then; {owner_of(family, other)} {other.title} holds it "
                    f"{describe_span(other.start, other.end, tz)}."
                )
            found.append(
                Conflict(
                    id=conflict_id("resource_conflict", f"{rid}:{other.occurrence_id}", occ.start, tz),
                    type="resource_conflict",
                    severity="high",
                    blocking=True,
                    event_id=other.event_id,
                    event_title=other.title,
                    occurrence_start=_where(occ),
                    participants=sorted(set(occ.participants) | set(other.participants)),
                    resource_id=rid,
                    start=max(occ.start, other.start),
                    end=min(occ.end, other.end),
                    details=words,
                )
            )
    return found


def _seat_conflicts(
    proposal: Event, first: Occurrence, resource_ids: list[str], family: Family, tz: ZoneInfo
) -> list[Conflict]:
    """A vehicle with fewer seats than the people riding (participants and named guests):
    one conflict per vehicle, on the first occurrence (every occurrence carries the same)."""
    found = []
    count = riders(proposal)
    for rid in resource_ids:
        resource = family.resource(rid)
        assert resource is not None
        if seats_for(resource, count) is not False:
            continue
        riding = [family.display_name(m) for m in family.member_ids() if m in proposal.participants]
        listing = join_names([*riding, *proposal.guests])
        found.append(
            Conflict(
                id=conflict_id("resource_conflict", f"{rid}:seats", first.start, tz),
                type="resource_conflict",
                severity="high",
                blocking=True,
                occurrence_start=_where(first),
                participants=list(proposal.participants),
                resource_id=rid,
                start=first.start,
                end=first.end,
                details=f"{the(resource)} seats {resource.seats}, but {count} people would ride ({listing}).",
            )
        )
    return found


def _rule_conflicts(
    occ: Occurrence,
    around: list[Occurrence],
    people_ids: list[str],
    rules: list[Constraint],
    family: Family,
    tz: ZoneInfo,
) -> list[Conflict]:
    if not people_ids or not rules or not occ.blocks_time:
        return []
    if is_fact(occ.title, occ.participants, occ.resources, occ.all_day):
        return []  # working late till 9 is when work ends, not a time the family chose
    overnight = occ.start.astimezone(tz).date() != occ.end.astimezone(tz).date()
    if occ.all_day or elapsed(occ.start, occ.end) >= WHOLE_DAY or (overnight and spends_the_night(occ.title)):
        # A trip or a tournament day spans nights and school hours by nature, and a sleepover
        # is where its people sleep: rules about the hours of a day (bedtime, school, allowed
        # hours) judge ordinary events only.
        rules = [r for r in rules if r.kind not in HOURS_OF_A_DAY]
    rules = [r for r in rules if not (r.kind == "blocked_hours" and held_by(r, occ.title))]
    busy = {m: [o for o in around if m in o.participants and o.blocks_time] for m in people_ids}
    violations = event_violations(occ.start, occ.end, people_ids, rules, tz, busy)
    return [_rule_conflict(v, occ, family, tz) for v in violations]


_OF_SCHOOL = re.compile(r"\b(?:field\s+trip|class\s+trip|school\s+trip|excursion|assembly|school)\b")
"""What happens in school hours as part of school: a field trip, a school concert."""


def held_by(rule: Constraint, title: str) -> bool:
    """Whether an event is part of what a blocked-hours rule keeps the time for: a field trip,
    a school concert or a math test in school hours is school, never a clash with it."""
    said = f"{rule.description} {rule.id}".lower()
    return "school" in said and (bool(_OF_SCHOOL.search(title.lower())) or at_school_that_day(title))


def _rule_conflict(v: Violation, occ: Occurrence, family: Family, tz: ZoneInfo) -> Conflict:
    rule = v.constraint
    severity: Severity
    if rule.hard:
        severity, note = "high", "a hard rule"
    else:
        severity = "low" if rule.priority <= 4 else "medium"
        note = "a preference, not a rule"
    return Conflict(
        id=conflict_id("constraint_violation", rule.id, occ.start, tz),
        type="constraint_violation",
        severity=severity,
        blocking=rule.hard,
        occurrence_start=_where(occ),
        participants=list(v.members),
        constraint_id=rule.id,
        start=occ.start,
        end=occ.end,
        details=f"{describe_span(occ.start, occ.end, tz)} for {people(family, v.members)}: "
        f"{with_names(family, v.detail)} ({note}).",
    )

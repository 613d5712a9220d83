"""When a person is awake: the hours a time the assistant chooses must stay within.

A family with no rules still sleeps. When *we* choose a time (a window to search, the
nearest times around a clash, the options outside a full window), each participant's
waking hours are a hard limit; a time the family states is taken as stated.

Defaults (documented in docs/scheduling.md), replaced by the family file's
`waking_hours` per role, and by a member's own `waking_hours`:

- parents and guests 07:00-22:00;
- children by age: under 5 07:00-19:00, 5-12 07:00-20:00, 13 and over 07:00-21:00
  (no age given: 07:00-20:00).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, time
from zoneinfo import ZoneInfo

from family_scheduler.models import Conflict, Constraint, Event, Family, Proposal
from family_scheduler.models.family import DayHours
from family_scheduler.timeutil import describe_span
from family_scheduler.wording import people

ADULT_DAY = DayHours(start=time(7, 0), end=time(22, 0))
CHILD_DAY_BY_AGE: tuple[tuple[int, DayHours], ...] = (
    (5, DayHours(start=time(7, 0), end=time(19, 0))),
    (13, DayHours(start=time(7, 0), end=time(20, 0))),
    (200, DayHours(start=time(7, 0), end=time(21, 0))),
)
"""(below this age, these hours), first match wins."""
CHILD_DAY = DayHours(start=time(7, 0), end=time(20, 0))
"""A child whose age the family file does not give."""
RULE_ID = "waking-hours"


def waking_hours(family: Family, member_id: str) -> DayHours:
    """The member's own hours, else the family's for the role, else the default by role and age."""
    member = family.member(member_id)
    if member is None:
        return ADULT_DAY
    if member.waking_hours is not None:
        return member.waking_hours
    if member.role in family.waking_hours:
        return family.waking_hours[member.role]
    if member.role != "child":
        return ADULT_DAY
    if member.age is None:
        return CHILD_DAY
    return next(hours for limit, hours in CHILD_DAY_BY_AGE if member.age < limit)


def hours_words(hours: DayHours) -> str:
    return f"{hours.start:%H:%M}–{hours.end:%H:%M}"


def waking_rules(family: Family, participants: Sequence[str]) -> list[Constraint]:
    """One hard allowed-hours rule per distinct waking span among `participants` (for the
    busy model's default spans); none for an empty list."""
    by_hours: dict[tuple[time, time], list[str]] = {}
    for member in dict.fromkeys(participants):
        hours = waking_hours(family, member)
        by_hours.setdefault((hours.start, hours.end), []).append(member)
    rules = []
    for (start, end), members in by_hours.items():
        rules.append(
            Constraint(
                id=RULE_ID if len(by_hours) == 1 else f"{RULE_ID}-{start:%H%M}-{end:%H%M}",
                kind="allowed_hours",
                description=f"waking hours, {start:%H:%M}–{end:%H:%M}",
                hard=True,
                members=members,
                start_time=start,
                end_time=end,
            )
        )
    return rules


def outside_waking(family: Family, event: Event, tz: ZoneInfo) -> list[str]:
    """The participants whose waking hours `event` (its first occurrence) leaves."""
    start, end = event.start.astimezone(tz), event.end.astimezone(tz)
    out = []
    for member in event.participants:
        hours = waking_hours(family, member)
        day_start = datetime.combine(start.date(), hours.start, tz)
        day_end = datetime.combine(start.date(), hours.end, tz)
        if start < day_start or end > day_end:
            out.append(member)
    return out


def waking_conflicts(family: Family, event: Event, tz: ZoneInfo) -> list[Conflict]:
    """A time we chose that leaves someone's waking hours, as a blocking conflict (only a
    parent may set it aside, as for a hard rule); empty when everyone is awake then."""
    found = []
    for member in outside_waking(family, event, tz):
        hours = waking_hours(family, member)
        found.append(
            Conflict(
                id=f"constraint_violation:{RULE_ID}:{member}:{event.start.astimezone(tz):%Y-%m-%dT%H:%M}",
                type="constraint_violation",
                severity="high",
                blocking=True,
                participants=[member],
                constraint_id=RULE_ID,
                start=event.start,
                end=event.end,
                details=f"{describe_span(event.start, event.end, tz)} for {people(family, [member])}: "
                f"outside {people(family, [member])}'s waking hours, {hours_words(hours)}.",
            )
        )
    return found


def asleep_then(
    proposal: Proposal, found: Sequence[Conflict], family: Family, tz: ZoneInfo
) -> list[Conflict]:
    """For a booking at a time we chose: who it keeps up outside their waking hours, unless a
    family rule in the way already says so (`found`, the conflict check's findings)."""
    if proposal.chosen_by != "assistant" or proposal.action != "create" or proposal.event is None:
        return []
    ruled = {p for c in found if c.blocking and c.type == "constraint_violation" for p in c.participants}
    return [c for c in waking_conflicts(family, proposal.event, tz) if not set(c.participants) <= ruled]


__all__ = [
    "asleep_then",
    "ADULT_DAY",
    "CHILD_DAY",
    "CHILD_DAY_BY_AGE",
    "RULE_ID",
    "hours_words",
    "outside_waking",
    "waking_conflicts",
    "waking_hours",
    "waking_rules",
]

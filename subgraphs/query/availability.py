"""Free time common to several people: outside what the one busy model says takes them.

The busy model is the domain's (`domain.busy`), the same the slot search uses: events,
hard time rules (school, bedtime, allowed hours), hard minimum gaps and days a hard
per-day cap has filled. So a window said to be free here is one the scheduler would book.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.calendar import CalendarReader
from family_scheduler.domain.busy import busy_time
from family_scheduler.domain.slots.search import search_slots
from family_scheduler.intervals import gaps

from .answer import FreeWindow, MemberAt

MIN_FREE_MINUTES = 30
"""Shorter gaps are not worth telling a family about."""
TIME_RULE_KINDS = ("blocked_hours", "allowed_hours")


def time_rules(calendar: CalendarReader, members: Sequence[str]) -> list[str]:
    """The hard time rules that apply to any of `members`, by description, for the reply."""
    wanted = set(members)
    return [
        rule.description or rule.id
        for rule in calendar.constraints(members)
        if rule.hard
        and rule.kind in TIME_RULE_KINDS
        and (not rule.members or wanted.intersection(rule.members))
    ]


def answer_availability(
    calendar: CalendarReader,
    members: Sequence[str],
    start: datetime,
    end: datetime,
    tz: ZoneInfo,
    *,
    min_minutes: int = MIN_FREE_MINUTES,
) -> list[FreeWindow]:
    """Windows of at least `min_minutes` in [start, end) when all `members` are free."""
    if end <= start or not members:
        return []
    shortest = timedelta(minutes=min_minutes)
    return [
        FreeWindow(start=s.astimezone(tz), end=e.astimezone(tz), minutes=int((e - s).total_seconds() // 60))
        for s, e in gaps(busy_time(calendar, members, start, end), start, end)
        if e - s >= shortest
    ]


def each_at(
    calendar: CalendarReader, members: Sequence[str], start: datetime, end: datetime, now: datetime
) -> list[MemberAt]:
    """Each of `members` over [start, end): free, or what takes them then, as the slot
    search reads that very time (the same busy model and the same reasons it would give)."""
    asked = search_slots(calendar, members, now=min(now, start), start=start, duration=end - start).requested
    if asked is None:
        return []
    free = set(asked.participants_available)
    family = calendar.family()
    at = []
    for member in members:
        person = family.member(member)
        names = {member, person.name if person else member}
        why = [line for line in asked.blocked_by if any(name in line for name in names)]
        at.append(MemberAt(member=member, free=member in free, busy_with=[] if member in free else why))
    return at

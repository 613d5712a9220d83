"""Free time common to several people: outside their events and their hard time rules."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.calendar import CalendarReader
from family_scheduler.constraints import hard_blocks
from family_scheduler.intervals import Interval, gaps, merge

from .answer import FreeWindow

MIN_FREE_MINUTES = 30
"""Shorter gaps are not worth telling a family about."""
TIME_RULE_KINDS = ("blocked_hours", "allowed_hours")


def busy_intervals(
    calendar: CalendarReader,
    members: Sequence[str],
    start: datetime,
    end: datetime,
    tz: ZoneInfo,
) -> list[Interval]:
    """Everything that takes any of `members` out of [start, end): events and hard rules."""
    wanted = set(members)
    # Naming most of the family in the store's filter saves nothing and costs it a join.
    narrow = len(wanted) * 2 <= len(calendar.family().members)
    busy: list[Interval] = [
        (occ.start, occ.end)
        for occ in calendar.occurrences(start, end, members=sorted(wanted) if narrow else None)
        if wanted.intersection(occ.participants)
    ]
    rules = calendar.constraints(members)
    for member in members:
        busy.extend((b.start, b.end) for b in hard_blocks(member, rules, start, end, tz))
    return merge(busy)


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
        for s, e in gaps(busy_intervals(calendar, members, start, end, tz), start, end)
        if e - s >= shortest
    ]

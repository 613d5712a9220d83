"""A question about a rule of the family's week by its name: "is there school on wednesday?",
"do the kids have school friday?".

School is no event on the calendar but a time rule (`blocked_hours`), so a look-up of
"school" finds nothing; the rule itself says when it holds each day asked about, and a
day it is off says why (a weekend, a public holiday the rule is off on, a day off of its own).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, timedelta

from family_scheduler.constraints import rule_blocks
from family_scheduler.domain.titles import title_matches, title_words
from family_scheduler.models import Family
from family_scheduler.models.family import Constraint
from family_scheduler.named_days import holidays_between
from family_scheduler.timeutil import day_span, local_days, zone

from .answer import RuleDay

MAX_DAYS = 14
"""A rule's days are told one by one for up to two weeks."""


def rule_named(title: str | None, family: Family, members: Sequence[str]) -> Constraint | None:
    """The hard time rule of `members` the title names ("school"), if any."""
    wanted = title_words(title)
    if not wanted:
        return None
    for rule in family.constraints:
        if rule.kind != "blocked_hours" or not rule.hard:
            continue
        if members and rule.members and not set(rule.members) & set(members):
            continue
        if title_matches(wanted, rule.description or rule.id) or title_matches(wanted, rule.id):
            return rule
    return None


def rule_days(rule: Constraint, family: Family, start: datetime, end: datetime) -> list[RuleDay]:
    """Each local day of [start, end) (two weeks at most): the rule's hours, or why none."""
    tz = zone(family.timezone)
    first, last = local_days(start, end, tz)
    last = min(last, first + timedelta(days=MAX_DAYS - 1))
    holidays = {h.day: h.name for h in holidays_between(family, first, last)}
    found = []
    day = first
    while day <= last:
        lo, hi = day_span(day, tz)
        blocks = [b for b in rule_blocks(rule, lo, hi, tz) if b.start.astimezone(tz).date() == day]
        if blocks:
            found.append(RuleDay(day=day, start=blocks[0].start, end=blocks[-1].end))
        else:
            found.append(RuleDay(day=day, off=_why_off(rule, day, holidays)))
        day += timedelta(days=1)
    return found


def _why_off(rule: Constraint, day: date, holidays: dict[date, str]) -> str | None:
    if day in rule.off_days:
        return "a day off"
    if rule.holidays_off and day in holidays:
        return holidays[day]
    if day.weekday() >= 5 and rule.days and not {"SA", "SU"} & set(rule.days):
        return "the weekend"
    return None

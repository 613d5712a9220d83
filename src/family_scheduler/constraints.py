"""Evaluating the family's rules against times: the one place that knows what a rule means.

Scheduling turns hard rules into busy intervals and soft ones into penalties;
conflict detection turns both into violations of a concrete event. All day
arithmetic is on local dates with DST-correct localisation.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from functools import lru_cache
from math import ceil, floor
from zoneinfo import ZoneInfo

from .models.events import Occurrence
from .models.family import WEEKDAYS, Constraint
from .named_days import FALLBACK_COUNTRY, is_public_holiday, zone_country
from .timeutil import at_local, overlaps, start_of_day

Interval = tuple[datetime, datetime]


@dataclass(frozen=True)
class Block:
    """A span a hard rule takes away from a member."""

    start: datetime
    end: datetime
    constraint: Constraint


@dataclass
class Violation:
    """A rule an event breaks, for whom, in plain words."""

    constraint: Constraint
    members: list[str] = field(default_factory=list)
    detail: str = ""

    @property
    def hard(self) -> bool:
        return self.constraint.hard


_ONE_DAY = timedelta(days=1)
"""Made once: a `timedelta(days=1)` call parses its keywords each time (the rule checks
step through days in every turn)."""


def _days(start: datetime, end: datetime, tz: ZoneInfo) -> Iterable[date]:
    """Local dates touching [start, end), plus the day before (for rules that wrap midnight)."""
    day = start.astimezone(tz).date() - _ONE_DAY
    last = end.astimezone(tz).date()
    while day <= last:
        yield day
        day += _ONE_DAY


def _daily_span(day: date, begin: time, finish: time, tz: ZoneInfo) -> Interval:
    """[begin, finish) on `day`; a finish at or before begin wraps past midnight."""
    if begin.tzinfo is None and finish.tzinfo is None:
        return _wall_daily_span(day, begin, finish, tz)
    return _daily_span_of(day, begin, finish, tz)


@lru_cache(maxsize=4096)
def _wall_daily_span(day: date, begin: time, finish: time, tz: ZoneInfo) -> Interval:
    """`_daily_span` of clock times without a zone (a rule's), memoised: the slot search and
    the conflict check ask about the same rule on the same day in one turn. (Equal times
    with zones may read differently on the clock, so those are not memoised.)"""
    return _daily_span_of(day, begin, finish, tz)


def _daily_span_of(day: date, begin: time, finish: time, tz: ZoneInfo) -> Interval:
    start = at_local(day, begin, tz)
    end_day = day + _ONE_DAY if finish <= begin else day
    return start, at_local(end_day, finish, tz)


DaysOff = tuple[bool, str | None, tuple[date, ...]]
"""Whether a rule is off on public holidays, whose, and its own days off."""
RuleKey = tuple[str, time | None, time | None, tuple[str, ...], DaysOff]


def _key(rule: Constraint) -> RuleKey:
    """The fields that say what a time rule forbids, as a memo key."""
    off: DaysOff = (rule.holidays_off, rule.holiday_country, tuple(rule.off_days))
    return (rule.kind, rule.start_time, rule.end_time, tuple(rule.days), off)


def _off(off: DaysOff, tz: ZoneInfo, day: date) -> bool:
    """Whether a rule does not hold on `day`: one of its own days off, or a public holiday
    when it is off on those (school on Thanksgiving)."""
    holidays_off, country, days = off
    if day in days:
        return True
    if not holidays_off:
        return False
    return is_public_holiday(country or zone_country(tz.key) or FALLBACK_COUNTRY, day)


@lru_cache(maxsize=8192)
def _day_blocks(key: RuleKey, tz: ZoneInfo, day: date) -> tuple[Interval, ...]:
    """What a time rule (given by its fields, `_key`) forbids on `day`, unclipped; memoised,
    as a search asks about the same days again and again."""
    kind, begin, finish, days, off = key
    if days and WEEKDAYS[day.weekday()] not in days:
        return ()
    if (off[0] or off[2]) and _off(off, tz, day):
        return ()
    assert begin is not None and finish is not None
    if kind == "blocked_hours":
        return (_daily_span(day, begin, finish, tz),)
    if kind == "allowed_hours":
        allowed_start, allowed_end = _daily_span(day, begin, finish, tz)
        next_midnight = start_of_day(day + _ONE_DAY, tz)
        if allowed_end < next_midnight:
            return ((start_of_day(day, tz), allowed_start), (allowed_end, next_midnight))
        return ((start_of_day(day, tz), allowed_start),)
    return ()


def rule_blocks(rule: Constraint, start: datetime, end: datetime, tz: ZoneInfo) -> list[Block]:
    """The spans inside [start, end) that `rule` forbids (blocked or outside allowed hours)."""
    key = _key(rule)
    spans = [span for day in _days(start, end, tz) for span in _day_blocks(key, tz, day)]
    out = []
    for s, e in spans:
        s, e = max(s, start), min(e, end)
        if s < e:
            out.append(Block(s, e, rule))
    return out


def _first_block(rule: Constraint, start: datetime, end: datetime, tz: ZoneInfo) -> Interval | None:
    """The first span of `rule_blocks` (as a pair), found without making the others: a
    breach is told by its first block."""
    key = _key(rule)
    for day in _days(start, end, tz):
        for s, e in _day_blocks(key, tz, day):
            s, e = max(s, start), min(e, end)
            if s < e:
                return s, e
    return None


@lru_cache(maxsize=8192)
def _day_block_seconds(key: RuleKey, tz: ZoneInfo, day: date) -> tuple[tuple[float, float], ...]:
    """`_day_blocks` as timestamps (memoised alike)."""
    return tuple((s.timestamp(), e.timestamp()) for s, e in _day_blocks(key, tz, day))


def rule_block_times(
    rule: Constraint, start: datetime, end: datetime, tz: ZoneInfo
) -> list[tuple[float, float]]:
    """`rule_blocks` as timestamps, clipped on the timestamps: no Block and no aware
    comparison per span (the busy model asks for hundreds a search). Timestamps compare
    as the datetimes do: a double tells microseconds apart over the supported dates."""
    key = _key(rule)
    a, b = start.timestamp(), end.timestamp()
    out = []
    for day in _days(start, end, tz):
        for s, e in _day_block_seconds(key, tz, day):
            if s < a:
                s = a
            if e > b:
                e = b
            if s < e:
                out.append((s, e))
    return out


def rule_block_seconds(
    rule: Constraint, start: datetime, end: datetime, tz: ZoneInfo
) -> list[tuple[int, int]]:
    """`rule_block_times` in whole epoch seconds (start floored, end ceiled)."""
    return [(floor(s), ceil(e)) for s, e in rule_block_times(rule, start, end, tz)]


def hard_blocks(
    member_id: str, rules: Sequence[Constraint], start: datetime, end: datetime, tz: ZoneInfo
) -> list[Block]:
    """Everything a member's hard time rules take out of [start, end)."""
    blocks: list[Block] = []
    for rule in rules:
        if rule.hard and rule.kind in ("blocked_hours", "allowed_hours") and rule.applies_to(member_id):
            blocks.extend(rule_blocks(rule, start, end, tz))
    return blocks


def _local_day_bounds(moment: datetime, tz: ZoneInfo) -> Interval:
    day = moment.astimezone(tz).date()
    return start_of_day(day, tz), start_of_day(day + _ONE_DAY, tz)


def _clock(moment: datetime, tz: ZoneInfo) -> str:
    return moment.astimezone(tz).strftime("%H:%M")


def event_violations(
    start: datetime,
    end: datetime,
    participants: Sequence[str],
    rules: Sequence[Constraint],
    tz: ZoneInfo,
    busy: Mapping[str, Sequence[Occurrence]] | None = None,
) -> list[Violation]:
    """Every rule, hard or soft, that an event at [start, end) breaks for its participants.

    `busy` maps a member to their other occurrences around the event (the event itself
    excluded), for the gap and per-day rules.
    """
    busy = busy or {}
    found: list[Violation] = []
    for rule in rules:
        who = [m for m in participants if rule.applies_to(m)]
        if not who:
            continue
        detail = _breach(rule, start, end, who, tz, busy)
        if detail:
            found.append(Violation(rule, sorted(who), detail))
    return found


def _breach(
    rule: Constraint,
    start: datetime,
    end: datetime,
    who: list[str],
    tz: ZoneInfo,
    busy: Mapping[str, Sequence[Occurrence]],
) -> str:
    name = rule.description or rule.id
    if rule.kind in ("blocked_hours", "allowed_hours"):
        first = _first_block(rule, start, end, tz)
        if first is None:
            return ""
        if rule.kind == "blocked_hours":
            return f"{name}: {_clock(first[0], tz)}–{_clock(first[1], tz)} is off limits"
        return f"{name}: events must be between {rule.start_time:%H:%M} and {rule.end_time:%H:%M}"
    if rule.kind == "preferred_hours":
        assert rule.start_time is not None and rule.end_time is not None
        ok_start, ok_end = _daily_span(start.astimezone(tz).date(), rule.start_time, rule.end_time, tz)
        if start < ok_start or end > ok_end:
            return f"{name}: outside the preferred {rule.start_time:%H:%M}–{rule.end_time:%H:%M}"
        return ""
    if rule.kind == "preferred_days":
        day = WEEKDAYS[start.astimezone(tz).weekday()]
        return "" if not rule.days or day in rule.days else f"{name}: not on a preferred day"
    if rule.kind in ("min_gap", "avoid_back_to_back"):
        gap = timedelta(minutes=rule.minutes or 0)
        for member in who:
            for occ in busy.get(member, ()):
                if overlaps(occ.start, occ.end, start, end):
                    continue  # a clash is a time conflict, not a gap problem
                if overlaps(occ.start - gap, occ.end + gap, start, end):
                    return (
                        f"{name}: {member}'s {occ.title} at {_clock(occ.start, tz)}–"
                        f"{_clock(occ.end, tz)} leaves less than {rule.minutes} minutes"
                    )
        return ""
    if rule.kind == "max_events_per_day":
        day_start, day_end = _local_day_bounds(start, tz)
        for member in who:
            same_day = {o.occurrence_id for o in busy.get(member, ()) if day_start <= o.start < day_end}
            if len(same_day) + 1 > (rule.count or 0):
                return f"{name}: {member} would have {len(same_day) + 1} events that day (max {rule.count})"
        return ""
    return ""


def soft_penalty(violations: Iterable[Violation]) -> float:
    """How much soft violations cost a slot: priority tenths, capped at 1."""
    return min(1.0, sum(v.constraint.priority for v in violations if not v.hard) / 10.0)

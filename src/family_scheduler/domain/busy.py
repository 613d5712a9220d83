"""Busy time: who and what is taken when, each span with the reason a family would give.

Everything a slot must avoid is turned into spans here, once per search, so the
search itself is a sort-and-sweep over plain integers (epoch seconds):

- a participant's occurrences (series expanded with overrides and exceptions by the
  calendar; cancelled ones and ignored events left out);
- the hard time rules, via `constraints.rule_block_seconds` (school, bedtime, allowed hours);
- hard ``min_gap`` rules as padding either side of the member's occurrences (the same
  test `constraints.event_violations` applies, expressed as spans);
- resources reserved to capacity (capacity 0: out of service the whole time);
- hard ``max_events_per_day`` rules as *start bans*: a day already full forbids
  starting there (the rule looks at the day an event starts, not at what it overlaps).

Soft rules stay as rules: `scoring` asks `constraints.event_violations` about them.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from functools import cached_property, lru_cache
from heapq import heapify, heappop
from math import ceil, floor
from operator import itemgetter
from typing import Literal, NamedTuple
from zoneinfo import ZoneInfo

from family_scheduler.calendar import CalendarReader
from family_scheduler.constraints import rule_block_seconds
from family_scheduler.intervals import merge, saturated
from family_scheduler.models import Constraint, Family, Occurrence
from family_scheduler.recurrence import OccurrenceRow
from family_scheduler.timeutil import (
    day_span,
    describe_span,
    from_epoch,
    require_aware,
    start_of_day,
    zone,
)
from family_scheduler.wording import people as names
from family_scheduler.wording import short_day

SpanKind = Literal["event", "rule", "default_hours", "gap", "resource", "day_full"]


class BusySpan(NamedTuple):
    """[start, end) in epoch seconds that a slot must avoid, and why."""

    start: int
    end: int
    label: str
    who: tuple[str, ...] = ()
    resource: str | None = None
    kind: SpanKind = "event"


@dataclass
class BusyModel:
    """Everything one search needs to know about [start, end), computed once."""

    tz: ZoneInfo
    start: int
    end: int
    participants: tuple[str, ...]
    resources: tuple[str, ...]
    other_spans: list[BusySpan]
    """What a slot may not overlap besides the events: rules, gaps, resources."""
    start_bans: list[BusySpan]
    """A slot may not start inside any of these."""
    read: BusyRead
    """The calendar read the model is made of."""
    soft_rules: list[Constraint]
    soft_reach: int = 0
    """How far (seconds) soft rules look at neighbouring events."""
    soft_per_day: bool = False
    """A soft rule counts the events of the whole day."""
    merged: list[tuple[int, int]] = field(default_factory=list)
    """The union of `spans`, sorted: what the search walks (built without the spans)."""
    bans_merged: list[tuple[int, int]] = field(default_factory=list)

    @property
    def rows(self) -> list[Occ]:
        """The occurrences around the span ([start, end) in epoch seconds, the participants
        searched for among theirs), sorted by start: `BusyRead.occs`."""
        return self.read.occs

    @cached_property
    def spans(self) -> list[BusySpan]:
        """A slot may not overlap any of these: the events' spans (made only when a reason
        must be given), then `other_spans`."""
        return event_spans(self.rows) + self.other_spans

    @cached_property
    def occurrences(self) -> dict[str, list[Occurrence]]:
        """Each participant's occurrences around the span, sorted by start (for soft rules;
        worked out on first use: a search that finds nothing never scores a slot)."""
        return {m: [o for _, _, o, who in self.rows if m in who] for m in self.participants}

    @cached_property
    def times(self) -> dict[str, list[tuple[int, int]]]:
        """The same occurrences' [start, end) in epoch seconds."""
        return {m: [(s, e) for s, e, _, who in self.rows if m in who] for m in self.participants}


def epoch_floor(moment: datetime) -> int:
    return int(require_aware(moment).timestamp() // 1)


def epoch_ceil(moment: datetime) -> int:
    ts = require_aware(moment).timestamp()
    return int(-(-ts // 1))


def rules_for(family: Family, participants: Sequence[str]) -> list[Constraint]:
    """The family's rules that touch any participant (family-wide ones included)."""
    wanted = set(participants)  # `isdisjoint` takes the rule's list as it is: no set made per rule
    return [c for c in family.constraints if not c.members or not wanted.isdisjoint(c.members)]


_NO_TIME = timedelta(0)


def fetch_span(
    rules: Sequence[Constraint], start: datetime, end: datetime, tz: ZoneInfo
) -> tuple[datetime, datetime]:
    """How much calendar to read around [start, end): gap rules look beyond it, per-day
    rules need the whole local days."""
    reach = max((c.minutes or 0 for c in rules if c.kind in ("min_gap", "avoid_back_to_back")), default=0)
    pad = timedelta(minutes=reach) if reach else _NO_TIME  # one `timedelta` made at most
    lo, hi = start - pad, end + pad
    if any(c.kind == "max_events_per_day" for c in rules):
        lo = min(lo, day_span(start.astimezone(tz).date(), tz)[0])
        hi = max(hi, day_span(end.astimezone(tz).date(), tz)[1])
    return lo, hi


@dataclass
class BusyRead:
    """What the calendar holds around [start, end) for a search: read once, so a caller
    can look at the start bans before paying for the whole model."""

    family: Family
    tz: ZoneInfo
    people: tuple[str, ...]
    things: tuple[str, ...]
    rules: list[Constraint]
    lo: datetime
    hi: datetime
    rows: list[OccurrenceRow]
    """The calendar's rows over [lo, hi) (ignored ones left out), sorted by start."""
    ignored: frozenset[str] = frozenset()
    _bans: list[BusySpan] | None = None

    @cached_property
    def wanted(self) -> frozenset[str]:
        return frozenset(self.people)

    def takes(self, o: Occurrence) -> tuple[str, ...]:
        """The participants searched for whose time `o` takes, as `occs` has them (for a
        caller that needs a few rows' only)."""
        if not o.blocks_time:
            return ()
        if self.wanted.issuperset(o.participants):
            return tuple(o.participants)
        return tuple(m for m in o.participants if m in self.wanted)

    @cached_property
    def occs(self) -> list[Occ]:
        """[start, end) in whole epoch seconds, the occurrence, and the participants whose
        time it takes (none for an entry that does not block time: it may still hold a
        resource). Worked out on first use: a side of the outside search that the per-day
        caps rule out needs only `bans`; the busy time of a window where nothing fits, only
        the rows. Written out as `takes` of each row, in one comprehension for speed."""
        wanted = self.wanted
        every = wanted.issuperset
        return [
            (
                floor(start_ts),
                ceil(end_ts),
                o,
                ()
                if not o.blocks_time  # a reminder, a birthday: nobody's time is taken
                else tuple(o.participants)
                if every(o.participants)
                else tuple(m for m in o.participants if m in wanted),
            )
            for start_ts, end_ts, _, o in self.rows
        ]

    def bans(self) -> list[BusySpan]:
        """Hard per-day caps already reached: no new event may start on those days."""
        if self._bans is None:
            bans: list[BusySpan] = []
            for member in self.people:
                caps = _caps(member, self.rules)
                if caps:
                    # The rows' own starts: a day starts on a whole second, so the float
                    # falls on the same day as its floor.
                    starts = [
                        (s, o.occurrence_id)
                        for s, _, _, o in self.rows
                        if o.blocks_time and member in o.participants
                    ]
                    bans.extend(_full_days(member, caps, starts, self.lo, self.hi, self.tz))
            self._bans = bans
        return self._bans


def read_busy(
    calendar: CalendarReader,
    participants: Sequence[str],
    start: datetime,
    end: datetime,
    *,
    resources: Sequence[str] = (),
    ignore_event_ids: Sequence[str] = (),
    earlier: Sequence[BusyRead] = (),
    family: Family | None = None,
) -> BusyRead:
    """The calendar read `build_busy` makes (see there).

    `family`: the calendar's family, when the caller has just read it (a search reads it
    once, for its checks, its rules and its reads alike).

    `earlier`: reads this search made already (of the same people, things and ignored
    events). When one of them starts no later than this span and ends inside it, its rows
    are kept and only the rest of the span is read: the search outside a full window reads
    on from where the window (then the nearer reach) stopped."""
    family = family if family is not None else calendar.family()
    tz = zone(family.timezone)
    people = tuple(dict.fromkeys(participants))
    things = tuple(dict.fromkeys(resources))
    rules = rules_for(family, people)
    lo, hi = fetch_span(rules, start, end, tz)
    ignored = frozenset(ignore_event_ids)
    fits = [
        r
        for r in earlier
        if r.people == people and r.things == things and r.ignored == ignored and r.lo <= lo < r.hi <= hi
    ]
    if fits:
        prior = max(fits, key=lambda r: r.hi)
        a, seam = lo.timestamp(), prior.hi.timestamp()
        kept = prior.rows if prior.lo == lo else [row for row in prior.rows if row[1] > a]
        # From a second before the seam, so nothing starting right at it can be missed;
        # whatever starts before it overlaps the earlier read's span and is kept already.
        more = calendar.occurrence_rows(
            prior.hi - timedelta(seconds=1), hi, members=list(people), resources=list(things)
        )
        rows = kept + _not_ignored([row for row in more if row[0] >= seam], ignored)
    else:
        rows = calendar.occurrence_rows(lo, hi, members=list(people), resources=list(things))
        rows = _not_ignored(rows, ignored)
    return BusyRead(family, tz, people, things, rules, lo, hi, rows, ignored)


def _not_ignored(rows: list[OccurrenceRow], ignored: frozenset[str]) -> list[OccurrenceRow]:
    """`rows` without the ignored events and occurrences (the event being moved)."""
    if not ignored:
        return rows
    return [row for row in rows if row[3].event_id not in ignored and row[2] not in ignored]


def build_busy(
    calendar: CalendarReader,
    participants: Sequence[str],
    start: datetime,
    end: datetime,
    *,
    resources: Sequence[str] = (),
    ignore_event_ids: Sequence[str] = (),
    extra_rules: Sequence[Constraint] = (),
    read: BusyRead | None = None,
    ruled: RuledSpans | None = None,
) -> BusyModel:
    """The busy model of `participants` and `resources` over [start, end).

    `ignore_event_ids` may name events or single occurrences (``id@YYYYMMDDTHHMMSSZ``):
    they do not count as busy (the event being moved). `extra_rules` are hard time rules
    of our own (the participants' waking hours, for times we choose), kept apart so an
    asked time is judged by the family's rules only. `read` is `read_busy` of the same
    arguments, when the caller has it already; `ruled`, `time_rule_spans` of the read's
    people and rules, when the caller worked them out already (used only when they cover
    the very span read).
    """
    if read is None:
        read = read_busy(
            calendar, participants, start, end, resources=resources, ignore_event_ids=ignore_event_ids
        )
    family, tz, people, things, rules = read.family, read.tz, read.people, read.things, read.rules
    lo, hi = read.lo, read.hi
    wanted_things = set(things)
    by_resource: dict[str, list[tuple[int, int, Occurrence]]] = {r: [] for r in things}
    if wanted_things:
        for s, e, o, _ in read.occs:
            for r in o.resources:
                if r in wanted_things:
                    by_resource[r].append((s, e, o))

    lo_s, hi_s = epoch_floor(lo), epoch_ceil(hi)
    spans: list[BusySpan] = []  # all but the events': those are made when needed
    if ruled is not None and ruled.fits(rules, lo, hi):
        spans.extend(ruled.spans)
    else:
        spans.extend(_rule_spans(people, rules, lo, hi, tz))
    spans.extend(_rule_spans(people, extra_rules, lo, hi, tz, kind="default_hours"))
    if any(rule.hard and rule.kind == "min_gap" and rule.minutes for rule in rules):
        spans.extend(_gap_spans(people, rules, read.occs))
    bans = read.bans()
    for resource_id in things:
        spans.extend(_resource_spans(family, resource_id, by_resource[resource_id], lo_s, hi_s))

    soft = [c for c in rules if not c.hard]
    reach = max((c.minutes or 0 for c in soft if c.kind in ("min_gap", "avoid_back_to_back")), default=0)
    model = BusyModel(
        tz=tz,
        start=lo_s,
        end=hi_s,
        participants=people,
        resources=things,
        other_spans=spans,
        start_bans=bans,
        read=read,
        soft_rules=soft,
        soft_reach=reach * 60,
        soft_per_day=any(c.kind == "max_events_per_day" for c in soft),
    )
    bounds: list[BusySpan | tuple[int, int]] = [*_events_merged(read), *spans]
    model.merged = merge_spans(bounds)
    model.bans_merged = merge_spans(bans)
    return model


Occ = tuple[int, int, Occurrence, tuple[str, ...]]
"""An occurrence as the busy model sees it: [start, end) in whole epoch seconds, the
occurrence, the participants searched for whose time it takes."""

_BOUNDS = itemgetter(0, 1)
_KEY = itemgetter(0, 1, 2)
"""The order reasons are given in: start, end, label."""


def event_spans(occs: Sequence[Occ]) -> list[BusySpan]:
    """The busy span of each occurrence that takes someone's time, in `occs` order."""
    new = tuple.__new__
    return [new(BusySpan, (s, e, o.title, who, None, "event")) for s, e, o, who in occs if who]


def event_spans_between(read: BusyRead, lo: int, hi: int) -> Iterator[BusySpan]:
    """The events' spans overlapping [lo, hi), in (start, end, label) order, ties in row
    order, made one start at a time: `group_lines` after a few reasons reads no further
    (nor works out whose time the later rows take). The rows are sorted by start (as
    every reader gives them)."""
    run: list[BusySpan] = []
    new = tuple.__new__
    for start_ts, end_ts, _, o in read.rows:
        s = floor(start_ts)
        if s >= hi:
            break
        e = ceil(end_ts)
        if e <= lo:
            continue
        who = read.takes(o)
        if not who:
            continue
        if run and s != run[0][0]:
            yield from sorted(run, key=_KEY) if len(run) > 1 else run
            run = []
        run.append(new(BusySpan, (s, e, o.title, who, None, "event")))
    yield from sorted(run, key=_KEY)


def _events_merged(read: BusyRead) -> list[tuple[int, int]]:
    """`merge_spans(event_spans(read.occs))` in one pass over the rows, without working out
    whose time each takes (only whether it takes any). The rows come sorted by start (a
    reader that breaks that promise gets the sort)."""
    merged: list[tuple[int, int]] = []
    first, last, started = 0, 0, False
    nobody = read.wanted.isdisjoint
    for start_ts, end_ts, _, o in read.rows:
        if not o.blocks_time or nobody(o.participants):
            continue
        s, e = floor(start_ts), ceil(end_ts)
        if s >= e:
            continue
        if started:
            if s < first:
                return merge_spans(event_spans(read.occs))
            if s <= last:
                if e > last:
                    last = e
                continue
            merged.append((first, last))
        first, last, started = s, e, True
    if started:
        merged.append((first, last))
    return merged


def merge_spans(spans: Sequence[BusySpan | tuple[int, int]]) -> list[tuple[int, int]]:
    """`intervals.merge` of the spans' [start, end), sorting the spans themselves."""
    merged: list[tuple[int, int]] = []
    for x in sorted(spans, key=_BOUNDS):
        start, end = x[0], x[1]
        if start >= end:
            continue
        if merged and start <= merged[-1][1]:
            if end > merged[-1][1]:
                merged[-1] = (merged[-1][0], end)
        else:
            merged.append((start, end))
    return merged


class RuledSpans(NamedTuple):
    """The spans the hard time rules take out of [lo, hi) (`time_rule_spans`); or none,
    for a model asked only about a slot the rules were found to leave alone (the slot
    search's check of an asked time)."""

    rules: Sequence[Constraint]
    lo: datetime
    hi: datetime
    spans: list[BusySpan]

    def fits(self, rules: Sequence[Constraint], lo: datetime, hi: datetime) -> bool:
        """Whether these are the spans of the very `rules` (the same objects) over the same
        instants [lo, hi)."""
        return (
            len(rules) == len(self.rules)
            and all(a is b for a, b in zip(rules, self.rules, strict=True))
            and (lo.timestamp(), hi.timestamp()) == (self.lo.timestamp(), self.hi.timestamp())
        )


def time_rule_spans(
    people: Sequence[str], rules: Sequence[Constraint], lo: datetime, hi: datetime, tz: ZoneInfo
) -> RuledSpans:
    """What the hard time rules of `people` (school, bedtime, allowed hours) take out of
    [lo, hi), as `build_busy` works it out: for a caller that looks at them before reading."""
    return RuledSpans(rules, lo, hi, list(_rule_spans(people, rules, lo, hi, tz)))


def _rule_spans(
    people: Sequence[str],
    rules: Sequence[Constraint],
    lo: datetime,
    hi: datetime,
    tz: ZoneInfo,
    kind: SpanKind = "rule",
) -> Iterable[BusySpan]:
    """Hard time rules (school, bedtime, allowed hours), each worked out once for all
    the participants it binds."""
    for rule in rules:
        if not (rule.hard and rule.kind in ("blocked_hours", "allowed_hours")):
            continue
        who = tuple(m for m in people if rule.applies_to(m))
        if not who:
            continue
        label = rule.description or rule.id
        if kind == "default_hours":
            label = f"outside waking hours ({rule.start_time:%H:%M}–{rule.end_time:%H:%M})"
        elif rule.kind == "allowed_hours":
            label = f"outside allowed hours ({label})"
        for s, e in rule_block_seconds(rule, lo, hi, tz):
            yield BusySpan(s, e, label, who, None, kind)


def _gap_spans(
    people: Sequence[str],
    rules: Sequence[Constraint],
    occs: Sequence[tuple[int, int, Occurrence, tuple[str, ...]]],
) -> Iterable[BusySpan]:
    """Hard minimum gaps as padding before and after the bound members' events."""
    for rule in rules:
        if not (rule.hard and rule.kind == "min_gap" and rule.minutes):
            continue
        bound = {m for m in people if rule.applies_to(m)}
        pad = rule.minutes * 60
        name = rule.description or f"{rule.minutes}-minute gap"
        for s, e, o, who in occs:
            hit = tuple(m for m in who if m in bound)
            if hit:
                yield BusySpan(s - pad, s, f"{name} before {o.title}", hit, kind="gap")
                yield BusySpan(e, e + pad, f"{name} after {o.title}", hit, kind="gap")


def _caps(member: str, rules: Sequence[Constraint]) -> list[Constraint]:
    return [
        r for r in rules if r.hard and r.kind == "max_events_per_day" and r.count and r.applies_to(member)
    ]


def _full_days(
    member: str,
    caps: Sequence[Constraint],
    occs: Sequence[tuple[float, str]],
    lo: datetime,
    hi: datetime,
    tz: ZoneInfo,
) -> Iterable[BusySpan]:
    """Days a hard max-events rule (`caps`) already fills: no new event may start there.

    `occs` are the member's (start epoch, occurrence id); each is counted on the local
    day it starts, found by bisecting the days' midnights (no datetime per occurrence)."""
    first, last = lo.astimezone(tz).date(), hi.astimezone(tz).date()
    days = [first + timedelta(days=n) for n in range((last - first).days + 1)]
    midnights = [_midnight(day, tz) for day in days]
    midnights.append(_midnight(last + timedelta(days=1), tz))
    per_day: dict[int, set[str]] = defaultdict(set)
    for start, occurrence_id in occs:
        n = bisect_right(midnights, start) - 1
        if 0 <= n < len(days):
            per_day[n].add(occurrence_id)
    for n in range(len(days)):
        count = len(per_day.get(n, ()))
        for rule in caps:
            if count >= (rule.count or 0):
                label = f"already {count} events that day ({rule.description or rule.id})"
                yield BusySpan(midnights[n], midnights[n + 1], label, (member,), kind="day_full")


@lru_cache(maxsize=4096)
def _midnight(day: date, tz: ZoneInfo) -> int:
    """The epoch second `day` starts at in `tz` (memoised: each search asks for the same
    few weeks of days, three times over)."""
    return epoch_floor(start_of_day(day, tz))


def _resource_spans(
    family: Family,
    resource_id: str,
    occs: Sequence[tuple[int, int, Occurrence]],
    lo: int,
    hi: int,
) -> Iterable[BusySpan]:
    resource = family.resource(resource_id)
    if resource is None:
        return
    if resource.capacity == 0:
        yield BusySpan(lo, hi, f"{resource.name} is out of service", resource=resource_id, kind="resource")
        return
    if resource.capacity == 1:
        for s, e, o in occs:
            yield BusySpan(
                s, e, f"{resource.name} is booked for {o.title}", resource=resource_id, kind="resource"
            )
        return
    uses = [(s, e) for s, e, _ in occs]
    for s, e in saturated(uses, resource.capacity):
        yield BusySpan(
            s,
            e,
            f"{resource.name} is fully booked ({resource.capacity} at once)",
            resource=resource_id,
            kind="resource",
        )


def possessive(who: str) -> str:
    return who + ("'" if who.endswith("s") else "'s")


def describe(family: Family, span: BusySpan, tz: ZoneInfo, who: Sequence[str] = ()) -> str:
    """ "Emma's piano lesson, Mon Nov 23 17:00–18:00" or "school for Emma and Jake, ...":
    one reason, in the family's local time."""
    when = describe_span(from_epoch(span.start), from_epoch(span.end), tz)
    people = names(family, who or span.who, none="")
    if span.kind == "day_full":
        return f"{people}: {span.label}, {short_day(from_epoch(span.start).astimezone(tz))}"
    if span.kind == "resource" or not people:
        return f"{span.label}, {when}"
    if span.kind == "event":
        return f"{possessive(people)} {span.label}, {when}"
    members = who or span.who
    if all(family.display_name(m) in span.label for m in members):
        return f"{span.label}, {when}"  # "Jake's bedtime" names him already
    return f"{span.label} for {people}, {when}"


def group_reasons(
    family: Family, spans: Iterable[BusySpan], tz: ZoneInfo, limit: int | None = None
) -> list[str]:
    """One line per distinct reason (at most `limit`), the people it blocks named
    together, in time order."""
    spans = list(spans)
    if limit is None:
        return group_lines(family, sorted(spans, key=_KEY), tz)
    # With a limit only as many as the first `limit` lines need come off a heap (the
    # index keeps ties in their given order and makes every key distinct).
    order = [(x[0], x[1], x[2], i) for i, x in enumerate(spans)]
    heapify(order)
    return group_lines(family, (spans[heappop(order)[3]] for _ in range(len(order))), tz, limit)


def group_lines(
    family: Family, ordered: Iterable[BusySpan], tz: ZoneInfo, limit: int | None = None
) -> list[str]:
    """`group_reasons` of spans given in (start, end, label) order, ties in their given
    order: reads only as far as the first `limit` lines need."""
    lines: list[str] = []
    if limit is not None and limit <= 0:
        return lines
    block: list[BusySpan] = []
    for x in ordered:
        if block and _KEY(x) != _KEY(block[0]):
            _block_lines(family, block, tz, lines, limit)
            if limit is not None and len(lines) >= limit:
                return lines
            block = []
        block.append(x)
    if block:
        _block_lines(family, block, tz, lines, limit)
    return lines


def _block_lines(
    family: Family, block: Sequence[BusySpan], tz: ZoneInfo, lines: list[str], limit: int | None
) -> None:
    """The lines of one block (spans sharing start, end and label), grouped by resource
    and kind, added to `lines` unless said already."""
    grouped: dict[tuple[str | None, SpanKind], list[str]] = {}
    for x in block:
        who = grouped.setdefault((x.resource, x.kind), [])
        who.extend(m for m in x.who if m not in who)
    first = block[0]
    for (resource, kind), who in grouped.items():
        if limit is not None and len(lines) >= limit:
            break
        line = describe(family, BusySpan(first.start, first.end, first.label, tuple(who), resource, kind), tz)
        if line not in lines:
            lines.append(line)


def busy_time(
    calendar: CalendarReader,
    participants: Sequence[str],
    start: datetime,
    end: datetime,
    *,
    resources: Sequence[str] = (),
    ignore_event_ids: Sequence[str] = (),
) -> list[tuple[datetime, datetime]]:
    """When any of `participants` (or `resources`) is taken in [start, end), merged, in the
    family's zone: `busy_intervals` without the reasons, so a caller that only needs the
    free time (the query's availability) does not pay for wording."""
    model = _model_over(calendar, participants, start, end, resources, ignore_event_ids)
    if model is None:
        return []
    lo, hi = epoch_floor(start), epoch_ceil(end)
    return [
        (from_epoch(max(s, lo)).astimezone(model.tz), from_epoch(min(e, hi)).astimezone(model.tz))
        for s, e in merge(model.merged + model.bans_merged)
        if s < hi and e > lo
    ]


def free_resources(
    calendar: CalendarReader, resource_ids: Sequence[str], start: datetime, end: datetime
) -> list[str]:
    """Those of `resource_ids` in service and below capacity over all of [start, end)."""
    return [r for r in resource_ids if not busy_time(calendar, [], start, end, resources=[r])]


def _model_over(
    calendar: CalendarReader,
    participants: Sequence[str],
    start: datetime,
    end: datetime,
    resources: Sequence[str],
    ignore_event_ids: Sequence[str],
) -> BusyModel | None:
    """The busy model of [start, end) (None for an empty span); naive times are refused."""
    require_aware(start, "start")
    require_aware(end, "end")
    if end <= start:
        return None
    return build_busy(
        calendar, participants, start, end, resources=resources, ignore_event_ids=ignore_event_ids
    )


def busy_intervals(
    calendar: CalendarReader,
    participants: Sequence[str],
    start: datetime,
    end: datetime,
    *,
    resources: Sequence[str] = (),
    ignore_event_ids: Sequence[str] = (),
) -> list[tuple[datetime, datetime, str]]:
    """Merged busy time of `participants` and `resources` inside [start, end), with reasons.

    The same busy model the slot search uses (events, hard time rules, hard gaps,
    resources at capacity, days already full), clipped to [start, end) and merged:
    touching or overlapping spans join and their reasons are listed together ("; ").
    Times are in the family's zone. Free time is the complement (`intervals.gaps`).
    """
    model = _model_over(calendar, participants, start, end, resources, ignore_event_ids)
    if model is None:
        return []
    family = calendar.family()
    lo, hi = epoch_floor(start), epoch_ceil(end)
    clipped = sorted(
        (
            BusySpan(max(s.start, lo), min(s.end, hi), s.label, s.who, s.resource, s.kind)
            for s in model.spans + model.start_bans
            if s.start < hi and s.end > lo
        ),
        key=lambda x: (x.start, x.end),
    )
    out: list[tuple[int, int, list[BusySpan]]] = []
    for s in clipped:
        if out and s.start <= out[-1][1]:
            prev_start, prev_end, members = out[-1]
            members.append(s)
            out[-1] = (prev_start, max(prev_end, s.end), members)
        else:
            out.append((s.start, s.end, [s]))
    tz = model.tz
    return [
        (from_epoch(s).astimezone(tz), from_epoch(e).astimezone(tz), "; ".join(_short_reasons(family, parts)))
        for s, e, parts in out
    ]


def _short_reasons(family: Family, parts: Sequence[BusySpan]) -> list[str]:
    grouped: dict[tuple[str, str | None], list[str]] = {}
    for p in parts:
        who = grouped.setdefault((p.label, p.resource), [])
        who.extend(m for m in p.who if m not in who)
    return [
        f"{label} ({names(family, who, none='')})" if who else label for (label, _), who in grouped.items()
    ]

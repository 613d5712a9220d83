"""Finding times that work: check an asked time, or search a window, best slots first.

The one entry point other graphs call is `search_slots`. It reads the calendar (never
writes), builds the busy model once per span (`busy`), walks the free gaps (`starts`),
and picks the top k by score (`scoring`, `ranking`).

When *we* choose the time (inside a window the family gives or the default 7-day
horizon, the alternatives around an asked time, the options outside a window), each
participant's waking hours (`domain.daytime`) are a hard limit, so nobody is offered
03:00, and the times are ranked by how usual the hour is for the activity
(`habits`), so dinner is not at 07:00. An exact time the family gives is taken as
given, and so is a window that lies wholly outside the participants' waking hours
("between 10pm and midnight").
"""

from __future__ import annotations

import heapq
from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from datetime import UTC, datetime, timedelta
from functools import cached_property
from operator import itemgetter
from zoneinfo import ZoneInfo

from pydantic import AwareDatetime, BaseModel, Field

from family_scheduler.calendar import CalendarReader
from family_scheduler.constraints import rule_block_times
from family_scheduler.intervals import merge
from family_scheduler.models import Constraint, Family, TimeSlot
from family_scheduler.models.request import DEFAULT_MINUTES
from family_scheduler.timeutil import zone

from ..busy import (
    BusyModel,
    BusyRead,
    BusySpan,
    RuledSpans,
    build_busy,
    epoch_ceil,
    epoch_floor,
    event_spans_between,
    fetch_span,
    group_lines,
    group_reasons,
    merge_spans,
    read_busy,
    rules_for,
    time_rule_spans,
)
from ..daytime import waking_rules
from .checks import request_problems
from .habits import UsualHours, usual_hours
from .kinds import kind_of, usual_length
from .ranking import Candidate, choose
from .scoring import Anchor, SoftScorer, slot_score, upper_bound
from .starts import quarter_starts, start_ranges

DEFAULT_DURATION = timedelta(minutes=DEFAULT_MINUTES)
DEFAULT_HORIZON = timedelta(days=7)
ALTERNATIVES_REACH = timedelta(days=3)
"""How far either side of a blocked asked time alternatives are looked for."""
OUTSIDE_REACHES = (timedelta(days=1), timedelta(days=7))
"""How far either side of a full window the nearest options are looked for: the
first reach that gives an option on each side (or k options) wins."""


class SchedulingResult(BaseModel):
    """What the scheduler found: the asked time checked, ranked options, or why not."""

    requested: TimeSlot | None = None
    """The exact time asked, with blocked_by filled when blocked."""
    requested_free: bool | None = None
    """None when no exact time was asked."""
    candidates: list[TimeSlot] = Field(default_factory=list)
    """Ranked best first (alternatives when the exact time is blocked)."""
    recommended: TimeSlot | None = None
    """The exact time when free, else the best candidate."""
    window: tuple[AwareDatetime, AwareDatetime] | None = None
    """The span searched."""
    duration_minutes: int = 60
    length_words: str | None = None
    """When nobody said a length and the activity's usual one is not an hour: that length
    and why ("2 hours, as a movie usually runs"), for the reply (`kinds`)."""
    nothing_fits: bool = False
    nearest_outside: list[TimeSlot] = Field(default_factory=list)
    """When nothing fits in the window: the nearest options outside it."""
    why_nothing_fits: list[str] = Field(default_factory=list)
    """When nothing fits: what fills the window, in plain words and local time."""
    problems: list[str] = Field(default_factory=list)
    """Bad input in plain words."""


def search_slots(
    calendar: CalendarReader,
    participants: Sequence[str],
    *,
    now: datetime,
    duration: timedelta | None = DEFAULT_DURATION,
    start: datetime | None = None,
    window: tuple[datetime, datetime] | None = None,
    resources: Sequence[str] = (),
    ignore_event_ids: Sequence[str] = (),
    top_k: int = 5,
    title: str | None = None,
) -> SchedulingResult:
    """Check `start` (with alternatives when blocked) or search `window` for free slots.

    All `participants` must be free and every resource below capacity for the whole
    slot; hard rules remove times, soft ones lower the score. With neither `start` nor
    `window`, the next 7 days from `now` are searched. Slots never start before `now`.
    Times we choose stay inside everyone's waking hours and prefer the usual hours of
    the activity `title` names. `duration` None: nobody said, so the activity's usual
    length (`kinds`), said in `length_words` when it is not an hour, unless an hour fits
    where that length does not. Bad input comes back in `problems`, never as an exception.
    """
    if duration is None:
        minutes, said = usual_length(title)
        args = (calendar, participants, now, start, window, resources, ignore_event_ids, top_k, title)
        if said is not None:
            usual = _search(timedelta(minutes=minutes), *args)
            if _fits_as_well(usual, lambda: _search(DEFAULT_DURATION, *args)):
                usual.length_words = said
                return usual
        duration = DEFAULT_DURATION
    return _search(
        duration, calendar, participants, now, start, window, resources, ignore_event_ids, top_k, title
    )


def _fits_as_well(usual: SchedulingResult, hour: Callable[[], SchedulingResult]) -> bool:
    """Whether the usual length of an activity fits where the family asked as an hour does:
    our own guess of the length must not make a clash, break a rule or preference of the
    family at the time they stated, or overflow a window; else the hour, as before."""
    if usual.problems:
        return False
    if usual.requested is None:  # a window searched
        return not usual.nothing_fits
    if not usual.requested_free:
        return False
    if not usual.requested.soft_violations:
        return True
    plain = hour()
    return not (plain.requested_free and plain.requested is not None and not plain.requested.soft_violations)


def _search(
    duration: timedelta,
    calendar: CalendarReader,
    participants: Sequence[str],
    now: datetime,
    start: datetime | None,
    window: tuple[datetime, datetime] | None,
    resources: Sequence[str],
    ignore_event_ids: Sequence[str],
    top_k: int,
    title: str | None,
) -> SchedulingResult:
    """`search_slots` for a length known."""
    family = calendar.family()
    participants = list(dict.fromkeys(participants))
    resources = list(dict.fromkeys(resources))
    kind = kind_of(title)
    minutes = _minutes(duration)
    problems = request_problems(
        family, participants, resources, now=now, duration=duration, start=start, window=window, top_k=top_k
    )
    if problems:
        return SchedulingResult(duration_minutes=minutes, problems=problems)
    # Alternatives to an asked time are ranked by closeness to it: the family's own hour
    # says more than a habit. Times chosen in a window follow the activity's usual hours.
    habit = kind.hours if kind is not None else None
    usual = usual_hours(title, family, participants, habit) if start is None else None
    search = _Search(calendar, family, participants, resources, now, duration, ignore_event_ids, top_k, usual)
    if start is not None:
        return search.exact(start, window)
    if window is not None:
        return search.in_window(window[0], window[1], default_day=search.awake_in(*window))
    return search.in_window(now, now + DEFAULT_HORIZON, default_day=True)


_REASON_ORDER = itemgetter(0, 1, 2)
"""Reasons are given in (start, end, label) order."""


def _blocking(model: BusyModel, s: int, e: int) -> list[BusySpan]:
    """What keeps [s, e) from being booked: the family's own rules (not our waking hours),
    events, gaps, resources, and a day already full where it starts."""
    blocking = [x for x in model.spans if x.start < e and s < x.end and x.kind != "default_hours"]
    blocking += [x for x in model.start_bans if x.start <= s < x.end]
    return blocking


def _unsaid(ordered: list[BusySpan], inside: list[BusySpan], lo: int, hi: int) -> Iterator[BusySpan]:
    """`ordered` without the waking hours each person's own rules (a bedtime, among
    `inside`) already cover in [lo, hi): looked at only as far as the reasons read."""
    covers: dict[str, list[tuple[int, int]]] | None = None
    for x in ordered:
        if x.kind == "default_hours":
            if covers is None:
                ruled: dict[str, list[tuple[int, int]]] = {}
                for rule in inside:
                    if rule.kind == "rule":
                        for member in rule.who:
                            ruled.setdefault(member, []).append((rule.start, rule.end))
                covers = {member: merge(spans) for member, spans in ruled.items()}
            a, b = max(x.start, lo), min(x.end, hi)
            if all(_covered(covers.get(member, []), a, b) for member in x.who):
                continue
        yield x


def _covered(merged: list[tuple[int, int]], a: int, b: int) -> bool:
    """Whether one span of the merged, sorted `merged` holds all of [a, b)."""
    i = bisect_right(merged, (a, float("inf"))) - 1
    return i >= 0 and merged[i][0] <= a and b <= merged[i][1]


def _minutes(duration: object) -> int:
    if isinstance(duration, timedelta):
        return max(0, -(-int(duration.total_seconds()) // 60))
    return 0


class _Search:
    """One request's search: the inputs, shared by the asked-time and window paths."""

    skip_banned_sides = True
    """Skip a side of the outside search whose every start a per-day cap bans, without
    building its busy model (tests turn it off to compare with the full build)."""

    check_slot_first = True
    """Check an asked time on a model of just its span before building the one around it
    for alternatives (tests turn it off to compare with the wide model's answer)."""

    reuse_reads = True
    """Read on from the rows this search has read already rather than read a span again
    (tests turn it off to compare with reading every span whole)."""

    def __init__(
        self,
        calendar: CalendarReader,
        family: Family,
        participants: list[str],
        resources: list[str],
        now: datetime,
        duration: timedelta,
        ignore: Sequence[str],
        top_k: int,
        usual: UsualHours | None = None,
    ) -> None:
        self.calendar = calendar
        self.family = family
        self.tz: ZoneInfo = zone(family.timezone)
        self.participants = participants
        self.resources = resources
        self.now = now
        self.now_s = epoch_ceil(now)
        self.duration = duration
        self.dur_s = int(-(-duration.total_seconds() // 1))
        self.ignore = list(ignore)
        self.top_k = top_k
        self.usual = usual
        self._reads: list[BusyRead] = []
        self._locals: dict[int, datetime] = {}

    @cached_property
    def default_rules(self) -> list[Constraint]:
        """The participants' waking hours as hard rules, for times we choose (made on first
        use: an asked time that is free never needs them)."""
        return waking_rules(self.family, self.participants)

    def awake_in(self, w_start: datetime, w_end: datetime) -> bool:
        """Whether some of the window lies inside everyone's waking hours (else the family
        stated unusual hours on purpose, and the window is taken as given)."""
        blocks = [rule_block_times(rule, w_start, w_end, self.tz) for rule in self.default_rules]
        asleep = merge(span for found in blocks for span in found)
        a, b = w_start.timestamp(), w_end.timestamp()
        return not any(s <= a and b <= e for s, e in asleep)

    # -- building blocks ------------------------------------------------------------------

    def _model(
        self,
        lo: datetime,
        hi: datetime,
        default_day: bool,
        read: BusyRead | None = None,
        ruled: RuledSpans | None = None,
    ) -> BusyModel:
        return build_busy(
            self.calendar,
            self.participants,
            lo,
            hi,
            resources=self.resources,
            ignore_event_ids=self.ignore,
            extra_rules=self.default_rules if default_day else (),
            read=read or self._read(lo, hi),
            ruled=ruled,
        )

    def _read(self, lo: datetime, hi: datetime) -> BusyRead:
        """The calendar around [lo, hi), going on from what this search has read already."""
        read = read_busy(
            self.calendar,
            self.participants,
            lo,
            hi,
            resources=self.resources,
            ignore_event_ids=self.ignore,
            earlier=self._reads if self.reuse_reads else (),
            family=self.family,
        )
        self._reads.append(read)
        return read

    def _local(self, moment: int) -> datetime:
        """`moment` in the family's zone (kept: the asked slot's ends are asked for by its
        model, its check and its answer)."""
        local = self._locals.get(moment)
        if local is None:
            local = self._locals[moment] = datetime.fromtimestamp(moment, UTC).astimezone(self.tz)
        return local

    def _slot(self, c: Candidate) -> TimeSlot:
        return TimeSlot(
            start=self._local(c.start),
            end=self._local(c.end),
            score=c.score,
            participants_available=list(self.participants),
            soft_violations=list(c.soft),
        )

    def _ranked(
        self,
        model: BusyModel,
        lo: int,
        hi: int,
        anchor: Anchor,
        split_at: int | None = None,
        outside: tuple[int, int] | None = None,
    ) -> list[TimeSlot]:
        """The top k slots inside [lo, hi) of `model`, best first."""
        lo = max(lo, self.now_s)
        ranges = start_ranges(model.merged, model.bans_merged, lo, hi, self.dur_s)
        lanes = []
        for first, last in ranges:
            starts = list(quarter_starts(first, last, self.tz))
            if outside is not None:  # only slots not wholly inside the window
                starts = [s for s in starts if not (outside[0] <= s and s + self.dur_s <= outside[1])]
            if starts:
                lanes.append(starts)
        scorer = SoftScorer(model, self.usual)
        chosen, _ = choose(
            lanes,
            self.dur_s,
            self.top_k,
            upper=lambda s: upper_bound(anchor, s),
            score=lambda s, penalty: slot_score(anchor, s, penalty),
            penalty=scorer.penalty,
            split_at=split_at,
        )
        return [self._slot(c) for c in chosen]

    def _span(self, lo: int, hi: int) -> tuple[datetime, datetime]:
        return self._local(lo), self._local(hi)

    # -- an exact time ----------------------------------------------------------------------

    def exact(self, start: datetime, window: tuple[datetime, datetime] | None) -> SchedulingResult:
        """Check the asked time; when blocked, the nearest good times on both sides."""
        s, e = epoch_floor(start), epoch_floor(start) + self.dur_s
        if window is not None:
            lo, hi = epoch_floor(window[0]), epoch_ceil(window[1])
        else:
            reach = int(ALTERNATIVES_REACH.total_seconds())
            lo, hi = s - reach, e + reach
        lo = max(lo, self.now_s)
        minutes = _minutes(self.duration)
        small = self._slot_model(s, e) if self.check_slot_first and s >= self.now_s else None
        if small is not None and not (blocking := _blocking(small, s, e)):
            # Most asked times are free ("the dentist at 3pm"). Everything that can block
            # the slot or cost it a soft rule lies in the span busy.fetch_span reads around
            # it (its neighbours for gap rules, its whole days for per-day caps), so a model
            # of that span answers as the wide one does; only a blocked slot needs the wide
            # one, for its alternatives (and its reasons, clipped to the wide span).
            return self._free(self._check(small, s, e, blocking), lo, hi)
        awake = window is None or self.awake_in(*window)
        model = self._model(self._local(min(lo, s)), self._local(max(hi, e)), default_day=awake)
        requested = self._check(model, s, e)
        if not requested.blocked_by:
            return self._free(requested, lo, hi)
        anchor = Anchor(s, s, max(hi - lo, 1))
        found = self._ranked(model, lo, hi, anchor, split_at=s) if hi - lo >= self.dur_s else []
        result = SchedulingResult(
            requested=requested,
            requested_free=False,
            candidates=found,
            recommended=found[0] if found else None,
            window=self._span(lo, max(lo, hi)),
            duration_minutes=minutes,
            nothing_fits=not found,
        )
        if not found:
            result.nearest_outside = self._outside(lo, max(lo, hi))
            result.why_nothing_fits = requested.blocked_by
        return result

    def _slot_model(self, s: int, e: int) -> BusyModel | None:
        """The model of just [s, e)'s span, or None when a hard time rule of the family
        (school, a bedtime) takes part of [s, e): the slot is blocked then, and reading
        the calendar for it would be wasted.

        The rules are worked out over [s, e) alone: the model is asked only about [s, e)
        (what blocks it, what soft rules it bends), and when no rule takes any of it, what
        the rules take around it (the rest of the days the model reads) can neither block
        it nor cost it a soft rule. So the model carries no rule spans; it is never asked
        for alternatives or reasons (a blocked slot gets the wide model)."""
        a, b = self._local(s), self._local(e)
        rules = rules_for(self.family, self.participants)
        if time_rule_spans(self.participants, rules, a, b, self.tz).spans:
            return None  # every span found lies in [s, e)
        lo, hi = fetch_span(rules, a, b, self.tz)
        return self._model(a, b, default_day=False, ruled=RuledSpans(rules, lo, hi, []))

    def _free(self, requested: TimeSlot, lo: int, hi: int) -> SchedulingResult:
        """The asked time is free: it is the answer (the window still says where
        alternatives would have been looked for)."""
        return SchedulingResult(
            requested=requested,
            requested_free=True,
            candidates=[requested],
            recommended=requested,
            window=self._span(lo, max(lo, hi)),
            duration_minutes=_minutes(self.duration),
        )

    def _check(self, model: BusyModel, s: int, e: int, blocking: list[BusySpan] | None = None) -> TimeSlot:
        """The asked slot, with what blocks it (the family's own rules only; `blocking`, when
        the caller has looked already)."""
        if blocking is None:
            blocking = _blocking(model, s, e)
        reasons = group_reasons(self.family, blocking, self.tz)
        if s < self.now_s:
            reasons.insert(0, "that time has already passed")
        taken = {m for x in blocking for m in x.who}
        available = [p for p in self.participants if p not in taken]
        penalty, soft = SoftScorer(model).penalty(s, e)
        score = 0.0 if reasons else round(max(0.0, 1.0 - penalty), 4)
        return TimeSlot(
            start=self._local(s),
            end=self._local(e),
            score=score,
            participants_available=available,
            soft_violations=list(soft),
            blocked_by=reasons,
        )

    # -- a window -------------------------------------------------------------------------

    def in_window(self, w_start: datetime, w_end: datetime, *, default_day: bool) -> SchedulingResult:
        """The top k slots inside the window; when none, the nearest outside it."""
        ws, we = epoch_floor(w_start), epoch_ceil(w_end)
        lo = max(ws, self.now_s)
        minutes = _minutes(self.duration)
        found: list[TimeSlot] = []
        model = None
        if we - lo >= self.dur_s:
            model = self._model(self._local(lo), self._local(we), default_day)
            found = self._ranked(model, lo, we, Anchor(lo, lo, max(we - lo, 1)))
        result = SchedulingResult(
            candidates=found,
            recommended=found[0] if found else None,
            window=self._span(min(lo, we), we),
            duration_minutes=minutes,
            nothing_fits=not found,
        )
        if not found:
            result.nearest_outside = self._outside(ws, we)
            result.why_nothing_fits = self._why(model, lo, we)
        return result

    def _why(self, model: BusyModel | None, lo: int, hi: int) -> list[str]:
        """What fills [lo, hi): the first 8 reasons in time order. Rules, gaps, resources and
        bans are few and sorted here; the events (hundreds) are merged in from their
        start-sorted rows and only the first few ever become spans. Waking hours a
        person's own rules already cover are left out, checked as they come."""
        if model is None or hi <= lo:
            return ["that time has already passed"]
        inside = [x for x in model.other_spans + model.start_bans if x.start < hi and lo < x.end]
        others = sorted(
            (
                x
                if x.kind == "resource" or (lo <= x.start and x.end <= hi)
                else BusySpan(max(x.start, lo), min(x.end, hi), x.label, x.who, x.resource, x.kind)
                for x in inside  # a rule by the part inside the window (an event as it is)
            ),
            key=_REASON_ORDER,
        )
        # The events come first among equals, as they come first in model.spans.
        ordered = heapq.merge(
            event_spans_between(model.read, lo, hi), _unsaid(others, inside, lo, hi), key=_REASON_ORDER
        )
        return group_lines(self.family, ordered, self.tz, limit=8)

    def _outside(self, ws: int, we: int) -> list[TimeSlot]:
        """The nearest good slots before and after [ws, we) (not wholly inside it).

        Looks a day either side first, then a week, so a full window costs little more
        than the window itself when something fits close by.
        """
        found: list[TimeSlot] = []
        for reach in OUTSIDE_REACHES:
            found = self._outside_within(ws, we, int(reach.total_seconds()))
            before = any(epoch_floor(s.start) < ws for s in found)
            after = any(epoch_floor(s.start) >= ws for s in found)
            if len(found) >= self.top_k or (before and after) or (after and ws <= self.now_s):
                break
        return found

    def _outside_within(self, ws: int, we: int, reach: int) -> list[TimeSlot]:
        """The best slots within `reach` of [ws, we), one busy model each side."""
        lo, hi = max(ws - reach, self.now_s), we + reach
        sides = [(lo, min(ws + self.dur_s, hi)), (max(we - self.dur_s, lo, ws), hi)]
        lanes: list[list[int]] = []
        scorers: list[SoftScorer | None] = []
        for n, (a, b) in enumerate(sides):
            if b - a < self.dur_s or (n == 0 and a >= ws):
                continue  # too short, or a "before" side with no start before the window
            lo_dt, hi_dt = self._local(a), self._local(b)
            read = self._read(lo_dt, hi_dt)
            bans = read.bans()
            if self.skip_banned_sides and bans and not start_ranges([], merge_spans(bans), a, b, self.dur_s):
                # Every start on this side falls on a day a hard per-day cap has filled: no
                # busy model can give a slot there (its start ranges only get narrower).
                scorers.append(None)
                continue
            model = self._model(lo_dt, hi_dt, default_day=True, read=read)
            scorers.append(SoftScorer(model, self.usual))
            for first, last in start_ranges(model.merged, model.bans_merged, a, b, self.dur_s):
                starts = [
                    s
                    for s in quarter_starts(first, last, self.tz)
                    if (s < ws) == (n == 0) and not (ws <= s and s + self.dur_s <= we)
                ]
                if starts:
                    lanes.append(starts)
        if not lanes:
            return []
        present = [x for x in scorers if x is not None]
        before, after = present[0], present[-1]

        def penalty(s: int, e: int) -> tuple[float, tuple[str, ...]]:
            return (before if s < ws else after).penalty(s, e)

        anchor = Anchor(ws - self.dur_s, we, reach)
        chosen, _ = choose(
            lanes,
            self.dur_s,
            self.top_k,
            upper=lambda s: upper_bound(anchor, s),
            score=lambda s, p: slot_score(anchor, s, p),
            penalty=penalty,
            split_at=ws,
        )
        return [self._slot(c) for c in chosen]

"""Who and what is already booked around some spans: the read every check starts from.

`CalendarReader.occurrences` over a long horizon expands and filters every candidate
event in it, converting aware datetimes on the way; for a weekly proposal over 12
weeks (a dozen one-day windows, ~2,500 candidates in a 10,000-event calendar) that
alone costs more than the 10 ms budget. So each stored event's facts (who and what it
involves, its occurrences as UTC timestamps) are computed once per event object and
kept in a bounded memo, and a candidate costs a dict lookup and two set tests.

Events are immutable by convention (a change is a new Event object), the same
assumption the core's expansion memo makes; the memo holds the event itself, so an
`id()` can never be reused while its entry lives.

The calendar is asked without the member/resource filter: SQLite's filtered query is
several times slower than reading the span and testing the sets here.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Collection, Sequence
from datetime import datetime
from threading import Lock

from family_scheduler.calendar import CalendarReader
from family_scheduler.intervals import merge
from family_scheduler.models import Event, Occurrence
from family_scheduler.recurrence import expand, series_bounds

Window = tuple[datetime, datetime]
Timed = tuple[float, float, Occurrence]
MEMO_SIZE = 50_000


class _Facts:
    """What the checks need of one event, in cheap forms."""

    __slots__ = ("live", "members", "resources", "timed", "starts", "longest")

    def __init__(self, event: Event) -> None:
        self.live = event.status != "cancelled"
        members, resources = set(event.participants), set(event.resources)
        for change in event.overrides.values():
            members.update(change.participants or ())
            resources.update(change.resources or ())
        self.members, self.resources = frozenset(members), frozenset(resources)
        self.timed: list[Timed] | None = None
        first, last = series_bounds(event)
        if last is not None:  # one-off or bounded series: expand once, keep timestamps
            timed = [(o.start.timestamp(), o.end.timestamp(), o) for o in expand(event, first, last)]
            timed.sort(key=lambda t: t[0])
            self.timed = timed
            self.starts = [t[0] for t in timed]
            self.longest = max((e - s for s, e, _ in timed), default=0.0)

    def between(self, lo: float, hi: float) -> list[Timed]:
        assert self.timed is not None
        if len(self.timed) == 1:
            return self.timed if self.timed[0][0] < hi and self.timed[0][1] > lo else []
        first = bisect_left(self.starts, lo - self.longest)
        last = bisect_left(self.starts, hi)
        return [t for t in self.timed[first:last] if t[1] > lo]


_memo: dict[int, tuple[Event, _Facts]] = {}
_memo_lock = Lock()


def _remember(event: Event) -> _Facts:
    """Compute and keep an event's facts; the oldest entries go first when full."""
    facts = _Facts(event)
    with _memo_lock:
        _memo[id(event)] = (event, facts)
        while len(_memo) > MEMO_SIZE:
            del _memo[next(iter(_memo))]
    return facts


class _Windows:
    """Merged windows as timestamps, to test 'does [s, e) touch any window' by bisect."""

    def __init__(self, windows: Sequence[Window]) -> None:
        self.bounds = merge(windows)
        self.starts = [s.timestamp() for s, _ in self.bounds]
        self.ends = [e.timestamp() for _, e in self.bounds]

    def touches(self, start: float, end: float) -> bool:
        i = bisect_right(self.starts, start) - 1
        if i >= 0 and self.ends[i] > start:
            return True
        return i + 1 < len(self.starts) and self.starts[i + 1] < end


def occurrences_within(
    calendar: CalendarReader,
    windows: Sequence[Window],
    *,
    members: Collection[str] = (),
    resources: Collection[str] = (),
    ignore_event_ids: Collection[str] = (),
) -> list[Occurrence]:
    """Live occurrences overlapping any window that involve any of the members or resources.

    Cancelled events and `ignore_event_ids` are left out; proposed events count, since
    they hold their reservations. Sorted by start, then end, then occurrence id. The
    occurrences may be shared with the calendar's memo: treat them as read-only.
    """
    wanted_members, wanted_resources = frozenset(members), frozenset(resources)
    if not windows or not (wanted_members or wanted_resources):
        return []
    spans = _Windows(windows)
    lo, hi = spans.bounds[0][0], spans.bounds[-1][1]
    lo_ts, hi_ts = spans.starts[0], spans.ends[-1]
    ignored = set(ignore_event_ids)
    found: list[Timed] = []
    recall = _memo.get
    for event in calendar.candidate_events(lo, hi):
        hit = recall(id(event))
        facts = hit[1] if hit is not None and hit[0] is event else _remember(event)
        if not facts.live:
            continue
        if wanted_members.isdisjoint(facts.members) and wanted_resources.isdisjoint(facts.resources):
            continue
        if ignored and event.id in ignored:
            continue
        if facts.timed is not None:
            timed = facts.between(lo_ts, hi_ts)
        else:  # a series that never ends: expand just the span
            timed = [(o.start.timestamp(), o.end.timestamp(), o) for o in expand(event, lo, hi)]
        for start, end, occ in timed:
            if not spans.touches(start, end):
                continue
            if wanted_members.isdisjoint(occ.participants) and wanted_resources.isdisjoint(occ.resources):
                continue
            found.append((start, end, occ))
    found.sort(key=lambda t: (t[0], t[1], t[2].occurrence_id))
    return [t[2] for t in found]

"""Who and what is already booked around some spans: the read every check starts from.

`CalendarReader.occurrences` over a long horizon expands and filters every candidate
event in it, converting aware datetimes on the way; for a weekly proposal over 12
weeks (a dozen one-day windows, ~2,500 candidates in a 10,000-event calendar) that
alone costs more than the 10 ms budget. So each stored event's facts (who and what it
involves) are computed once per event object and kept in a bounded memo, and a
candidate costs a dict lookup and two set tests. Its occurrences come from the
event's own expansion memo (`recurrence.expand_rows`: four-week blocks, filled as
spans ask for them), over the span asked only: a ten-year routine is not expanded
in full to answer one booking.

Events are immutable by convention (a change is a new Event object), the same
assumption the core's expansion memo makes; the memo holds the event itself, so an
`id()` can never be reused while its entry lives.

The calendar is asked without the member/resource filter: SQLite's filtered query is
several times slower than reading the span and testing the sets here.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Collection, Sequence
from datetime import datetime
from threading import Lock

from family_scheduler.calendar import CalendarReader
from family_scheduler.intervals import merge
from family_scheduler.models import Event, Occurrence
from family_scheduler.recurrence import BLOCK, expand_rows

Window = tuple[datetime, datetime]
Timed = tuple[float, float, Occurrence]
"""[start, end) as epoch seconds, and the occurrence."""
MEMO_SIZE = 50_000
CHUNK = 6 * BLOCK
"""Widest span read of one event at a time (six blocks, 24 weeks: under `MAX_BLOCKS`)."""


class _Facts:
    """What the checks need of one event, in cheap forms."""

    __slots__ = ("live", "members", "resources")

    def __init__(self, event: Event) -> None:
        self.live = event.status != "cancelled"
        members, resources = set(event.participants), set(event.resources)
        for change in event.overrides.values():
            members.update(change.participants or ())
            resources.update(change.resources or ())
        self.members, self.resources = frozenset(members), frozenset(resources)


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

    def chunks(self) -> list[tuple[datetime, datetime, tuple[float, float]]]:
        """The windows grouped into spans of at most CHUNK seconds (one window wider than
        that is a chunk of its own): each read of an event's occurrences stays within the
        blocks its expansion memo keeps."""
        found: list[tuple[datetime, datetime, tuple[float, float]]] = []
        first = 0
        for n in range(1, len(self.bounds) + 1):
            if n == len(self.bounds) or self.ends[n] - self.starts[first] > CHUNK:
                found.append(
                    (self.bounds[first][0], self.bounds[n - 1][1], (self.starts[first], self.ends[n - 1]))
                )
                first = n
        return found

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
    chunks = spans.chunks()
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
        for a, b, span in chunks:
            for start, end, _, occ in expand_rows(event, a, b, span):
                if not spans.touches(start, end):
                    continue
                if wanted_members.isdisjoint(occ.participants) and wanted_resources.isdisjoint(occ.resources):
                    continue
                found.append((start, end, occ))
    found.sort(key=lambda t: (t[0], t[1], t[2].occurrence_id))
    if len(chunks) > 1:  # an occurrence across two chunks' windows was read by both
        unique = {t[2].occurrence_id: t[2] for t in found}
        return list(unique.values())  # first-seen order is kept: still sorted
    return [t[2] for t in found]

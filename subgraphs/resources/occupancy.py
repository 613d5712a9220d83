"""Who and what is already booked around some spans: the read every check starts from.

`CalendarReader.occurrences` over a long horizon expands every candidate event in it.
A weekly proposal over 12 weeks touches only a dozen short windows, so the candidates
are narrowed first by who and what they involve (cheap set tests on the event) and by
the windows (a bisect on timestamps), and only the survivors are expanded.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Collection, Sequence
from datetime import datetime

from family_scheduler.calendar import CalendarReader
from family_scheduler.intervals import merge
from family_scheduler.models import Event, Occurrence
from family_scheduler.recurrence import expand

Window = tuple[datetime, datetime]


def _involves(event: Event, members: set[str], resources: set[str]) -> bool:
    """Whether the event (or any changed occurrence of it) touches the people or things."""
    if members.intersection(event.participants) or resources.intersection(event.resources):
        return True
    for change in event.overrides.values():
        if members.intersection(change.participants or ()) or resources.intersection(
            change.resources or ()
        ):
            return True
    return False


class _Windows:
    """Merged windows as timestamps, to test 'does [s, e) touch any window' by bisect."""

    def __init__(self, windows: Sequence[Window]) -> None:
        merged = merge(windows)
        self.bounds = merged
        self.starts = [s.timestamp() for s, _ in merged]
        self.ends = [e.timestamp() for _, e in merged]

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
    they hold their reservations. Sorted by start, then end, then occurrence id.
    """
    wanted_members, wanted_resources = set(members), set(resources)
    if not windows or not (wanted_members or wanted_resources):
        return []
    spans = _Windows(windows)
    lo, hi = spans.bounds[0][0], spans.bounds[-1][1]
    ignored = set(ignore_event_ids)
    found: list[Occurrence] = []
    for event in calendar.candidate_events(
        lo, hi, sorted(wanted_members) or None, sorted(wanted_resources) or None
    ):
        if event.status == "cancelled" or event.id in ignored:
            continue
        if not _involves(event, wanted_members, wanted_resources):
            continue
        if not event.recurrence and not event.overrides:
            if not spans.touches(event.start.timestamp(), event.end.timestamp()):
                continue
        for occ in expand(event, lo, hi):
            if not spans.touches(occ.start.timestamp(), occ.end.timestamp()):
                continue
            if wanted_members.intersection(occ.participants) or wanted_resources.intersection(
                occ.resources
            ):
                found.append(occ)
    found.sort(key=lambda o: (o.start.timestamp(), o.end.timestamp(), o.occurrence_id))
    return found

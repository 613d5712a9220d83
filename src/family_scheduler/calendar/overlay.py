"""A read-only 'what if' view: a calendar with some events replaced or added.

Resolution options and modify proposals are verified against such a view, so the
real calendar is never touched before the family confirms.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from ..models.events import Event
from ..models.family import Family
from ..recurrence import series_bounds
from .base import CalendarReader


class OverlayCalendar(CalendarReader):
    def __init__(
        self, base: CalendarReader, changed: Sequence[Event] = (), removed: Sequence[str] = ()
    ) -> None:
        self.family_id = base.family_id
        self._base = base
        self._changed = {e.id: e for e in changed}
        self._hidden = set(removed) | set(self._changed)

    def family(self) -> Family:
        return self._base.family()

    def changes(self) -> int | None:
        """The stored calendar's count: what the view adds is fixed by its caller."""
        return self._base.changes()

    @property
    def warnings(self) -> list[str]:
        return self._base.warnings

    def get_event(self, event_id: str) -> Event | None:
        if event_id in self._changed:
            return self._changed[event_id]
        if event_id in self._hidden:
            return None
        return self._base.get_event(event_id)

    def candidate_events(
        self,
        start: datetime,
        end: datetime,
        members: Sequence[str] | None = None,
        resources: Sequence[str] | None = None,
    ) -> list[Event]:
        found = [
            e for e in self._base.candidate_events(start, end, members, resources) if e.id not in self._hidden
        ]
        for event in self._changed.values():
            first, last = series_bounds(event)
            if first < end and (last is None or last > start):
                found.append(event)
        return found

"""The situation a resolution works on, and a candidate way out before it is verified."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from pydantic import BaseModel, Field

from family_scheduler.calendar import CalendarReader
from family_scheduler.models import Change, Conflict, Constraint, Event, Family, Occurrence
from family_scheduler.models.results import InsteadOfBooking, Strategy
from family_scheduler.recurrence import expand
from family_scheduler.timeutil import iso

HORIZON = timedelta(weeks=12)
"""How far a recurring proposal is looked at (the conflict check's default horizon)."""


@dataclass
class Problem:
    """The proposed event, its conflicts, and everything read once to resolve them."""

    event: Event
    conflicts: list[Conflict]
    calendar: CalendarReader
    family: Family
    tz: ZoneInfo
    speaker: str
    now: datetime
    blocking: list[Conflict] = field(default_factory=list)
    soft: list[Conflict] = field(default_factory=list)
    in_the_way: dict[str, Event] = field(default_factory=dict)
    """Stored events named by blocking conflicts, by id (the proposal itself left out)."""
    notes: list[str] = field(default_factory=list)
    """Why strategies found nothing, in plain words (for the no-way-out reply)."""
    _occurrences: list[Occurrence] | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        self.blocking = [c for c in self.conflicts if c.blocking]
        self.soft = [c for c in self.conflicts if not c.blocking]
        for c in self.blocking:
            if c.event_id and c.event_id != self.event.id and c.event_id not in self.in_the_way:
                found = self.calendar.get_event(c.event_id)
                if found is not None:
                    self.in_the_way[c.event_id] = found

    @property
    def changes_a_stored_series(self) -> bool:
        """Whether the proposal changes a repeating event already on the calendar (one of
        its occurrences, or all): skipping its colliding dates, or dropping someone from
        all of it, would undo what the family asked rather than make it fit."""
        return bool(self.event.recurrence) and self.calendar.get_event(self.event.id) is not None

    @property
    def duration(self) -> timedelta:
        return self.event.end - self.event.start

    def occurrences(self) -> list[Occurrence]:
        """The proposal's occurrences as the conflict check sees them (read once): a series
        from its start to the horizon past now (a stored series began long ago)."""
        if self._occurrences is None:
            e = self.event
            until = max(e.start, self.now) + HORIZON if e.recurrence else e.end
            self._occurrences = expand(e, e.start, until)
        return self._occurrences

    @property
    def since(self) -> datetime | None:
        """Where a re-check of the proposal starts: now for a stored series (as the conflict
        check had it, its first occurrences are long past), else its own start."""
        return self.now if self.changes_a_stored_series else None

    def occurrence_of(self, conflict: Conflict) -> Occurrence | None:
        """The proposal occurrence a conflict belongs to (keyed by its original start)."""
        if conflict.occurrence_start is None:
            return None
        for occ in self.occurrences():
            if (occ.original_start or occ.start) == conflict.occurrence_start:
                return occ
        return None

    def first_blocked_start(self) -> datetime | None:
        """Where the first occurrence a blocking conflict is about starts (a series' first clash)."""
        for conflict in self.blocking:
            occ = self.occurrence_of(conflict)
            if occ is not None:
                return occ.start
        return None

    def rule(self, constraint_id: str | None) -> Constraint | None:
        return next((c for c in self.family.constraints if c.id == constraint_id), None)

    def blocking_ids(self) -> set[str]:
        return {c.id for c in self.blocking}

    def sole_blocker(self) -> Event | None:
        """The one stored event every blocking conflict is about, if there is exactly one."""
        ids = {c.event_id for c in self.blocking}
        if len(ids) == 1:
            (only,) = ids
            return self.in_the_way.get(only or "")
        return None

    def name(self, member_id: str) -> str:
        return self.family.display_name(member_id)


class Disruption(BaseModel):
    """What an option costs the family; lower is better (see rank.py for the weights)."""

    moves_requested_time: bool = False
    shift_minutes: int = 0
    """Total |shift| of every event that moves, in minutes."""
    days_changed: int = 0
    """Events moved to another local day."""
    shortened_minutes: int = 0
    people_moved: list[str] = Field(default_factory=list)
    """People whose plans change: participants of moved, shortened or cancelled events."""
    others_events: int = 0
    """Changed events that are not the requester's own."""
    cancelled: int = 0
    dropped_people: int = 0
    skipped_dates: int = 0
    resource_swaps: int = 0
    left_in_need: int = 0
    """Bookings left as they are needing a thing out of use: they still need another one."""
    set_aside_priority: int = 0
    soft_after: int = 0
    """Priorities of the preferences still broken once the option is applied."""


class Draft(BaseModel):
    """A candidate option: concrete changes, the events as they would become, and its cost."""

    strategy: Strategy
    changes: list[Change]
    events: dict[str, Event] = Field(default_factory=dict)
    """Every event the option changes, as it would be afterwards (proposal included)."""
    addresses: list[str] = Field(default_factory=list)
    """Ids of the conflicts it is meant to resolve (verification has the last word)."""
    description: str
    side_effects: list[str] = Field(default_factory=list)
    cost: Disruption = Field(default_factory=Disruption)
    target: str = ""
    """The event the option acts on (for spreading options over targets)."""
    instead: InsteadOfBooking | None = None
    """The proposal is dropped and this event changed instead (see same_kind.py)."""


def field_changes(before: Event, after: Event, tz: ZoneInfo) -> list[Change]:
    """The Change list turning `before` into `after`, for the family and for readers of the
    option: times first (a move later lists the end first, so each step reads as a valid
    event), then the other fields. The main graph writes the finished events, not these."""
    changes: list[Change] = []
    times = []
    if after.start != before.start:
        times.append(
            Change(event_id=before.id, field="start", old=iso(before.start, tz), new=iso(after.start, tz))
        )
    if after.end != before.end:
        times.append(Change(event_id=before.id, field="end", old=iso(before.end, tz), new=iso(after.end, tz)))
    if after.start > before.start:
        times.reverse()  # later: end first, so start never passes the old end
    changes += times
    for name in ("resources", "participants", "status", "title"):
        old, new = getattr(before, name), getattr(after, name)
        if old != new:
            changes.append(Change(event_id=before.id, field=name, old=old, new=new))
    if after.exdates != before.exdates:
        changes.append(
            Change(
                event_id=before.id,
                field="exdates",
                old=[iso(d, tz) for d in before.exdates],
                new=[iso(d, tz) for d in after.exdates],
            )
        )
    return changes


def changed(event: Event, **update: object) -> Event:
    """A validated copy of `event` with `update` applied (no stale expansion memo)."""
    data = event.model_dump()
    data.update(update)
    return Event.model_validate(data)


def one_event_draft(
    problem: Problem,
    strategy: Strategy,
    before: Event,
    after: Event,
    *,
    description: str,
    effect: str,
    cost: Disruption,
    target: str,
) -> Draft:
    """An option changing a single event from `before` to `after`, meant to clear every blocking conflict."""
    return Draft(
        strategy=strategy,
        changes=field_changes(before, after, problem.tz),
        events={after.id: after},
        addresses=sorted(problem.blocking_ids()),
        description=description,
        side_effects=[effect],
        cost=cost,
        target=target,
    )

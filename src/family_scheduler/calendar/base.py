"""The calendar interfaces: a read side for subgraphs, a write side for the commit step."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from datetime import datetime
from operator import itemgetter

from pydantic import BaseModel, Field, ValidationError

from ..models.events import Event, Occurrence
from ..models.family import Constraint, Family
from ..problems import one_line
from ..recurrence import OccurrenceRow, rows_between
from ..timeutil import FIRST_INSTANT, LAST_INSTANT, require_aware


class CalendarError(ValueError):
    """A write the calendar refuses, with a message a family can read."""


class VersionConflict(CalendarError):
    """The event changed since the proposal was made (another writer got there first)."""


class CommitResult(BaseModel):
    proposal_id: str
    event_ids: list[str] = Field(default_factory=list)
    replayed: bool = Field(default=False, description="the proposal had been committed already")
    previous: dict[str, Event | None] | None = Field(
        default=None,
        description="each written event as the store held it, read under the write lock (None: "
        "a new one); only on the write itself, not on a replay or from `committed`",
    )
    versions: dict[str, int] | None = Field(
        default=None, description="each written event's version right after the write (as `previous`)"
    )

    @classmethod
    def written(
        cls,
        proposal_id: str,
        event_ids: list[str],
        previous: dict[str, Event | None],
        versions: dict[str, int],
    ) -> CommitResult:
        """The result of a write that went through: the store built every part of it, so
        nothing is validated again (an Event passed to a model runs its validators anew)."""
        return cls.model_construct(
            proposal_id=proposal_id, event_ids=event_ids, previous=previous, versions=versions
        )


class CalendarReader(ABC):
    """What subgraphs may do with the calendar: read."""

    family_id: str

    @abstractmethod
    def family(self) -> Family: ...

    @abstractmethod
    def get_event(self, event_id: str) -> Event | None: ...

    @abstractmethod
    def candidate_events(
        self,
        start: datetime,
        end: datetime,
        members: Sequence[str] | None = None,
        resources: Sequence[str] | None = None,
    ) -> list[Event]:
        """Events (series included) that may have an occurrence overlapping [start, end)."""

    def occurrences(
        self,
        start: datetime,
        end: datetime,
        members: Sequence[str] | None = None,
        resources: Sequence[str] | None = None,
        include_cancelled: bool = False,
    ) -> list[Occurrence]:
        """Occurrences overlapping [start, end), recurring events expanded, sorted by start.

        With `members` and/or `resources`, only occurrences involving any of them.
        """
        return [row[3] for row in self.occurrence_rows(start, end, members, resources, include_cancelled)]

    def occurrence_rows(
        self,
        start: datetime,
        end: datetime,
        members: Sequence[str] | None = None,
        resources: Sequence[str] | None = None,
        include_cancelled: bool = False,
    ) -> list[OccurrenceRow]:
        """`occurrences` as rows ``(start epoch, end epoch, occurrence id, occurrence)``,
        the epochs being ``datetime.timestamp()`` (for callers that work in seconds)."""
        require_aware(start, "start")
        require_aware(end, "end")
        # Nothing is stored outside the supported dates: a wider read finds what is inside.
        start, end = max(start, FIRST_INSTANT), min(end, LAST_INSTANT)
        if end <= start:
            return []
        return self._rows(start, end, members, resources, include_cancelled)

    def _rows(
        self,
        start: datetime,
        end: datetime,
        members: Sequence[str] | None,
        resources: Sequence[str] | None,
        include_cancelled: bool,
    ) -> list[OccurrenceRow]:
        """The rows of a checked, non-empty span: every candidate event expanded.

        A store with a faster way to the same rows overrides this, not `occurrence_rows`.
        """
        events = self.candidate_events(start, end, members, resources)
        return occurrence_rows_of(events, start, end, members, resources, include_cancelled)

    @property
    def warnings(self) -> list[str]:
        """One line per stored record this calendar skipped as damaged (none by default)."""
        return []

    def changes(self) -> int | None:
        """How many times the stored calendar (its events or its family) was written, by any
        writer; None where it is not known (a view, a store that does not count).

        A check that read this number first saw the calendar as it was then: while the
        number stays the same, nothing it read has changed (`domain.verification`)."""
        return None

    def constraints(self, members: Iterable[str] | None = None) -> list[Constraint]:
        """The family's constraints, those touching `members` when given (family-wide included)."""
        rules = self.family().constraints
        if members is None:
            return list(rules)
        wanted = set(members)
        return [c for c in rules if not c.members or wanted & set(c.members)]


Recheck = Callable[[CalendarReader], None]
"""A last check run inside the write transaction, after the write lock is taken, on the
calendar as it is now: whatever it raises aborts the commit with nothing written."""


class Calendar(CalendarReader):
    """The full calendar: only the main graph's commit step calls the write methods."""

    @abstractmethod
    def save_family(self, family: Family) -> None: ...

    @abstractmethod
    def commit(
        self,
        proposal_id: str,
        upserts: Sequence[Event] = (),
        expected_versions: dict[str, int] | None = None,
        recheck: Recheck | None = None,
    ) -> CommitResult:
        """Write `upserts` in one transaction, once per `proposal_id`.

        A replayed proposal id returns the first result and writes nothing. When
        `expected_versions` names an event whose stored version differs, nothing is
        written and VersionConflict is raised. `recheck(reader)` runs inside the same
        transaction, once no other writer can get in, reading the latest rows: a clash it
        finds (an exception it raises) aborts the write, so that of any number of writers
        racing for the same hour exactly one wins.
        """

    @abstractmethod
    def committed(self, proposal_id: str) -> CommitResult | None: ...

    @abstractmethod
    def all_events(self) -> list[Event]:
        """Every stored event of the family (what `init` compares a family file with)."""


ROW_ORDER = itemgetter(0, 1, 2)
"""Rows sort by start, end and occurrence id."""


def occurrence_rows_of(
    events: Iterable[Event],
    start: datetime,
    end: datetime,
    members: Sequence[str] | None = None,
    resources: Sequence[str] | None = None,
    include_cancelled: bool = False,
) -> list[OccurrenceRow]:
    """Expand `events` over [start, end), keep those involving `members`/`resources`, as rows
    ``(start epoch, end epoch, occurrence id, occurrence)`` sorted by start, end and id."""
    return finish_rows(rows_between(events, start, end, include_cancelled), members, resources)


def finish_rows(
    found: list[OccurrenceRow], members: Sequence[str] | None, resources: Sequence[str] | None
) -> list[OccurrenceRow]:
    """Keep the rows involving `members`/`resources` (all when both are None), sorted by
    start, end and id."""
    wanted_members = set(members or ())
    wanted_resources = set(resources or ())
    filtered = bool(members is not None or resources is not None)
    if filtered:
        found = [
            row
            for row in found
            if not (
                wanted_members.isdisjoint(row[3].participants)
                and wanted_resources.isdisjoint(row[3].resources)
            )
        ]
    # Timestamps compare much faster than aware datetimes from different zones.
    found.sort(key=ROW_ORDER)
    return found


def check_writable(event: Event, family: Family) -> None:
    """Refuse an event the calendar must not keep: one that no longer validates (a
    `model_copy(update=...)` skips validation, so a bad rule or date could slip in), or one
    that names people or resources the family does not have."""
    try:
        if not event.validated:  # made by validating its fields, it passes again
            Event.model_validate(event.model_dump())
    except ValidationError as err:
        raise CalendarError(f"{event.title!r} cannot be saved: {one_line(err, Event)}") from None
    unknown_people = set(event.participants) - set(family.member_ids())
    if unknown_people:
        raise CalendarError(f"{event.title!r} names unknown people: {', '.join(sorted(unknown_people))}")
    known_resources = {r.id for r in family.resources}
    unknown = set(event.resources) - known_resources
    if unknown:
        raise CalendarError(f"{event.title!r} names unknown resources: {', '.join(sorted(unknown))}")

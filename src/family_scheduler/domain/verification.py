"""Checking a proposal before the family confirms it, and again just before it is written.

A proposal may change more than its own event: a chosen way out can move, shorten or
cancel events in the way (`side_events`). Both checks read the calendar as it would be
with those changes (the what-if view) and look at every event the proposal writes; a
blocking conflict of any of them keeps the proposal from being validated or written.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from datetime import datetime

from family_scheduler.calendar.base import CalendarReader
from family_scheduler.calendar.overlay import OverlayCalendar
from family_scheduler.models.events import Event
from family_scheduler.models.results import Conflict, Proposal, ValidationResult

from .conflicts import ConflictReport, detect_conflicts
from .proposals import what_if


def side_reports(events: Iterable[Event], view: CalendarReader, now: datetime) -> list[ConflictReport]:
    """The conflict check of each other event a change writes, in its what-if `view` (a
    series from now on; a cancelled event clashes with nothing)."""
    return [detect_conflicts(e, view, since=now) for e in events if e.status != "cancelled"]


def side_event_clashes(proposal: Proposal, calendar: CalendarReader, now: datetime) -> list[Conflict]:
    """Blocking conflicts of the other events a chosen option changes, in the what-if view."""
    if not proposal.side_events:
        return []  # it changes no other event: no view to build
    view = what_if(calendar, proposal)
    if proposal.event is not None and proposal.action != "cancel":
        view = OverlayCalendar(view, changed=[proposal.event])
    return [c for r in side_reports(proposal.side_events, view, now) for c in r.conflicts if c.blocking]


def checked(
    proposal: Proposal,
    conflicts: list[Conflict],
    calendar: CalendarReader,
    now: datetime,
    seen_changes: int | None = None,
) -> Proposal:
    """The proposal with the conflict check's findings: validated when nothing blocks.

    `conflicts` are its own event's (the conflicts subgraph's report); those of the events
    a chosen option changes are added here. The fresh check replaces any older one.
    `seen_changes` is the calendar's write count when that report's check began: kept
    with the step, with a digest of what was checked, so the write can tell whether the
    check still stands (`still_stands`).
    """
    blocking = any(c.blocking for c in conflicts)
    details = f"{len(conflicts)} conflict(s), {sum(c.blocking for c in conflicts)} blocking"
    reported = {c.id for c in conflicts}  # the conflicts subgraph checks the others too
    side = [c for c in side_event_clashes(proposal, calendar, now) if c.id not in reported]
    if side:
        blocking = True
        details += f"; {len(side)} blocking for the events the option changes"
    step = ValidationResult(
        step="conflicts",
        ok=not blocking,
        details=details,
        at=now,
        calendar_changes=seen_changes,
        writes=writes_digest(proposal),
    )
    return proposal.model_copy(
        update={
            "conflicts": [*conflicts, *side],
            "validations": [*proposal.validations, step],
            "status": proposal.status if blocking else "validated",
        }
    )


def writes_digest(proposal: Proposal) -> str:
    """A digest of everything the proposal would write: a check of other writes is not this one's."""
    digest = hashlib.blake2b(proposal.action.encode(), digest_size=16)
    for event in [proposal.event, *proposal.side_events]:
        digest.update(b"\0" + (event.model_dump_json().encode() if event is not None else b"-"))
    return digest.hexdigest()


def still_stands(proposal: Proposal, calendar: CalendarReader, now: datetime) -> bool:
    """Whether the proposal's last step is a passed conflict check of exactly what it writes,
    made no later than `now`, and nobody has written the calendar since that check began:
    then a re-check would read what it read and find what it found (a later "now" only
    leaves past occurrences out). Unknown counts never stand."""
    last = proposal.validations[-1] if proposal.validations else None
    if last is None or last.step != "conflicts" or not last.ok or last.calendar_changes is None:
        return False
    if now < last.at or last.writes != writes_digest(proposal):
        return False
    return calendar.changes() == last.calendar_changes


def changed_meanwhile(
    proposal: Proposal, calendar: CalendarReader, now: datetime
) -> tuple[list[Conflict], list[Conflict]]:
    """Just before writing: every conflict now, and the blocking ones the family did not see."""
    if proposal.event is None or proposal.action == "cancel" or proposal.renames or proposal.relocates:
        return [], []  # a new name or place moves nothing: no clash can be new
    fresh = detect_conflicts(proposal.event, what_if(calendar, proposal), since=now).conflicts
    fresh = [*fresh, *side_event_clashes(proposal, calendar, now)]
    accepted = {c.id for c in proposal.conflicts}
    return fresh, [c for c in fresh if c.blocking and c.id not in accepted]


class ChangedMeanwhile(Exception):
    """The re-check inside the write found blocking conflicts the family did not see."""

    def __init__(self, fresh: list[Conflict], new_blocking: list[Conflict]) -> None:
        super().__init__("; ".join(c.details for c in new_blocking))
        self.fresh = fresh
        self.new_blocking = new_blocking


def recheck_of(proposal: Proposal, now: datetime) -> Callable[[CalendarReader], None]:
    """The last check for `Calendar.commit(recheck=...)`: run by the store inside the write
    transaction, on the latest rows, it raises ChangedMeanwhile when someone booked in the
    way meanwhile, so the check and the write are one step no other writer can split. When
    the calendar's write count is still the one the last check began at, the check stands
    and is not run again (`still_stands`)."""

    def recheck(reader: CalendarReader) -> None:
        if still_stands(proposal, reader, now):
            return  # nothing written since the check began: it stands as it is
        fresh, new_blocking = changed_meanwhile(proposal, reader, now)
        if new_blocking:
            raise ChangedMeanwhile(fresh, new_blocking)

    return recheck


def reopened(
    proposal: Proposal, fresh: list[Conflict], new_blocking: list[Conflict], now: datetime
) -> Proposal:
    """The proposal back to 'proposed' with what changed meanwhile, to be resolved again."""
    step = ValidationResult(
        step="commit", ok=False, details="; ".join(c.details for c in new_blocking), at=now
    )
    return proposal.model_copy(
        update={"conflicts": fresh, "status": "proposed", "validations": [*proposal.validations, step]}
    )


def confirmed(proposal: Proposal, now: datetime) -> Proposal:
    """The proposal as written."""
    step = ValidationResult(step="commit", ok=True, details="written", at=now)
    return proposal.model_copy(update={"status": "confirmed", "validations": [*proposal.validations, step]})

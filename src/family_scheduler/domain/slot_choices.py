"""A few good times to pick from when the family asked the assistant to find one.

"Find a time for a family meeting this week" was offered one slot, and "the second one" was
told there was no option 2. Asked to search, the assistant offers up to three of the
scheduler's candidates, spread over different days (else different parts of a day), in
time order and numbered; each is checked against the calendar and everyone's waking hours
as the nearest times are (`nothing_fits.nearest_options`). The proposal's own event is the
first, so "yes" books it, "2" or "the thursday one" another; nothing is written unasked.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from zoneinfo import ZoneInfo

from family_scheduler.calendar.base import CalendarReader
from family_scheduler.models import Event, Family, Proposal, Resolution, TimeSlot
from family_scheduler.models.results import ValidationResult
from family_scheduler.timeutil import describe_span

from .conflicts import detect_conflicts
from .daytime import outside_waking
from .nothing_fits import nearest_options

STEP = "slots_offered"
"""The validation step that marks a proposal whose options are the times found to pick from."""
MAX_OFFERED = 3
"""Times offered at once: a short list to choose from."""
SEARCHED_TOP_K = 12
"""Candidates asked of the scheduler for such a search: enough to find other days and parts
of a day among them (still one per free stretch first)."""


def _part(moment: datetime) -> str:
    hour = moment.hour
    return "morning" if hour < 12 else "afternoon" if hour < 17 else "evening"


def spread(slots: Sequence[TimeSlot], tz: ZoneInfo, most: int = MAX_OFFERED) -> list[TimeSlot]:
    """Up to `most` of `slots` (best first), overlapping none taken: first one per day, then
    one per part of a day, then any; in time order."""
    taken: list[TimeSlot] = []

    def overlaps(slot: TimeSlot) -> bool:
        return any(slot.start < t.end and t.start < slot.end for t in taken)

    def day(slot: TimeSlot) -> object:
        return slot.start.astimezone(tz).date()

    def day_part(slot: TimeSlot) -> object:
        local = slot.start.astimezone(tz)
        return (local.date(), _part(local))

    for key in (day, day_part, None):
        for slot in slots:
            if len(taken) >= most:
                break
            if slot in taken or overlaps(slot):
                continue
            if key is not None and any(key(slot) == key(t) for t in taken):
                continue
            taken.append(slot)
    return sorted(taken, key=lambda s: s.start)


def verified(event: Event, slot: TimeSlot, family: Family, calendar: CalendarReader, tz: ZoneInfo) -> bool:
    """Whether `event` at `slot` clashes with nothing blocking and keeps everyone awake."""
    moved = Event.model_validate({**event.model_dump(), "start": slot.start, "end": slot.end})
    return not detect_conflicts(moved, calendar).has_blocking and not outside_waking(family, moved, tz)


def with_slots_offered(
    proposal: Proposal,
    candidates: Sequence[TimeSlot],
    family: Family,
    calendar: CalendarReader,
    now: datetime,
) -> Proposal:
    """`proposal` (a booking at a time the assistant found) with the good times found as
    numbered options, its event at the first; unchanged when fewer than two are verified.
    `candidates` come best first; only those that break no preference the best keeps are
    offered, so each looks like the activity (a piano lesson after school)."""
    event = proposal.event
    if event is None or proposal.action != "create" or event.recurrence:
        return proposal
    tz = ZoneInfo(family.timezone)
    length = event.end - event.start
    if not candidates:
        return proposal
    # as good as the best: no soft rule broken that the best keeps (a date night at 9am is not offered)
    allowed = set(candidates[0].soft_violations)
    candidates = [c for c in candidates if set(c.soft_violations) <= allowed]
    fitting = [
        slot.model_copy(update={"end": slot.start + length})
        for slot in candidates
        if slot.start >= now
        and verified(event, slot.model_copy(update={"end": slot.start + length}), family, calendar, tz)
    ]
    chosen = spread(fitting, tz)
    if len(chosen) < 2:
        return proposal
    first = chosen[0]
    placed = event.model_copy(update={"start": first.start, "end": first.start + length})
    said, now_said = describe_span(event.start, event.end, tz), describe_span(placed.start, placed.end, tz)
    if said not in proposal.summary:
        return proposal  # the time is not said where it could be put right: one time offered
    options = [
        o.model_copy(update={"description": f"Book {event.title} on {_span(o, tz)}."})
        for o in nearest_options(placed, chosen, family, calendar, tz)
    ]
    if len(options) < 2:
        return proposal
    marker = ValidationResult(step=STEP, ok=True, details=f"{len(options)} times offered", at=now)
    return proposal.model_copy(
        update={
            "event": placed,
            "summary": proposal.summary.replace(said, now_said),
            "options": options,
            "validations": [*proposal.validations, marker],
        }
    )


def _span(option: Resolution, tz: ZoneInfo) -> str:
    moved = option.events[0]
    return describe_span(moved.start, moved.end, tz)


def slots_offered(proposal: Proposal) -> bool:
    """Whether `proposal`'s options are times found to pick from."""
    return bool(proposal.options) and any(v.step == STEP for v in proposal.validations)


def last_offered_end(proposal: Proposal) -> datetime | None:
    """The end of the latest time offered: where "something later" searches from."""
    ends = [e.end for o in proposal.options for e in o.events]
    return max(ends) if ends else None


__all__ = [
    "MAX_OFFERED",
    "SEARCHED_TOP_K",
    "STEP",
    "last_offered_end",
    "slots_offered",
    "spread",
    "with_slots_offered",
]

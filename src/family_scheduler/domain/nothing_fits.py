"""When nothing fits in the time the family gave: say why, and offer the nearest times.

"Find 4 hours for Jake's lego build tomorrow evening" with an 8pm bedtime has no answer
inside the evening. Rather than a dead end, the family gets a pending proposal: the event
where they asked for it (so the reason shows as its conflicts: the rule, or the person's
event, and a parent may still say "book it anyway"), and the nearest times that work as
numbered options, each checked conflict-free, to pick by number or in words.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.calendar.base import CalendarReader
from family_scheduler.models import Change, Event, Family, ParsedRequest, Proposal, Resolution, TimeSlot
from family_scheduler.models.results import ValidationResult
from family_scheduler.timeutil import describe_span, iso

from .conflicts import detect_conflicts
from .daytime import outside_waking
from .proposals import draft_create
from .slots import SchedulingResult

STEP = "slot_search"
"""The validation step that records why nothing fitted (it also marks such a proposal)."""
QUARTER = timedelta(minutes=15)
MAX_NEAREST = 3
"""Nearest times offered: a short list to choose from."""


def placement(
    window: tuple[datetime, datetime], length: timedelta, family: Family, people: list[str], tz: ZoneInfo
) -> datetime:
    """Where the family asked for it: the first quarter hour of the window at which everyone
    is awake for the whole event, else the window's start."""
    first = window[0].astimezone(tz)
    first = first + (-(first - first.replace(minute=0, second=0, microsecond=0)) % QUARTER)
    moment = first
    probe = Event(id="placement", title="placement", start=moment, end=moment + length, participants=people)
    while moment + length <= window[1]:
        probe = probe.model_copy(update={"start": moment, "end": moment + length})
        if not outside_waking(family, probe, tz):
            return moment
        moment += QUARTER
    return first


def nearest_times_proposal(
    request: ParsedRequest,
    found: SchedulingResult | None,
    speaker: str,
    family: Family,
    proposal_id: str,
    calendar: CalendarReader,
    now: datetime,
) -> Proposal | None:
    """The event where it was asked, with the nearest times that work as options and why
    nothing fitted as a failed validation step; None when the search had no span to offer
    (a time already past, bad input)."""
    if found is None or not found.nothing_fits or found.window is None or found.problems:
        return None
    if found.why_nothing_fits == ["that time has already passed"]:
        return None
    tz = ZoneInfo(family.timezone)
    length = timedelta(minutes=found.duration_minutes)
    people = request.participants or [speaker]
    start = placement(found.window, length, family, people, tz)
    proposal = draft_create(request, start, start + length, speaker, family, proposal_id, "assistant")
    assert proposal.event is not None
    options = nearest_options(proposal.event, found.nearest_outside, family, calendar, tz)
    what = request.title or "that"
    why = f"Nothing fits for {what} in the time you gave"
    why += (": " + "; ".join(found.why_nothing_fits[:3]) + ".") if found.why_nothing_fits else "."
    step = ValidationResult(step=STEP, ok=False, details=why, at=now)
    return proposal.model_copy(update={"options": options, "validations": [step]})


def nearest_options(
    event: Event, slots: list[TimeSlot], family: Family, calendar: CalendarReader, tz: ZoneInfo
) -> list[Resolution]:
    """Each nearest time as a numbered option moving the event there, kept only when the
    conflict check finds nothing blocking and everyone is awake."""
    options: list[Resolution] = []
    for slot in slots:
        if len(options) >= MAX_NEAREST:
            break
        moved = Event.model_validate({**event.model_dump(), "start": slot.start, "end": slot.end})
        if detect_conflicts(moved, calendar).has_blocking or outside_waking(family, moved, tz):
            continue
        options.append(
            Resolution(
                id=len(options) + 1,
                strategy="move_event",
                changes=[
                    Change(
                        event_id=event.id, field="start", old=iso(event.start, tz), new=iso(moved.start, tz)
                    ),
                    Change(event_id=event.id, field="end", old=iso(event.end, tz), new=iso(moved.end, tz)),
                ],
                events=[moved],
                side_effects=[f"Not ideal: {note}" for note in slot.soft_violations],
                score=slot.score,
                description=f"Book {event.title} on {describe_span(moved.start, moved.end, tz)} instead.",
            )
        )
    return options


def nothing_fitted(proposal: Proposal) -> str | None:
    """Why nothing fitted, for a proposal whose options are the nearest times; else None."""
    if not proposal.options:
        return None
    step = next((v for v in proposal.validations if v.step == STEP and not v.ok), None)
    return step.details if step is not None else None


__all__ = ["nearest_options", "nearest_times_proposal", "nothing_fitted", "placement"]

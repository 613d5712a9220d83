"""Bookings pencilled in: written tentatively, and confirmed later.

A booking said loosely ("pencil in the dentist friday at 3", "pencil it in") is written with
status "proposed", the calendar's tentative state (iCalendar STATUS:TENTATIVE). As in
Outlook and Google Calendar it still takes its time: conflicts and free-time searches count
it busy, so nothing else is booked over it unseen. "Confirm the dentist" makes it firm. A
repeating booking pencilled in as it is booked is pencilled in, and confirmed, as a whole;
one occurrence of a firm series can be pencilled in on its own ("pencil in emma's swim on
dec 8"): its override holds the status (`held_once`), and "confirm the dec 8 swim" makes
that one firm again.
"""

from __future__ import annotations

from zoneinfo import ZoneInfo

from family_scheduler.domain.targets import EventTarget
from family_scheduler.models.events import Event, HeldStatus, Occurrence, OccurrenceOverride, occurrence_key
from family_scheduler.models.family import Family
from family_scheduler.models.results import Proposal
from family_scheduler.timeutil import describe_span

PENCIL = "Pencil in "
"""How a tentative booking's summary starts ("Pencil in dentist (Sarah), Fri Nov 27 ...")."""
BOOK = "Book "
CONFIRM = "Confirm "
"""How the summary of a pencilled-in booking made firm begins (`undo` puts it back)."""


def pencil_in(proposal: Proposal) -> Proposal:
    """A booking on offer written tentatively instead ("pencil it in"); a reminder, a change
    or a booking already tentative is returned as it is."""
    event = proposal.event
    if proposal.action != "create" or event is None or event.kind == "reminder" or event.status == "proposed":
        return proposal
    summary = proposal.summary
    if summary.startswith(BOOK):
        summary = PENCIL + summary.removeprefix(BOOK)
    return proposal.model_copy(
        update={"event": event.model_copy(update={"status": "proposed"}), "summary": summary}
    )


def is_pencilled(event: Event | None) -> bool:
    """Whether an event is held loosely, still to be confirmed (tentative)."""
    return event is not None and event.status == "proposed"


def held_once(series: Event, occ: Occurrence, status: HeldStatus) -> Event:
    """`series` with the occurrence `occ` held as `status` (pencilled in or firm), that day
    only: its override says so when the series says otherwise, and an override left saying
    nothing is dropped."""
    overrides = dict(series.overrides)
    key = occurrence_key(occ.original_start or occ.start)
    own = None if status == series.status else status
    change = (overrides.get(key) or OccurrenceOverride()).model_copy(update={"status": own})
    if change == OccurrenceOverride():
        overrides.pop(key, None)
    else:
        overrides[key] = change
    return series.model_copy(update={"overrides": overrides})


def confirms_one(target: EventTarget) -> bool:
    """Whether confirming the located occurrence makes that one firm and no other: it alone
    was pencilled in, or a day of a pencilled-in series was named ("confirm the dec 8 swim")."""
    occ, series = target.chosen, target.series
    if occ is None or series is None or occ.status != "proposed":
        return False
    return not is_pencilled(series) or (series.is_recurring and target.date_named)


def confirm_proposal(target: EventTarget, speaker: str, family: Family, proposal_id: str) -> Proposal | None:
    """The located pencilled-in booking made firm ("the dentist is confirmed"): its status
    only, for the whole event; None when it is confirmed already."""
    series, occ = target.series, target.chosen
    assert series is not None and occ is not None
    if not is_pencilled(series):
        return None
    tz = ZoneInfo(family.timezone)
    what = (
        f"every {occ.title}"
        if series.recurrence
        else f"{occ.title} on {describe_span(occ.start, occ.end, tz)}"
    )
    return Proposal(
        id=proposal_id,
        action="modify",
        event=series.model_copy(update={"status": "confirmed"}),
        target_event_id=series.id,
        scope="series",
        expected_versions={series.id: series.version},
        requested_by=speaker,
        chosen_by="family",
        summary=f"{CONFIRM}{what}",
        renames=True,  # its time, people and things as they are: no clash to look for
    )


def already_tentative(target: EventTarget, family: Family) -> str:
    """Said when the booking asked to be pencilled in is tentative already: nothing to change."""
    occ = target.chosen
    assert occ is not None
    when = describe_span(occ.start, occ.end, ZoneInfo(family.timezone))
    return (
        f"{occ.title[:1].upper()}{occ.title[1:]} on {when} is already pencilled in, so nothing was changed."
    )


def already_confirmed(target: EventTarget, family: Family) -> str:
    """Said when the booking asked to be confirmed is firm already: nothing to change."""
    occ = target.chosen
    assert occ is not None
    when = describe_span(occ.start, occ.end, ZoneInfo(family.timezone))
    return f"{occ.title[:1].upper()}{occ.title[1:]} on {when} is already confirmed, so nothing was changed."

"""A booking said to go where a cancelled event was ("cancel thursday's soccer and put a
dentist appt for jake there instead"): it waits in `queued` behind the cancellation, whose
question names it, and takes the freed time once the cancellation is written.

The booking's words carry no time; once the cancellation is confirmed they are given the
cancelled occurrence's time ("... on november 26 2026 from 4:00pm to 5:30pm") and read as
if sent alone, so the booking is checked like any other. When nothing was cancelled (a
no, or the whole series), its words are read as said: a booking with no time is asked
for one, never dropped and never put at a time nobody chose.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from ..models.results import Proposal
from ..subgraphs.parsing.in_its_place import said_in_its_place
from ..timeutil import describe_span, elapsed, later_by, zone


def freed_slot(proposal: Proposal | None) -> tuple[datetime, datetime] | None:
    """The time a cancellation frees: its one occurrence's, or a one-off event's; None for
    anything else (a whole series frees no one time)."""
    if proposal is None or proposal.action != "cancel" or proposal.every or proposal.event is None:
        return None
    event = proposal.event
    if proposal.scope == "occurrence" and proposal.occurrence_start is not None:
        start = proposal.occurrence_start
        return start, later_by(start, elapsed(event.start, event.end), zone(event.timezone))
    if not event.recurrence:
        return event.start, event.end
    return None


def _clock(at: datetime) -> str:
    return f"{at.hour % 12 or 12}:{at.minute:02d}{'am' if at.hour < 12 else 'pm'}"


def put_in_place(text: str, slot: tuple[datetime, datetime], tz: ZoneInfo) -> str:
    """`text` with its "there instead" replaced by the freed time, in words the parser reads
    as a date and a range ("on november 26 2026 from 4:00pm to 5:30pm")."""
    found = said_in_its_place(text)
    if found is None:
        return text
    start, end = slot[0].astimezone(tz), slot[1].astimezone(tz)
    when = f"on {start:%B} {start.day} {start.year} from {_clock(start)} to {_clock(end)}".lower()
    return f"{text[: found.start()]}{when}{text[found.end() :]}"


def waiting_in_place(queued: list[str], proposal: Proposal | None) -> str | None:
    """The next request of the message when it goes where `proposal` cancels something."""
    if not queued or freed_slot(proposal) is None or said_in_its_place(queued[0]) is None:
        return None
    return queued[0]


def said_after(summary: str, waiting: str, slot: tuple[datetime, datetime], tz: ZoneInfo) -> str:
    """The cancellation's summary with the booking that follows it, so both are asked about
    before anything is written ("...; then 'put a dentist appt for jake there instead',
    Thu Nov 26 4–5:30pm")."""
    return f"{summary}; then '{waiting}', {describe_span(slot[0], slot[1], tz)}"

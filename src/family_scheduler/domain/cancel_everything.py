"""One proposal cancelling everything some people have in a span ("Emma is sick tomorrow,
cancel her stuff", "cancel everything on Saturday", "clear my afternoon").

Each occurrence in the span that belongs to those people only is cancelled for that day
(a repeating event loses that occurrence, a one-off is cancelled); from one they share
with someone else (Saturday's swim class of Emma and Jake) they are taken off, and the
others still go. All of it is one proposal, asked about and written in one transaction,
and undone as one.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from family_scheduler.calendar.base import CalendarReader
from family_scheduler.models.events import Event, Occurrence
from family_scheduler.models.family import Family
from family_scheduler.models.request import ParsedRequest
from family_scheduler.models.results import Proposal
from family_scheduler.timeutil import describe_span
from family_scheduler.wording import collapse_dates, people

from .proposals import with_people
from .titles import title_likeness, title_words


def in_span(calendar: CalendarReader, request: ParsedRequest, now: datetime) -> list[Occurrence]:
    """Every occurrence of the request's people (everyone's when it names nobody) in its
    span that has not ended and is not cancelled, by start."""
    if request.window is not None:
        first, last = request.window
    elif request.start is not None:
        first, last = request.start, request.end or request.start
    else:
        return []
    found = calendar.occurrences(first, last, members=request.participants or None)
    kind = title_words(request.title)  # "cancel all appointments friday": those only
    return sorted(
        (
            o
            for o in found
            if o.end > now
            and o.status != "cancelled"
            and o.start < last
            and (not kind or title_likeness(kind, o.title) > 0)
        ),
        key=lambda o: (o.start, o.title),
    )


def cancel_everything(
    found: list[Occurrence],
    calendar: CalendarReader,
    request: ParsedRequest,
    speaker: str,
    family: Family,
    proposal_id: str,
) -> Proposal | str:
    """The proposal cancelling what `found` holds of the request's people and taking them
    off what they share, or why there is nothing to change (one sentence)."""
    tz = ZoneInfo(family.timezone)
    whose = set(request.participants)
    theirs = [o for o in found if not whose or set(o.participants) <= whose]
    shared = [o for o in found if o not in theirs]
    if not found:
        return "There is nothing on then to cancel."
    changed: dict[str, Event] = {}
    versions: dict[str, int] = {}
    for occ in found:
        event = changed.get(occ.event_id) or calendar.get_event(occ.event_id)
        if event is None:
            continue
        versions.setdefault(event.id, event.version)
        original = occ.original_start or occ.start
        if occ in shared:  # the others go on without them
            changed[event.id] = with_people(event, occ, sorted(set(occ.participants) - whose))
        elif event.recurrence:
            changed[event.id] = event.model_copy(update={"exdates": [*event.exdates, original]})
        else:
            changed[event.id] = event.model_copy(update={"status": "cancelled"})
    events = [Event.model_validate(e.model_dump()) for e in changed.values()]
    who = people(family, sorted(whose)) if whose else ""
    parts = collapse_dates([f"{o.title} {describe_span(o.start, o.end, tz)}" for o in theirs])
    kind = request.title  # "cancel all of jake's soccer practices in december"
    things = f"{who}'s {kind or 'things'}" if who else f"all {kind}" if kind else "everything"
    summary = f"Cancel {things}: {'; '.join(parts)}" if parts else ""
    if shared:
        off = "; ".join(
            f"{o.title} {describe_span(o.start, o.end, tz)} "
            f"({people(family, sorted(set(o.participants) - whose))} still going)"
            for o in shared
        )
        summary = f"{summary}; and take {who} off {off}" if summary else f"Take {who} off {off}"
    first = (theirs or shared)[0]
    main = changed[first.event_id]
    return Proposal(
        id=proposal_id,
        action="cancel" if theirs else "modify",
        event=next(e for e in events if e.id == main.id),
        target_event_id=main.id,
        scope="occurrence" if main.recurrence else "series",
        occurrence_start=first.original_start,
        requested_by=speaker,
        chosen_by="assistant",  # which events: read from "her stuff", so always asked first
        side_events=[e for e in events if e.id != main.id],
        expected_versions=versions,
        summary=summary,
        every=True,
    )

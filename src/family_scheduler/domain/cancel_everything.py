"""One proposal cancelling everything some people have in a span ("Emma is sick tomorrow,
cancel her stuff", "cancel everything on Saturday", "clear my afternoon").

Each occurrence in the span that belongs to those people only is cancelled for that day
(a repeating event loses that occurrence, a one-off is cancelled); one they share with
someone else (Saturday's swim class of Emma and Jake) is left as it is and named, since
cancelling it would cancel it for the others too. All of it is one proposal, asked about
and written in one transaction, and undone as one.
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
from family_scheduler.wording import join_names, people

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
    """The proposal cancelling what `found` holds of the request's people, or why there
    is nothing to cancel (one sentence)."""
    tz = ZoneInfo(family.timezone)
    whose = set(request.participants)
    theirs = [o for o in found if not whose or set(o.participants) <= whose]
    shared = [o for o in found if o not in theirs]
    kept = _kept(shared, family, tz)
    if not theirs:
        return f"Nothing to cancel: {kept}" if kept else "There is nothing on then to cancel."
    changed: dict[str, Event] = {}
    versions: dict[str, int] = {}
    for occ in theirs:
        event = changed.get(occ.event_id) or calendar.get_event(occ.event_id)
        if event is None:
            continue
        versions.setdefault(event.id, event.version)
        if event.recurrence:
            original = occ.original_start or occ.start
            changed[event.id] = event.model_copy(update={"exdates": [*event.exdates, original]})
        else:
            changed[event.id] = event.model_copy(update={"status": "cancelled"})
    events = [Event.model_validate(e.model_dump()) for e in changed.values()]
    listed = "; ".join(f"{o.title} {describe_span(o.start, o.end, tz)}" for o in theirs)
    who = people(family, sorted(whose)) + "'s" if whose else "everything"
    what = f"Cancel {who} {'things' if whose else ''}".replace("  ", " ").rstrip()
    summary = f"{what}: {listed}" + (f". Left as they are: {kept}" if kept else "")
    first = theirs[0]
    return Proposal(
        id=proposal_id,
        action="cancel",
        event=events[0],
        target_event_id=events[0].id,
        scope="occurrence" if events[0].recurrence else "series",
        occurrence_start=first.original_start,
        requested_by=speaker,
        side_events=events[1:],
        expected_versions=versions,
        summary=summary,
    )


def _kept(shared: list[Occurrence], family: Family, tz: ZoneInfo) -> str:
    """The shared occurrences left as they are, in words."""
    return join_names(
        [f"{o.title} {describe_span(o.start, o.end, tz)} ({people(family, o.participants)})" for o in shared],
        none="",
    )

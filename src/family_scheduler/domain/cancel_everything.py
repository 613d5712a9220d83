"""One proposal cancelling everything some people have in a span ("Emma is sick tomorrow,
cancel her stuff", "cancel everything on Saturday", "clear my afternoon").

Each occurrence in the span that belongs to those people only is cancelled for that day
(a repeating event loses that occurrence, a one-off is cancelled); from one they share
with someone else (Saturday's swim class of Emma and Jake) they are taken off, and the
others still go. All of it is one proposal, asked about and written in one transaction,
and undone as one.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from typing import TypeVar
from zoneinfo import ZoneInfo

from family_scheduler.calendar.base import CalendarReader
from family_scheduler.models.events import Event, Occurrence
from family_scheduler.models.family import Family
from family_scheduler.models.request import ParsedRequest
from family_scheduler.models.results import Proposal
from family_scheduler.recurrence_rules import days_of_weekly_on
from family_scheduler.timeutil import describe_span, whole_local_day
from family_scheduler.wording import collapse_dates, join_names, people, short_day

from .proposals import with_people
from .titles import title_likeness, title_words

T = TypeVar("T")


def over_several_days(request: ParsedRequest) -> bool:
    """A cancellation of a named activity over a span of days ("cancel swim for the next 3
    weeks", "no piano in december", "cancel soccer practices next week"): every occurrence
    of it then is meant, never only the first one; the proposal lists each and is asked."""
    return (
        request.intent == "cancel"
        and bool(request.title)
        and request.window is not None
        and request.window[1] - request.window[0] > timedelta(hours=25)  # more than one day (DST too)
        and request.start is None
        and (request.recurrence is None or said_weekdays(request) is not None)
        and request.event_id is None
        and not request.leaving
    )


def said_weekdays(request: ParsedRequest) -> set[int] | None:
    """The weekdays a span is narrowed to ("skip gym on fridays this month": its window and
    "FREQ=WEEKLY;BYDAY=FR"), or None when the request names no weekdays over a window."""
    if request.window is None:
        return None
    return days_of_weekly_on(request.recurrence or "")


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
    kept = [title_words(k) for k in request.kept]  # "… - not family dinner": left alone
    days = said_weekdays(request)  # "… on fridays this month": those days of it only
    where = first.tzinfo
    return sorted(
        (
            o
            for o in found
            if o.end > now
            and o.status != "cancelled"
            and o.start < last
            and (not kind or title_likeness(kind, o.title) > 0)
            and not any(title_likeness(k, o.title) > 0 for k in kept)
            and (days is None or o.start.astimezone(where).weekday() in days)
        ),
        key=lambda o: (o.start, o.title),
    )


def _nothing_on(request: ParsedRequest, tz: ZoneInfo, now: datetime | None) -> str:
    """ "nothing else on today" (the rest of it, the speaker's today), "nothing on Fri Nov 27"
    for one whole day, else "nothing on then"."""
    day = whole_local_day(*request.window, tz) if request.window is not None else None
    if day is None:
        return "nothing on then"
    if now is not None and day == now.astimezone(tz).date():
        return "nothing else on today"
    return f"nothing on {short_day(day)}"


def changed_together(
    items: list[tuple[str, T]], calendar: CalendarReader, change: Callable[[Event, T], Event]
) -> tuple[dict[str, Event], dict[str, int]]:
    """Each item's event (by id) with `change` made, in turn: an event is read once and an
    item meeting it again changes it further. The changed events by id, and the versions
    they had (what the commit checks). An event no longer there is left out."""
    changed: dict[str, Event] = {}
    versions: dict[str, int] = {}
    for event_id, item in items:
        event = changed.get(event_id) or calendar.get_event(event_id)
        if event is None:
            continue
        versions.setdefault(event.id, event.version)
        changed[event.id] = change(event, item)
    return {i: Event.model_validate(e.model_dump()) for i, e in changed.items()}, versions


def cancel_everything(
    found: list[Occurrence],
    calendar: CalendarReader,
    request: ParsedRequest,
    speaker: str,
    family: Family,
    proposal_id: str,
    now: datetime | None = None,
) -> Proposal | str:
    """The proposal cancelling what `found` holds of the request's people and taking them
    off what they share, or why there is nothing to change (one sentence; `now` tells
    today from other days in it)."""
    tz = ZoneInfo(family.timezone)
    whose = set(request.participants)
    theirs = [o for o in found if not whose or set(o.participants) <= whose]
    shared = [o for o in found if o not in theirs]
    if not found and request.kept:  # "cancel everything on sunday" - "not family dinner", its only one
        return f"With {join_names(request.kept)} kept, there is nothing left to cancel; nothing was changed."
    if not found and whose:  # "mike's out sick tomorrow" with nothing of his on: said so
        verb = "has" if len(whose) == 1 else "have"
        nothing = _nothing_on(request, tz, now)
        return f"{people(family, sorted(whose))} {verb} {nothing}, so there is nothing to cancel."
    if not found and request.title:  # "cancel the dentist next week" with none then
        return f"There is no {request.title} on then, so nothing was cancelled."
    if not found:
        return "There is nothing on then to cancel."

    def called_off(event: Event, occ: Occurrence) -> Event:
        if occ in shared:  # the others go on without them
            return with_people(event, occ, sorted(set(occ.participants) - whose))
        if event.recurrence:
            return event.model_copy(update={"exdates": [*event.exdates, occ.original_start or occ.start]})
        return event.model_copy(update={"status": "cancelled"})

    events, versions = changed_together([(o.event_id, o) for o in found], calendar, called_off)
    who = people(family, sorted(whose)) if whose else ""
    parts = collapse_dates([f"{o.title} {describe_span(o.start, o.end, tz)}" for o in theirs])
    kind = request.title  # "cancel all of jake's soccer practices in december"
    things = f"{who}'s {kind or 'things'}: " if who else "" if kind else "everything: "
    summary = f"Cancel {things}{'; '.join(parts)}" if parts else ""  # "Cancel swim class Sat Nov 28, …"
    if kind and not who and len(found) == 1:  # "no piano next week": its one lesson, said as one
        only = found[0]
        once = " (this occurrence only)" if events[only.event_id].recurrence else ""
        summary = f"Cancel {only.title} on {describe_span(only.start, only.end, tz)}{once}"
    if shared:
        off = "; ".join(
            f"{o.title} {describe_span(o.start, o.end, tz)} "
            f"({people(family, sorted(set(o.participants) - whose))} still going)"
            for o in shared
        )
        summary = f"{summary}; and take {who} off {off}" if summary else f"Take {who} off {off}"
    first = (theirs or shared)[0]
    main = events[first.event_id]
    return Proposal(
        id=proposal_id,
        action="cancel" if theirs else "modify",
        event=main,
        target_event_id=main.id,
        scope="occurrence" if main.recurrence else "series",
        occurrence_start=first.original_start,
        requested_by=speaker,
        chosen_by="assistant",  # which events: read from "her stuff", so always asked first
        side_events=[e for e in events.values() if e.id != main.id],
        expected_versions=versions,
        summary=summary,
        every=len(found) > 1,  # one occurrence is a change of one, agreed to as such ("just that one")
    )

"""One proposal moving everything some people have on a day ("push everything on saturday
back an hour", "move all of jake's stuff on wednesday to thursday").

Each occurrence that starts that day moves by the amount said, or to the day said at
the same clock time. A repeating event moves only that occurrence (an override), never
its series. When people are named, an event they share with someone else is left where
it is and said so: moving it would move the others too. All of it is one proposal,
always asked about first, checked as a whole (every moved event against the calendar as
it would be, each other included), written in one transaction and undone as one.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.calendar.base import CalendarReader
from family_scheduler.models.events import Event, Occurrence, OccurrenceOverride, occurrence_key
from family_scheduler.models.family import Family
from family_scheduler.models.request import ParsedRequest
from family_scheduler.models.results import Proposal
from family_scheduler.timeutil import describe_span, elapsed, later_by, local_clock_span, local_wall, localize
from family_scheduler.wording import people, short_day

from .cancel_everything import changed_together
from .proposals import lead_words


@dataclass(frozen=True)
class Move:
    """One occurrence and where it goes."""

    occ: Occurrence
    start: datetime
    end: datetime


def on_the_day(found: list[Occurrence], request: ParsedRequest) -> list[Occurrence]:
    """What moves of `found` (`cancel_everything.in_span`): only what starts on the day said;
    something begun the evening before stays where it is."""
    first = request.window[0] if request.window is not None else request.start
    return [o for o in found if first is None or o.start >= first]


def moves_of(found: list[Occurrence], request: ParsedRequest, tz: ZoneInfo) -> list[Move]:
    """Where each occurrence goes: later or earlier by the amount said (an all-day one keeps
    its day), or to the day said at the same clock time and length."""
    moves = []
    for occ in found:
        if request.to_day is not None:
            start = localize(datetime.combine(request.to_day, local_wall(occ.start, tz).time()), tz)
        elif request.shift_minutes and not occ.all_day:
            start = later_by(occ.start, timedelta(minutes=request.shift_minutes), tz)
        else:
            continue
        moves.append(Move(occ, start, later_by(start, elapsed(occ.start, occ.end), tz)))
    return moves


def move_everything(
    found: list[Occurrence],
    calendar: CalendarReader,
    request: ParsedRequest,
    speaker: str,
    family: Family,
    proposal_id: str,
    now: datetime,
) -> Proposal | str:
    """The proposal moving what `found` holds of the request's people, or why nothing can
    be moved (one sentence)."""
    tz = ZoneInfo(family.timezone)
    whose = set(request.participants)
    if whose >= set(family.groups.get("everyone") or family.member_ids()):
        whose = set()  # "can we push everything back": the whole family's, everything
    found = on_the_day(found, request)
    shared = [o for o in found if whose and not set(o.participants) <= whose]
    theirs = [o for o in found if o not in shared]
    moves = moves_of(theirs, request, tz)
    day = _day_words(request, tz)
    who = people(family, sorted(whose)) if whose else ""
    if not found:
        what = f"no {request.title}" if request.title else "nothing"
        if who:
            has = "has" if len(whose) == 1 else "have"
            return f"{who} {has} {what} on {day} to move, so nothing was changed."
        return f"There is {what} on {day} to move, so nothing was changed."
    if not moves:
        left = _left_words(shared, theirs, family, whose, tz)
        return f"Nothing {f'of {who} alone ' if who else ''}on {day} can move: {left}. Nothing was changed."
    late = next((m for m in moves if m.start < now), None)
    if late is not None:
        return (
            f"I can't move {late.occ.title} to {describe_span(late.start, late.end, tz)}: that is "
            "already past. Nothing was changed."
        )
    twice = _onto_itself(moves, calendar)
    if twice is not None:
        return (
            f"{twice.occ.title} is on {describe_span(twice.start, twice.end, tz)} already, so it would "
            "be there twice. Nothing was changed."
        )
    summary = _summary(moves, shared, theirs, request, whose, family, tz)
    return moves_proposal(moves, calendar, speaker, proposal_id, summary)


def moves_proposal(
    moves: list[Move], calendar: CalendarReader, speaker: str, proposal_id: str, summary: str
) -> Proposal:
    """One proposal making every move (a repeating event's occurrence as an override, one
    event met twice changed twice), always asked first: which events was read from words."""
    events, versions = changed_together([(m.occ.event_id, m) for m in moves], calendar, moved_by)
    first = moves[0]
    main = events[first.occ.event_id]
    return Proposal(
        id=proposal_id,
        action="modify",
        event=main,
        target_event_id=main.id,
        scope="occurrence" if main.recurrence else "series",
        occurrence_start=(first.occ.original_start or first.occ.start) if main.recurrence else None,
        requested_by=speaker,
        chosen_by="assistant",  # which events: read from "her stuff", so always asked first
        side_events=[e for e in events.values() if e.id != main.id],
        expected_versions=versions,
        summary=summary,
        every=True,
    )


def moved_by(event: Event, move: Move) -> Event:
    """`event` with `move` made: that occurrence's override (its other changes kept) for a
    repeating event, the event itself for a one-off."""
    if not event.recurrence:
        return event.model_copy(update={"start": move.start, "end": move.end})
    overrides = dict(event.overrides)
    key = occurrence_key(move.occ.original_start or move.occ.start)
    overrides[key] = (overrides.get(key) or OccurrenceOverride()).model_copy(
        update={"start": move.start, "end": move.end}
    )
    return event.model_copy(update={"overrides": overrides})


def _onto_itself(moves: list[Move], calendar: CalendarReader) -> Move | None:
    """A repeating event's occurrence moved over another occurrence of the same event that
    stays (Tuesday's soccer onto Thursday's): the conflict check never compares an event
    with itself, so it is caught here."""
    moving = {(m.occ.event_id, m.occ.start) for m in moves}
    for move in moves:
        around = calendar.occurrences(move.start, move.end)
        if any(
            o.event_id == move.occ.event_id
            and (o.event_id, o.start) not in moving
            and o.status != "cancelled"
            and o.start < move.end
            and move.start < o.end
            for o in around
        ):
            return move
    return None


def _day_words(request: ParsedRequest, tz: ZoneInfo) -> str:
    """ "Sat Nov 28": the day everything leaves."""
    first = request.window[0] if request.window is not None else request.start
    if first is None:
        return "that day"
    return short_day(first.astimezone(tz))


def _how(request: ParsedRequest, tz: ZoneInfo) -> str:
    """ "an hour later", "30 minutes earlier", "to Thu Nov 26"."""
    if request.to_day is not None:
        return f"to {short_day(request.to_day)}"
    minutes = request.shift_minutes or 0
    amount = "an hour" if abs(minutes) == 60 else lead_words(abs(minutes))
    return f"{amount} {'later' if minutes > 0 else 'earlier'}"


def _summary(
    moves: list[Move],
    shared: list[Occurrence],
    theirs: list[Occurrence],
    request: ParsedRequest,
    whose: set[str],
    family: Family,
    tz: ZoneInfo,
) -> str:
    """Every change, old time → new time in local time, and what stays and why."""
    named = sorted(whose)
    things = f"{people(family, named)}'s {request.title or 'things'}" if named else "everything"
    if not whose and request.title:
        things = f"all {request.title}"
    parts = []
    for m in moves:
        same_day = m.start.astimezone(tz).date() == m.occ.start.astimezone(tz).date()
        new = local_clock_span(m.start, m.end, tz) if same_day else describe_span(m.start, m.end, tz)
        parts.append(f"{m.occ.title} {describe_span(m.occ.start, m.occ.end, tz)} → {new}")
    text = f"Move {things} on {_day_words(request, tz)} {_how(request, tz)}: {'; '.join(parts)}"
    moved = {m.occ.occurrence_id for m in moves}
    left = _left_words(shared, [o for o in theirs if o.occurrence_id not in moved], family, whose, tz)
    return f"{text}; {left}" if left else text


def _left_words(
    shared: list[Occurrence], unmoved: list[Occurrence], family: Family, whose: set[str], tz: ZoneInfo
) -> str:
    """What stays where it is: shared with someone not named, or all day (for a shift)."""
    kept = [
        f"{o.title} {describe_span(o.start, o.end, tz)} stays (shared with "
        f"{people(family, sorted(set(o.participants) - whose))})"
        for o in shared
    ]
    kept += [f"{o.title} stays (all day)" for o in unmoved]
    return "; ".join(kept)

"""The booking was the event in its way: "piano for Emma monday at 5:30" when Emma has her
piano lesson Monday 5–6 most likely means the lesson moves to 5:30, not a second piano.

When a new one-off booking clashes with an occurrence of the same kind of event for the
same people (`title_likeness`: "piano" is the piano lesson, a recital is not), one way out
books nothing and moves that occurrence to the time asked, keeping its own length unless
another was said: "Move piano lesson on Mon Nov 30 5–6pm to 5:30–6:30pm (this occurrence
only)". The draft says so (`instead`): verification checks the moved occurrence without
the booking, and picking it turns the proposal into that change (`apply_option`). It is
asked, never assumed.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.domain.conflicts.wording import short_date
from family_scheduler.domain.duplicates import same_repeat
from family_scheduler.domain.permissions import is_own, may_change
from family_scheduler.domain.series import rest_of_series, split_series
from family_scheduler.domain.titles import shares_activity, title_likeness, title_words
from family_scheduler.models import Change, Event, Occurrence, OccurrenceOverride, occurrence_key
from family_scheduler.models.request import DEFAULT_MINUTES
from family_scheduler.models.results import InsteadOfBooking
from family_scheduler.recurrence import expand
from family_scheduler.timeutil import describe_span, iso, local_clock_span, local_wall, localize
from family_scheduler.wording import people

from .problem import Disruption, Draft, Problem, changed
from .wording import capital, shift_words

UNSAID_LENGTH = timedelta(minutes=DEFAULT_MINUTES)
"""A booking this long had no length said: the event moved keeps its own ("5:30" moves the
5–6 lesson to 5:30–6:30); any other length was said ("5:30 to 7") and is the one taken."""

SAME_KIND = 0.5
"""Title likeness from which the booking names the event in its way ("piano" for the
piano lesson is 0.5; "guitar lesson" for the piano lesson shares only the kind, 0.33).
The activity must be shared too: "tutoring" is a lesson, but not the piano lesson."""


def move_same_kind(problem: Problem) -> list[Draft]:
    """The occurrence of the same kind of event in the way, moved to the time asked, in
    place of the new booking; none for a change, a series, or a different kind of event."""
    new = problem.event
    if new.all_day or problem.calendar.get_event(new.id) is not None:
        return []
    if new.recurrence:
        return _series_moved(problem)
    found = [e for e in problem.in_the_way.values() if _same_kind(new, e)]
    if len(found) != 1:
        return []
    blocker = found[0]
    if not may_change(problem.family, problem.speaker, blocker):
        return []
    occurrences = [o for o in expand(blocker, new.start, new.end) if o.status != "cancelled"]
    if len(occurrences) != 1:
        return []
    occ = occurrences[0]
    start = new.start
    said = new.end - new.start
    end = start + (occ.end - occ.start if said == UNSAID_LENGTH else said)
    if start == occ.start:
        return []  # the booking repeats it: already booked, said elsewhere
    after = _moved(blocker, occ, start, end)
    if after is None:
        return []
    return [_draft(problem, blocker, occ, after, start, end)]


def _same_kind(new: Event, old: Event) -> bool:
    """The same activity and kind of occasion for the same people (all of the booking's)."""
    if old.all_day or old.status == "cancelled" or not set(new.participants) <= set(old.participants):
        return False
    said = title_words(new.title)
    return shares_activity(said, old.title) and title_likeness(said, old.title) >= SAME_KIND


def _moved(blocker: Event, occ: Occurrence, start: datetime, end: datetime) -> Event | None:
    """`blocker` with `occ` at [start, end): its override for a series (None when that would
    land on another of its own occurrences), its own times for a one-off."""
    if not blocker.recurrence:
        return changed(blocker, start=start, end=end)
    key = occurrence_key(occ.original_start or occ.start)
    overrides = dict(blocker.overrides)
    overrides[key] = (overrides.get(key) or OccurrenceOverride()).model_copy(
        update={"start": start, "end": end}
    )
    after = changed(blocker, overrides=overrides)
    moved_id = f"{blocker.id}@{key}"
    others = [o for o in expand(after, start, end) if o.occurrence_id != moved_id and o.status != "cancelled"]
    return None if others else after  # twice the same lesson at once is no way out


def _draft(
    problem: Problem, blocker: Event, occ: Occurrence, after: Event, start: datetime, end: datetime
) -> Draft:
    """The option in words and as the changed event, its cost as any move of that event."""
    tz = problem.tz
    same_day = occ.start.astimezone(tz).date() == start.astimezone(tz).date()
    to = local_clock_span(start, end, tz) if same_day else describe_span(start, end, tz)
    only = " (this occurrence only)" if blocker.recurrence else ""
    shift = shift_words(occ.start, start, tz)
    minutes = abs(round((start - occ.start) / timedelta(minutes=1)))
    who = people(problem.family, blocker.participants)
    return Draft(
        strategy="move_event",
        changes=[
            Change(event_id=blocker.id, field="start", old=iso(occ.start, tz), new=iso(start, tz)),
            Change(event_id=blocker.id, field="end", old=iso(occ.end, tz), new=iso(end, tz)),
        ],
        events={after.id: after},
        addresses=sorted(problem.blocking_ids()),
        description=f"Move {occ.title} on {describe_span(occ.start, occ.end, tz)} to {to}{only}.",
        side_effects=[f"{capital(occ.title)} for {who} moves {shift}; nothing new is booked"],
        cost=Disruption(
            shift_minutes=minutes,
            people_moved=list(blocker.participants),
            others_events=0 if is_own(blocker, problem.speaker) else 1,
        ),
        target=f"{blocker.id}@{occurrence_key(occ.original_start or occ.start)}",
        instead=InsteadOfBooking(
            event_id=blocker.id, occurrence_start=occ.original_start if blocker.recurrence else None
        ),
    )


def _series_moved(problem: Problem) -> list[Draft]:
    """A new weekly booking of the weekly event there already ("piano lessons for emma every
    monday at 4:30" when her piano lesson is every Monday at 5): that event moves to the time
    asked from the first clash on, this one and all after it; nothing new is booked."""
    new = problem.event
    assert new.recurrence is not None
    found = [
        e
        for e in problem.in_the_way.values()
        if e.recurrence and same_repeat(new.recurrence, e.recurrence) and _same_kind(new, e)
    ]
    if len(found) != 1 or not may_change(problem.family, problem.speaker, found[0]):
        return []
    series, tz = found[0], problem.tz
    day = new.start.astimezone(tz).date()
    first = [
        o
        for o in expand(series, new.start - timedelta(days=1), new.end + timedelta(days=1))
        if o.status != "cancelled" and o.start.astimezone(tz).date() == day
    ]
    if len(first) != 1:
        return []
    occ = first[0]
    start, said = new.start, new.end - new.start
    end = start + (occ.end - occ.start if said == UNSAID_LENGTH else said)
    if start == occ.start:
        return []  # the booking repeats it: already booked, said elsewhere
    original = occ.original_start or occ.start
    ended, rule = split_series(series, original)
    if ended is None:  # cut at its very first one: the whole series moves
        moved_start = localize(local_wall(series.start, tz) + (start - occ.start), tz)
        carried = series.model_copy(update={"start": moved_start, "end": moved_start + (end - start)})
        events, series_id = {series.id: carried}, None
    else:
        carried = rest_of_series(
            series,
            rule,
            start,
            end,
            series.participants,
            problem.speaker,
            new.id.removeprefix("evt-"),
            original,
        )
        events, series_id = {series.id: ended, carried.id: carried}, series.id
    shift = shift_words(occ.start, start, tz)
    who = people(problem.family, series.participants)
    on = f"{local_clock_span(start, end, tz)} from {short_date(occ.start, tz)} on"
    return [
        Draft(
            strategy="move_event",
            changes=[
                Change(event_id=series.id, field="start", old=iso(occ.start, tz), new=iso(start, tz)),
                Change(event_id=series.id, field="end", old=iso(occ.end, tz), new=iso(end, tz)),
            ],
            events=events,
            addresses=sorted(problem.blocking_ids()),
            description=f"Move {occ.title} to {on} (this one and all after it); nothing new is booked.",
            side_effects=[
                f"{capital(occ.title)} for {who} moves {shift} every time; no second one is booked"
            ],
            cost=Disruption(
                shift_minutes=abs(round((start - occ.start) / timedelta(minutes=1))),
                people_moved=list(series.participants),
                others_events=0 if is_own(series, problem.speaker) else 1,
            ),
            target=series.id,
            instead=InsteadOfBooking(
                event_id=carried.id, occurrence_start=original, following=True, series_id=series_id
            ),
        )
    ]


__all__ = ["move_same_kind"]

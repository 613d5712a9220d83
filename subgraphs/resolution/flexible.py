"""move_event, with flexible plans giving way: a person's own routine moves for the booking.

- **that day's routine moves** (the asked time kept): when the one event in the way is a
  *repeating* flexible plan (Mike's gym, Emma's homework block), only the occasion that
  clashes moves, to its nearest free time that same day, within a few hours (an override
  of that occurrence; the rest of the series stays).
- **both move** ("move gym to 7 and book piano at 6"): the proposal moves to a nearby
  time that only a flexible plan of its people is in the way of, and that plan moves
  out of it. Looked for only near the asked time; each pair is verified like any option.

Recurring proposals are left to the other strategies (a routine cannot give way every
week for one booking).
"""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.calendar import OverlayCalendar
from family_scheduler.domain.busy import busy_time
from family_scheduler.domain.conflicts.wording import short_date
from family_scheduler.domain.daytime import outside_waking
from family_scheduler.domain.flexibility import is_flexible
from family_scheduler.domain.permissions import is_own, may_change
from family_scheduler.domain.slots import search_slots
from family_scheduler.models import Change, Event, Occurrence, OccurrenceOverride, occurrence_key
from family_scheduler.timeutil import day_span, iso, local_clock_span
from family_scheduler.wording import event_name

from .problem import Disruption, Draft, Problem, changed
from .wording import capital, shift_words, span, whose

NEAR = timedelta(hours=3)
"""How far from its own time the booking (combined move) or the routine may move."""
TOP_K = 3


def move_routine_occasion(problem: Problem) -> list[Draft]:
    """The one repeating flexible plan in the way, moved for that day only."""
    blocker = problem.sole_blocker()
    event = problem.event
    if event.recurrence or blocker is None or not blocker.recurrence or not is_flexible(blocker):
        return []
    if not may_change(problem.family, problem.speaker, blocker):
        return []
    occasions = _clashing_occasions(problem, blocker, event.start, event.end)
    if len(occasions) != 1:
        return []
    view = OverlayCalendar(problem.calendar, changed=[event])
    return [
        _draft(problem, None, blocker, occasions[0], slot_start, slot_end)
        for slot_start, slot_end in _new_times(problem, view, occasions[0])
    ]


def move_both(problem: Problem) -> list[Draft]:
    """The proposal in the place of a nearby flexible plan of its people (starting when the
    plan starts, or ending when it ends), and that plan moved out of the way."""
    event = problem.event
    if event.recurrence or not problem.blocking:
        return []
    lo, hi = event.start - NEAR, event.end + NEAR
    routines = [
        o
        for o in problem.calendar.occurrences(lo, hi, members=event.participants)
        if o.event_id != event.id and is_flexible(o)
    ]
    ignore = [event.id, *(o.occurrence_id for o in routines)]
    places = sorted(
        {
            t
            for o in routines
            for t in (o.start, o.end - problem.duration)
            if t != event.start and t >= problem.now
        },
        key=lambda t: (abs(t - event.start), t),
    )
    drafts = []
    for place in places:
        in_the_way = [o for o in routines if o.start < place + problem.duration and place < o.end]
        if len(in_the_way) != 1:
            continue  # free already (a plain move), or more than one plan would have to give way
        occ = in_the_way[0]
        series = problem.calendar.get_event(occ.event_id)
        if series is None or not may_change(problem.family, problem.speaker, series):
            continue
        moved = changed(event, start=place, end=place + problem.duration)
        taken = busy_time(
            problem.calendar,
            event.participants,
            moved.start,
            moved.end,
            resources=event.resources,
            ignore_event_ids=ignore,
        )
        if taken or outside_waking(problem.family, moved, problem.tz):
            continue  # a time we choose: free but for the routine, and everyone awake
        view = OverlayCalendar(problem.calendar, changed=[moved])
        for new_start, new_end in _new_times(problem, view, occ)[:1]:
            drafts.append(_draft(problem, moved, series, occ, new_start, new_end))
        if len(drafts) >= TOP_K:
            break
    return drafts


def _clashing_occasions(problem: Problem, series: Event, start: datetime, end: datetime) -> list[Occurrence]:
    return [
        o
        for o in problem.calendar.occurrences(start, end, members=series.participants or None)
        if o.event_id == series.id and o.start < end and start < o.end
    ]


def _new_times(problem: Problem, view: OverlayCalendar, occ: Occurrence) -> list[tuple[datetime, datetime]]:
    """Where the occasion could go: its nearest free times (its people and things free,
    everyone awake) that same day and within a few hours of its own time."""
    day_start, day_end = day_span(occ.start.astimezone(problem.tz).date(), problem.tz)
    found = search_slots(
        view,
        occ.participants,
        now=problem.now,
        duration=occ.end - occ.start,
        start=occ.start,
        window=(max(day_start, occ.start - NEAR), min(day_end, occ.end + NEAR)),
        resources=occ.resources,
        ignore_event_ids=[occ.occurrence_id],
        top_k=TOP_K,
    )
    return [(s.start, s.end) for s in found.candidates if s.start != occ.start]


def _draft(
    problem: Problem,
    moved: Event | None,
    series: Event,
    occ: Occurrence,
    new_start: datetime,
    new_end: datetime,
) -> Draft:
    """An option moving one occasion of `series` (and the proposal to `moved`, if given)."""
    tz, family, event = problem.tz, problem.family, problem.event
    original = occ.original_start or occ.start
    key = occurrence_key(original)
    overrides = {**series.overrides, key: OccurrenceOverride(start=new_start, end=new_end)}
    routine = changed(series, overrides=overrides)
    day = short_date(occ.start, tz)
    where = local_clock_span(new_start, new_end, tz)
    plan = whose(series, family)
    changes = [
        Change(
            event_id=series.id,
            field="overrides",
            old=None,
            new={key: {"start": iso(new_start, tz), "end": iso(new_end, tz)}},
        )
    ]
    own = is_own(series, problem.speaker)
    cost = Disruption(
        shift_minutes=abs(round((new_start - occ.start) / timedelta(minutes=1))),
        days_changed=int(new_start.astimezone(tz).date() != occ.start.astimezone(tz).date()),
        people_moved=list(series.participants),
        others_events=0 if own else 1,
    )
    events = {routine.id: routine}
    name = event_name(event, problem.family)
    effects = [f"{capital(plan)} on {day} moves {shift_words(occ.start, new_start, tz)} (that day only)"]
    if moved is None:
        description = f"Keep {name} at {span(event, tz)} and move {plan} on {day} to {where} (that day only)."
    else:
        events[moved.id] = moved
        changes = [
            Change(event_id=event.id, field="start", old=iso(event.start, tz), new=iso(moved.start, tz)),
            Change(event_id=event.id, field="end", old=iso(event.end, tz), new=iso(moved.end, tz)),
            *changes,
        ]
        description = f"Book {name} at {span(moved, tz)} and move {plan} on {day} to {where} (that day only)."
        effects.insert(
            0,
            f"{capital(name)} moves {shift_words(event.start, moved.start, tz)}",
        )
        shift = abs(round((moved.start - event.start) / timedelta(minutes=1)))
        cost = cost.model_copy(
            update={
                "moves_requested_time": True,
                "shift_minutes": cost.shift_minutes + shift,
                "days_changed": cost.days_changed
                + int(moved.start.astimezone(tz).date() != event.start.astimezone(tz).date()),
            }
        )
    return Draft(
        strategy="move_event",
        changes=changes,
        events=events,
        addresses=sorted(problem.blocking_ids()),
        description=description,
        side_effects=effects,
        cost=cost,
        target=f"{series.id}@{key}",
    )


__all__ = ["move_both", "move_routine_occasion"]

"""move_event: the proposed event to a nearby free time, or the one-off event in its way.

Free times come from the scheduling subgraph's `search_slots` (people free, resources
below capacity, hard rules kept, best first around the asked time). A recurring
proposal moves to another clock time on the same days (its weekdays stay valid); a
recurring event in the way is never moved: shifting a whole series for one booking
is not what a family means, and one occurrence cannot be expressed as a field change.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.calendar import OverlayCalendar
from family_scheduler.domain.permissions import is_own, may_change
from family_scheduler.domain.slots import search_slots
from family_scheduler.models import Event
from family_scheduler.recurrence import series_start_at, series_wall_start
from family_scheduler.timeutil import day_span, local_wall
from family_scheduler.wording import event_name, people

from .problem import Disruption, Draft, Problem, changed, one_event_draft
from .wording import capital, shift_words, span, whose

TOP_K = 4


def move_proposal(problem: Problem, top_k: int = TOP_K) -> list[Draft]:
    """The proposal at the nearest times that work for all its people and resources."""
    event = problem.event
    anchor = event.start
    window: tuple[datetime, datetime] | None = None
    if event.recurrence:
        first = problem.first_blocked_start()
        if first is None:
            return []
        anchor = first
        window = day_span(first.astimezone(problem.tz).date(), problem.tz)
    result = search_slots(
        problem.calendar,
        event.participants,
        now=problem.now,
        duration=problem.duration,
        start=anchor,
        window=window,
        resources=event.resources,
        ignore_event_ids=[event.id],
        top_k=top_k,
        title=event.title,
    )
    slots = result.candidates or result.nearest_outside  # further out when nothing is near
    if not slots:
        why = "; ".join(result.why_nothing_fits[:3] or result.problems[:2])
        who = people(problem.family, event.participants)
        problem.notes.append(f"no nearby time is free for {who}" + (f" ({why})" if why else ""))
    drafts = []
    for slot in slots:
        if slot.start == anchor:
            continue
        delta = local_wall(slot.start, problem.tz) - local_wall(anchor, problem.tz)
        # The series' own clock time (02:30 for one begun the night the clocks skip it).
        start = series_start_at(series_wall_start(event.start, problem.tz) + delta, problem.tz)
        after = changed(event, start=start, end=start + problem.duration)
        drafts.append(moved_draft(problem, event, after, own=True))
    return drafts


def move_blocker(problem: Problem, top_k: int = TOP_K - 1) -> list[Draft]:
    """The one-off event in the way, moved to its nearest free time (the proposal kept)."""
    blocker = problem.sole_blocker()
    if blocker is None or blocker.recurrence:
        return []
    if not may_change(problem.family, problem.speaker, blocker):
        return []
    view = OverlayCalendar(problem.calendar, changed=[problem.event])
    result = search_slots(
        view,
        blocker.participants,
        now=problem.now,
        duration=blocker.end - blocker.start,
        start=blocker.start,
        resources=blocker.resources,
        ignore_event_ids=[blocker.id],
        top_k=top_k,
        title=blocker.title,
    )
    drafts = []
    for slot in result.candidates or result.nearest_outside:
        if slot.start == blocker.start:
            continue
        after = changed(blocker, start=slot.start, end=slot.end)
        drafts.append(moved_draft(problem, blocker, after, own=is_own(blocker, problem.speaker)))
    return drafts


def moved_draft(problem: Problem, before: Event, after: Event, *, own: bool) -> Draft:
    tz = problem.tz
    is_proposal = before.id == problem.event.id
    shift = shift_words(before.start, after.start, tz)
    minutes = abs(round((after.start - before.start) / timedelta(minutes=1)))
    other_day = before.start.astimezone(tz).date() != after.start.astimezone(tz).date()
    where = f"{span(after, tz)} and every time after" if after.recurrence else span(after, tz)
    if other_day and not after.recurrence:
        where_to = f"to {where}"
    else:
        where_to = f"{shift}, to {where}"
    if is_proposal:
        description = f"Move {event_name(before, problem.family)} {where_to}."
        effect = f"{capital(event_name(before, problem.family))} moves {shift}"
    else:
        description = (
            f"Keep {event_name(problem.event, problem.family)} at {span(problem.event, tz)} and move "
            f"{whose(before, problem.family)} {where_to}."
        )
        effect = f"{capital(whose(before, problem.family))} moves {shift}"
    cost = Disruption(
        moves_requested_time=is_proposal,
        shift_minutes=minutes,
        days_changed=int(other_day),
        people_moved=[] if is_proposal else list(before.participants),
        others_events=0 if (is_proposal or own) else 1,
    )
    return one_event_draft(
        problem,
        "move_event",
        before,
        after,
        description=description,
        effect=effect,
        cost=cost,
        target=before.id,
    )


__all__ = ["move_blocker", "move_proposal", "moved_draft"]

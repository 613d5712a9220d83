"""split_event: split the proposal into the part that works, with plain field changes.

Two splits are expressible without creating a second event (which the main graph's
Change model cannot do):

- a repeating proposal splits into the dates that work: the colliding dates become
  exception dates (`exdates`), when fewer than half of the dates collide;
- a group event splits its group: the people who are busy (or whom a hard rule
  keeps away) drop out and the others go ahead, when someone is left and the
  speaker is not among those dropped.

Splitting a one-off event into two separate parts around a clash would need a second
event, so it is not offered. Neither split is offered for a change to a whole repeating
event already on the calendar: its colliding date is the very one being moved, and its
people are those of every occurrence. (A change to one of its occurrences is resolved as
that occurrence alone, occurrence.py: there the group may split for that day.)
"""

from __future__ import annotations

from family_scheduler.domain.conflicts.wording import short_date
from family_scheduler.domain.slots.habits import habit_of
from family_scheduler.timeutil import iso
from family_scheduler.wording import join_names, people

from .problem import Disruption, Draft, Problem, changed, one_event_draft
from .wording import capital, span

PERSONAL = ("time_conflict", "constraint_violation")


def skip_dates(problem: Problem) -> list[Draft]:
    event = problem.event
    if not event.recurrence or not problem.blocking or problem.changes_a_stored_series:
        return []  # "move sunday's dinner to 7": skipping that sunday is no way to move it
    if any(c.occurrence_start is None for c in problem.blocking):
        return []
    colliding = sorted({c.occurrence_start for c in problem.blocking if c.occurrence_start})
    total = len(problem.occurrences())
    if not total or 2 * len(colliding) >= total:
        return []
    tz = problem.tz
    after = changed(event, exdates=[*event.exdates, *[iso(d, tz) for d in colliding]])
    days = [short_date(d, tz) for d in colliding]
    description = (
        f"Book {event.title} every time from {span(event, tz)} on, "
        f"except {join_names(days)}, when it collides."
    )
    return [
        one_event_draft(
            problem,
            "split_event",
            event,
            after,
            description=description,
            effect=f"No {event.title} on {join_names(days)}",
            cost=Disruption(skipped_dates=len(colliding)),
            target=f"{event.id}:dates",
        )
    ]


def split_group(problem: Problem) -> list[Draft]:
    event = problem.event
    if not problem.blocking or any(c.type not in PERSONAL for c in problem.blocking):
        return []
    if problem.changes_a_stored_series:
        return []  # it would drop them from every occurrence, not the one being changed
    busy = sorted({p for c in problem.blocking for p in c.participants})
    if not busy or any(p not in event.participants for p in busy):
        return []
    staying = [p for p in event.participants if p not in busy]
    if not staying or problem.speaker in busy:
        return []
    if habit_of(event.title, with_children=False).label == "an appointment":
        return []  # "jake's dentist": the others go along for him, never to it without him
    tz, family = problem.tz, problem.family
    after = changed(event, participants=staying)
    verb = "goes" if len(staying) == 1 else "go"
    when = f"every time, from {span(event, tz)} on," if event.recurrence else f"at {span(event, tz)}"
    description = (
        f"{people(family, staying)} {verb} to {event.title} {when} "
        f"without {people(family, busy)}, who can't make it."
    )
    return [
        one_event_draft(
            problem,
            "split_event",
            event,
            after,
            description=capital(description),
            effect=f"{people(family, busy)} will not be at {event.title}",
            cost=Disruption(dropped_people=len(busy)),
            target=f"{event.id}:group",
        )
    ]


__all__ = ["skip_dates", "split_group"]

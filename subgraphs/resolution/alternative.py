"""alternative_resource: the same kind of thing, free and big enough, instead of a full one.

For the proposal: swap the resource its clashes are about (the sedan for the
minivan). For a one-off event in the way that the speaker may change: that event
takes the alternative and leaves the resource to the proposal. Vehicles must seat
everyone of the event that would ride in them (its people and the guests named with
them); out-of-service resources never qualify.
"""

from __future__ import annotations

from family_scheduler.domain.capacity import riders
from family_scheduler.domain.permissions import is_own, may_change
from family_scheduler.models import Event, Resource
from family_scheduler.wording import event_name, own_booking, people, things_booked

from .problem import Disruption, Draft, Problem, changed, one_event_draft
from .wording import capital, span, whose


def alternatives(problem: Problem, resource_id: str, event: Event) -> list[Resource]:
    """Resources of the same kind that could stand in for `resource_id` in `event`."""
    family = problem.family
    current = family.resource(resource_id)
    if current is None:
        return []
    found = []
    for other in family.resources:
        if other.id == current.id or other.id in event.resources or other.kind != current.kind:
            continue
        if other.capacity == 0:
            continue
        if other.seats is not None and other.seats < riders(event):
            continue
        found.append(other)
    return found


def _contested(problem: Problem) -> str | None:
    """The one resource every blocking conflict is about, if they all are about one."""
    ids = {c.resource_id for c in problem.blocking}
    if len(ids) == 1 and all(c.type == "resource_conflict" for c in problem.blocking):
        (only,) = ids
        return only
    return None


def swap_for_proposal(problem: Problem) -> list[Draft]:
    rid = _contested(problem)
    if rid is None:
        return []
    event = problem.event
    return [_swapped(problem, event, rid, alt, own=True) for alt in alternatives(problem, rid, event)]


def swap_for_blocker(problem: Problem) -> list[Draft]:
    rid = _contested(problem)
    blocker = problem.sole_blocker()
    if rid is None or blocker is None or blocker.recurrence:
        return []
    if not may_change(problem.family, problem.speaker, blocker):
        return []
    own = is_own(blocker, problem.speaker)
    return [_swapped(problem, blocker, rid, alt, own=own) for alt in alternatives(problem, rid, blocker)]


def _swapped(problem: Problem, before: Event, rid: str, alt: Resource, *, own: bool) -> Draft:
    tz, family = problem.tz, problem.family
    old = family.display_name(rid)
    resources = [alt.id if r == rid else r for r in before.resources]
    after = changed(before, resources=resources)
    if own_booking(before, family):  # "Sedan booking" once the Sedan is taken, never "Minivan booking"
        after = changed(after, title=things_booked(family, resources))
    is_proposal = before.id == problem.event.id
    if is_proposal and own_booking(before, family):
        whom = f" for {people(family, before.participants)}" if before.participants else ""
        description = f"Take the {alt.name} instead of the {old}{whom} at {span(before, tz)}."
        effect = f"The {alt.name} is booked instead of the {old}"
    elif is_proposal:
        description = f"Take the {alt.name} instead of the {old} for {before.title} at {span(before, tz)}."
        effect = f"{capital(before.title)} uses the {alt.name} instead of the {old}"
    else:
        description = (
            f"Keep {event_name(problem.event, family)} at {span(problem.event, tz)} with the {old}, "
            f"and give {whose(before, family)} the {alt.name} instead."
        )
        effect = f"{capital(whose(before, family))} uses the {alt.name} instead of the {old}"
    cost = Disruption(resource_swaps=1, others_events=0 if (is_proposal or own) else 1)
    return one_event_draft(
        problem,
        "alternative_resource",
        before,
        after,
        description=description,
        effect=effect,
        cost=cost,
        target=f"{before.id}:{alt.id}",
    )


__all__ = ["alternatives", "swap_for_blocker", "swap_for_proposal"]

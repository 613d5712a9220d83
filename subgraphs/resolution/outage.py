"""Ways out around a thing out of use: "the van is in the shop thursday and friday".

The van being in the shop is a fact to plan around, not a booking to bargain with: it is
never moved, shortened, cancelled or lent another car as a way out. Recording it, what
already needed the van those days takes another car of the same kind that seats its
people (`stand_in_during_outage`: each occurrence in the span, a repeating event's as
changes of those occurrences only); a new booking that needs the van then is offered
another car, another time, but never the van back. When no car can take over (or the
family would rather see to it themselves), the van can still be recorded and what needed it
left as it is, still needing another car (`leave_bookings_as_they_are`): asked, like all.
"""

from __future__ import annotations

from zoneinfo import ZoneInfo

from family_scheduler.models import Event, OccurrenceOverride, occurrence_key
from family_scheduler.models.events import is_fact, is_outage, keeps_its_time, out_of_use
from family_scheduler.recurrence import expand
from family_scheduler.timeutil import describe_span
from family_scheduler.wording import join_names, when_words

from .alternative import alternatives
from .problem import Disruption, Draft, Problem, changed, field_changes
from .wording import capital, span, whose

MAX_IN_THE_WAY = 4
"""More events than this needing the thing those days: too much to change in one option."""


def holds_out_of_use(event: Event) -> bool:
    """Whether `event` records a family's thing out of use ("Minivan in the shop")."""
    return is_outage(event.title, event.participants, event.resources)


def states_a_fact(event: Event) -> bool:
    """Whether `event` is a fact to plan around: a thing out of use, someone away or working late."""
    return is_fact(event.title, event.participants, event.resources, event.all_day)


def held_in_place(event: Event) -> bool:
    """Whether no way out may change `event`: a fact, or an entry held to its time by a
    flight or a train (the pick-up from a late flight is not moved to 7pm)."""
    return states_a_fact(event) or keeps_its_time(event.title)


def keeps_facts(problem: Problem, draft: Draft) -> bool:
    """Whether an option leaves every fact as it is: the proposal when it is one, and every
    stored one in the way (the van in the shop is never moved, cancelled or lent another car;
    Mike working late is never moved or cut short: the other events give way)."""
    for event_id, after in draft.events.items():
        before = problem.event if event_id == problem.event.id else problem.in_the_way.get(event_id)
        if before is not None and held_in_place(before) and after != before:
            return False
    return True


def stand_in_during_outage(problem: Problem) -> list[Draft]:
    """For a thing out of use, one option per stand-in: what needed it then takes that instead."""
    outage = problem.event
    if not holds_out_of_use(outage) or not problem.blocking:
        return []
    if any(c.type != "resource_conflict" or c.event_id is None for c in problem.blocking):
        return []
    ids = sorted({c.event_id for c in problem.blocking if c.event_id})
    users = [problem.in_the_way.get(i) for i in ids]
    if len(ids) > MAX_IN_THE_WAY or any(u is None for u in users):
        return []
    found = [u for u in users if u is not None]
    drafts = []
    for rid in outage.resources:
        candidates = None
        for user in found:
            fits = {alt.id for alt in alternatives(problem, rid, user)}
            candidates = fits if candidates is None else candidates & fits
        for alt in [r for r in problem.family.resources if candidates and r.id in candidates]:
            drafts.append(_stand_in(problem, found, rid, alt.id))
    return drafts


def leave_bookings_as_they_are(problem: Problem) -> list[Draft]:
    """For a thing out of use, record it and change nothing else: the bookings that need it
    then stay as they are and are named, so the family knows they still need another one."""
    outage = problem.event
    if not holds_out_of_use(outage) or not problem.blocking:
        return []
    if any(c.type != "resource_conflict" or c.event_id is None for c in problem.blocking):
        return []
    users = [problem.in_the_way.get(i) for i in sorted({c.event_id for c in problem.blocking if c.event_id})]
    found = [u for u in users if u is not None]
    if len(found) != len(users):
        return []
    tz, family = problem.tz, problem.family
    names = [f"{whose(user, family)} on {_days_needed(problem, user)}" for user in found]
    things = [r for r in (family.resource(rid) for rid in outage.resources) if r is not None]
    need = join_names(sorted({_ANOTHER.get(r.kind, "something else") for r in things})) or "something else"
    gone = when_words(outage.start, outage.end, tz, all_day=outage.all_day)
    named = join_names([f"the {r.name}" for r in things])  # "the Minivan and the Sedan are at the mechanic"
    verb = "is" if len(things) == 1 else "are"
    state = f"{named} {verb} {out_of_use(outage.title, things[0].name)}" if things else outage.title
    one = len(names) == 1
    description = (
        f"Record that {state} {gone}, and leave {join_names(names)} as {'it is' if one else 'they are'} "
        f"({'it' if one else 'they'} will still need {need})."
    )
    return [
        Draft(
            strategy="leave_as_is",
            changes=[],
            events={},
            addresses=sorted(problem.blocking_ids()),
            description=description,
            side_effects=[f"{capital(n)} stays as booked and will need {need}" for n in names],
            cost=Disruption(left_in_need=len(found)),
            target=outage.id,
        )
    ]


def _days_needed(problem: Problem, user: Event) -> str:
    """When `user` needs the thing out of use: the times its clashes name."""
    clashes = [c for c in problem.blocking if c.event_id == user.id]
    times = sorted({(c.start, c.end) for c in clashes if c.start and c.end})
    said = [describe_span(start, end, problem.tz) for start, end in times]
    return join_names(said) or span(user, problem.tz)


_ANOTHER = {"vehicle": "another car", "room": "another room", "device": "another device"}
"""What a booking left as it is still needs, by the kind of thing out of use."""


def _stand_in(problem: Problem, users: list[Event], rid: str, alt: str) -> Draft:
    tz, family = problem.tz, problem.family
    outage, old, new = problem.event, family.display_name(rid), family.display_name(alt)
    events: dict[str, Event] = {}
    effects, names, changes = [], [], []
    for user in users:
        after, days = _swapped_during(user, outage, rid, alt, tz)
        events[user.id] = after
        changes += field_changes(user, after, tz)
        said = f"{whose(user, family)} on {days}"
        names.append(said)
        effects.append(f"{capital(said)} uses the {new} instead of the {old}")
    gone = when_words(outage.start, outage.end, tz, all_day=outage.all_day)
    state = out_of_use(outage.title, old)
    description = f"Give {join_names(names)} the {new} while the {old} is {state}, {gone}."
    return Draft(
        strategy="alternative_resource",
        changes=changes,
        events=events,
        addresses=sorted(problem.blocking_ids()),
        description=description,
        side_effects=effects,
        cost=Disruption(resource_swaps=len(users)),
        target=f"{outage.id}:{alt}",
    )


def _swapped_during(user: Event, outage: Event, rid: str, alt: str, tz: ZoneInfo) -> tuple[Event, str]:
    """`user` with `alt` for `rid` on its occurrences while `outage` runs, and those days in words."""

    def swap(things: list[str]) -> list[str]:
        return [alt if r == rid else r for r in things]

    if not user.recurrence:
        return changed(user, resources=swap(user.resources)), span(user, tz)
    overrides = dict(user.overrides)
    days = []
    for occ in expand(user, outage.start, outage.end):
        if rid not in occ.resources:
            continue
        key = occurrence_key(occ.original_start or occ.start)
        before = overrides.get(key) or OccurrenceOverride()
        overrides[key] = before.model_copy(update={"resources": swap(occ.resources)})
        days.append(describe_span(occ.start, occ.end, tz))
    return changed(user, overrides=overrides), join_names(days)


__all__ = [
    "holds_out_of_use",
    "held_in_place",
    "keeps_facts",
    "states_a_fact",
    "leave_bookings_as_they_are",
    "stand_in_during_outage",
]

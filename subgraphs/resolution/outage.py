"""Ways out around a thing out of use: "the van is in the shop thursday and friday".

The van being in the shop is a fact to plan around, not a booking to bargain with: it is
never moved, shortened, cancelled or lent another car as a way out. Recording it, what
already needed the van those days takes another car of the same kind that seats its
people (`stand_in_during_outage`: each occurrence in the span, a repeating event's as
changes of those occurrences only); a new booking that needs the van then is offered
another car, another time, but never the van back.
"""

from __future__ import annotations

from zoneinfo import ZoneInfo

from family_scheduler.models import Event, OccurrenceOverride, occurrence_key
from family_scheduler.models.events import is_outage, out_of_use
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


def keeps_outages(problem: Problem, draft: Draft) -> bool:
    """Whether an option leaves every thing out of use as it is: the proposal when it is one,
    and every stored one in the way (never moved, cancelled or lent another car)."""
    for event_id, after in draft.events.items():
        before = problem.event if event_id == problem.event.id else problem.in_the_way.get(event_id)
        if before is not None and holds_out_of_use(before) and after != before:
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


__all__ = ["holds_out_of_use", "keeps_outages", "stand_in_during_outage"]

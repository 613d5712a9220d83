"""Least disruption first: keep the asked time, move few people, shift little, own events first.

cost = 10 if the requested event's time changes
     + 2 per person whose existing plans change (moved, shortened, cancelled)
     + 1 per hour shifted (capped at 8 an event) + 2 per event moved to another day
     + 3 per changed event that is not the requester's own
     + 12 per cancelled event, 5 per person dropped from the group, 2 per skipped date
     + 0.1 per minute cut by shortening (capped at 6)
     + 1 per resource swap, 1 + priority/2 for a preference set aside
     + 4 per booking left needing a thing out of use (the van in the shop recorded anyway)
     + priority/2 per preference the option still breaks.

So a swapped car or a set-aside preference beats moving anyone; moving the
requester's own event in the way beats moving someone else's; keeping the asked time
by moving a one-off beats moving the request; cancelling anything comes last unless
the request would move by a day or more. score = 1 / (1 + cost / 10), in (0, 1].
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from family_scheduler.models import Resolution

from .problem import Disruption, Draft, Problem
from .verify import Verified, describe_left

STRATEGY_ORDER = (
    "alternative_resource",
    "override_constraint",
    "move_event",
    "shorten_event",
    "split_event",
    "cancel_event",
    "leave_as_is",
)
PER_TARGET = 2
"""At most this many options for the same strategy on the same event, while others exist."""


def cost_of(d: Disruption, soft_left: int = 0) -> float:
    hours = d.shift_minutes / 60
    return round(
        (10 if d.moves_requested_time else 0)
        + 2 * len(d.people_moved)
        + min(hours, 8.0)
        + 2 * d.days_changed
        + 3 * d.others_events
        + 12 * d.cancelled
        + 5 * d.dropped_people
        + 2 * d.skipped_dates
        + min(d.shortened_minutes * 0.1, 6.0)
        + d.resource_swaps
        + 4 * d.left_in_need
        + ((1 + d.set_aside_priority / 2) if d.set_aside_priority else 0)
        + soft_left / 2,
        3,
    )


def lower_bound(draft: Draft) -> float:
    """The cost before verification: preferences still broken can only add to it."""
    return cost_of(draft.cost)


def cost_verified(v: Verified) -> float:
    return cost_of(v.draft.cost, sum(_priority(c.severity) for c in v.soft_left))


def _priority(severity: str) -> int:
    return {"low": 3, "medium": 6}.get(severity, 8)


def score(cost: float) -> float:
    return round(1.0 / (1.0 + cost / 10.0), 3)


def _key(v: Verified) -> tuple:
    d = v.draft
    first = d.changes[0].new if d.changes else ""
    # The booking meant as the same kind of event in its way: that reading comes first.
    return (d.instead is None, cost_verified(v), STRATEGY_ORDER.index(d.strategy), str(first), d.description)


def choose(verified: Sequence[Verified], max_options: int) -> list[Verified]:
    """The best `max_options`, spread over strategies and targets, best first."""
    ranked = sorted(verified, key=_key)
    picked: list[Verified] = []
    per: Counter[tuple[str, str]] = Counter()
    for v in ranked:
        group = (v.draft.strategy, v.draft.target)
        if per[group] < PER_TARGET and len(picked) < max_options:
            picked.append(v)
            per[group] += 1
    for v in ranked:
        if len(picked) >= max_options:
            break
        if v not in picked:
            picked.append(v)
    return sorted(picked, key=_key)


def number(picked: Sequence[Verified], problem: Problem) -> list[Resolution]:
    """Numbered options 1..N, ready for the family to pick."""
    options = []
    for n, v in enumerate(picked, start=1):
        d = v.draft
        effects = list(d.side_effects) + [describe_left(c, problem) for c in v.soft_left]
        options.append(
            Resolution(
                id=n,
                strategy=d.strategy,
                changes=d.changes,
                events=list(d.events.values()),
                resolves=v.resolves,
                side_effects=list(dict.fromkeys(effects)),
                score=score(cost_verified(v)),
                description=d.description,
                instead=d.instead,
            )
        )
    return options


__all__ = ["choose", "cost_of", "cost_verified", "lower_bound", "number", "score"]

"""cancel_event: call off the one-off events in the way, when the speaker may cancel them.

Only the speaker's own events, or a child's when the speaker is a parent (see
permissions.py). A recurring event in the way is never cancelled: dropping a whole
series for one booking is not a sensible offer, and one occurrence cannot be
expressed as a field change. The proposal itself is never "cancelled" as an option:
saying no to it is always open to the family.
"""

from __future__ import annotations

from family_scheduler.domain.permissions import is_own, may_cancel
from family_scheduler.models import Event
from family_scheduler.wording import join_names

from .problem import Disruption, Draft, Problem, changed, field_changes
from .wording import capital, span, whose

MAX_CANCELLED = 3


def cancel_blockers(problem: Problem) -> list[Draft]:
    """One option cancelling every event in the way, when each may be cancelled."""
    if not problem.blocking or any(c.event_id is None for c in problem.blocking):
        return []
    ids = sorted({c.event_id for c in problem.blocking if c.event_id})
    events = [problem.in_the_way.get(i) for i in ids]
    if len(ids) > MAX_CANCELLED or any(e is None for e in events):
        return []
    found: list[Event] = [e for e in events if e is not None]
    for event in found:
        if event.recurrence or event.status == "cancelled":
            return []
        if not may_cancel(problem.family, problem.speaker, event):
            return []
    tz, family = problem.tz, problem.family
    changes, after, effects, people = [], {}, [], set()
    for event in found:
        gone = changed(event, status="cancelled")
        after[event.id] = gone
        changes += field_changes(event, gone, tz)
        effects.append(f"{capital(whose(event, family))} on {span(event, tz)} is cancelled")
        people.update(event.participants)
    names = join_names([f"{whose(e, family)} on {span(e, tz)}" for e in found])
    description = f"Cancel {names} so {problem.event.title} can go ahead at {span(problem.event, tz)}."
    cost = Disruption(
        cancelled=len(found),
        people_moved=sorted(people),
        others_events=sum(not is_own(e, problem.speaker) for e in found),
    )
    return [
        Draft(
            strategy="cancel_event",
            changes=changes,
            events=after,
            addresses=sorted(problem.blocking_ids()),
            description=description,
            side_effects=effects,
            cost=cost,
            target=",".join(ids),
        )
    ]


__all__ = ["cancel_blockers"]

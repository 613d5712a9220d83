"""cancel_event: call off the events in the way, when the speaker may cancel them.

Only what the one permission rule (domain/permissions.py) lets the speaker cancel: what
they set up or, for a parent, take part in, or a child's when the speaker is a parent.
A one-off event in the way is cancelled. A recurring one is never dropped for one
booking; only for a one-off proposal that takes whole days (a trip, a tournament day)
are its occurrences in the way skipped (exception dates): Mike's trip skips his gym on
the Wednesday it covers, a dentist visit never skips a piano lesson. The proposal
itself is never "cancelled" as an option: saying no to it is always open to the family.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.domain.permissions import is_own, may_cancel
from family_scheduler.models import Event
from family_scheduler.recurrence import expand
from family_scheduler.timeutil import describe_local, elapsed
from family_scheduler.wording import event_name, join_names

from .problem import Disruption, Draft, Problem, changed, field_changes
from .wording import capital, span, whose

MAX_CANCELLED = 3
WHOLE_DAY = timedelta(hours=23)


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
        if (event.recurrence and not _takes_days(problem.event)) or event.status == "cancelled":
            return []
        if not may_cancel(problem.family, problem.speaker, event, one_occurrence=bool(event.recurrence)):
            return []
    tz, family = problem.tz, problem.family
    changes, after, effects, people, names = [], {}, [], set(), []
    for event in found:
        if event.recurrence:
            skipped = _in_the_way(event, problem.event)
            if not skipped or len(skipped) > MAX_CANCELLED:
                return []
            gone = changed(event, exdates=[*event.exdates, *skipped])
            days = join_names([describe_local(d, tz) for d in skipped])
            effects.append(f"{capital(whose(event, family))} is skipped on {days}")
            names.append(f"{whose(event, family)} on {days}")
        else:
            gone = changed(event, status="cancelled")
            effects.append(f"{capital(whose(event, family))} on {span(event, tz)} is cancelled")
            names.append(f"{whose(event, family)} on {span(event, tz)}")
        after[event.id] = gone
        changes += field_changes(event, gone, tz)
        people.update(event.participants)
    verb = "Skip" if all(e.recurrence for e in found) else "Cancel"
    names = [join_names(names)]
    asked = event_name(problem.event, problem.family)
    description = f"{verb} {names[0]} so {asked} can go ahead at {span(problem.event, tz)}."
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


def _takes_days(proposal: Event) -> bool:
    """A one-off proposal of a whole day or more: what a family skips other things for."""
    return not proposal.recurrence and (
        proposal.all_day or elapsed(proposal.start, proposal.end) >= WHOLE_DAY
    )


def _in_the_way(series: Event, proposal: Event) -> list[datetime]:
    """The original starts of the series' occurrences that share people with the proposal
    while it runs (the ones a one-off proposal would skip)."""
    shared = set(series.participants) & set(proposal.participants)
    return [
        o.original_start or o.start
        for o in expand(series, proposal.start, proposal.end)
        if shared & set(o.participants)
    ]


__all__ = ["cancel_blockers"]

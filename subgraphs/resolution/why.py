"""When nothing works: which rule, person or booking makes it impossible, in plain words."""

from __future__ import annotations

from family_scheduler.domain.permissions import may_cancel, may_change
from family_scheduler.models import Conflict, Event
from family_scheduler.wording import join_names

from .problem import Problem
from .wording import capital, whose


def no_way_out(problem: Problem) -> str:
    """One or two sentences: what stands in the way, and what I tried."""
    reasons: list[str] = []
    for conflict in problem.blocking:
        reason = _reason(problem, conflict)
        if reason and reason not in reasons:
            reasons.append(reason)
    for note in problem.notes:
        if note not in reasons:
            reasons.append(note)
    if not reasons:
        reasons.append("every option I tried still clashed when I checked it")
    return capital(f"nothing I tried resolves this: {'; '.join(reasons[:4])}.")


def _reason(problem: Problem, conflict: Conflict) -> str:
    family = problem.family
    if conflict.type == "constraint_violation":
        rule = problem.rule(conflict.constraint_id)
        name = (rule.description or rule.id) if rule else (conflict.constraint_id or "a rule")
        who = join_names([family.display_name(p) for p in conflict.participants])
        return f'"{name}" is a hard rule for {who}, and hard rules are never set aside'
    if conflict.event_id is None:
        if conflict.resource_id:
            return (
                f"the {family.display_name(conflict.resource_id)} is out of service and "
                "nothing of its kind is free"
            )
        return conflict.details.rstrip(".")
    event = problem.in_the_way.get(conflict.event_id)
    if event is None:
        return conflict.details.rstrip(".")
    return _blocker_reason(problem, event)


def _blocker_reason(problem: Problem, event: Event) -> str:
    family = problem.family
    speaker = family.display_name(problem.speaker)
    what = whose(event, family)
    if event.recurrence:
        return f"{what} repeats, and I don't move or cancel a whole series to make room for one booking"
    if not may_change(family, problem.speaker, event):
        return f"{speaker} may not move or cancel {what}"
    if not may_cancel(family, problem.speaker, event):
        return f"{what} has no free time to move to, and {speaker} may not cancel it"
    return f"{what} has no free time to move to"


__all__ = ["no_way_out"]

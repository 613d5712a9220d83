"""Every option is checked before it is offered: apply it to a 'what if' view, look again.

The option's changed events replace the stored ones in an `OverlayCalendar` (the
proposal is added to it either way), then the conflict check runs on the proposal
and on every existing event the option changes. Any blocking conflict, old or new,
drops the option. Soft conflicts left over (preferences) do not drop it: they are
named as side effects and cost the option in the ranking. Recording a thing out of use
and leaving what needs it as it is (`leave_as_is`) keeps exactly the clashes it names.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from family_scheduler.calendar import OverlayCalendar
from family_scheduler.domain.conflicts import detect_conflicts
from family_scheduler.domain.verification import side_reports
from family_scheduler.models import Conflict
from family_scheduler.wording import with_names

from .problem import Draft, Problem


class Verified(BaseModel):
    """A draft that survived the re-check, with what it resolves and what it leaves."""

    draft: Draft
    resolves: list[str] = Field(default_factory=list)
    soft_left: list[Conflict] = Field(default_factory=list)


def verify_option(draft: Draft, problem: Problem) -> Verified | None:
    """The draft, checked on a copy of the calendar view; None when anything still blocks."""
    if draft.instead is not None:
        return _verify_instead(draft, problem)
    proposal = draft.events.get(problem.event.id, problem.event)
    view = OverlayCalendar(
        problem.calendar, changed=[proposal, *(e for i, e in draft.events.items() if i != proposal.id)]
    )
    report = detect_conflicts(proposal, view, since=problem.since)
    # Left as they are: the clashes the family would accept, and only those, may stay.
    accepted = set(draft.addresses) if draft.strategy == "leave_as_is" else set()
    if report.problems or any(c.blocking and c.id not in accepted for c in report.conflicts):
        return None
    soft = [c for c in report.conflicts if c.id not in accepted]
    others = [e for i, e in draft.events.items() if i != proposal.id]
    for other in side_reports(others, view, problem.now):
        if other.has_blocking or other.problems:
            return None
        soft += [c for c in other.conflicts if not c.blocking]
    after = {c.id for c in report.conflicts}
    resolves = [c.id for c in problem.conflicts if c.id not in after]
    set_aside = set(draft.addresses) if draft.strategy in ("override_constraint", "leave_as_is") else set()
    if set_aside:
        resolves = [c.id for c in problem.conflicts if c.id in set_aside]
        soft = [c for c in soft if c.id not in set_aside]
    return Verified(draft=draft, resolves=resolves, soft_left=_unique(soft))


def _verify_instead(draft: Draft, problem: Problem) -> Verified | None:
    """An option booking nothing, changing the event in the way instead: that event is
    checked as it would be written, in a view without the proposal; every conflict of the
    proposal goes with it."""
    changed = list(draft.events.values())
    view = OverlayCalendar(problem.calendar, changed=changed)
    soft: list[Conflict] = []
    for report in side_reports(changed, view, problem.now):
        if report.has_blocking or report.problems:
            return None
        soft += [c for c in report.conflicts if not c.blocking]
    return Verified(draft=draft, resolves=[c.id for c in problem.conflicts], soft_left=_unique(soft))


def _unique(conflicts: list[Conflict]) -> list[Conflict]:
    seen, out = set(), []
    for c in conflicts:
        if c.id not in seen:
            seen.add(c.id)
            out.append(c)
    return out


def describe_left(conflict: Conflict, problem: Problem) -> str:
    """A preference an option still breaks, as a side effect in plain words."""
    rule = problem.rule(conflict.constraint_id)
    what = (rule.description or rule.id) if rule else conflict.details
    who = ", ".join(problem.name(p) for p in conflict.participants)
    text = f"Not ideal for {who}: {what}" if who else f"Not ideal: {what}"
    return with_names(problem.family, text)


__all__ = ["Verified", "describe_left", "verify_option"]

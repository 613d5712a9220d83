"""A hard rule set aside for one event, at a parent's word: "book it anyway, he'll skip school".

Hard rules are never set aside by the assistant. A parent may do it for one event,
explicitly, after seeing the clash: the rules in the way are recorded on the event
(`Event.rules_set_aside`, so no later check holds them against it) and in the proposal's
validations (and so in the audit log). What cannot be set aside is said plainly: a child
or a guest asking, someone already busy or a car already taken (a person is not in two
places), a repeating event (the exception is for one occasion).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from family_scheduler.models import Conflict, Event, Family, Proposal, ValidationResult
from family_scheduler.timeutil import describe_span
from family_scheduler.wording import join_names, people

from .daytime import RULE_ID
from .permissions import may_set_rule_aside


def rules_in_the_way(proposal: Proposal) -> list[Conflict]:
    """The blocking conflicts of the proposal that are rules (what "anyway" could set aside)."""
    return [c for c in proposal.conflicts if c.blocking and c.type == "constraint_violation"]


def rule_names(family: Family, conflicts: list[Conflict]) -> str:
    """ "school", "Jake's bedtime and waking hours": the rules as the family calls them."""
    names = []
    for c in conflicts:
        rule = next((r for r in family.constraints if r.id == c.constraint_id), None)
        if rule is not None:
            names.append(rule.description or rule.id)
        elif c.constraint_id == RULE_ID:
            names.append(f"{people(family, c.participants)}'s waking hours")
    return join_names(list(dict.fromkeys(names)), "the rule")


def refusal(proposal: Proposal, family: Family, speaker: str) -> str | None:
    """Why the proposal cannot be kept as it is at the speaker's word; None when it can."""
    blocking = [c for c in proposal.conflicts if c.blocking]
    if not blocking:
        return None
    rules = rules_in_the_way(proposal)
    if not may_set_rule_aside(family, speaker):
        what = rule_names(family, rules) if rules else "a clash"
        return (
            f"Only a parent can set {what} aside, so I kept it as it was. "
            'Pick an option by number, or say "no".'
        )
    others = [c for c in blocking if c.type != "constraint_violation"]
    if others:
        return (
            f"I can't book it anyway: {others[0].details.rstrip('.')}, and nobody can be in two "
            'places or use a car twice. Pick an option by number, or say "no".'
        )
    if proposal.every:  # the exception would be recorded on one of them only
        return (
            "I can set a rule aside for one event only, not for several moved at once. "
            'Say "no", or tell me what to change.'
        )
    if proposal.event is None or proposal.event.recurrence:
        return (
            "I can set a rule aside for one occasion only, not for a repeating event. "
            'Pick an option by number, or say "no".'
        )
    return None


def set_aside(proposal: Proposal, family: Family, speaker: str, at: datetime, tz: ZoneInfo) -> Proposal:
    """The proposal kept as it is: its rules in the way recorded on the event and as a
    validation step; the family chose the time now. Call only when `refusal` is None."""
    rules = rules_in_the_way(proposal)
    event = proposal.event
    assert event is not None
    ids = sorted({*event.rules_set_aside, *(c.constraint_id for c in rules if c.constraint_id)})
    kept = Event.model_validate({**event.model_dump(), "rules_set_aside": ids})
    who = people(family, sorted({p for c in rules for p in c.participants})) or "everyone"
    details = (
        f"{family.display_name(speaker)} set aside {rule_names(family, rules)} for {who} "
        f"this once ({event.title}, {describe_span(event.start, event.end, tz)})"
    )
    step = ValidationResult(step="rule_set_aside", ok=True, details=details, at=at)
    return proposal.model_copy(
        update={
            "event": kept,
            "chosen_by": "family",
            "status": "validated",
            "validations": [*proposal.validations, step],
        }
    )


def set_aside_words(proposal: Proposal) -> str | None:
    """The recorded exception, for the reply after writing ("Sarah set aside school...")."""
    step = next((v for v in reversed(proposal.validations) if v.step == "rule_set_aside" and v.ok), None)
    return step.details if step is not None else None


__all__ = ["refusal", "rule_names", "rules_in_the_way", "set_aside", "set_aside_words"]

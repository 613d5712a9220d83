"""override_constraint: keep the asked time and set aside a preference, never a hard rule.

Offered only when every conflict left is soft (a preference such as "family time
between 09:00 and 20:00"); the option changes nothing, and its description names the
rule set aside so the family knows what they are agreeing to.
"""

from __future__ import annotations

from family_scheduler.models import Constraint
from family_scheduler.wording import event_name, join_names

from .problem import Disruption, Draft, Problem
from .wording import span


def set_aside(problem: Problem) -> list[Draft]:
    if problem.blocking or not problem.soft:
        return []
    rules: list[Constraint] = []
    for conflict in problem.soft:
        rule = problem.rule(conflict.constraint_id)
        if rule is None or rule.hard:
            return []
        if rule not in rules:
            rules.append(rule)
    names = join_names([f'"{r.description or r.id}"' for r in rules])
    event = problem.event
    plural = "preferences" if len(rules) > 1 else "a preference"
    description = (
        f"Keep {event_name(event, problem.family)} at {span(event, problem.tz)} as asked and set aside "
        f"{names} ({plural}, not a rule)."
    )
    return [
        Draft(
            strategy="override_constraint",
            changes=[],
            events={},
            addresses=sorted(c.id for c in problem.soft),
            description=description,
            side_effects=[f"Sets aside {names}"],
            cost=Disruption(set_aside_priority=sum(r.priority for r in rules)),
            target=",".join(r.id for r in rules),
        )
    ]


__all__ = ["set_aside"]

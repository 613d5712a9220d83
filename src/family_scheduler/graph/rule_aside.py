"""The main graph's answer to "book it anyway": keep the proposal despite a rule, if a parent says so.

The family saw the clash and answered with an override (read by parsing). The domain
decides whether it may stand (`domain.exceptions`): a parent, rules only, one occasion.
Then the rules are recorded on the event and in the audit log and the proposal goes to
the one writer; otherwise the family is told why and asked again.
"""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from ..context import SchedulerContext, context_of
from ..domain.exceptions import refusal, rules_in_the_way, set_aside
from ..models.results import AuditEntry, Proposal, ValidationResult
from ..output import say
from .state import Decision, MainState, Routing


def set_rule_aside(state: MainState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Record the rule set aside and go on to write, or say why not and ask again."""
    ctx = context_of(runtime)
    family, speaker, now = ctx.get_family(), ctx.current_speaker(), ctx.current_time()
    pending = state.get("proposal")
    assert pending is not None, "routed here only with a proposal"
    proposal = Proposal.from_state(pending)
    why_not = refusal(proposal, family, speaker)
    if why_not is None and not rules_in_the_way(proposal):
        if proposal.action == "create":  # "book it anyway" with nothing in the way: a plain yes
            return {"decision": Decision(kind="yes", option=None, text="")}
        # "keep it" to a move or a cancellation with no rule in the way: keep what, the old or the new?
        why_not = NOTHING_TO_SET_ASIDE
    if why_not is not None:
        # Kept on the proposal, so the question asked again starts with why.
        step = ValidationResult(step="rule_set_aside", ok=False, details=why_not, at=now)
        refused = proposal.model_copy(update={"validations": [*proposal.validations, step]})
        entry = AuditEntry(step="rule_set_aside", at=now, explanation=f"refused: {why_not}")
        return {
            "proposal": refused.to_json(),
            "messages": [say("assistant", why_not)],
            "decision": Decision(kind="again", option=None, text=""),
            "audit_log": [entry.model_dump(mode="json")],
        }
    kept = set_aside(proposal, family, speaker, now, ctx.tz())
    details = kept.validations[-1].details if kept.validations else ""
    entry = AuditEntry(step="rule_set_aside", at=now, explanation=details)
    return {
        "proposal": kept.to_json(),
        "decision": Decision(kind="yes", option=None, text=""),
        "audit_log": [entry.model_dump(mode="json")],
    }


NOTHING_TO_SET_ASIDE = (
    'No rule is in the way, so there is nothing to set aside. Say "yes" to go ahead, '
    'or "no" to leave the calendar as it was.'
)


def after_rule_aside(state: Routing) -> str:
    decision = state.get("decision")
    return "commit" if decision is not None and decision["kind"] == "yes" else "confirm"

"""A turn that broke after it wrote the calendar: tell what the calendar holds.

The calendar's commit and the conversation's checkpoint are two writes. When the second
fails (another program held the file past the busy wait, the disk filled, the process
was stopped), the turn still wrote the calendar, so its outcome is the booking, not an
error line: `TurnTrace` follows the turn's updates, and `written_outcome` finds the
proposal the calendar committed and words it. The conversation is saved with the old
state; the next answer on the thread re-checks `committed(proposal_id)` (nodes.take_answer)
and tells the truth again.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, cast

from langgraph.types import Overwrite

from .calendar.base import Calendar, CommitResult
from .checkpoints import INTERRUPT
from .graph import replies
from .graph.state import merge_outputs
from .models.dialogue import Question
from .models.results import ErrorInfo, ErrorJSON, Proposal, ProposalJSON
from .timeutil import zone

RESULT_KEYS = ("reply", "workflow_status", "intent", "proposal", "committed", "agent_outputs", "errors")
"""The main state's keys a turn's result reads (`FamilyScheduler._values_result`): every one
a plain last-value channel but `agent_outputs` (merged per subgraph, `Overwrite` resets it).
A new request's first step (`begin_turn`) writes each one that does not read as a new
request's already (unset, None or empty), so the state before it is not needed."""


@dataclass
class TurnTrace:
    """What a turn's steps handed on, read from LangGraph's `updates` stream: enough to say
    how the turn ended without reading the thread back.

    Only `updates` is streamed (a second mode costs LangGraph a stream part per step): the
    state's result keys are followed by applying each step's update to the state the turn
    started from (`values`), as the channels do."""

    proposals: list[ProposalJSON] = field(default_factory=list)
    """Every proposal the turn held, the pending one first, in order."""
    commit: dict[str, Any] | None = None
    """The commit step's update, when it ran."""
    intent: str | None = None
    values: dict[str, Any] = field(default_factory=dict)
    """The main graph's result keys (`RESULT_KEYS`) after the turn's last step: the state
    the turn started from (a waiting thread's; a new request's first step writes those that
    need it), each update applied."""
    question: Question | None = None
    """What the turn stopped to ask the family (its interrupt), if it did."""
    steps: int = 0
    """How many main-graph updates were taken."""
    clock_style: str | None = None
    """The family's clock as the turn's context read it (the reply is said in it; reading
    the family again after the turn's own writes would cost a refresh for nothing)."""

    def take(self, chunk: Any) -> None:
        """One `updates` chunk: `{node name: its update}`, or `{"__interrupt__": interrupts}`."""
        if not isinstance(chunk, dict):
            return
        self.steps += 1
        for node, update in chunk.items():
            if node == INTERRUPT:
                for interrupt in update or ():
                    self.question = interrupt.value
                continue
            if not isinstance(update, dict):
                continue
            if update.get("proposal"):
                self.proposals.append(update["proposal"])
            if update.get("intent"):
                self.intent = update["intent"]
            if node == "commit":
                self.commit = update
            self._apply(update)

    def _apply(self, update: dict[str, Any]) -> None:
        """The result keys after `update`, as the main state's channels take it."""
        values = self.values
        for key in RESULT_KEYS:
            if key not in update:
                continue
            value = update[key]
            if key != "agent_outputs":
                values[key] = value
            elif isinstance(value, Overwrite):
                values[key] = value.value
            else:
                values[key] = merge_outputs(values.get(key), value)


@dataclass
class Outcome:
    reply: str
    proposal: ProposalJSON
    committed: list[str]
    errors: list[ErrorJSON]


def written_outcome(calendar: Calendar, trace: TurnTrace, err: BaseException) -> Outcome | None:
    """The outcome to report when the turn failed with `err`: None when the calendar holds
    none of the turn's proposals (nothing was written; the failure is the outcome)."""
    for proposal in reversed(trace.proposals):
        done: CommitResult | None = calendar.committed(proposal["id"])
        if done is not None:
            break
    else:
        return None
    family = calendar.family()
    commit = trace.commit or {}
    if commit.get("reply"):
        reply = str(commit["reply"])
    else:
        reply = replies.written(Proposal.from_state(proposal), {}, family, zone(family.timezone))
    return Outcome(
        reply=reply,
        proposal=cast(ProposalJSON, commit.get("proposal") or proposal),
        committed=list(done.event_ids),
        errors=[*(commit.get("errors") or []), saving_failed(err)],
    )


def saving_failed(err: BaseException) -> ErrorJSON:
    """The error entry: the calendar was written, the conversation was not saved."""
    info = ErrorInfo(
        step="checkpoint",
        type=type(err).__name__,
        message=f"{str(err)[:300]} (the calendar was written; the conversation was not saved)",
        retryable=True,
    )
    return cast(ErrorJSON, info.model_dump(mode="json"))


__all__ = ["RESULT_KEYS", "Outcome", "TurnTrace", "saving_failed", "written_outcome"]

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

from .calendar.base import Calendar, CommitResult
from .graph import replies
from .models.dialogue import Question
from .models.results import ErrorInfo, ErrorJSON, Proposal, ProposalJSON
from .timeutil import zone


@dataclass
class TurnTrace:
    """What a turn's steps handed on, read from LangGraph's `updates` and `values` streams:
    enough to say how the turn ended without reading the thread back."""

    proposals: list[ProposalJSON] = field(default_factory=list)
    """Every proposal the turn held, the pending one first, in order."""
    commit: dict[str, Any] | None = None
    """The commit step's update, when it ran."""
    intent: str | None = None
    values: dict[str, Any] | None = None
    """The main graph's state after the turn's last step."""
    question: Question | None = None
    """What the turn stopped to ask the family (its interrupt), if it did."""

    def take_values(self, values: Any, interrupts: Any) -> None:
        """One main-graph `values` part (v2): the state so far and any interrupt it ends on."""
        if isinstance(values, dict):
            self.values = values
        for interrupt in interrupts or ():
            self.question = interrupt.value

    def take(self, chunk: Any) -> None:
        """One `updates` chunk: `{node name: its update}`."""
        if not isinstance(chunk, dict):
            return
        for node, update in chunk.items():
            if not isinstance(update, dict):
                continue
            if update.get("proposal"):
                self.proposals.append(update["proposal"])
            if update.get("intent"):
                self.intent = update["intent"]
            if node == "commit":
                self.commit = update


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
        reply = replies.written(Proposal.model_validate(proposal), {}, family, zone(family.timezone))
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


__all__ = ["Outcome", "TurnTrace", "saving_failed", "written_outcome"]

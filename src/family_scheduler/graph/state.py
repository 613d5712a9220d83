"""The main graph's state: the conversation plus a small working set for one request.

Everything but `messages` (and a clarification or confirmation still waiting for
the family) is reset at the start of each turn, so one request never leaks into
the next. Every value is JSON-safe (TypedDicts of the models' JSON shapes), so the
checkpointer stores plain data and Studio and the API show it as it is; a node turns
a shape back into its model where it needs the model's behaviour.
"""

from __future__ import annotations

from typing import Annotated, Literal, NotRequired

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict

from ..models.dialogue import AnswerKind, FamilyAnswer
from ..models.request import Intent, RequestJSON
from ..models.results import AuditJSON, ErrorJSON, HybridJSON, ProposalJSON, Scope, WorkflowStatus

AUDIT_LIMIT = 200

DecisionKind = AnswerKind | Literal["again", "recheck"]
"""How the main graph takes an answer: as read, `again` (ask once more) or `recheck`
(the commit found a new clash: resolve again)."""


class Decision(TypedDict):
    kind: DecisionKind
    option: int | None
    text: str


class AgentOutputs(TypedDict, total=False):
    """One hybrid output per subgraph that ran this turn."""

    parsing: HybridJSON
    scheduling: HybridJSON
    resources: HybridJSON
    conflicts: HybridJSON
    resolution: HybridJSON
    query: HybridJSON


def merge_outputs(left: AgentOutputs | None, right: AgentOutputs | None) -> AgentOutputs:
    """`agent_outputs` reducer: one entry per subgraph (a new turn writes `Overwrite({})`)."""
    merged = AgentOutputs(**(left or {}))
    merged.update(right or {})
    return merged


def bounded_log(left: list[AuditJSON] | None, right: list[AuditJSON] | None) -> list[AuditJSON]:
    """`audit_log` reducer: append, keep the newest entries only (bounded state)."""
    return ((left or []) + list(right or []))[-AUDIT_LIMIT:]


class MainInput(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]
    """The family's new message (a HumanMessage)."""


class MainState(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]
    """The conversation: this turn's messages (the family's, each subgraph's, the assistant's
    replies) and the last four exchanges before it (`history.stale_messages`)."""
    intent: NotRequired[Intent | None]
    """The current request's intent."""
    request: NotRequired[RequestJSON | None]
    """The parsed request."""
    pending_request: NotRequired[RequestJSON | None]
    """A request waiting for a clarification answer, merged with the next message."""
    proposal: NotRequired[ProposalJSON | None]
    """The pending proposal."""
    agent_outputs: NotRequired[Annotated[AgentOutputs, merge_outputs]]
    """One hybrid output per subgraph that ran this turn."""
    workflow_status: NotRequired[WorkflowStatus]
    """in_progress / awaiting_user / completed / failed."""
    audit_log: NotRequired[Annotated[list[AuditJSON], bounded_log]]
    """One entry per step (step, time, confidence, explanation); the newest 200 are kept."""
    errors: NotRequired[list[ErrorJSON]]
    """What went wrong this turn (step, type, message, retryable, at)."""
    committed: NotRequired[list[str]]
    """Event ids written or changed this turn."""
    answer: NotRequired[FamilyAnswer | None]
    """What the family said to the question just asked, before parsing reads it."""
    decision: NotRequired[Decision | None]
    """How the family's answer to the last question is taken (yes / no / option / scope / ...)."""
    scope: NotRequired[Scope | None]
    """Which occurrences of a repeating event a change is for, once the family said."""
    reply: NotRequired[str | None]
    """The final answer of this turn, in plain words."""

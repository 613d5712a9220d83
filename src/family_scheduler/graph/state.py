"""The main graph's state: the conversation plus a small working set for one request.

Everything but `messages` (and a clarification or confirmation still waiting for
the family) is reset at the start of each turn, so one request never leaks into
the next.
"""

from __future__ import annotations

from typing import Annotated, Any, NotRequired

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict

from ..models.dialogue import FamilyAnswer
from ..models.results import Scope

AUDIT_LIMIT = 200


def merge_outputs(left: dict[str, Any] | None, right: dict[str, Any] | None) -> dict[str, Any]:
    """`agent_outputs` reducer: one entry per subgraph (a new turn writes `Overwrite({})`)."""
    merged = dict(left or {})
    merged.update(right or {})
    return merged


def bounded_log(
    left: list[dict[str, Any]] | None, right: list[dict[str, Any]] | None
) -> list[dict[str, Any]]:
    """`audit_log` reducer: append, keep the newest entries only (bounded state)."""
    return ((left or []) + list(right or []))[-AUDIT_LIMIT:]


class MainInput(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]
    """The family's new message (a HumanMessage)."""


class MainState(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]
    """The whole conversation: the family's messages, each subgraph's, the assistant's replies."""
    intent: NotRequired[str | None]
    """The current request's intent."""
    request: NotRequired[dict[str, Any] | None]
    """The parsed request (ParsedRequest JSON)."""
    pending_request: NotRequired[dict[str, Any] | None]
    """A request waiting for a clarification answer, merged with the next message."""
    proposal: NotRequired[dict[str, Any] | None]
    """The pending proposal (Proposal JSON)."""
    agent_outputs: NotRequired[Annotated[dict[str, Any], merge_outputs]]
    """One hybrid output per subgraph that ran this turn."""
    workflow_status: NotRequired[str]
    """in_progress / awaiting_user / completed / failed."""
    audit_log: NotRequired[Annotated[list[dict[str, Any]], bounded_log]]
    """One entry per step (step, time, confidence, explanation); the newest 200 are kept."""
    errors: NotRequired[list[dict[str, Any]]]
    """ErrorInfo entries of this turn (step, type, message, retryable)."""
    committed: NotRequired[list[str]]
    """Event ids written or changed this turn."""
    decision: NotRequired[dict[str, Any] | None]
    """How the family answered the last question (yes / no / option / scope / instruction)."""
    answer: NotRequired[FamilyAnswer | None]
    """What the family said to the question just asked, before parsing reads it."""
    scope: NotRequired[Scope | None]
    """Which occurrences of a repeating event a change is for, once the family said."""
    reply: NotRequired[str | None]
    """The final answer of this turn, in plain words."""

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

from ..domain.undo import ChangeRecord
from ..models.dialogue import AnswerKind, FamilyAnswer, QuestionKind, Wish
from ..models.request import Intent, RequestJSON
from ..models.results import AuditJSON, ErrorJSON, HybridJSON, ProposalJSON, Scope, WorkflowStatus
from .condition import Outcome
from .focus import Focus

AUDIT_LIMIT = 200

DecisionKind = AnswerKind | Literal["again", "recheck", "done"]
"""How the main graph takes an answer: as read, `again` (ask once more), `recheck`
(the commit found a new clash: resolve again) or `done` (the proposal answered was
written already: the reply says so, whatever the answer was)."""


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


class Parked(TypedDict):
    """A question left waiting while the family asked for something else: what it was
    about, so it can be asked again, as it was, once the new request is done."""

    question: QuestionKind | Literal["clarify"]
    """`clarify`: the assistant had asked what was missing ("When should it be?")."""
    intent: Intent | None
    request: RequestJSON | None
    proposal: ProposalJSON | None
    located: HybridJSON | None
    """The query subgraph's located event (a change or a scope question needs it)."""
    summary: str
    """The pending request in words ("Book swim for Jake, Thu Nov 26 16:00–17:00")."""
    queued: NotRequired[list[str]]
    """The requests said after it in the same message, still to be taken (`MainState.queued`):
    they wait with it, and come back with it."""


PARKED_LIMIT = 3
"""How many earlier questions wait at most; the oldest goes first (and the family is told)."""


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
    wish: NotRequired[Wish | None]
    """Where the family would like the ways out of a clash to be ("anything later that day?"):
    the resolution runs again within it, this turn only."""
    reply: NotRequired[str | None]
    """The final answer of this turn, in plain words."""
    changes: NotRequired[list[ChangeRecord]]
    """The changes written on this thread, newest last (the last 10): what "undo" puts back.
    Kept across turns."""
    undoing: NotRequired[str | None]
    """The proposal id of the change the pending proposal undoes."""
    parked: NotRequired[list[Parked]]
    """Questions still waiting while the family asked something else (newest last); not
    reset by a new turn: each is asked again when the request after it is done."""
    note: NotRequired[str | None]
    """Said before the question this turn asks: why it is asked again ("There is no option
    9"), what happened to the request in between, or that an earlier one waits."""
    focus: NotRequired[Focus | None]
    """Who and which day the newest request was about (`focus`): "add dentist for him at 5"
    after "what does Jake have tomorrow?" is Jake's, tomorrow. Kept across turns."""
    reshown: NotRequired[bool]
    """The question asked now is a parked one, asked again: never booked without a yes."""
    queued: NotRequired[list[str]]
    """The rest of a message that held several requests ("soccer for emma saturday at 2 and
    piano for jake sunday at 4": `["piano for jake sunday at 4"]`), oldest first: each is
    taken, as if sent alone, once the one before it is settled (in the same turn when that
    needed no question, else right after the family's answer). Kept while a question waits,
    emptied at the start of any other turn and by "forget both" / "stop"; at most
    `MAX_PARTS - 1` short texts."""
    said_before: NotRequired[str | None]
    """What this turn already told about the earlier requests of the same message ("Booked:
    soccer for Emma Sat 2–3pm."): said before this request's reply or question."""
    outcome: NotRequired[Outcome | None]
    """What the question just answered in the same message came to (yes or no, and how it
    is said), for the request taken after it: one hanging on the other answer ("is the van
    free at 3? if not, book the sedan") is not proposed. Set by `take_next` only."""


class Routing(TypedDict):
    """What the main graph's routers read. A conditional edge reads the state its router's
    parameter is annotated with, the step's own writes applied: annotated with MainState,
    each of them re-ran the step's `messages`, `agent_outputs` and `audit_log` reducers on
    the whole lists for nothing. A router reading a key not listed here would see nothing
    (tests/core/test_router_views.py checks every router against the whole state)."""

    workflow_status: NotRequired[WorkflowStatus]
    intent: NotRequired[Intent | None]
    request: NotRequired[RequestJSON | None]
    proposal: NotRequired[ProposalJSON | None]
    answer: NotRequired[FamilyAnswer | None]
    decision: NotRequired[Decision | None]
    scope: NotRequired[Scope | None]
    parked: NotRequired[list[Parked]]
    queued: NotRequired[list[str]]


class RoutingWords(Routing):
    """`Routing` and the conversation: after parsing, "undo" is read from the family's words."""

    outcome: NotRequired[Outcome | None]

    messages: Annotated[list[AnyMessage], add_messages]

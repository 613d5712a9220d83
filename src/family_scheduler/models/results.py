"""What subgraphs hand back and what the main graph keeps about a proposal."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any, Literal, cast

from pydantic import AwareDatetime, BaseModel, Field, TypeAdapter
from typing_extensions import TypedDict

from ..handoff import Handoff
from .events import Event, EventJSON
from .events import handed_on as events_handed_on

Severity = Literal["low", "medium", "high", "critical"]
ConflictType = Literal["time_conflict", "resource_conflict", "constraint_violation"]
Strategy = Literal[
    "move_event",
    "shorten_event",
    "split_event",
    "cancel_event",
    "override_constraint",
    "alternative_resource",
    "leave_as_is",
]
ProposalStatus = Literal["proposed", "validated", "confirmed", "rejected"]
WorkflowStatus = Literal["in_progress", "awaiting_user", "completed", "failed"]
Scope = Literal["series", "occurrence", "following"]


_INSTANT: TypeAdapter[datetime] = TypeAdapter(AwareDatetime)


def instant_json(moment: datetime) -> str:
    """`moment` as a model's AwareDatetime field dumps it in JSON mode (a naive one is refused
    the same way). Most are local times on whole-minute offsets, which read as `isoformat`;
    UTC ("Z") and odd offsets are left to pydantic's own serialiser.

    The last one is kept by identity: a turn writes its one `now` (an aware datetime, never
    changed in place) into every audit entry and result, and `isoformat` of a zoned time
    costs about as much as a small node's own work."""
    global _last_instant
    kept, text = _last_instant
    if kept is moment:
        return text
    offset = moment.utcoffset()
    if offset and not offset.seconds % 60 and not offset.microseconds:
        text = moment.isoformat()
    else:
        text = str(_INSTANT.dump_python(_INSTANT.validate_python(moment), mode="json"))
    _last_instant = (moment, text)  # the moment held: its id is never another's meanwhile
    return text


_last_instant: tuple[datetime | None, str] = (None, "")


class HybridOutput(BaseModel):
    """Every subgraph's result: typed data plus words for the family."""

    data: dict[str, Any]
    explanation: str
    confidence: float = Field(ge=0.0, le=1.0)
    reasoning: str
    timestamp: AwareDatetime


class TimeSlot(BaseModel):
    start: AwareDatetime
    end: AwareDatetime
    score: float = 1.0
    participants_available: list[str] = Field(default_factory=list)
    soft_violations: list[str] = Field(default_factory=list)
    blocked_by: list[str] = Field(default_factory=list, description="why this slot is not free")


class Conflict(BaseModel):
    id: str
    type: ConflictType
    severity: Severity
    blocking: bool
    event_id: str | None = None
    event_title: str | None = None
    occurrence_start: AwareDatetime | None = None
    participants: list[str] = Field(default_factory=list)
    resource_id: str | None = None
    constraint_id: str | None = None
    start: AwareDatetime | None = Field(default=None, description="where the clash begins")
    end: AwareDatetime | None = None
    details: str = ""


class Change(BaseModel):
    """One concrete edit: set `field` of `event_id` from `old` to `new`."""

    event_id: str
    field: str
    old: Any = None
    new: Any = None


class InsteadOfBooking(BaseModel):
    """A way out that books nothing: the family's request meant the same kind of event they
    have already (piano at 5:30 when the piano lesson is at 5), so that one occurrence moves."""

    event_id: str
    occurrence_start: AwareDatetime | None = Field(
        default=None, description="the occurrence's original start, for a repeating event"
    )
    following: bool = Field(
        default=False,
        description="that occurrence and every one after it change (a new weekly booking meant the "
        "weekly event there already): `event_id` is the series carrying on, `series_id` the stored one",
    )
    series_id: str | None = Field(default=None, description="the stored series, when it is cut (`following`)")


class Resolution(BaseModel):
    """One verified way out: what it changes, in words and as finished events."""

    id: int
    strategy: Strategy
    changes: list[Change] = Field(default_factory=list, description="the edits, field by field, to read")
    events: list[Event] = Field(
        default_factory=list,
        description="every event the option changes, as it will be written (the proposal's included)",
    )
    resolves: list[str] = Field(default_factory=list, description="conflict ids")
    side_effects: list[str] = Field(default_factory=list)
    score: float = 0.0
    description: str = ""
    instead: InsteadOfBooking | None = Field(
        default=None, description="the new booking is dropped and this event changed instead"
    )


class ValidationResult(BaseModel):
    step: str
    ok: bool
    details: str = ""
    at: AwareDatetime
    calendar_changes: int | None = Field(
        default=None, description="a conflict check: the calendar's write count when it began"
    )
    writes: str | None = Field(default=None, description="a conflict check: a digest of what it checked")


class Proposal(BaseModel):
    """A change the family is asked to approve: proposed → validated → confirmed/rejected."""

    id: str
    action: Literal["create", "modify", "cancel"]
    status: ProposalStatus = "proposed"
    event: Event | None = None
    target_event_id: str | None = None
    scope: Scope = "series"
    occurrence_start: AwareDatetime | None = None
    conflicts: list[Conflict] = Field(default_factory=list)
    options: list[Resolution] = Field(default_factory=list)
    validations: list[ValidationResult] = Field(default_factory=list)
    requested_by: str | None = None
    chosen_by: Literal["family", "assistant"] = Field(
        default="family", description="who picked the time: asked before committing when not the family"
    )
    side_events: list[Event] = Field(
        default_factory=list,
        description="other events a chosen option changes, written in the same transaction",
    )
    expected_versions: dict[str, int] = Field(
        default_factory=dict, description="versions of existing events this proposal changes"
    )
    summary: str = Field(default="", description="the change in plain words, local time")
    every: bool = Field(
        default=False,
        description="one change to everything some people have on a day ('cancel her stuff tomorrow', "
        "'push everything on saturday back an hour'): the summary names each event it changes",
    )
    renames: bool = Field(
        default=False,
        description="the change gives an event a new name, or confirms one pencilled in, and nothing "
        "else: nothing moves, so no clash is looked for, neither before asking nor when it is written",
    )
    relocates: bool = Field(
        default=False,
        description="the change gives an event a new place and nothing else: its time, people and "
        "things stay, so no clash is looked for, neither before asking nor when it is written",
    )
    swaps: bool = Field(
        default=False,
        description="two events trading times ('swap emma's piano and jake's soccer'): `every` too, "
        "the summary says where each goes",
    )

    def to_json(self) -> ProposalJSON:
        """The proposal as graph state keeps it (handed on with it: `from_state`)."""
        dumped = cast(ProposalJSON, self.model_dump(mode="json"))
        _handed_on.keep(dumped, self)
        if self.event is not None and dumped["event"] is not None:
            events_handed_on.keep(dumped["event"], self.event)
        return dumped

    @classmethod
    def from_state(cls, value: Mapping[str, Any]) -> Proposal:
        """The proposal a state value holds: the model it was dumped from when the value is
        that very dump (the next node of a turn reads what the one before wrote), else
        validated. Proposals are changed by copying, never in place, so the two agree."""
        return _handed_on.get(value) or cls.model_validate(value)


class ErrorInfo(BaseModel):
    step: str
    type: str
    message: str
    retryable: bool = False
    at: datetime | None = None


class AuditEntry(BaseModel):
    step: str
    at: AwareDatetime
    confidence: float | None = None
    explanation: str = ""


# -- the same shapes as JSON, the way graph state and hand-offs carry them ------------------


class HybridJSON(TypedDict):
    """A HybridOutput as JSON: what every subgraph returns under `result`."""

    data: dict[str, Any]
    explanation: str
    confidence: float
    reasoning: str
    timestamp: str


class ConflictJSON(TypedDict):
    id: str
    type: ConflictType
    severity: Severity
    blocking: bool
    event_id: str | None
    event_title: str | None
    occurrence_start: str | None
    participants: list[str]
    resource_id: str | None
    constraint_id: str | None
    start: str | None
    end: str | None
    details: str


class ChangeJSON(TypedDict):
    event_id: str
    field: str
    old: Any
    new: Any


class ResolutionJSON(TypedDict):
    id: int
    strategy: Strategy
    changes: list[ChangeJSON]
    events: list[EventJSON]
    resolves: list[str]
    side_effects: list[str]
    score: float
    description: str
    instead: InsteadJSON | None


class InsteadJSON(TypedDict):
    event_id: str
    occurrence_start: str | None
    following: bool
    series_id: str | None


class ValidationJSON(TypedDict):
    step: str
    ok: bool
    details: str
    at: str
    calendar_changes: int | None
    writes: str | None


_handed_on: Handoff[Proposal] = Handoff()
"""The last proposal dumped into a state value, for the node that reads that value next."""


class ProposalJSON(TypedDict):
    """A Proposal as JSON: the pending change in graph state."""

    id: str
    action: Literal["create", "modify", "cancel"]
    status: ProposalStatus
    event: EventJSON | None
    target_event_id: str | None
    scope: Scope
    occurrence_start: str | None
    conflicts: list[ConflictJSON]
    options: list[ResolutionJSON]
    validations: list[ValidationJSON]
    requested_by: str | None
    chosen_by: Literal["family", "assistant"]
    side_events: list[EventJSON]
    expected_versions: dict[str, int]
    summary: str
    every: bool
    renames: bool
    relocates: bool
    swaps: bool


class ErrorJSON(TypedDict):
    step: str
    type: str
    message: str
    retryable: bool
    at: str | None


class AuditJSON(TypedDict):
    step: str
    at: str
    confidence: float | None
    explanation: str

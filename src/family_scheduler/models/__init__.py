"""Domain models (pydantic v2); every datetime is aware and serialises as ISO 8601."""

from .events import Alarm, Event, EventKind, EventStatus, Occurrence, OccurrenceOverride, occurrence_key
from .family import Constraint, Family, Member, Resource
from .request import CONTRACT_FIELDS, Intent, ParsedRequest, Period, QueryType, TimeTotal
from .results import (
    AuditEntry,
    Change,
    Conflict,
    ErrorInfo,
    HybridOutput,
    Proposal,
    Resolution,
    TimeSlot,
    ValidationResult,
    WorkflowStatus,
)

__all__ = [
    "Alarm",
    "EventKind",
    "AuditEntry",
    "Change",
    "Conflict",
    "Constraint",
    "CONTRACT_FIELDS",
    "ErrorInfo",
    "Event",
    "EventStatus",
    "Family",
    "HybridOutput",
    "Intent",
    "Member",
    "Occurrence",
    "OccurrenceOverride",
    "ParsedRequest",
    "Period",
    "Proposal",
    "QueryType",
    "Resolution",
    "Resource",
    "TimeSlot",
    "TimeTotal",
    "ValidationResult",
    "WorkflowStatus",
    "occurrence_key",
]

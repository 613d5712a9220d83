"""Calendar events, their occurrences and the shape the store keeps them in."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, PrivateAttr, model_validator
from typing_extensions import TypedDict

EventStatus = Literal["proposed", "confirmed", "cancelled"]


class OccurrenceOverride(BaseModel):
    """A change to one occurrence of a series, keyed by its original start."""

    start: AwareDatetime | None = None
    end: AwareDatetime | None = None
    title: str | None = None
    participants: list[str] | None = None
    resources: list[str] | None = None
    cancelled: bool = False


class Event(BaseModel):
    """One calendar entry; a recurring one carries an RFC 5545 RRULE."""

    model_config = ConfigDict(extra="ignore")

    id: str
    title: str
    start: AwareDatetime
    end: AwareDatetime
    timezone: str = "America/New_York"
    recurrence: str | None = Field(default=None, description="RRULE without DTSTART")
    exdates: list[AwareDatetime] = Field(default_factory=list, description="original starts skipped")
    overrides: dict[str, OccurrenceOverride] = Field(
        default_factory=dict, description="original start (UTC ISO) -> change to that occurrence"
    )
    participants: list[str] = Field(default_factory=list)
    resources: list[str] = Field(default_factory=list, description="resource ids reserved")
    status: EventStatus = "confirmed"
    created_by: str | None = None
    version: int = 1
    proposal_id: str | None = None
    # Memoised expansion (see recurrence.expand). Events are treated as immutable:
    # a change is a new Event (model_copy), which starts with an empty memo.
    _expansion: Any = PrivateAttr(default=None)

    def __copy__(self) -> Event:
        copied = super().__copy__()
        copied._expansion = None  # a copy may get new times (model_copy(update=...)): re-expand
        return copied

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> Event:
        copied = super().__deepcopy__(memo)
        copied._expansion = None
        return copied

    @model_validator(mode="after")
    def _ordered(self) -> Event:
        if self.end <= self.start:
            raise ValueError(
                f"event {self.title!r} ends ({self.end.isoformat()}) at or before it starts "
                f"({self.start.isoformat()})"
            )
        if self.recurrence is not None:
            rule = self.recurrence.strip()
            if rule.upper().startswith("RRULE:"):
                rule = rule[6:]
            if "DTSTART" in rule.upper():
                raise ValueError("recurrence must not carry DTSTART; the event's start is used")
            self.recurrence = rule or None
            if self.recurrence:
                from ..recurrence import validate_rrule  # late: recurrence imports this module

                validate_rrule(self.recurrence, self.start, self.timezone)
        self.participants = sorted(set(self.participants))
        self.resources = sorted(set(self.resources))
        return self

    @property
    def is_recurring(self) -> bool:
        return bool(self.recurrence)


class Occurrence(BaseModel):
    """One concrete happening of an event in time: what conflict and slot logic sees."""

    event_id: str
    occurrence_id: str
    title: str
    start: AwareDatetime
    end: AwareDatetime
    participants: list[str] = Field(default_factory=list)
    resources: list[str] = Field(default_factory=list)
    status: EventStatus = "confirmed"
    recurring: bool = False
    original_start: AwareDatetime | None = Field(
        default=None, description="for a series occurrence: the start the rule gave it"
    )
    created_by: str | None = None


def occurrence_key(original_start: datetime) -> str:
    """The key of an occurrence inside its series: its original start in UTC ISO."""
    from ..timeutil import to_utc

    return to_utc(original_start).strftime("%Y%m%dT%H%M%SZ")


class OverrideJSON(TypedDict):
    """An OccurrenceOverride as JSON."""

    start: str | None
    end: str | None
    title: str | None
    participants: list[str] | None
    resources: list[str] | None
    cancelled: bool


class EventJSON(TypedDict):
    """An Event as JSON (`model_dump(mode="json")`): how graph state and hand-offs carry it."""

    id: str
    title: str
    start: str
    end: str
    timezone: str
    recurrence: str | None
    exdates: list[str]
    overrides: dict[str, OverrideJSON]
    participants: list[str]
    resources: list[str]
    status: EventStatus
    created_by: str | None
    version: int
    proposal_id: str | None

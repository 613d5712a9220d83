"""Who is in the family, what they share, and the rules their week follows."""

from __future__ import annotations

from datetime import time
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

Role = Literal["parent", "child", "guest"]
WEEKDAYS = ("MO", "TU", "WE", "TH", "FR", "SA", "SU")
ConstraintKind = Literal[
    "blocked_hours",  # unavailable on `days` between start_time and end_time (may wrap midnight)
    "allowed_hours",  # events only between start_time and end_time
    "min_gap",  # at least `minutes` between two events of a member
    "max_events_per_day",  # at most `count` events a day
    "preferred_hours",  # soft: prefer start_time..end_time
    "preferred_days",  # soft: prefer `days`
    "avoid_back_to_back",  # soft: prefer a gap of `minutes` between events
]


class Member(BaseModel):
    model_config = ConfigDict(extra="ignore")

    id: str
    name: str
    aliases: list[str] = Field(default_factory=list)
    role: Role = "parent"
    age: int | None = None


class Resource(BaseModel):
    """A shared thing: `capacity` concurrent uses (0 = out of service); vehicles have seats."""

    model_config = ConfigDict(extra="ignore")

    id: str
    name: str
    aliases: list[str] = Field(default_factory=list)
    kind: str = "other"
    capacity: int = Field(default=1, ge=0)
    seats: int | None = Field(default=None, ge=1)


class Constraint(BaseModel):
    """A rule of the family's week: hard ones remove times, soft ones lower a score."""

    model_config = ConfigDict(extra="ignore")

    id: str
    kind: ConstraintKind
    description: str = ""
    hard: bool = True
    priority: int = Field(default=5, ge=1, le=10)
    members: list[str] = Field(default_factory=list, description="empty = family-wide")
    days: list[str] = Field(default_factory=list, description="MO..SU; empty = every day")
    start_time: time | None = None
    end_time: time | None = None
    minutes: int | None = Field(default=None, ge=0)
    count: int | None = Field(default=None, ge=1)

    @field_validator("days")
    @classmethod
    def _known_days(cls, days: list[str]) -> list[str]:
        days = [d.upper()[:2] for d in days]
        unknown = [d for d in days if d not in WEEKDAYS]
        if unknown:
            raise ValueError(f"unknown weekday codes {unknown}; use {', '.join(WEEKDAYS)}")
        return days

    @model_validator(mode="after")
    def _fields_for_kind(self) -> Constraint:
        needs_times = {"blocked_hours", "allowed_hours", "preferred_hours"}
        if self.kind in needs_times and (self.start_time is None or self.end_time is None):
            raise ValueError(f"a {self.kind} constraint needs start_time and end_time")
        if self.kind in {"min_gap", "avoid_back_to_back"} and self.minutes is None:
            raise ValueError(f"a {self.kind} constraint needs minutes")
        if self.kind == "max_events_per_day" and self.count is None:
            raise ValueError("a max_events_per_day constraint needs count")
        if self.kind in {"preferred_hours", "preferred_days", "avoid_back_to_back"} and self.hard:
            self.hard = False  # preferences are soft by nature
        return self

    def applies_to(self, member_id: str) -> bool:
        return not self.members or member_id in self.members


class Family(BaseModel):
    """The family file: members, groups and their spoken names, resources, zone, rules."""

    model_config = ConfigDict(extra="ignore")

    id: str = "family"
    name: str = "Family"
    timezone: str = "America/New_York"
    default_speaker: str | None = None
    members: list[Member]
    groups: dict[str, list[str]] = Field(default_factory=dict)
    group_aliases: dict[str, list[str]] = Field(default_factory=dict)
    resources: list[Resource] = Field(default_factory=list)
    constraints: list[Constraint] = Field(default_factory=list)

    @model_validator(mode="after")
    def _consistent(self) -> Family:
        ids = [m.id for m in self.members]
        if len(set(ids)) != len(ids):
            raise ValueError("member ids must be unique")
        for group, member_ids in self.groups.items():
            unknown = set(member_ids) - set(ids)
            if unknown:
                raise ValueError(f"group {group!r} names unknown members {sorted(unknown)}")
        for c in self.constraints:
            unknown = set(c.members) - set(ids)
            if unknown:
                raise ValueError(f"constraint {c.id!r} names unknown members {sorted(unknown)}")
        if self.default_speaker and self.default_speaker not in ids:
            raise ValueError(f"default_speaker {self.default_speaker!r} is not a member")
        from ..timeutil import zone

        zone(self.timezone)
        return self

    def member(self, member_id: str) -> Member | None:
        return next((m for m in self.members if m.id == member_id), None)

    def resource(self, resource_id: str) -> Resource | None:
        return next((r for r in self.resources if r.id == resource_id), None)

    def member_ids(self) -> list[str]:
        return [m.id for m in self.members]

    def display_name(self, member_or_resource_id: str) -> str:
        found = self.member(member_or_resource_id) or self.resource(member_or_resource_id)
        return found.name if found else member_or_resource_id

    def constraints_for(self, member_id: str) -> list[Constraint]:
        return [c for c in self.constraints if c.applies_to(member_id)]

    @property
    def speaker(self) -> str:
        """Who talks when nobody says: the default speaker, else the first parent."""
        if self.default_speaker:
            return self.default_speaker
        parent = next((m for m in self.members if m.role == "parent"), None)
        return (parent or self.members[0]).id

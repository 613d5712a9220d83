"""Who is in the family, what they share, and the rules their week follows."""

from __future__ import annotations

from collections.abc import Collection
from datetime import date, time
from typing import Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    ValidationInfo,
    field_validator,
    model_validator,
)

from ..problems import key_path

Role = Literal["parent", "child", "guest"]
ClockStyle = Literal["12h", "24h"]
"""How the family reads the clock: "3:30pm" or "15:30"."""
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


class DayHours(BaseModel):
    """A span of the day, e.g. when someone is awake: 07:00–20:00 (no wrap past midnight)."""

    model_config = ConfigDict(extra="forbid")

    start: time
    end: time

    @model_validator(mode="after")
    def _ordered(self) -> DayHours:
        if self.end <= self.start:
            raise ValueError("waking hours must end after they start, within one day")
        return self


class Member(BaseModel):
    """A person in the family. Unknown keys are refused: a typo ("rol") must not pass silently."""

    model_config = ConfigDict(extra="forbid")

    id: str
    name: str
    aliases: list[str] = Field(default_factory=list)
    role: Role = "parent"
    age: int | None = Field(default=None, ge=0, le=150)
    waking_hours: DayHours | None = Field(
        default=None, description="when this person may be given a time the assistant chooses"
    )


class Resource(BaseModel):
    """A shared thing: `capacity` concurrent uses (0 = out of service); vehicles have seats."""

    model_config = ConfigDict(extra="forbid")

    id: str
    name: str
    aliases: list[str] = Field(default_factory=list)
    kind: str = "other"
    capacity: int = Field(default=1, ge=0)
    seats: int | None = Field(default=None, ge=1)


class Constraint(BaseModel):
    """A rule of the family's week: hard ones remove times, soft ones lower a score."""

    model_config = ConfigDict(extra="forbid")

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
    holidays_off: bool = Field(
        default=False,
        description="a time rule that does not hold on the family's public holidays (school on Thanksgiving)",
    )
    off_days: list[date] = Field(
        default_factory=list, description="days a time rule does not hold (a school's own breaks)"
    )
    _holiday_country: str | None = PrivateAttr(default=None)
    """The family's holiday country, set by the family it belongs to (`holiday_country`)."""

    @property
    def holiday_country(self) -> str | None:
        """Whose public holidays the rule is off on (None: not off on holidays, or the
        rule stands alone and the country of the zone it is read in is taken).

        Read from pydantic's private dict: `self._holiday_country` goes through the model's
        `__getattr__` after a failed look-up (an AttributeError made and dropped), and the
        rule memo key (`constraints._key`) asks for it on every rule check."""
        if not self.holidays_off:
            return None
        private = self.__pydantic_private__
        return private.get("_holiday_country") if private else None

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
    """The family file: members, groups and their spoken names, resources, zone, rules.

    Validation is strict: unknown keys, empty or repeated ids, names of nobody and unknown
    zones are refused. `reference_problems` lists every such problem with its field path
    (the family file reports them all at once); validating with the context
    ``{"defer_references": True}`` leaves them to the caller.
    """

    model_config = ConfigDict(extra="forbid")

    id: str = "family"
    name: str = "Family"
    timezone: str = "America/New_York"
    default_speaker: str | None = None
    members: list[Member]
    groups: dict[str, list[str]] = Field(default_factory=dict)
    group_aliases: dict[str, list[str]] = Field(default_factory=dict)
    resources: list[Resource] = Field(default_factory=list)
    constraints: list[Constraint] = Field(default_factory=list)
    country: str | None = Field(
        default=None,
        description="ISO 3166 country for public holidays (US, GB...); default: the zone's, else US",
    )
    named_days: dict[str, date] = Field(
        default_factory=dict,
        description="the family's own days, said by name: {'end of school': '2027-06-18'}",
    )
    waking_hours: dict[Role, DayHours] = Field(
        default_factory=dict,
        description="per role, replacing the default waking hours (domain.daytime) for times we choose",
    )
    clock: ClockStyle | None = Field(
        default=None, description='"12h" or "24h"; unset = the usual clock where the family lives'
    )

    @field_validator("country")
    @classmethod
    def _known_country(cls, code: str | None) -> str | None:
        if code is None:
            return None
        code = code.strip().upper()
        import holidays  # late: only a family that names its country pays for it

        if code not in holidays.list_supported_countries():
            raise ValueError(
                f"no public holidays are known for country {code!r}; use an ISO code like US or GB"
            )
        return code

    @field_validator("named_days")
    @classmethod
    def _named(cls, days: dict[str, date]) -> dict[str, date]:
        from ..timeutil import check_in_range

        for name, day in days.items():
            if not name.strip():
                raise ValueError("a named day needs a name")
            check_in_range(day, f"the day {name!r}")
        return {" ".join(name.split()): day for name, day in days.items()}

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, name: str) -> str:
        from ..timeutil import zone

        zone(name)
        return name

    @model_validator(mode="after")
    def _rules_know_their_holidays(self) -> Family:
        """Each rule off on public holidays takes this family's country."""
        if any(c.holidays_off for c in self.constraints):
            from ..named_days import country_of

            country = country_of(self)
            for c in self.constraints:
                c._holiday_country = country
        return self

    @model_validator(mode="after")
    def _consistent(self, info: ValidationInfo) -> Family:
        if isinstance(info.context, dict) and info.context.get("defer_references"):
            return self
        problems = self.reference_problems()
        if problems:
            raise ValueError("; ".join(f"{path}: {message}" for path, message in problems))
        return self

    def reference_problems(self) -> list[tuple[str, str]]:
        """Every empty id, repeated id and name of nobody, as (field path, message)."""
        problems: list[tuple[str, str]] = []
        if not self.id.strip():
            problems.append(("id", "empty"))
        if not self.members:
            problems.append(("members", "a family needs at least one member"))
        ids = _unique_ids(problems, "members", [m.id for m in self.members])
        for i, member in enumerate(self.members):
            if not member.name.strip():
                problems.append((f"members[{i}].name", "empty"))
        _unique_ids(problems, "resources", [r.id for r in self.resources])
        for i, resource in enumerate(self.resources):
            if resource.id in ids:
                problems.append((f"resources[{i}].id", f"{resource.id!r} is a member's id too"))
        _unique_ids(problems, "constraints", [c.id for c in self.constraints])
        for group, member_ids in self.groups.items():
            if not group.strip():
                problems.append(("groups", "a group needs a name"))
            for name in member_ids:
                if name not in ids:
                    problems.append((key_path("groups", group), f"{name!r} is not a member"))
        for group in self.group_aliases:
            if group not in self.groups:
                problems.append((key_path("group_aliases", group), f"there is no group {group!r}"))
        for i, c in enumerate(self.constraints):
            for name in c.members:
                if name not in ids:
                    problems.append((f"constraints[{i}].members", f"{name!r} is not a member"))
        if self.default_speaker is not None and self.default_speaker not in ids:
            problems.append(("default_speaker", f"{self.default_speaker!r} is not a member"))
        return problems

    def member(self, member_id: str) -> Member | None:
        return next((m for m in self.members if m.id == member_id), None)

    def resource(self, resource_id: str) -> Resource | None:
        return next((r for r in self.resources if r.id == resource_id), None)

    def member_ids(self) -> list[str]:
        return [m.id for m in self.members]

    def grown_ups(self, but: Collection[str] = ()) -> list[str]:
        """The members who are not children, in family order, leaving out `but`: who could
        drive, do a school run or look after a child."""
        return [m.id for m in self.members if m.role != "child" and m.id not in but]

    def display_name(self, member_or_resource_id: str) -> str:
        found = self.member(member_or_resource_id) or self.resource(member_or_resource_id)
        return found.name if found else member_or_resource_id

    @property
    def clock_style(self) -> ClockStyle:
        """The family's own choice, else the everyday clock of the country its zone is in."""
        if self.clock is not None:
            return self.clock
        from ..timeutil import usual_clock

        return usual_clock(self.timezone)

    def constraints_for(self, member_id: str) -> list[Constraint]:
        return [c for c in self.constraints if c.applies_to(member_id)]

    @property
    def speaker(self) -> str:
        """Who talks when nobody says: the default speaker, else the first parent."""
        if self.default_speaker:
            return self.default_speaker
        parent = next((m for m in self.members if m.role == "parent"), None)
        return (parent or self.members[0]).id


def _unique_ids(problems: list[tuple[str, str]], section: str, ids: list[str]) -> set[str]:
    """Note empty and repeated ids of `section`; the set of its ids."""
    first: dict[str, int] = {}
    for i, value in enumerate(ids):
        if not value.strip():
            problems.append((f"{section}[{i}].id", "empty"))
        elif value in first:
            problems.append((f"{section}[{i}].id", f"{value!r} is used by {section}[{first[value]}] too"))
        else:
            first[value] = i
    return set(first)

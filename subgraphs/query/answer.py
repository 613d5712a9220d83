"""What a query answers with: the typed `data` of the query subgraph's hybrid result."""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import AwareDatetime, BaseModel, Field

from family_scheduler.models import Conflict, Occurrence, QueryType, TimeTotal

SpanSource = Literal["window", "start", "default", "none"]
QueryKind = QueryType | Literal["time_total"]
"""The contract's query types, and the kinds the query subgraph answers beyond them: a
total of time is asked as an `event_lookup` with the request's `total` extension."""


class QueryPlan(BaseModel):
    """The question made concrete: which span, whose calendar, which resources."""

    query_type: QueryKind | None = None
    start: AwareDatetime | None = Field(default=None, description="span asked about, [start, end)")
    end: AwareDatetime | None = None
    span_source: SpanSource = "none"
    default_note: str = Field(default="", description="the default assumed, said in the reply")
    exact_start: bool = Field(default=False, description="the request fixed an instant")
    either_half: bool = Field(
        default=False, description="asked at a bare 7-9 ('free at 7?'): the evening is answered too"
    )
    members: list[str] = Field(default_factory=list, description="whose calendar is asked about")
    members_named: bool = Field(default=False, description="the request named the people")
    resources: list[str] = Field(default_factory=list)
    title: str | None = None
    duration_minutes: int | None = None
    speaker: str | None = None
    reminders: bool = Field(default=False, description="asked what to do: reminders, not events")
    next_only: bool = Field(default=False, description="asked for the next thing only ('what's next?')")
    first_or_last: Literal["first", "last"] | None = Field(
        default=None, description="asked for the one event starting first or last in the span"
    )
    count_asked: bool = Field(default=False, description="asked how many ('how many lessons this month?')")
    length_asked: bool = Field(default=False, description="asked how long ('how long is swim class?')")
    place_asked: bool = Field(default=False, description="asked where ('where is emma's swim class?')")
    seats_asked: bool = Field(default=False, description="asked whether everyone fits in a car")
    each_asked: bool = Field(
        default=False,
        description="asked who is free or busy ('is anyone busy tuesday 4-6?'): each person is answered",
    )
    riders: int | None = Field(
        default=None, description="how many would ride, for a seats question (said, or the people named)"
    )
    notes_asked: bool = Field(
        default=False,
        description="asked for its notes or link ('any notes on the dentist?'): shown only then",
    )
    day_ranked: Literal["busiest", "quietest"] | None = Field(
        default=None, description="asked which day of the span is the busiest or the quietest"
    )
    weekdays: list[int] | None = Field(
        default=None, description="only these days of the week are asked about, 0 = Monday ('on mondays')"
    )
    daily: list[str] | None = Field(
        default=None,
        description="the part of each day asked about, local 'HH:MM' start and end ('after school')",
    )
    total: TimeTotal | None = Field(default=None, description="time added up is asked (time_total)")
    tentative: bool = Field(
        default=False, description="only pencilled-in bookings are asked about ('what's still tentative?')"
    )
    past: bool = Field(
        default=False,
        description="asked of time gone by, or a span all before now ('did emma have piano last "
        "monday?'): answered in the past tense, and with no span, looked for back from now",
    )
    so_far: bool = Field(
        default=False,
        description="asked in the past tense of a span under way ('what did we have on this week?'): "
        "its part up to now, said so",
    )
    problems: list[str] = Field(default_factory=list, description="why it cannot be answered")

    @property
    def ok(self) -> bool:
        return not self.problems and self.start is not None and self.end is not None


class FreeWindow(BaseModel):
    """A span when everyone asked about is free."""

    start: AwareDatetime
    end: AwareDatetime
    minutes: int


class MemberAt(BaseModel):
    """Whether one person asked about is free over the whole asked time, and what takes them."""

    member: str
    free: bool
    busy_with: list[str] = Field(
        default_factory=list, description="what takes them then, in plain words (events, school, bedtime)"
    )


class RuleDay(BaseModel):
    """One day of a rule of the week asked about by name ("is there school on wednesday?"):
    when it holds, or why it does not."""

    day: date
    start: AwareDatetime | None = None
    end: AwareDatetime | None = None
    off: str | None = Field(default=None, description="why it does not hold: a holiday's name, 'the weekend'")


class ResourceStatus(BaseModel):
    """Whether a resource is free over a span, who has it, and when it is next free."""

    resource_id: str
    name: str
    capacity: int
    seats: int | None = Field(default=None, description="a vehicle's seats, from the family file")
    free: bool = Field(description="a use is possible over the whole span")
    out_of_service: bool = False
    bookings: list[Occurrence] = Field(default_factory=list, description="its uses: what, who, when")
    next_free: AwareDatetime | None = Field(
        default=None, description="first instant at or after the span start with room for a use"
    )


class ConflictFindings(BaseModel):
    """Clashes found: existing ones in a span, or those a hypothetical event would cause."""

    mode: Literal["scan", "hypothetical"]
    conflicts: list[Conflict] = Field(default_factory=list)
    blocking: list[str] = Field(default_factory=list, description="ids of blocking conflicts")
    has_blocking: bool = False
    occurrences_checked: int = 0
    problems: list[str] = Field(default_factory=list)


class TimeSpent(BaseModel):
    """Time one person has on the calendar in the span asked, their overlaps counted once."""

    member: str = Field(description="a member id, or a resource id when a thing's time was asked")
    title: str | None = Field(default=None, description="one activity's line of a breakdown by activity")
    minutes: int = Field(ge=0)
    sessions: int = Field(ge=0, description="the occurrences counted")


class QueryAnswer(BaseModel):
    """The answer to one question; only the section of its query type is filled."""

    query_type: QueryKind | None = None
    plan: QueryPlan
    free_windows: list[FreeWindow] = Field(default_factory=list)
    min_free_minutes: int | None = None
    rules_applied: list[str] = Field(
        default_factory=list, description="hard time rules that took time away (availability)"
    )
    at_the_time: list[MemberAt] = Field(
        default_factory=list,
        description="each person at a stated time, when several were asked about ('who's free at 5?')",
    )
    events: list[Occurrence] = Field(default_factory=list)
    rule: str | None = Field(
        default=None, description="the rule of the week a look-up named instead of an event ('school')"
    )
    rule_days: list[RuleDay] = Field(default_factory=list, description="that rule, day by day")
    due: list[str] = Field(
        default_factory=list, description="reminders due in the span, in words (reminder questions)"
    )
    searched_everywhere: bool = Field(
        default=False, description="a named event not in the first weeks looked at: every date was searched"
    )
    last_before: Occurrence | None = Field(
        default=None, description="a named event with nothing ahead: its latest occurrence before now"
    )
    next_after: Occurrence | None = Field(
        default=None, description="a named event with none in a span to come: its next one after it"
    )
    resource_status: list[ResourceStatus] = Field(default_factory=list)
    roomier: list[str] = Field(
        default_factory=list,
        description="for a seats question, the family's other cars that seat everyone riding "
        "('6 won't fit (the Minivan seats 7)')",
    )
    conflicts: ConflictFindings | None = None
    time_spent: list[TimeSpent] = Field(default_factory=list, description="time added up (time_total)")
    periods: float | None = Field(default=None, description="the periods in the span, for an average")
    all_day_left_out: int = Field(default=0, description="all-day entries a total does not count")
    tense: Literal["past", "so_far", "ahead"] = Field(
        default="ahead", description="the span is over, runs to now, or reaches past now (time_total)"
    )
    evening: QueryAnswer | None = Field(
        default=None, description="the same question at the evening reading of a bare 7-9"
    )
    problems: list[str] = Field(default_factory=list)

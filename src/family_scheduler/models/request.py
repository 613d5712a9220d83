"""The structured request the parsing subgraph produces (see shared/spec/parsing.md)."""

from __future__ import annotations

from datetime import date
from typing import Literal, cast

from pydantic import AwareDatetime, BaseModel, Field, model_validator
from typing_extensions import TypedDict

Intent = Literal["create", "modify", "cancel", "query", "unknown"]
QueryType = Literal["availability", "event_lookup", "resource_status", "conflict_check"]

DEFAULT_MINUTES = 60
"""How long an event is when nobody said: a booking, a slot search, a question about an
exact start and an answer merged into a pending request all take this."""
SHORTEST_MINUTES = 5
"""The shortest a change of length leaves an event ("cut it short by ..." never makes it
zero or less)."""

OFFERED_CHOICE = "You gave two choices"
DAYS_NAMED = "You named"
"""The start of an ambiguity saying a booking took one of several days said ("You named Sat
Nov 28 and Sun Nov 29: I took Sat Nov 28"); said before the question like a choice."""
READ_AS = "I read"
"""The start of an ambiguity saying which of two readings of the words was taken ('I read
"10 to 5" as 4:50, not from 10 until 5'); said before the question like a choice."""
TOOK_ONE = (OFFERED_CHOICE, DAYS_NAMED, READ_AS)
"""Ambiguities that name what was taken of what was said, shown ahead of the question and
settled by a day or time said in answer."""
"""How an ambiguity names two days or times offered as a choice ("2pm or 3pm"): the first
is proposed, and the question says so before asking."""

CONTRACT_FIELDS = (
    "intent",
    "title",
    "start",
    "end",
    "duration_minutes",
    "window",
    "participants",
    "resources",
    "recurrence",
    "shift_minutes",
    "query_type",
)

EXTENSION_FIELDS = (
    "kind",
    "place",
    "unknown_people",
    "suggestions",
    "all_day",
    "last_day",
    "timezone",
    "until_day",
    "remind_before_minutes",
    "said_time",
    "blocks_time",
    "unread",
    "guests",
    "since",
    "resource_choices",
    "people_choices",
    "any_choice",
    "event_id",
    "pronoun",
    "every",
    "joining",
    "leaving",
    "guests_joining",
    "guests_leaving",
    "lengthen_minutes",
    "out_of_service",
    "daily",
    "to_day",
    "from_day",
    "from_time",
    "driver",
    "then",
    "conditional",
    "except_days",
    "except_spans",
    "kept",
    "add_days",
    "condition",
    "new_title",
    "new_place",
    "new_notes",
    "swap_with",
    "total",
    "first_or_last",
    "looks_back",
    "tentative",
    "school_run",
    "weekday_alone",
    "half_unsaid",
    "seats_asked",
    "riders",
    "bounded",
)
"""Fields beyond the contract (its "Extensions" section); scorers ignore them."""


class LeftOutSpan(BaseModel):
    """Days a new repeat leaves out, said as a span ("except thanksgiving week", "but not
    dec 21 to jan 1"): the occurrences inside it become the series' exceptions."""

    name: str = Field(description="the span as said back ('thanksgiving week', 'Dec 21 to Jan 1')")
    first: date
    last: date = Field(description="the span's last day, included")
    assumed: bool = Field(
        default=False,
        description="the dates are our reading of a loose name ('christmas break'): said back, asked",
    )


class LeftOutSpanJSON(TypedDict):
    name: str
    first: str
    last: str
    assumed: bool


Period = Literal["day", "week", "month"]


class TimeTotal(BaseModel):
    """A question about time added up ("how many hours of soccer does emma have this week"):
    the query subgraph sums the matching occurrences instead of listing them."""

    per: Period | None = Field(
        default=None, description="an average per period asked ('how many hours a week is piano')"
    )
    by: Literal["person", "title"] | None = Field(
        default=None, description="a breakdown asked: 'per kid' (person), 'by activity' (title)"
    )
    span: str | None = Field(
        default=None, description="the span as said back ('last week', 'in November'); the window holds it"
    )


class TimeTotalJSON(TypedDict):
    per: Period | None
    by: Literal["person", "title"] | None
    span: str | None


class SwapPartner(BaseModel):
    """The second event a swap names ("swap emma's piano and jake's soccer"): found on the
    calendar the way a change's own event is, from its name, people and day."""

    title: str | None = None
    participants: list[str] = Field(default_factory=list)
    window: tuple[AwareDatetime, AwareDatetime] | None = Field(
        default=None, description="the day or span it is in ('thursday's soccer', 'this week')"
    )
    day_named: bool = False


class SwapPartnerJSON(TypedDict):
    title: str | None
    participants: list[str]
    window: list[str] | None
    day_named: bool


class ParsedRequest(BaseModel):
    """What one utterance means, plus how sure the parser is and what it still needs."""

    intent: Intent = "unknown"
    title: str | None = None
    start: AwareDatetime | None = None
    end: AwareDatetime | None = None
    duration_minutes: int | None = Field(default=None, ge=1)
    window: tuple[AwareDatetime, AwareDatetime] | None = None
    participants: list[str] = Field(default_factory=list)
    resources: list[str] = Field(default_factory=list)
    recurrence: str | None = None
    shift_minutes: int | None = None
    query_type: QueryType | None = None
    speaker: str | None = None
    confidence: float = Field(default=0.0, ge=0.0, le=1.0)
    missing: list[str] = Field(default_factory=list, description="what is needed and absent, e.g. 'time'")
    ambiguities: list[str] = Field(
        default_factory=list, description="plain-words notes on what could be read two ways"
    )
    problems: list[str] = Field(
        default_factory=list, description="what is wrong with the input (impossible date...)"
    )
    day_named: bool = Field(
        default=False,
        description="the words named a day (today, tonight, tuesday, dec 3, in 2 days...): "
        "a changed event moves to it; a clock time alone keeps the event's own day",
    )
    text: str = ""
    kind: Literal["event", "reminder"] = Field(
        default="event", description="extension: a reminder ('remind me to call mom') or an event"
    )
    place: str | None = Field(default=None, description="extension: a street address named as the place")
    unknown_people: list[str] = Field(
        default_factory=list, description="extension: names the family file does not know, as typed"
    )
    suggestions: dict[str, str] = Field(
        default_factory=dict,
        description="extension: a near miss -> the member id it probably means ('Jak' -> 'jake')",
    )
    all_day: bool = Field(
        default=False, description="extension: whole days ('saturday all day'): start and end are midnights"
    )
    last_day: date | None = Field(
        default=None, description="extension: the last day of a span of days ('friday to sunday' -> Sunday)"
    )
    timezone: str | None = Field(
        default=None, description="extension: the zone the times were said in ('3pm London time')"
    )
    until_day: str | None = Field(
        default=None, description="extension: the named day a repeat ends on ('Christmas Day')"
    )
    remind_before_minutes: int | None = Field(
        default=None, ge=0, description="extension: a reminder of an event, this long before it"
    )
    said_time: str | None = Field(
        default=None,
        description="extension: the clock time said for a repeat, 'HH:MM' (kept when the first "
        "occurrence falls in the hour the clocks skip)",
    )
    blocks_time: bool | None = Field(
        default=None, description="extension: 'show me as free' / 'as busy' (None: the kind's default)"
    )
    unread: list[str] = Field(
        default_factory=list, description="extension: words no field took, named back before writing"
    )
    guests: list[str] = Field(
        default_factory=list,
        description="extension: people from outside the family who come along ('uncle Bob'); they take seats",
    )
    resource_choices: list[str] = Field(
        default_factory=list,
        description="extension: the family's things an ambiguous word could mean ('the car': minivan, "
        "sedan); the main graph asks which",
    )
    people_choices: list[str] = Field(
        default_factory=list,
        description="extension: a booking for one of two people said as a choice ('mike or me for the "
        "dentist friday at 3'), in the order said: the main graph takes the first free then, asked first",
    )
    joining: list[str] = Field(
        default_factory=list,
        description="extension: members a change adds to an event ('add mike to sunday's family dinner')",
    )
    leaving: list[str] = Field(
        default_factory=list,
        description="extension: members a change takes off an event ('take jake off the swim class')",
    )
    guests_joining: list[str] = Field(
        default_factory=list,
        description="extension: people from outside the family a change adds to an event, as named "
        "('emma's friend lily is coming to swim saturday': 'Lily')",
    )
    guests_leaving: list[str] = Field(
        default_factory=list,
        description="extension: guests a change takes off an event ('lily can't come to the playdate')",
    )
    lengthen_minutes: int | None = Field(
        default=None,
        description="extension: a change of an event's length, signed ('an hour longer' 60, "
        "'cut it short by 30 minutes' -30); its start stays",
    )
    out_of_service: bool = Field(
        default=False,
        description="extension: a family's thing out of use for a while ('the van is in the shop "
        "thursday and friday'): the entry holds its resources, takes nobody's time, and is named "
        "by the thing and its state ('Minivan in the shop')",
    )
    daily: list[str] | None = Field(
        default=None,
        description="extension: the part of each day a question over several days is about, local "
        "'HH:MM' start and end ('what do the kids have after school this week?': 15:00, 18:00)",
    )
    every: bool = Field(
        default=False,
        description="extension: a cancellation or a move of everything its people have in its span "
        "('cancel everything on saturday', 'cancel her stuff tomorrow', 'push everything on saturday back "
        "an hour', 'move jake's stuff on wednesday to thursday'); never without a day",
    )
    to_day: date | None = Field(
        default=None,
        description="extension: the day a move of everything takes it to ('move jake's stuff on "
        "wednesday to thursday' -> Thursday), at the same times; the window is the day it leaves; "
        "also the day one event moved by an amount goes to ('move swim to sunday, an hour earlier')",
    )
    pronoun: str | None = Field(
        default=None,
        description="extension: the word that pointed at the people instead of naming them ('add dentist "
        "for him'): participants are left empty for the conversation to fill, never the speaker",
    )
    event_id: str | None = Field(
        default=None,
        description="extension: the event meant, known from the conversation rather than the words "
        "('make it 5' right after booking the piano); set by the main graph, never by the parser",
    )
    any_choice: bool = Field(
        default=False,
        description="extension: asked which of `resource_choices`, the family left it to us ('either', "
        "'whichever is free'): the main graph takes a free one",
    )
    driver: Literal["wanted", "asked", "named"] | None = Field(
        default=None,
        description="extension: a ride to an event with nobody named to drive: 'wanted' ('emma needs "
        "a ride to piano on monday': who drives is asked), 'asked' ('who's driving emma to piano?'), "
        "'named' (the answer named the driver, who joins the event: asked before it is written)",
    )
    from_day: date | None = Field(
        default=None,
        description="extension: for a change naming no event, the day the event meant is on ('she can't "
        "do tuesday, make it thursday'): the people's one event that day; `window` is the day it moves to",
    )
    from_time: AwareDatetime | None = Field(
        default=None,
        description="extension: for a change naming no event, the start of the event meant, said as a "
        "time ('move my 3pm thursday to 4', 'push the 10am on saturday back an hour'); on `from_day`",
    )
    since: date | None = Field(
        default=None,
        description="extension: for a change, the first day it holds from ('from jan 4 on'): that "
        "occurrence of a repeating event and every one after it",
    )
    then: list[str] = Field(
        default_factory=list,
        description="extension: the further requests said in the same message, in order ('... and "
        "piano for jake sunday at 4'): this request is the first; the main graph takes each of "
        "them after it, as if sent alone",
    )
    except_days: list[date] = Field(
        default_factory=list,
        description="extension: days a repeat leaves out ('every monday through december, but not "
        "on the 21st'): the new series' exceptions (EXDATE)",
    )
    except_spans: list[LeftOutSpan] = Field(
        default_factory=list,
        description="extension: spans a repeat leaves out ('except thanksgiving week', 'but not over "
        "christmas break', 'except dec 21 to jan 1'): the occurrences inside each are the new "
        "series' exceptions, named in the proposal",
    )
    kept: list[str] = Field(
        default_factory=list,
        description="extension: what a cancellation of several things leaves alone, said to its "
        "question ('cancel everything on sunday' - 'not family dinner', 'keep swim', 'except "
        "homework'): those are taken out of it",
    )
    add_days: bool = Field(
        default=False,
        description="extension: a change that adds the days of `recurrence` to a weekly series "
        "already written ('add thursdays too', 'fridays as well'), its own days kept; on a booking "
        "with a title ('gym on saturdays too'), added to the weekly series of that name if any",
    )
    conditional: bool = Field(
        default=False,
        description="extension: the request hangs on the answer to a question said before it in the "
        "same message ('is mike free friday at 6? if so book date night'): it is always asked "
        "before it is written, whatever the answer was",
    )
    condition: Literal["yes", "no"] | None = Field(
        default=None,
        description="extension: the answer a conditional request hangs on: 'yes' ('if so', 'if he's "
        "free') or 'no' ('if not', 'otherwise'); when the question's answer was plainly the other, "
        "the main graph does not propose it",
    )
    total: TimeTotal | None = Field(
        default=None,
        description="extension: the question asks for time added up ('how much time did jake spend at "
        "practice last month'); `window` is the span summed, `query_type` stays event_lookup",
    )

    first_or_last: Literal["first", "last"] | None = Field(
        default=None,
        description="extension: the question asks for the one event starting first or last in its span "
        "('what's the earliest thing tomorrow?', 'what's jake's last thing on thursday?')",
    )
    looks_back: bool = Field(
        default=False,
        description="extension: the question asks about time gone by ('did emma have piano last monday', "
        "'what was on last week', 'when was the last family dinner'): a bare weekday is the one just gone, "
        "with no span the search runs back from now, and the answer is said in the past tense",
    )
    new_title: str | None = Field(
        default=None,
        description="extension: the name a change gives an event already on the calendar ('rename the "
        "dentist to \"Ortho check\"', 'call soccer football from now on'), as typed; nothing else of "
        "it changes",
    )
    new_notes: str | None = Field(
        default=None,
        description="extension: notes added to an event already on the calendar ('add a note to the "
        "dentist: bring the insurance card'), as typed; added after the notes it has, asked first",
    )
    new_place: str | None = Field(
        default=None,
        description="extension: the place a change gives an event already on the calendar ('family "
        "dinner is at grandma's this sunday', 'piano is online this week'), as typed; nothing else of "
        "it changes, and a person's home named as the place makes that person neither a participant "
        "nor the owner",
    )

    swap_with: SwapPartner | None = Field(
        default=None,
        description="extension: a change that swaps this event's time with another's ('swap emma's "
        "piano and jake's soccer this week', 'switch tuesday's and thursday's soccer'): each moves "
        "to the other's start and keeps its own length",
    )
    tentative: bool | None = Field(
        default=None,
        description="extension: a booking held loosely, a change of that, or a look-up of such bookings: "
        "a create True is pencilled in (written with status 'proposed': 'pencil in the dentist friday at 3', "
        "'tentatively book swim'), a modify False confirms a pencilled-in booking ('the dentist is "
        "confirmed', 'confirm the dec 8 swim'), a modify True pencils in one on the calendar, that day's "
        "occurrence alone when a day is said ('pencil in emma's swim on dec 8'), a query True lists only "
        "pencilled-in bookings ('what's still tentative this week?')",
    )
    school_run: bool = Field(
        default=False,
        description="extension: a grown-up's school run ('pick jake up from school friday', 'emma gets "
        "out of school early wednesday'): its time is the end (or start) of the school hours in the "
        "family file, or asked when they say none (an early release, a daycare); always asked first",
    )
    weekday_alone: bool = Field(
        default=False,
        description="extension: the one day said is a weekday alone ('wednesday', not 'next "
        "wednesday', 'this wednesday' or a date); a change to that day ('move the dentist to "
        "wednesday', 'sorry, I meant wednesday') takes it in the week of the event it changes "
        "when that week is later than the next such day",
    )
    half_unsaid: bool = Field(
        default=False,
        description="extension: the one clock said is a bare hour read as the morning ('at 7'), and "
        "nothing in the words says which half of the day (no am/pm, evening, breakfast...); a "
        "booking of an evening kind of activity asks about it, a question at 7-9 is answered for "
        "the evening too",
    )
    seats_asked: bool = Field(
        default=False,
        description="extension: a question about a car asks about its seats ('can all of us fit in "
        "the honda sunday?', 'how many seats does the van have?'): answered with the seats and "
        "whether everyone riding fits",
    )
    bounded: str | None = Field(
        default=None,
        description="extension: a change to a repeating event said for a stretch of it, as said ('for "
        "the rest of the year', 'until christmas', 'in december'): no scope a change can have yet, so "
        "which occurrences is always asked, and the family told so",
    )
    riders: int | None = Field(
        default=None,
        ge=1,
        description="extension: how many people a seats question said ride ('will 6 people fit in "
        "the van?'); null when none was said (the people named and the friends counted ride)",
    )

    @model_validator(mode="after")
    def _sorted_lists(self) -> ParsedRequest:
        self.participants = sorted(set(self.participants))
        self.resources = sorted(set(self.resources))
        return self

    def changes_who_comes(self) -> bool:
        """Whether the request adds people to an event or takes them off (members or guests)."""
        return bool(self.joining or self.leaving or self.guests_joining or self.guests_leaving)

    def extensions(self) -> dict[str, object]:
        """The project's extension fields (docs/parsing.md), JSON-safe."""
        dumped = self.model_dump(mode="json")
        return {name: dumped[name] for name in EXTENSION_FIELDS}

    def to_json(self) -> RequestJSON:
        """The request as graph state keeps it."""
        return cast(RequestJSON, self.model_dump(mode="json"))

    def contract(self) -> dict[str, object]:
        """Only the contract's fields, JSON-safe (what the scorer and the CLI print)."""
        dumped = self.model_dump(mode="json")
        return {name: dumped[name] for name in CONTRACT_FIELDS}


class RequestJSON(TypedDict):
    """A ParsedRequest as JSON (`model_dump(mode="json")`): how graph state carries it."""

    intent: Intent
    title: str | None
    start: str | None
    end: str | None
    duration_minutes: int | None
    window: list[str] | None
    participants: list[str]
    resources: list[str]
    recurrence: str | None
    shift_minutes: int | None
    query_type: QueryType | None
    kind: Literal["event", "reminder"]
    place: str | None
    unknown_people: list[str]
    suggestions: dict[str, str]
    all_day: bool
    last_day: str | None
    timezone: str | None
    until_day: str | None
    remind_before_minutes: int | None
    said_time: str | None
    blocks_time: bool | None
    unread: list[str]
    guests: list[str]
    resource_choices: list[str]
    people_choices: list[str]
    any_choice: bool
    event_id: str | None
    pronoun: str | None
    every: bool
    joining: list[str]
    leaving: list[str]
    guests_joining: list[str]
    guests_leaving: list[str]
    lengthen_minutes: int | None
    out_of_service: bool
    daily: list[str] | None
    to_day: str | None
    since: str | None
    from_day: str | None
    from_time: str | None
    driver: Literal["wanted", "asked", "named"] | None
    then: list[str]
    conditional: bool
    except_days: list[str]
    except_spans: list[LeftOutSpanJSON]
    kept: list[str]
    add_days: bool
    condition: Literal["yes", "no"] | None
    new_title: str | None
    new_place: str | None
    new_notes: str | None
    swap_with: SwapPartnerJSON | None
    total: TimeTotalJSON | None
    first_or_last: Literal["first", "last"] | None
    looks_back: bool
    tentative: bool | None
    school_run: bool
    weekday_alone: bool
    half_unsaid: bool
    seats_asked: bool
    riders: int | None
    bounded: str | None
    speaker: str | None
    confidence: float
    missing: list[str]
    ambiguities: list[str]
    problems: list[str]
    day_named: bool
    text: str

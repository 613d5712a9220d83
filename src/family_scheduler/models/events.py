"""Calendar events, their occurrences and the shape the store keeps them in."""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import UTC, datetime, time, timezone
from functools import lru_cache
from typing import Any, Literal

from pydantic import (
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    ValidationInfo,
    field_validator,
    model_validator,
)
from typing_extensions import TypedDict

from ..handoff import Handoff
from ..timeutil import check_in_range, to_utc, zone

EventStatus = Literal["proposed", "confirmed", "cancelled"]
HeldStatus = Literal["proposed", "confirmed"]
"""How firmly one occurrence of a series is held: pencilled in (tentative) or confirmed."""
EventKind = Literal["event", "reminder"]
"""An event takes time; a reminder is a to-do due at a moment (or on a day) for a person."""
Transparency = Literal["opaque", "transparent"]
"""iCalendar's TRANSP: opaque blocks its people's time, transparent does not."""

_MARKER = re.compile(
    r"\b(?:birthdays?|b-?days?|anniversar(?:y|ies)|holidays?|pay\s*days?|deadlines?|due\s+dates?|"
    r"days?\s+off|no\s+school|observances?)\b"
)
"""All-day entries that mark a day rather than take it: a birthday, a holiday, a deadline."""
_GATHERING = re.compile(
    r"\b(?:part(?:y|ies)|dinner|lunch|breakfast|brunch|celebration|picnic|bbq|barbecue|trip|"
    r"outing|visit|sleepover|camp)\b"
)
"""...unless the family does something for it that day ("birthday party", "anniversary trip")."""


_ABSENCE = re.compile(
    r"\b(?:out\s+of\s+(?:town|the\s+country|office)|away|vacation|trip|travel(?:l?ing)?|camp|in\s+hospital|visiting)\b"
)
"""Whole days someone is away: a trip, a vacation, camp, "out of town"."""


_OUT_OF_USE = re.compile(
    r"\b(?:in\s+(?:the\s+)?(?:body\s+|repair\s+)?shop|mechanic|garage|in\s+for\s+service|"
    r"servic(?:e|ed|ing)|repair(?:s|ed|ing)?|renovat\w*|out\s+of\s+(?:service|order|commission|action)|broken)\b"
)
"""A thing out of use: in the shop, at the mechanic, being repaired, out of service."""


def is_outage(title: str, participants: list[str], resources: list[str]) -> bool:
    """Whether an entry holds a family's thing out of use ("Minivan in the shop"): it has the
    thing and nobody going. Whatever needs the thing then has to do without it, and it is a
    fact to plan around, never something to move, cancel or lend another car to."""
    return bool(resources) and not participants and bool(_OUT_OF_USE.search(title.lower()))


def out_of_use(title: str, name: str) -> str:
    """The state of a thing out of use, from its entry's title: "in the shop" from "Minivan in
    the shop" (the title as it is when it does not start with the thing's name)."""
    lowered = title.lower()
    state = _STATE_START.search(lowered)  # "Minivan and Sedan at the mechanic": "at the mechanic"
    if state is not None and name.lower() in lowered[: state.start()]:
        return title[state.start() :]
    if lowered.startswith(name.lower() + " "):
        return title[len(name) + 1 :]
    return title


_STATE_START = re.compile(r"\b(?:in|at|being|getting|out|broken|under)\b")
"""Where the state starts in a title naming several things ("Minivan and Sedan at the mechanic")."""


_AT_WORK = re.compile(r"\b(?:working\s+late|(?:late|night|evening)\s+shift)\b")
"""Someone kept at work past the usual day: "working late"."""


def is_fact(title: str, participants: list[str], resources: list[str], all_day: bool) -> bool:
    """Whether an entry states a fact the family plans around rather than a plan they made: a
    thing out of use, someone away, someone working late. Its time is not theirs to choose,
    so the rules about when to plan things do not judge it, and no way out moves, shortens or
    cancels it: the ways out change the other events."""
    return (
        is_outage(title, participants, resources)
        or is_absence(title, all_day)
        or bool(_AT_WORK.search(title.lower()))
    )


_ARRIVAL = re.compile(
    r"\b(?:flights?|planes?|trains?|ferry|arrivals?|lands|landing|arrives|arriving)\b"
    r"|\bpick\s*-?\s*up\b.*\bfrom\s+the\s+(?:airport|station|bus\s+(?:stop|station)|train\s+station|ferry)\b"
)
"""A flight or a train, or a pick-up from one: when it lands is not the family's to choose."""


def keeps_its_time(title: str) -> bool:
    """Whether an entry is held to its time by something the family does not control: a
    flight, a train, an arrival, or the pick-up from one. No way out moves it; the rules
    still judge it, so a parent may set one aside ("book it anyway") for a late landing."""
    return _ARRIVAL.search(title.lower()) is not None


_NIGHT_AWAY = re.compile(r"\b(?:sleep\s*-?\s*overs?|slumber\s+part(?:y|ies)|overnight|camping|camp\s*out)\b")
"""A night spent away from home: a sleepover, a slumber party, an overnight trip, camping."""


def spends_the_night(title: str) -> bool:
    """Whether an entry is a night slept away from home: its people's bedtime and night hours
    are where they sleep, not a clash (a sleepover from 6pm to 10am the next morning)."""
    return bool(_NIGHT_AWAY.search(title.lower()))


def is_absence(title: str, all_day: bool) -> bool:
    """Whether an entry records someone being away for whole days. What they already had
    on those days is theirs to call off: recording the absence tells of it, never refuses."""
    return all_day and bool(_ABSENCE.search(title.lower()))


@lru_cache(maxsize=4096)
def blocks_by_default(kind: str, title: str, all_day: bool) -> bool:
    """Whether an entry takes its people's time when the family did not say (docs/usage.md).

    A reminder never does. An all-day entry that marks a day (a birthday, a holiday, a
    deadline, a day off) does not, unless something is done for it that day; every other
    event does: a trip, a tournament, an appointment.
    """
    if kind == "reminder":
        return False
    lowered = title.lower()
    if all_day and _MARKER.search(lowered) and not _GATHERING.search(lowered):
        return False
    return True


class Alarm(BaseModel):
    """A reminder of an event: `minutes_before` each occurrence, for one person (VALARM)."""

    model_config = ConfigDict(extra="forbid")

    minutes_before: int = Field(ge=0, le=60 * 24 * 28, description="how long before the start")
    member: str | None = Field(default=None, description="who is reminded (None: the event's people)")


class OccurrenceOverride(BaseModel):
    """A change to one occurrence of a series, keyed by its original start."""

    start: AwareDatetime | None = None
    end: AwareDatetime | None = None
    title: str | None = None
    participants: list[str] | None = None
    resources: list[str] | None = None
    guests: list[str] | None = Field(
        default=None, description="who comes along from outside the family, this occurrence only"
    )
    cancelled: bool = False
    location: str | None = Field(
        default=None, description="where this one happens, when not where the rest do"
    )
    status: HeldStatus | None = Field(
        default=None,
        description="this one pencilled in ('proposed', exported STATUS:TENTATIVE) or firm ('confirmed') "
        "when the rest are not: 'pencil in the swim on dec 8'; None: as the series",
    )
    notes: str | None = Field(
        default=None, description="this one's own notes (DESCRIPTION), when not the series'"
    )
    ical_extra: list[str] | None = Field(
        default=None,
        description="this one's own properties the calendar does not use, as iCalendar content "
        "lines (see Event.ical_extra); None: the series'",
    )

    @field_validator("start", "end")
    @classmethod
    def _supported(cls, moment: datetime | None, info: ValidationInfo) -> datetime | None:
        return None if moment is None else _as_written(moment, info.field_name or "time")

    @model_validator(mode="after")
    def _ordered(self) -> OccurrenceOverride:
        if self.start is not None and self.end is not None and self.end <= self.start:
            raise ValueError("a changed occurrence must end after it starts")
        return self


_KEY = re.compile(r"^\d{8}T\d{6}Z$")


def _as_written(moment: datetime, what: str) -> datetime:
    """`moment` on a supported date, with a fixed offset and its reading kept.

    A fixed offset compares and subtracts as instants (Python compares two datetimes of
    one zone on the wall clock), and is what the store gives back, so an event behaves
    the same before and after it is saved. The reading matters: 02:30-05:00 on the day
    New York skips 02:00-03:00 is a series at 02:30 (see recurrence.series_wall_start).
    """
    check_in_range(moment, f"the {what} date")
    offset = moment.utcoffset()
    assert offset is not None  # AwareDatetime
    return moment.replace(tzinfo=timezone(offset), fold=0)


class Event(BaseModel):
    """One calendar entry; a recurring one carries an RFC 5545 RRULE.

    Every check runs here, so whatever builds an Event (a family file, a proposal, a
    stored row, an import) gets the same refusals: dates within the supported years, a
    known zone, an end after the start (in real time), a rule `validate_rrule` accepts.
    A series repeats at its start's clock time and lasts its real length (end - start).
    """

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
    kind: EventKind = Field(default="event", description="an event, or a reminder (a to-do due at start)")
    all_day: bool = Field(
        default=False,
        description="date-based: starts and ends at local midnight in `timezone` (the end is the "
        "day after the last day)",
    )
    location: str | None = Field(default=None, description="where it happens, as the family said it")
    transparency: Transparency | None = Field(
        default=None,
        description="opaque blocks its people's time, transparent does not; None: the default "
        "for its kind (see blocks_time)",
    )
    alarms: list[Alarm] = Field(default_factory=list, description="reminders of this event")
    guests: list[str] = Field(
        default_factory=list,
        description="people from outside the family who come along, as named ('uncle Bob'): they take seats",
    )
    rules_set_aside: list[str] = Field(
        default_factory=list,
        description="ids of hard rules a parent set aside for this one event ('he'll skip school')",
    )
    ical_uid: str | None = Field(
        default=None,
        description="the UID it has in an iCalendar file or CalDAV calendar it came from; export keeps it",
    )
    feed: str | None = Field(
        default=None,
        description="the subscription (school or sports feed) it comes from: read-only here, "
        "refreshed from its source",
    )
    notes: str | None = Field(
        default=None,
        description="what another calendar app wrote on it (DESCRIPTION: 'bring shin guards', a "
        "video link), shown when the family asks for the notes",
    )
    url: str | None = Field(default=None, description="its link (URL), as written elsewhere")
    categories: list[str] = Field(default_factory=list, description="its CATEGORIES, in order")
    ical_sequence: int | None = Field(
        default=None,
        ge=0,
        description="the SEQUENCE the calendar it came from gave it: what we send out counts on from it",
    )
    ical_extra: list[str] = Field(
        default_factory=list,
        description="the properties of its VEVENT the calendar does not use (ORGANIZER, ATTENDEE, "
        "CLASS, ATTACH, COLOR, X-...), as unfolded content lines: sent back unchanged, so a "
        "sync or an export does not erase what another app keeps there",
    )
    # Memoised expansion (see recurrence.expand). Events are treated as immutable:
    # a change is a new Event (model_copy), which starts with an empty memo.
    _expansion: Any = PrivateAttr(default=None)
    # Made without validating its fields (a copy, which may have been given new fields by
    # model_copy(update=...); model_construct): the store validates it before writing it
    # (calendar.base.check_writable). Every other Event was validated as it was made.
    _unchecked: bool = PrivateAttr(default=False)

    def __copy__(self) -> Event:
        copied = super().__copy__()
        copied._expansion = None  # a copy may get new times (model_copy(update=...)): re-expand
        copied._unchecked = True  # ...and fields nothing checked
        return copied

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> Event:
        copied = super().__deepcopy__(memo)
        copied._expansion = None
        copied._unchecked = True
        return copied

    @classmethod
    def model_construct(cls, _fields_set: set[str] | None = None, **values: Any) -> Event:
        event = super().model_construct(_fields_set, **values)
        event._unchecked = True
        return event

    @field_validator("start", "end")
    @classmethod
    def _supported(cls, moment: datetime, info: ValidationInfo) -> datetime:
        return _as_written(moment, info.field_name or "time")

    @field_validator("end")
    @classmethod
    def _after_start(cls, end: datetime, info: ValidationInfo) -> datetime:
        start = info.data.get("start")
        if start is not None and end <= start:
            title = info.data.get("title")
            raise ValueError(
                f"event {title!r} ends ({end.isoformat()}) at or before it starts ({start.isoformat()})"
            )
        return end

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, name: str) -> str:
        zone(name)
        return name

    @field_validator("recurrence")
    @classmethod
    def _usable_rule(cls, text: str | None, info: ValidationInfo) -> str | None:
        if text is None:
            return None
        rule = text.strip()
        if rule.upper().startswith("RRULE:"):
            rule = rule[6:].strip()
        if "DTSTART" in rule.upper():
            raise ValueError("recurrence must not carry DTSTART; the event's start is used")
        if not rule:
            return None
        start, tzname = info.data.get("start"), info.data.get("timezone")
        if start is None or tzname is None:
            return rule  # the start or zone is refused already
        from ..recurrence import validate_rrule  # late: recurrence imports this module

        return validate_rrule(rule, start, tzname)

    @field_validator("exdates")
    @classmethod
    def _supported_exdates(cls, days: list[datetime]) -> list[datetime]:
        return [_as_written(day, "skipped") for day in days]

    @field_validator("overrides")
    @classmethod
    def _keys_are_starts(cls, overrides: dict[str, OccurrenceOverride]) -> dict[str, OccurrenceOverride]:
        for key, change in overrides.items():
            if not _KEY.match(key):
                raise ValueError(
                    f"override key {key!r} must be an original start in UTC like 20270314T073000Z"
                )
            try:
                original = datetime.strptime(key, "%Y%m%dT%H%M%SZ").replace(tzinfo=UTC)
            except ValueError:
                raise ValueError(f"override key {key!r} is not a real date and time") from None
            if change.end is not None and change.start is None and change.end <= original:
                raise ValueError(f"the changed occurrence {key} must end after it starts")
        return overrides

    @field_validator("location")
    @classmethod
    def _clean_location(cls, text: str | None) -> str | None:
        text = " ".join((text or "").split())
        return text or None

    @model_validator(mode="after")
    def _sorted_lists(self) -> Event:
        # Assigned only when it changes anything: it also runs for an Event passed on as a
        # field of another model, and a model's setattr is not free.
        participants = sorted(set(self.participants))
        if participants != self.participants:
            self.participants = participants
        resources = sorted(set(self.resources))
        if resources != self.resources:
            self.resources = resources
        return self

    @model_validator(mode="after")
    def _whole_days(self) -> Event:
        if not self.all_day:
            return self
        tz = zone(self.timezone)
        for name, moment in (("start", self.start), ("end", self.end)):
            if moment.astimezone(tz).time() != time(0):
                raise ValueError(
                    f"an all-day event's {name} must be midnight in {self.timezone} "
                    f"(got {moment.astimezone(tz).isoformat()})"
                )
        return self

    @property
    def is_recurring(self) -> bool:
        return bool(self.recurrence)

    @property
    def validated(self) -> bool:
        """Whether every field was checked when it was made (a copy or a construct was not).
        (Read from pydantic's private dict: its `__getattr__` is slow, see `recurrence._memo`.)"""
        private = self.__pydantic_private__
        return not (private.get("_unchecked", False) if private else False)

    @classmethod
    def from_state(cls, value: Mapping[str, Any]) -> Event:
        """The event a state value holds: the checked model it was dumped from when the value
        is that very dump (`Proposal.to_json` hands its event on), else validated now."""
        known = handed_on.get(value)
        return known if known is not None and known.validated else cls.model_validate(value)

    @property
    def blocks_time(self) -> bool:
        """Whether this entry takes its people's time (clashes, busy time, daily caps)."""
        if self.transparency is not None:
            return self.transparency == "opaque"
        return blocks_by_default(self.kind, self.title, self.all_day)


handed_on: Handoff[Event] = Handoff()
"""The event of the last proposal dumped into state, for the next reader of that very value."""


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
    note: str | None = Field(
        default=None,
        description="why the clock reads unlike the rule: 'moved from 02:30: the clocks go forward'",
    )
    kind: EventKind = "event"
    all_day: bool = False
    location: str | None = None
    timezone: str | None = Field(default=None, description="the event's own zone (its times' zone)")
    blocks_time: bool = Field(default=True, description="takes its people's time (not a reminder...)")
    alarms: list[Alarm] = Field(default_factory=list, description="its event's reminders (read-only)")
    guests: list[str] = Field(
        default_factory=list,
        description="people from outside the family who come along (never checked for clashes)",
    )
    notes: str | None = Field(default=None, description="its notes (DESCRIPTION), shown on explicit ask")
    url: str | None = Field(default=None, description="its link (URL)")


def occurrence_key(original_start: datetime) -> str:
    """The key of an occurrence inside its series: its original start in UTC ISO."""
    return to_utc(original_start).strftime("%Y%m%dT%H%M%SZ")


class OverrideJSON(TypedDict):
    """An OccurrenceOverride as JSON."""

    start: str | None
    end: str | None
    title: str | None
    participants: list[str] | None
    resources: list[str] | None
    guests: list[str] | None
    cancelled: bool
    location: str | None
    status: HeldStatus | None
    notes: str | None
    ical_extra: list[str] | None


class AlarmJSON(TypedDict):
    """An Alarm as JSON."""

    minutes_before: int
    member: str | None


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
    kind: EventKind
    all_day: bool
    location: str | None
    transparency: Transparency | None
    alarms: list[AlarmJSON]
    guests: list[str]
    rules_set_aside: list[str]
    ical_uid: str | None
    feed: str | None
    notes: str | None
    url: str | None
    categories: list[str]
    ical_sequence: int | None
    ical_extra: list[str]

"""Ask an optional chat model what an utterance means, through structured output.

The model fills `ModelReading`, a schema made for it: local wall times without
offsets (the zone's offsets are applied here, DST-correct), member and resource ids
from the family it is shown, and how sure it is. `to_request` turns that into the
same `ParsedRequest` the grammar produces; nothing structured is ever taken from free
text. Any failure is raised as an exception for the caller to record: the grammar's
reading always stands behind it.
"""

from __future__ import annotations

import json
from datetime import datetime, time, timedelta
from typing import Any, Literal

from pydantic import BaseModel, Field

from family_scheduler.models.family import Family
from family_scheduler.models.request import ParsedRequest
from family_scheduler.timeutil import at_local, localize, zone

from .certainty import FIELD_GROUPS, group_of
from .confidence import assess

METHOD_KEY = "structured_output_method"
"""Key of a chat model's `metadata` naming the structured-output method to ask for
("json_schema", "function_calling"); absent = the model class's own default."""
MODEL_SURE = 0.7
"""A model reading at or above this confidence is sure of every group it did not doubt."""


class ModelReading(BaseModel):
    """What one message asks of the family calendar. Times are local wall-clock times."""

    intent: Literal["create", "modify", "cancel", "query", "unknown"] = Field(
        description="create: add an event; modify: move/change one; cancel: remove one; "
        "query: a question about the calendar; unknown: anything else"
    )
    title: str | None = Field(
        default=None,
        description="the activity as a short lower-case noun phrase, without people, times or "
        "verbs ('soccer practice'); null for a bare resource booking",
    )
    start: str | None = Field(
        default=None, description="exact start as local 'YYYY-MM-DDTHH:MM' (for modify: the new start)"
    )
    end: str | None = Field(
        default=None, description="local 'YYYY-MM-DDTHH:MM', only when an end or a range is stated"
    )
    duration_minutes: int | None = Field(default=None, description="only when a length is stated")
    window_start: str | None = Field(
        default=None,
        description="local 'YYYY-MM-DDTHH:MM': start of the span to search or ask about, when the "
        "message gives a span ('Saturday afternoon', 'next week') instead of an exact time",
    )
    window_end: str | None = Field(default=None, description="local end of that span (exclusive)")
    participants: list[str] = Field(
        default_factory=list, description="member ids taking part (groups expanded)"
    )
    resources: list[str] = Field(default_factory=list, description="resource ids needed or asked about")
    recurrence: str | None = Field(
        default=None, description="RFC 5545 RRULE without DTSTART, e.g. 'FREQ=WEEKLY;BYDAY=MO'"
    )
    shift_minutes: int | None = Field(
        default=None, description="for modify: a relative move ('push back an hour' = 60)"
    )
    query_type: Literal["availability", "event_lookup", "resource_status", "conflict_check"] | None = Field(
        default=None, description="for query only"
    )
    kind: Literal["event", "reminder"] = Field(
        default="event", description="reminder for 'remind me to ...' (a to-do due at start), else event"
    )
    all_day: bool = Field(
        default=False,
        description="whole days ('saturday all day', 'friday to sunday'): start and end are midnights",
    )
    location: str | None = Field(
        default=None, description="where it happens, as said ('Smile Dental on Main St')"
    )
    timezone: str | None = Field(
        default=None,
        description="IANA zone when the times are said in another zone ('3pm London time' -> Europe/London); "
        "start and end are then that zone's wall times",
    )
    remind_before_minutes: int | None = Field(
        default=None,
        description="a reminder of an existing event: how long before it ('1 day before' = 1440)",
    )
    confidence: float = Field(default=0.5, description="0..1: how sure you are of this reading")
    unsure_about: list[str] = Field(
        default_factory=list,
        description="fields you had to guess: any of intent, title, timing, participants, resources",
    )


class ModelRefusal(RuntimeError):
    """The model declined, or answered in words instead of the structured reading."""


class InvalidModelOutput(ValueError):
    """The model's structured answer could not be read (bad JSON, wrong fields, bad dates)."""


RULES = """\
You read one message typed by a member of a family into their shared calendar and
return its meaning through the structured output only.
Rules (they decide what is right):
- A bare weekday or "this <weekday>" is the next such date strictly after today;
  "next <weekday>" is that weekday in the next Monday-based week.
- A bare hour 1-6 is pm, 7-11 is am unless evening/tonight/dinner is said; 12 is noon.
- Parts of the day are windows: morning 08:00-12:00, afternoon 12:00-17:00,
  evening 17:00-21:00, after school 15:00-18:00, lunch 12:00-13:00.
- "this weekend" = Saturday 00:00 to Monday 00:00; "next week" = next Monday 00:00 to
  the Monday after; a whole day used as a span is 00:00 to the next day's 00:00.
- end and duration only when stated ("from 2 to 3:30", "for 90 minutes").
- Give start OR window, never both. All times are local to the family's time zone,
  written 'YYYY-MM-DDTHH:MM' without an offset.
- "for <people>" names exactly those people; "with <people>" adds the speaker; "me/my/I"
  is the speaker; "we/us/our" with nobody named is the group everyone; nobody named on a
  create means the speaker. Use only the ids listed below; expand groups to members.
- The title has no people, times, resources, places or verbs; null when only a resource is booked.
- "remind me to <task>": kind reminder, the task as title; "remind me 1 day before the dentist":
  kind reminder, title dentist, remind_before_minutes 1440, no start.
- Whole days ("all day", "friday to sunday"): all_day true, start at the first day's 00:00 and
  end at 00:00 after the last day. A time said in another zone ("9am PT"): timezone, and
  start/end as that zone's wall times.
- Say how sure you are (confidence) and list in unsure_about what you had to guess."""


def family_roster(family: Family) -> dict[str, Any]:
    """The family as the model is shown it: ids with their spoken names."""
    return {
        "members": [
            {"id": m.id, "name": m.name, "aliases": m.aliases, "role": m.role} for m in family.members
        ],
        "groups": {
            gid: {"members": ids, "aliases": family.group_aliases.get(gid, [])}
            for gid, ids in family.groups.items()
        },
        "resources": [
            {"id": r.id, "name": r.name, "aliases": r.aliases, "kind": r.kind} for r in family.resources
        ],
    }


def build_messages(text: str, family: Family, now: datetime, speaker: str) -> list[Any]:
    """The system prompt (rules, family, zone, now, speaker) and the message itself."""
    from langchain_core.messages import HumanMessage, SystemMessage

    local = now.astimezone(zone(family.timezone))
    context = (
        f"Time zone: {family.timezone}\n"
        f"Now: {local.strftime('%A')} {local.isoformat(timespec='minutes')}\n"
        f"Speaker: {speaker}\n"
        f"Family: {json.dumps(family_roster(family), ensure_ascii=False)}"
    )
    return [SystemMessage(content=f"{RULES}\n\n{context}"), HumanMessage(content=text)]


def ask_model(model: Any, text: str, family: Family, now: datetime, speaker: str) -> ModelReading:
    """The model's reading of `text`; raises on any failure (timeout, refusal, bad output)."""
    method = (getattr(model, "metadata", None) or {}).get(METHOD_KEY)
    options = {"method": method} if method else {}
    structured = model.with_structured_output(ModelReading, include_raw=True, **options)
    return reading_of(structured.invoke(build_messages(text, family, now, speaker)))


def reading_of(out: Any) -> ModelReading:
    """The ModelReading inside a structured-output answer (`include_raw` or not)."""
    if isinstance(out, ModelReading):
        return out
    if not isinstance(out, dict):
        raise InvalidModelOutput(f"unexpected structured output of type {type(out).__name__}")
    if "raw" not in out:
        return _validated(out)
    raw, parsed, error = out.get("raw"), out.get("parsed"), out.get("parsing_error")
    if parsed is not None and error is None:
        return parsed if isinstance(parsed, ModelReading) else _validated(parsed)
    refusal = _refusal(raw, error)
    if refusal:
        raise ModelRefusal(refusal)
    if error is not None:
        raise InvalidModelOutput(f"{type(error).__name__}: {str(error)[:300]}")
    invalid = getattr(raw, "invalid_tool_calls", None)
    if invalid:
        raise InvalidModelOutput(f"the model's tool call was not valid JSON: {invalid[0].get('error')}")
    content = getattr(raw, "content", "")
    if isinstance(content, str) and content.strip():
        raise ModelRefusal(f"the model answered in words instead: {content.strip()[:200]}")
    raise InvalidModelOutput("the model gave no structured answer")


def _validated(data: Any) -> ModelReading:
    try:
        return ModelReading.model_validate(data)
    except Exception as err:
        raise InvalidModelOutput(str(err)[:300]) from err


def _refusal(raw: Any, error: BaseException | None) -> str | None:
    if error is not None and "refusal" in type(error).__name__.lower():
        return f"the model refused: {error}"
    said = (getattr(raw, "additional_kwargs", None) or {}).get("refusal")
    return f"the model refused: {said}" if said else None


def model_sure_groups(reading: ModelReading) -> list[str]:
    """The groups the model claims to be sure of: all it did not doubt, when confident."""
    if reading.confidence < MODEL_SURE:
        return []
    doubted = {group_of(name) for name in reading.unsure_about}
    return [group for group in FIELD_GROUPS if group not in doubted]


def to_request(
    reading: ModelReading, family: Family, now: datetime, speaker: str, text: str
) -> tuple[ParsedRequest, list[str]]:
    """The ParsedRequest the model's reading means, plus notes on what was dropped.

    Raises InvalidModelOutput when a time is not a time or the request does not hold
    together (an end before the start).
    """
    tz = zone(family.timezone)
    notes: list[str] = []
    own_zone = None
    if reading.timezone:
        try:
            tz, own_zone = zone(reading.timezone), reading.timezone
        except ValueError:
            notes.append(f"the model named an unknown time zone {reading.timezone!r}; read in the family's")
    try:
        start, end = _local(reading.start, tz), _local(reading.end, tz)
        w_start, w_end = _local(reading.window_start, tz), _local(reading.window_end, tz)
    except ValueError as err:
        raise InvalidModelOutput(f"a time the model gave is not a local date-time: {err}") from err
    window = (w_start, w_end) if w_start is not None and w_end is not None else None
    if start is not None:
        window = None
    participants = _ids(reading.participants, _member_names(family), "person", notes)
    resources = _ids(reading.resources, _resource_names(family), "resource", notes)
    recurrence = _rule(reading.recurrence, notes)
    duration = reading.duration_minutes if reading.duration_minutes and reading.duration_minutes > 0 else None
    if end is None and start is not None and duration:
        end = localize(start.replace(tzinfo=None) + timedelta(minutes=duration), tz)
    try:
        req = ParsedRequest(
            intent=reading.intent,
            title=(reading.title or "").strip().lower() or None,
            start=start,
            end=end if start is not None else None,
            duration_minutes=duration,
            window=window,
            participants=participants,
            resources=resources,
            recurrence=recurrence,
            shift_minutes=reading.shift_minutes if reading.intent == "modify" else None,
            query_type=reading.query_type if reading.intent == "query" else None,
            speaker=speaker,
            text=str(text or "")[:2000],
            kind=reading.kind if reading.intent == "create" else "event",
            all_day=reading.all_day and start is not None,
            place=(reading.location or "").strip() or None,
            timezone=own_zone,
            remind_before_minutes=reading.remind_before_minutes
            if reading.kind == "reminder"
            and reading.remind_before_minutes
            and reading.remind_before_minutes > 0
            else None,
        )
    except Exception as err:
        raise InvalidModelOutput(f"the model's reading does not hold together: {err}") from err
    if req.all_day and any(
        t is not None and t.astimezone(tz).time() != time(0) for t in (req.start, req.end)
    ):
        notes.append("the model said all day but gave times other than midnight; read as timed")
        req.all_day = False
    if req.start is not None and req.end is not None and req.end <= req.start:
        raise InvalidModelOutput("the model's end is not after its start")
    if req.window is not None and req.window[1] <= req.window[0]:
        raise InvalidModelOutput("the model's window ends before it starts")
    return assess(req), notes


def _local(value: str | None, tz: Any) -> datetime | None:
    """A wall-clock time in the family's zone; an offset the model added is ignored
    (models often write the wrong one across a DST change)."""
    if value is None or not str(value).strip():
        return None
    moment = datetime.fromisoformat(str(value).strip().replace("Z", "+00:00"))
    return at_local(moment.date(), moment.time().replace(tzinfo=None), tz)


def _member_names(family: Family) -> dict[str, list[str]]:
    names: dict[str, list[str]] = {}
    for member in family.members:
        for name in (member.id, member.name, *member.aliases):
            names[name.strip().lower()] = [member.id]
    for group, ids in family.groups.items():
        for name in (group, *family.group_aliases.get(group, [])):
            names.setdefault(name.strip().lower(), list(ids))
    return names


def _resource_names(family: Family) -> dict[str, list[str]]:
    names: dict[str, list[str]] = {}
    for resource in family.resources:
        for name in (resource.id, resource.name, *resource.aliases):
            names[name.strip().lower()] = [resource.id]
    return names


def _ids(said: list[str], names: dict[str, list[str]], kind: str, notes: list[str]) -> list[str]:
    ids: set[str] = set()
    for name in said:
        found = names.get(str(name).strip().lower())
        if found is None:
            notes.append(f"the model named an unknown {kind} {name!r}; left out")
        else:
            ids.update(found)
    return sorted(ids)


def _rule(text: str | None, notes: list[str]) -> str | None:
    if not text or not text.strip():
        return None
    lines = [ln.strip() for ln in text.strip().splitlines() if not ln.strip().upper().startswith("DTSTART")]
    rule = " ".join(lines).upper().removeprefix("RRULE:").strip()
    if not rule.startswith("FREQ=") and ";FREQ=" not in rule:
        notes.append(f"the model's repetition {text!r} is not an RRULE; left out")
        return None
    return rule

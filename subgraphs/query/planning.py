"""Turning a parsed question into a concrete plan: span, people, resources, defaults, problems.

Every check of the input lives here, so the answering modules can trust what they get
and a bad request becomes a plain sentence instead of an exception.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from pydantic import ValidationError

from family_scheduler.domain.capacity import head_count
from family_scheduler.models import Family, ParsedRequest
from family_scheduler.models.request import DEFAULT_MINUTES
from family_scheduler.recurrence_rules import days_of_weekly_on
from family_scheduler.timeutil import start_of_day

from .answer import QueryPlan
from .other_half import either_half
from .ranked_days import ranking_asked
from .total_span import total_default_span

QUERY_TYPES = ("availability", "event_lookup", "resource_status", "conflict_check")
DEFAULT_DURATION_MINUTES = DEFAULT_MINUTES
"""How long an exact start is taken to last when no end or duration is given."""
DEFAULT_DAYS_AHEAD = 7
"""No span given: the rest of today and this many days."""
DEFAULT_LOOKUP_WEEKS = 8
"""A named event with no span given: its occurrences over this many weeks from now."""


def read_request(raw: Mapping[str, Any] | ParsedRequest) -> tuple[ParsedRequest | None, list[str]]:
    """The request as a model, or the reasons it cannot be read, in plain words."""
    if isinstance(raw, ParsedRequest):
        return raw, []
    if not isinstance(raw, Mapping):
        return None, ["The question did not come as a parsed request."]
    try:
        return ParsedRequest.model_validate(raw), []
    except ValidationError as err:
        return None, [_plain_error(e) for e in err.errors()]


def _plain_error(error: Any) -> str:
    where = ".".join(str(p) for p in error.get("loc", ()) if not isinstance(p, int)) or "request"
    kind = error.get("type", "")
    if kind == "timezone_aware":
        return f"The {where} has no time zone offset; times must say their offset (e.g. -05:00)."
    if kind == "literal_error" and where == "query_type":
        return f"Unknown query type {error.get('input')!r}; use one of {', '.join(QUERY_TYPES)}."
    return f"The {where} cannot be read: {error.get('msg', 'invalid value')}."


_NEXT_THING = re.compile(
    r"\bnext\s+(?:thing|event|appointment|entry|item|one)\b|\bwhat(?:'s|\s+is)\s+(?:up\s+)?next\b|"
    r"\bwhat\s+do\s+(?:i|we)\s+have\s+next\b"
)
"""Asking for the one next thing on the calendar ("what's the next thing on my calendar?")."""
_HOW_MANY = re.compile(r"\bhow\s+many\b")
_STILL_TO_COME = re.compile(
    r"\b(?:left|remaining|still\s+(?:on|to\s+come|coming)|rest\s+of|coming\s+up|later)\b", re.IGNORECASE
)
"""What is still to come of a span ("what's left today?", "anything else coming up tonight")."""
_WHERE = re.compile(r"\s*where(?:'s|\s+is|\s+are|\s+will|\s+does|\s+do|\s+was)?\b")
"""Asking where an event is ("where is emma's swim class?", "where's the dinner on sunday")."""
_HOW_LONG = re.compile(r"\bhow\s+long\b|\bhow\s+many\s+(?:hours|minutes)\b")
WEEKDAYS_AHEAD = 4
"""Weeks looked at for a question asked of some weekdays with no span ("what's on saturdays?")."""
_EACH = re.compile(
    r"\b(?:who(?:'s|\s+is|\s+are|\s+will\s+be|\s+can|\s+could)?|anyone|anybody|someone|somebody|"
    r"any\s+of\s+(?:us|you|them|the\s+\w+))\b"
)
"""Asked of each person ("is anyone busy …?", "who's free saturday afternoon?"): the common
free time alone said "all free … 5:30–6pm", as if everyone were free the whole time."""
_MINDING = re.compile(
    r"\b(?:free|around|available|able|home)\s+to\s+(?:watch|babysit|mind|look\s+after|sit\s+with|stay\s+with|"
    r"take\s+care\s+of|keep\s+an\s+eye\s+on)\b|\bwho(?:\s+can|\s+could|'s|\s+is)?\s+(?:watch|babysit|mind|"
    r"look\s+after|take\s+care\s+of)(?:ing)?\b|\b(?:can|could|will|would)\s+(?:anyone|anybody|someone|somebody)\s+"
    r"(?:watch|babysit|mind|look\s+after|sit\s+with|stay\s+with|take\s+care\s+of|keep\s+an\s+eye\s+on)\b"
)
"""Who could look after someone ("who's free to watch jake saturday at 10?"): the grown-ups
are asked about, not the child named (it answered with Jake's own free time)."""
_NOTES = re.compile(r"\b(?:notes|details|links?|url|description)\b")
"""Asking for an event's notes or link ("any notes on the dentist?", "the zoom link for...")."""


def plan_query(
    raw: Mapping[str, Any] | ParsedRequest,
    family: Family,
    now: datetime,
    tz: ZoneInfo,
    speaker: str | None = None,
) -> QueryPlan:
    """The span, people and resources a question is about, with defaults and problems named."""
    request, problems = read_request(raw)
    if request is None:
        return QueryPlan(problems=problems)
    plan = QueryPlan(
        query_type=request.query_type,
        title=_clean_title(request.title),
        duration_minutes=request.duration_minutes,
        resources=list(request.resources) or list(request.resource_choices),  # "the car": both cars
        speaker=speaker or request.speaker,
        reminders=request.kind == "reminder",
        next_only=request.title is None and bool(_NEXT_THING.search(request.text.lower())),
        first_or_last=request.first_or_last,
        count_asked=bool(_HOW_MANY.search(request.text.lower())),
        length_asked=bool(_HOW_LONG.search(request.text.lower())),
        place_asked=bool(_WHERE.match(request.text.lower())),
        notes_asked=bool(_NOTES.search(request.text.lower())),
        day_ranked=(ranked := ranking_asked(request.text)),
        daily=request.daily,
        weekdays=sorted(days)
        if request.recurrence and (days := days_of_weekly_on(request.recurrence))
        else None,
        total=request.total,
        tentative=bool(request.tentative) and request.query_type == "event_lookup",
        past=request.looks_back,
        seats_asked=request.seats_asked,
    )
    if request.total is not None and request.query_type is not None:
        plan.query_type = "time_total"  # "how many hours of soccer this week": added up, not listed
    if ranked is not None:  # "the busiest day" names no event; "the least busy" asks what is on
        plan.title, plan.query_type = None, "event_lookup"
    if request.query_type is None:
        plan.problems.append(
            "I could not tell what kind of question this is (free time, what's on, a resource or a clash)."
        )
    plan.problems.extend(_unknown_names(request, family))
    plan.members, plan.members_named = _members(request, family)
    text = request.text.lower()
    if request.query_type in ("availability", "event_lookup") and _MINDING.search(text):
        plan.query_type, plan.title = "availability", None  # "who can babysit emma?": no event "babysit"
        looked_after = set(plan.members) if plan.members_named else set()
        plan.members = family.grown_ups(but=looked_after)
        plan.members_named, plan.each_asked = True, True
    elif request.query_type == "availability" and not plan.members_named and _EACH.search(text):
        plan.each_asked = True
    if request.seats_asked:  # "can all of us fit in the honda?": the people named and their friends
        named = plan.members if plan.members_named else []
        plan.riders = request.riders or head_count(named, request.guests) or None
    plan.problems.extend(_span(plan, request, now, tz))
    if (
        plan.start is not None
        and plan.end is not None
        and now > plan.start
        and _STILL_TO_COME.search(request.text)
    ):
        plan.start = min(max(plan.start, now), plan.end)  # "what's left today?": from now on
    if plan.end is not None and plan.end <= now:
        plan.past = True  # "show me yesterday": all of it gone by, said so
    elif plan.past and plan.start is not None and plan.end is not None and plan.start < now:
        plan.end, plan.so_far = now, True  # "what did we have on this week?": up to now, said so
    if plan.query_type == "resource_status" and not plan.resources:
        names = ", ".join(r.name for r in family.resources) or "none"
        plan.problems.append(f"Which resource do you mean? The family has: {names}.")
    return plan


def _weekdays_asked(request: ParsedRequest) -> list[int] | None:
    """ "what's on for emma on mondays in december?": the weekdays the question is asked of."""
    days = days_of_weekly_on(request.recurrence) if request.recurrence else None
    return sorted(days) if days else None


def _clean_title(title: str | None) -> str | None:
    title = (title or "").strip()
    return title or None


def _unknown_names(request: ParsedRequest, family: Family) -> list[str]:
    out = []
    people = [p for p in request.participants if family.member(p) is None]
    if people:
        out.append(f"I don't know anyone called {', '.join(map(repr, people))} in {family.name}.")
    things = [r for r in request.resources if family.resource(r) is None]
    if things:
        known = ", ".join(r.id for r in family.resources) or "none"
        out.append(f"I don't know a resource called {', '.join(map(repr, things))} (known: {known}).")
    return out


def _members(request: ParsedRequest, family: Family) -> tuple[list[str], bool]:
    """Named people, else the `everyone` group, else every member."""
    if request.participants:
        return list(request.participants), True
    everyone = family.groups.get("everyone")
    return (sorted(everyone) if everyone else family.member_ids()), False


def _span(plan: QueryPlan, request: ParsedRequest, now: datetime, tz: ZoneInfo) -> list[str]:
    """Fill plan.start/end from the window, the exact start, or a stated default."""
    if request.window is not None:
        start, end = request.window
        if end <= start:
            return [
                f"The span asked about ends ({end.isoformat()}) at or before it starts ({start.isoformat()})."
            ]
        plan.start, plan.end, plan.span_source = start, end, "window"
        return []
    if request.start is not None:
        asked_end = request.end
        if asked_end is None:
            minutes = request.duration_minutes or DEFAULT_DURATION_MINUTES
            asked_end = request.start + timedelta(minutes=minutes)
            if request.duration_minutes is None:
                plan.default_note = f"taking {DEFAULT_DURATION_MINUTES} minutes as the length"
        if asked_end <= request.start:
            return [
                f"The time asked about ends ({asked_end.isoformat()}) at or before it starts "
                f"({request.start.isoformat()})."
            ]
        plan.start, plan.end, plan.span_source, plan.exact_start = request.start, asked_end, "start", True
        plan.either_half = either_half(request.half_unsaid, request.start, tz)
        return []
    plan.span_source = "default"
    plan.start = now
    if plan.past and plan.total is None:  # "what happened?": the days just gone, up to now
        back = DEFAULT_LOOKUP_WEEKS if plan.title else 1
        plan.start, plan.end = start_of_day(now.astimezone(tz).date() - timedelta(weeks=back), tz), now
        plan.default_note = "" if plan.title else f"no time given, so the last {DEFAULT_DAYS_AHEAD} days"
    elif plan.total is not None:
        plan.start, plan.end, plan.default_note = total_default_span(plan.total.per, now, tz)
    elif plan.query_type == "event_lookup" and (plan.title or plan.tentative):
        plan.end = now + timedelta(weeks=DEFAULT_LOOKUP_WEEKS)
        plan.default_note = f"looking {DEFAULT_LOOKUP_WEEKS} weeks ahead"
    elif plan.weekdays:  # "what's on saturdays?": the next few of them
        today = now.astimezone(tz).date()
        plan.end = start_of_day(today + timedelta(weeks=WEEKDAYS_AHEAD, days=1), tz)
        plan.default_note = f"no time given, so the next {WEEKDAYS_AHEAD} weeks"
    else:
        today = now.astimezone(tz).date()
        plan.end = start_of_day(today + timedelta(days=DEFAULT_DAYS_AHEAD + 1), tz)
        plan.default_note = f"no time given, so the rest of today and the next {DEFAULT_DAYS_AHEAD} days"
    return []

"""Answering a planned question of each type, and how sure the answer is."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from family_scheduler.calendar import CalendarReader
from family_scheduler.domain.agenda import agenda
from family_scheduler.domain.capacity import seats_for
from family_scheduler.models import Family
from family_scheduler.models.family import Constraint
from family_scheduler.wording import short_day

from .answer import QueryAnswer, QueryPlan, RuleDay
from .availability import MIN_FREE_MINUTES, answer_availability, each_at, time_rules
from .conflict_check import check_conflicts, check_hypothetical, hypothetical_event
from .daily import daily_spans, in_any
from .lookup import latest_before, lookup_events, next_occurrences, pencilled_in, search_anywhere
from .planning import DEFAULT_LOOKUP_WEEKS
from .resource_status import resource_status
from .rule_days import rule_days, rule_named

NEXT_OCCURRENCES = 5
"""How many upcoming occurrences of a named event are listed when no span was given."""


ANY_EVENT = frozenset({"appointment", "event", "thing", "entry", "item"})
"""Words for whatever is on, when nothing on is called so ("my next appointment")."""


def _span(plan: QueryPlan, tz: ZoneInfo) -> tuple[datetime, datetime]:
    """The span in the family's zone: the calendar compares it fastest against its own times."""
    assert plan.start is not None and plan.end is not None, "answer only a plan that is ok"
    return plan.start.astimezone(tz), plan.end.astimezone(tz)


def availability_answer(
    plan: QueryPlan,
    calendar: CalendarReader,
    tz: ZoneInfo,
    now: datetime,
) -> QueryAnswer:
    """Common free windows; the part of the span already past is left out."""
    start, end = _span(plan, tz)
    if start < now < end:
        plan = plan.model_copy(update={"start": now})
        start = now
    minutes = max(MIN_FREE_MINUTES, plan.duration_minutes or 0)
    pieces = (
        daily_spans(start, end, plan.daily, tz, plan.weekdays)
        if plan.daily or plan.weekdays
        else [(start, end)]
    )
    windows = [
        window
        for lo, hi in pieces  # "free for lunch this week?": each day's lunch hour
        for window in answer_availability(calendar, plan.members, lo, hi, tz, min_minutes=minutes)
    ]
    # "who's free tomorrow at 5?": at a stated time, each person, not only the time they share
    at = (
        each_at(calendar, plan.members, start, end, now)
        if (plan.exact_start or plan.each_asked) and len(plan.members) > 1
        else []
    )
    return QueryAnswer(
        query_type="availability",
        plan=plan,
        free_windows=windows,
        min_free_minutes=minutes,
        rules_applied=time_rules(calendar, plan.members),
        at_the_time=at if any(not m.free for m in at) else [],
    )


def lookup_answer(
    plan: QueryPlan, calendar: CalendarReader, tz: ZoneInfo, now: datetime | None = None
) -> QueryAnswer:
    """What is on, or the next occurrences of a named event when no span was given.

    A named event with none in a span that is still to come ("what time is book club this
    week?" in its week off) also gets its next one after the span: "none" alone reads as if
    it had stopped."""
    start, end = _span(plan, tz)
    members = plan.members if plan.members_named else None
    if plan.reminders:
        # "what do I need to do friday?": the speaker's reminders and alarms due in the span.
        whose = members or ([plan.speaker] if plan.speaker else None)
        days = agenda(calendar, start, end, members=whose, reminders_only=True, with_holidays=False)
        due = [f"{short_day(d.day)} {line}" for d in days for line in d.lines]
        events = [o for d in days for o in d.occurrences]
        return QueryAnswer(query_type="event_lookup", plan=plan, events=events, due=due)
    if plan.tentative:  # "what's still tentative this week?": the pencilled-in ones only
        found = lookup_events(calendar, start, end, members=members, title=plan.title)
        return QueryAnswer(query_type="event_lookup", plan=plan, events=[o for o in found if pencilled_in(o)])
    if plan.past and plan.title and plan.span_source == "default":
        # "when was the last family dinner?": the latest one before now, whatever is ahead
        last = latest_before(calendar, end, members=members, title=plan.title)
        return QueryAnswer(query_type="event_lookup", plan=plan, last_before=last)
    if plan.title and plan.span_source == "default":
        events = next_occurrences(
            calendar, start, end, members=members, title=plan.title, limit=NEXT_OCCURRENCES
        )
        if not events and plan.title in ANY_EVENT:
            # "what's my next appointment?" with nothing called one: the next thing on
            anything = plan.model_copy(update={"title": None, "next_only": True})
            return QueryAnswer(
                query_type="event_lookup",
                plan=anything,
                events=lookup_events(calendar, start, end, members=members, title=None),
            )
        rule = rule_named(plan.title, calendar.family(), plan.members) if not events else None
        if rule is not None:  # "what time does school end?": the next day the rule holds
            held = [d for d in rule_days(rule, calendar.family(), start, end) if d.start is not None]
            return _rule_answer(plan.model_copy(update={"default_note": ""}), rule, held[:1])
        if not events:  # "find the dentist appointment": whenever it is, or when it was
            events, last = search_anywhere(
                calendar, start, members=members, title=plan.title, limit=NEXT_OCCURRENCES
            )
            note = f"nothing in the next {DEFAULT_LOOKUP_WEEKS} weeks, so every date was searched"
            everywhere = plan.model_copy(update={"default_note": note})
            return QueryAnswer(
                query_type="event_lookup",
                plan=everywhere,
                events=events,
                searched_everywhere=True,
                last_before=last,
            )
    else:
        events = lookup_events(calendar, start, end, members=members, title=plan.title)
        rule = rule_named(plan.title, calendar.family(), plan.members) if not events else None
        if rule is not None:  # "is there school on wednesday?": school is a rule, not an event
            return _rule_answer(plan, rule, rule_days(rule, calendar.family(), start, end))
        if plan.daily or plan.weekdays:  # "after school this week", "on mondays": each day's hours
            pieces = daily_spans(start, end, plan.daily, tz, plan.weekdays)
            events = [o for o in events if in_any(o.start, o.end, pieces)]
        if not events and plan.title and now is not None and end > now:
            ahead, _ = search_anywhere(calendar, end, members=members, title=plan.title, limit=1)
            return QueryAnswer(
                query_type="event_lookup", plan=plan, events=events, next_after=ahead[0] if ahead else None
            )
    return QueryAnswer(query_type="event_lookup", plan=plan, events=events)


def _rule_answer(plan: QueryPlan, rule: Constraint, told: list[RuleDay]) -> QueryAnswer:
    """The rule's days as the answer, for the people asked about it holds for."""
    whose = [m for m in plan.members if rule.applies_to(m)] if plan.members_named else rule.members
    return QueryAnswer(
        query_type="event_lookup",
        plan=plan.model_copy(update={"members": whose}),
        rule=rule.description or rule.id,
        rule_days=told,
    )


def resource_answer(
    plan: QueryPlan,
    calendar: CalendarReader,
    family: Family,
    tz: ZoneInfo,
) -> QueryAnswer:
    """The status of each resource asked about over the span."""
    start, end = _span(plan, tz)
    within = daily_spans(start, end, plan.daily, tz, plan.weekdays) if plan.daily or plan.weekdays else None
    statuses = []
    for resource_id in plan.resources:
        resource = family.resource(resource_id)
        assert resource is not None, "planning refuses unknown resources"
        status = resource_status(calendar, resource, start, end, minutes=plan.duration_minutes, within=within)
        statuses.append(status)
    roomier = (
        [
            f"the {r.name} seats {r.seats}"
            for r in family.resources
            if r.capacity > 0 and seats_for(r, plan.riders) and r.id not in plan.resources
        ]
        if plan.seats_asked and plan.riders
        else []
    )
    return QueryAnswer(query_type="resource_status", plan=plan, resource_status=statuses, roomier=roomier)


def conflict_answer(
    plan: QueryPlan,
    calendar: CalendarReader,
    family: Family,
    tz: ZoneInfo,
) -> QueryAnswer:
    """Clashes a hypothetical event would have (exact start given), else existing ones."""
    start, end = _span(plan, tz)
    if plan.exact_start:
        findings = check_hypothetical(calendar, hypothetical_event(plan, family.timezone))
    else:
        findings = check_conflicts(
            calendar,
            start,
            end,
            members=plan.members if plan.members_named else None,
            resources=plan.resources or None,
        )
    return QueryAnswer(query_type="conflict_check", plan=plan, conflicts=findings)


def assess(answer: QueryAnswer) -> tuple[float, str]:
    """Confidence and the reasoning behind it."""
    plan = answer.plan
    if answer.problems:
        return 0.1, "The question could not be answered: " + " ".join(answer.problems)
    how = {
        "availability": "Free windows are the span minus the scheduler's busy model for every "
        "asked member (events, hard time rules such as school, bedtimes and allowed hours, hard "
        f"gaps, days already full), merged; windows shorter than {answer.min_free_minutes} "
        "minutes are left out.",
        "event_lookup": "Occurrences read from the calendar with recurring events expanded"
        + (", filtered by title words" if plan.title else "")
        + (", only the people named" if plan.members_named else "")
        + ".",
        "resource_status": "Bookings of each resource read with recurring events expanded; "
        "free means fewer overlapping uses than its capacity.",
        "time_total": "Occurrences read from the calendar with recurring events expanded, each clipped "
        "to the span and each person's overlapping ones counted once; all-day entries and reminders "
        "are not counted.",
        "conflict_check": "Conflicts found by the domain's conflict check "
        + ("for the hypothetical event." if plan.exact_start else "among existing occurrences in the span."),
    }[plan.query_type or "event_lookup"]
    confidence = 0.95
    if plan.span_source == "default":
        confidence = 0.85
        how += " No span was given, so a default was used" + (
            f": {plan.default_note}." if plan.default_note else ": the latest one before now."
        )
    elif plan.default_note:
        confidence = 0.9
        how += f" {plan.default_note[0].upper()}{plan.default_note[1:]}."
    return confidence, how

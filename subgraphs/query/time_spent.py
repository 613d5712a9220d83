"""Time added up: how long each person asked about has on the calendar in a span.

Repeating events are expanded within the span; each occurrence counts only the part
inside it. A person's overlapping occurrences (soccer running into swim) are counted
once, as the union of their times, so no one's total is ever more than the span is
long. Reminders, called-off occurrences and all-day entries (a day "at camp" is not 24
hours of camp) are not time spent; all-day ones are counted aside so the reply can say
they were left out.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta

from family_scheduler.calendar import CalendarReader
from family_scheduler.intervals import merge
from family_scheduler.models import Occurrence, Period

from .answer import QueryAnswer, QueryPlan, TimeSpent
from .lookup import lookup_events

_MONTH_DAYS = 365.2425 / 12


def time_total_answer(plan: QueryPlan, calendar: CalendarReader, now: datetime) -> QueryAnswer:
    """Each person's time in the plan's span (per activity when a breakdown is asked); with
    a family's thing named and no person, the thing's time in use instead."""
    assert plan.start is not None and plan.end is not None
    start, end = plan.start, plan.end
    things = bool(plan.resources) and not plan.members_named  # "how many hours is the van booked"
    holders = plan.resources if things else plan.members
    found = lookup_events(calendar, start, end, members=None if things else plan.members, title=plan.title)
    counted = [o for o in found if o.kind == "event" and o.status != "cancelled" and not o.all_day]
    all_day = sum(1 for o in found if o.all_day and o.status != "cancelled")
    by_title = plan.total is not None and plan.total.by == "title"
    lines: list[TimeSpent] = []
    for member in holders:
        theirs = [o for o in counted if member in (o.resources if things else o.participants)]
        if not theirs and not (plan.members_named or things):
            continue  # "how many hours of soccer this week": those who play, not everyone
        if by_title:
            for title in sorted({o.title for o in theirs}):
                lines.append(_spent(member, [o for o in theirs if o.title == title], start, end, title))
        else:
            lines.append(_spent(member, theirs, start, end))
    per = plan.total.per if plan.total is not None else None
    return QueryAnswer(
        query_type="time_total",
        plan=plan,
        time_spent=lines,
        periods=periods_in(start, end, per) if per else None,
        all_day_left_out=all_day,
        tense="past" if end < now else "so_far" if end == now else "ahead",
    )


def _spent(
    member: str, occurrences: Sequence[Occurrence], start: datetime, end: datetime, title: str | None = None
) -> TimeSpent:
    minutes = minutes_covered(((o.start, o.end) for o in occurrences), start, end)
    return TimeSpent(member=member, title=title, minutes=minutes, sessions=len(occurrences))


def minutes_covered(spans: Iterable[tuple[datetime, datetime]], start: datetime, end: datetime) -> int:
    """Whole minutes of the union of `spans` inside [start, end): overlaps counted once."""
    clipped = [(max(s, start), min(e, end)) for s, e in spans]
    return int(sum((e - s for s, e in merge(clipped)), timedelta()).total_seconds() // 60)


def periods_in(start: datetime, end: datetime, per: Period) -> float:
    """How many days, weeks or months [start, end) holds, for an average ("a week")."""
    if per == "month" and _first_of_month(start) and _first_of_month(end):
        return float((end.year - start.year) * 12 + end.month - start.month)  # "in november": one month
    days = (end - start) / timedelta(days=1)
    return days / {"day": 1.0, "week": 7.0, "month": _MONTH_DAYS}[per]


def _first_of_month(moment: datetime) -> bool:
    return moment.day == 1 and moment.hour == moment.minute == moment.second == 0

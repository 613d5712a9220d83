"""The span a total of time is over when the question names none: whole periods around
now, so "how many hours a week is piano" averages over several weeks, not one."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.models import Period
from family_scheduler.timeutil import start_of_day

AVERAGED_WEEKS = 4
"""'a week' with no span: this week and the three after it (every other week counts fairly)."""
AVERAGED_MONTHS = 3
"""'a month' with no span: this month and the two after it."""


def total_default_span(per: Period | None, now: datetime, tz: ZoneInfo) -> tuple[datetime, datetime, str]:
    """[start, end) and the note saying it: this week, or the periods an average is over."""
    today = now.astimezone(tz).date()
    monday = today - timedelta(days=today.weekday())
    if per == "month":
        first = today.replace(day=1)
        last = _months_on(first, AVERAGED_MONTHS)
        note = f"no time given, so averaged over the {AVERAGED_MONTHS} months from {_month(first)}"
    elif per == "week":
        first, last = monday, monday + timedelta(weeks=AVERAGED_WEEKS)
        note = f"no time given, so averaged over {AVERAGED_WEEKS} weeks"
    else:
        first, last = monday, monday + timedelta(weeks=1)
        note = "no time given, so this week"
    return start_of_day(first, tz), start_of_day(last, tz), note


def _months_on(first: date, months: int) -> date:
    """The 1st of the month `months` after `first` (a 1st: no day to clamp)."""
    index = first.month - 1 + months
    return date(first.year + index // 12, index % 12 + 1, 1)


def _day(day: date) -> str:
    return f"{day:%b} {day.day}"


def _month(day: date) -> str:
    return f"{day:%B %Y}"

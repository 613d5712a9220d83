"""Spans of the calendar as people name them: a day, a week, a month, two dates.

A date on its own means the whole day, at both ends: "from 2026-11-30 to 2026-11-30"
is that Monday, and "to 2026-12-06" includes the Sunday. Times with an offset are
instants; a time without one is the family's local clock. Used by the CLI
(`events --from/--to/--month/--week`) and the Python API (`app.events`).
"""

from __future__ import annotations

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from .timeutil import at_local, check_in_range, parse_instant, start_of_day

When = date | datetime | str
"""What a caller may name a bound with: a date, a datetime, or ISO 8601 text of either."""


def read_when(value: When, what: str = "date") -> date | datetime:
    """A date or datetime from `value` (ISO text: '2026-11-23', '2026-11-23T09:00-05:00', 'Z')."""
    if isinstance(value, datetime | date):
        return value
    if not isinstance(value, str):
        raise ValueError(f"{what} must be a date, a datetime or ISO 8601 text, not {type(value).__name__}")
    text = value.strip()
    try:
        return date.fromisoformat(text)
    except ValueError:
        pass
    try:
        return datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError as err:
        raise ValueError(f"{what} {value!r} is not a date (2026-11-23) or an ISO 8601 time") from err


def bound(value: When, tz: ZoneInfo, what: str = "date", *, end: bool = False) -> datetime:
    """The instant a bound names: a date is the start of that day, or with `end` the start
    of the next (the day is included); a time without an offset is read in `tz`."""
    moment = read_when(value, what)
    check_in_range(moment, what)
    if not isinstance(moment, datetime):
        return start_of_day(moment + timedelta(days=1) if end else moment, tz)
    if moment.tzinfo is None:
        return at_local(moment.date(), moment.time(), tz)
    return parse_instant(moment)


def whole_day(value: When, tz: ZoneInfo, what: str = "date") -> tuple[datetime, datetime]:
    """The whole local day of `value`."""
    moment = read_when(value, what)
    day = moment.astimezone(tz).date() if isinstance(moment, datetime) and moment.tzinfo else moment
    if isinstance(day, datetime):
        day = day.date()
    return bound(day, tz, what), bound(day, tz, what, end=True)


def month_span(text: str, tz: ZoneInfo, what: str = "--month") -> tuple[datetime, datetime]:
    """'2026-12' → [Dec 1, Jan 1) in local time."""
    try:
        first = date.fromisoformat(f"{text.strip()}-01")
    except ValueError as err:
        raise ValueError(f"{what} {text!r} is not a month like 2026-12") from err
    check_in_range(first, what)
    following = date(first.year + first.month // 12, first.month % 12 + 1, 1)
    return start_of_day(first, tz), start_of_day(following, tz)


def week_span(day: date, tz: ZoneInfo) -> tuple[datetime, datetime]:
    """The Monday-to-Sunday week holding `day`, in local time."""
    monday = day - timedelta(days=day.weekday())
    return start_of_day(monday, tz), start_of_day(monday + timedelta(days=7), tz)

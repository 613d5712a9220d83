"""A repeat rule in the words a family would use: "every other Saturday at 9:00 until Dec 25".

Everything a family reads (replies, the confirmation's text, listings, answers) says the
rule this way; only JSON keeps the RRULE. A part this module has no words for is still
named in plain words ("on some days of the year"), never as RFC 5545 text.
"""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from .recurrence import series_wall_start
from .recurrence_rules import RecurrenceError, read_rule

DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_NTH = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", -1: "last", -2: "second to last"}


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 11th, 22nd."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _join(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def _plural_unit(unit: str, interval: int) -> str:
    if interval == 1:
        return f"every {unit}"
    if interval == 2:
        return f"every other {unit}"
    return f"every {interval} {unit}s"


def _weekly(days: list[int], interval: int) -> str:
    if sorted(days) == [0, 1, 2, 3, 4] and interval == 1:
        return "every weekday"
    names = _join([DAY_NAMES[d] for d in sorted(days)])
    if interval == 1:
        return f"every {names}"
    if interval == 2:
        return f"every other {names}"
    return f"every {interval} weeks on {names}"


def describe_repeat(rule: str, start: datetime, tz: ZoneInfo, all_day: bool = False) -> str:
    """The rule of a series starting at `start` (read in `tz`) in words, with its time of day
    (none for an all-day series) and its end: 'every Tuesday and Thursday at 16:00, 6 times'."""
    try:
        spec = read_rule(rule)
    except RecurrenceError:
        return "repeating (a rule I can't put in words)"
    local = series_wall_start(start, tz)  # 02:30 on the night the clocks skip it stays 02:30
    numbers = dict(spec.numbers)
    byday = list(spec.byday)
    if spec.freq == "DAILY":
        text = "every day" if spec.interval == 1 else _plural_unit("day", spec.interval)
        if byday:
            text += " on " + _join([DAY_NAMES[d] + "s" for d, _ in byday])
    elif spec.freq == "WEEKLY":
        days = [d for d, _ in byday] or [local.weekday()]
        text = _weekly(days, spec.interval)
    elif spec.freq == "MONTHLY":
        every = _plural_unit("month", spec.interval)
        if byday and all(n is not None for _, n in byday):
            which = _join([f"the {_NTH.get(n or 1, ordinal(n or 1))} {DAY_NAMES[d]}" for d, n in byday])
            text = f"{which} of {every}"
        elif "BYMONTHDAY" in numbers:
            text = f"{every} on the " + _join([_monthday(n) for n in numbers["BYMONTHDAY"]])
        else:
            text = f"{every} on the {ordinal(local.day)}"
    else:
        every = _plural_unit("year", spec.interval)
        text = f"{every} on {_MONTHS[local.month - 1]} {local.day}"
    if any(name not in ("BYMONTHDAY",) for name in numbers) or (byday and spec.freq == "YEARLY"):
        text += " (on some days only)"
    if not all_day:
        text += f" at {local:%H:%M}"
    if spec.count is not None:
        text += ", once" if spec.count == 1 else f", {spec.count} times"
    elif spec.until is not None:
        until = spec.until
        if spec.until_utc:
            until = until.replace(tzinfo=UTC).astimezone(tz).replace(tzinfo=None)
        year = f" {until.year}" if until.year != local.year else ""
        text += f" until {_MONTHS[until.month - 1]} {until.day}{year}"
    return text


def _monthday(n: int) -> str:
    return "last day" if n == -1 else f"{ordinal(-n)} to last day" if n < 0 else ordinal(n)

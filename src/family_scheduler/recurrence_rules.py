"""RRULE text read strictly, held to documented limits, and evaluated so no rule can hang.

One reading serves every entry point (family files, what the parser or a model proposes,
rows read back from the store, later imports): `read_rule` refuses what the calendar
does not support, in one sentence; `WallRule` evaluates an accepted rule. The limits
(docs/usage.md, "Repeating events"):

- FREQ is DAILY, WEEKLY, MONTHLY or YEARLY. Nothing in the product repeats more often
  than daily, and an hourly or per-second rule is millions of occurrences a year.
- INTERVAL is 1 to MAX_INTERVAL (0 would repeat the same moment forever).
- COUNT is 1 to MAX_OCCURRENCES; UNTIL is a date within the supported years; COUNT and
  UNTIL are not given together (RFC 5545), and a series that ends has at most
  MAX_OCCURRENCES occurrences, all on supported dates.
- BYDAY, BYMONTHDAY, BYMONTH, BYYEARDAY, BYWEEKNO, BYSETPOS and WKST take RFC 5545's
  values and combinations. BYHOUR, BYMINUTE and BYSECOND are refused: the event's start
  gives the time of day, once a day at most. Any other part is unknown.
- The rule happens at least once on or after the event's start.

No evaluation can run away: dateutil searches period by period until it finds an
occurrence, and a rule whose filters match nothing (the 30th of February) would search up
to year 9999. Rules are therefore evaluated 7,600 years later, 19 whole Gregorian cycles of
400 years (the same weekdays, the same leap years, so the same occurrences), where
dateutil's own year-9999 stop ends any search at most 200 years after the last supported
date; the occurrences are moved back before anyone sees them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache
from typing import Literal

from dateutil.rrule import DAILY, MONTHLY, WEEKLY, YEARLY, rrule, weekday

from .timeutil import LAST_DAY, local_wall, supported_range, zone

MAX_OCCURRENCES = 5000
"""Most occurrences of a series that ends (by COUNT or UNTIL): 13 years of a daily event."""
MAX_INTERVAL = 1000
"""Largest INTERVAL: beyond it a series is a one-off inside the supported years anyway."""

SHIFT_YEARS = 7600
"""How much later rules are evaluated: 19 Gregorian cycles (see the module docstring)."""
_SHIFT_DAY = datetime(LAST_DAY.year + SHIFT_YEARS, 12, 31, 23, 59, 59)

FREQUENCIES: dict[str, Literal[0, 1, 2, 3]] = {
    "DAILY": DAILY,
    "WEEKLY": WEEKLY,
    "MONTHLY": MONTHLY,
    "YEARLY": YEARLY,
}
WEEKDAY_CODES = ("MO", "TU", "WE", "TH", "FR", "SA", "SU")
_WEEKLY_ON = "FREQ=WEEKLY;BYDAY="


def weekly_on(days: Iterable[int]) -> str:
    """The plain weekly rule on `days` (0 = Monday), in the order given: "FREQ=WEEKLY;BYDAY=MO,FR"."""
    return _WEEKLY_ON + ",".join(WEEKDAY_CODES[d] for d in days)


def days_of_weekly_on(rule: str) -> set[int] | None:
    """The days of a rule `weekly_on` wrote; None for any other rule (an interval, an end...)."""
    if not rule.startswith(_WEEKLY_ON) or ";" in rule[len(_WEEKLY_ON) :]:
        return None
    codes = rule[len(_WEEKLY_ON) :].split(",")
    return {WEEKDAY_CODES.index(c) for c in codes} if all(c in WEEKDAY_CODES for c in codes) else None


_NUMBER_LISTS = {
    # part: (lowest absolute value, highest absolute value, negative allowed)
    "BYMONTHDAY": (1, 31, True),
    "BYYEARDAY": (1, 366, True),
    "BYWEEKNO": (1, 53, True),
    "BYMONTH": (1, 12, False),
    "BYSETPOS": (1, 366, True),
}
_NOT_WITH = {
    "BYMONTHDAY": ("WEEKLY",),
    "BYYEARDAY": ("DAILY", "WEEKLY", "MONTHLY"),
    "BYWEEKNO": ("DAILY", "WEEKLY", "MONTHLY"),
}
_TIME_OF_DAY = ("BYHOUR", "BYMINUTE", "BYSECOND")
KNOWN_PARTS = ("FREQ", "INTERVAL", "COUNT", "UNTIL", "WKST", "BYDAY", *_NUMBER_LISTS)
_DAY = re.compile(r"^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$")
_UNTIL = re.compile(r"^(\d{8})(?:T(\d{6})(Z?))?$")


class RecurrenceError(ValueError):
    """A recurrence rule the calendar does not accept; the message says why in one sentence."""


@dataclass(frozen=True)
class RuleSpec:
    """An accepted rule's parts, typed. `until` is naive local wall time unless `until_utc`."""

    text: str
    freq: str
    interval: int = 1
    count: int | None = None
    until: datetime | None = None
    until_utc: bool = False
    wkst: int | None = None
    byday: tuple[tuple[int, int | None], ...] = ()
    numbers: tuple[tuple[str, tuple[int, ...]], ...] = ()

    @property
    def bounded(self) -> bool:
        return self.count is not None or self.until is not None


def split_parts(text: str) -> list[tuple[str, str]]:
    """`NAME=VALUE` pairs in order, names upper-cased, an `RRULE:` prefix dropped."""
    body = text.strip()
    if body.upper().startswith("RRULE:"):
        body = body[6:]
    return [
        (k.strip().upper(), v.strip()) for k, _, v in (p.partition("=") for p in body.split(";") if p.strip())
    ]


def read_rule(text: str) -> RuleSpec:
    """The parts of RRULE `text` after every check that needs no start (see the module doc)."""
    return _read_rule(text.strip())


@lru_cache(maxsize=4096)
def _read_rule(text: str) -> RuleSpec:
    if "\n" in text or "DTSTART" in text.upper():
        raise RecurrenceError("a recurrence is one RRULE without DTSTART; the event's start is used")
    pairs = split_parts(text)
    if not pairs:
        raise RecurrenceError("the recurrence rule is empty")
    seen: dict[str, str] = {}
    for name, value in pairs:
        if not name or not value:
            raise RecurrenceError(f"recurrence part {name or '?'}={value} needs a name and a value")
        if name in seen:
            raise RecurrenceError(f"recurrence part {name} is given twice")
        if name in _TIME_OF_DAY:
            raise RecurrenceError(
                f"recurrence part {name} is not supported: the event's start gives the time of day"
            )
        if name not in KNOWN_PARTS:
            raise RecurrenceError(f"unknown recurrence part {name}")
        seen[name] = value.upper()
    freq = seen.get("FREQ")
    if freq is None:
        raise RecurrenceError("the recurrence needs FREQ (DAILY, WEEKLY, MONTHLY or YEARLY)")
    if freq in ("HOURLY", "MINUTELY", "SECONDLY"):
        raise RecurrenceError(f"FREQ={freq} is not supported: events repeat at most daily")
    if freq not in FREQUENCIES:
        raise RecurrenceError(f"unknown FREQ={freq}: use DAILY, WEEKLY, MONTHLY or YEARLY")
    interval = _number(seen, "INTERVAL", 1, MAX_INTERVAL, None) or 1
    count = _number(seen, "COUNT", 1, MAX_OCCURRENCES, None)
    if count is not None and "UNTIL" in seen:
        raise RecurrenceError("a recurrence gives COUNT or UNTIL, not both")
    until, until_utc = _until(seen.get("UNTIL"))
    wkst = None
    if "WKST" in seen:
        if seen["WKST"] not in WEEKDAY_CODES:
            raise RecurrenceError(f"WKST={seen['WKST']} is not a weekday code ({', '.join(WEEKDAY_CODES)})")
        wkst = WEEKDAY_CODES.index(seen["WKST"])
    for name, freqs in _NOT_WITH.items():
        if name in seen and freq in freqs:
            raise RecurrenceError(f"{name} does not go with FREQ={freq}")
    byday = _days(seen.get("BYDAY"), freq, "BYWEEKNO" in seen)
    numbers = tuple((name, _numbers(name, seen[name])) for name in _NUMBER_LISTS if name in seen)
    if "BYSETPOS" in seen and len(numbers) == 1 and not byday:
        raise RecurrenceError("BYSETPOS needs another BY part to pick from")
    normal = ";".join(f"{name}={value}" for name, value in seen.items())
    return RuleSpec(normal, freq, interval, count, until, until_utc, wkst, byday, numbers)


def _number(parts: dict[str, str], name: str, low: int, high: int, default: int | None) -> int | None:
    if name not in parts:
        return default
    text = parts[name]
    if not re.fullmatch(r"[+-]?\d{1,9}", text) or not low <= int(text) <= high:
        raise RecurrenceError(f"{name}={text} must be a whole number from {low} to {high}")
    return int(text)


def _numbers(name: str, text: str) -> tuple[int, ...]:
    low, high, negative = _NUMBER_LISTS[name]
    values = []
    for item in text.split(","):
        item = item.strip()
        if not re.fullmatch(r"[+-]?\d{1,3}", item) or not low <= abs(int(item)) <= high:
            sign = f"-{high} to -{low} or " if negative else ""
            raise RecurrenceError(f"{name} value {item or '(empty)'} must be {sign}{low} to {high}")
        if int(item) < 0 and not negative:
            raise RecurrenceError(f"{name} value {item} must be {low} to {high}")
        values.append(int(item))
    return tuple(values)


def _days(text: str | None, freq: str, with_weekno: bool) -> tuple[tuple[int, int | None], ...]:
    if text is None:
        return ()
    days = []
    for item in text.split(","):
        match = _DAY.fullmatch(item.strip())
        if not match:
            raise RecurrenceError(f"BYDAY value {item or '(empty)'} is not a weekday code like MO or 1MO")
        nth = int(match.group(1)) if match.group(1) else None
        if nth is not None:
            highest = {"MONTHLY": 5, "YEARLY": 53}.get(freq)
            if highest is None or (freq == "YEARLY" and with_weekno):
                raise RecurrenceError(f"BYDAY={item} numbers a weekday, which FREQ={freq} does not allow")
            if not 1 <= abs(nth) <= highest:
                raise RecurrenceError(
                    f"BYDAY={item}: with FREQ={freq} the number is 1 to {highest} or -1 to -{highest}"
                )
        days.append((WEEKDAY_CODES.index(match.group(2)), nth))
    return tuple(days)


def _until(text: str | None) -> tuple[datetime | None, bool]:
    if text is None:
        return None, False
    match = _UNTIL.fullmatch(text)
    try:
        if not match:
            raise ValueError
        day = datetime.strptime(match.group(1), "%Y%m%d")
        clock = datetime.strptime(match.group(2), "%H%M%S").time() if match.group(2) else None
    except ValueError:
        raise RecurrenceError(
            f"UNTIL={text} is not a date like 20261220 or a time like 20261221T045959Z"
        ) from None
    if not _in_years(day):
        raise RecurrenceError(f"UNTIL={text} is outside the supported dates ({supported_range()})")
    if clock is None:  # a date: all of that (local) day
        return day.replace(hour=23, minute=59, second=59), False
    return datetime.combine(day.date(), clock), bool(match.group(3))


def _in_years(moment: datetime) -> bool:
    return 1900 <= moment.year <= LAST_DAY.year


def _later(moment: datetime) -> datetime:
    return moment.replace(year=moment.year + SHIFT_YEARS)


def _back(moment: datetime) -> datetime:
    return moment.replace(year=moment.year - SHIFT_YEARS)


class WallRule:
    """An accepted rule anchored at a naive local start: naive local starts out, bounded work.

    Every search runs 7,600 years later and stops by year 9999 (see the module docstring).
    """

    __slots__ = ("spec", "wall_start", "_rule")

    def __init__(self, spec: RuleSpec, wall_start: datetime, tzname: str) -> None:
        self.spec = spec
        self.wall_start = wall_start
        until = spec.until
        if until is not None and spec.until_utc:
            until = local_wall(until.replace(tzinfo=UTC), zone(tzname))
        numbers = dict(spec.numbers)
        self._rule = rrule(
            FREQUENCIES[spec.freq],
            dtstart=_later(wall_start),
            interval=spec.interval,
            count=spec.count,
            until=_later(until) if until is not None else None,
            wkst=spec.wkst,
            byweekday=[weekday(day, nth) for day, nth in spec.byday] or None,
            bymonthday=numbers.get("BYMONTHDAY"),
            bymonth=numbers.get("BYMONTH"),
            byyearday=numbers.get("BYYEARDAY"),
            byweekno=numbers.get("BYWEEKNO"),
            bysetpos=numbers.get("BYSETPOS"),
        )

    def between(self, wall_from: datetime, wall_to: datetime) -> list[datetime]:
        """Local starts in [wall_from, wall_to], both included."""
        found = self._rule.between(_later(wall_from), _later(min(wall_to, _back(_SHIFT_DAY))), inc=True)
        return [_back(moment) for moment in found]

    def first(self) -> datetime | None:
        """The first local start, or None when the rule never happens on a supported date."""
        return self.after(self.wall_start)

    def after(self, wall_from: datetime) -> datetime | None:
        """The first local start at or after `wall_from` (None: none on a supported date)."""
        found = self._rule.after(_later(wall_from), inc=True)
        return _back(found) if found is not None and found <= _SHIFT_DAY else None

    def walls(self, limit: int = MAX_OCCURRENCES) -> list[datetime]:
        """The first `limit` local starts (every one, for a series that ends)."""
        found: list[datetime] = []
        for moment in self._rule:
            found.append(_back(moment))
            if len(found) >= limit:
                break
        return found


@lru_cache(maxsize=4096)
def wall_rule(text: str, wall_start: datetime, tzname: str = "UTC") -> WallRule:
    """The accepted rule `text` anchored at `wall_start` (cached; raises RecurrenceError)."""
    return WallRule(read_rule(text), wall_start, tzname)


@lru_cache(maxsize=4096)
def check_rule(text: str, wall_start: datetime, tzname: str) -> str:
    """Every check of `text` for a series starting at local `wall_start`; the rule normalised.

    Beyond `read_rule`: the series happens at least once on a supported date, and a series
    that ends has at most MAX_OCCURRENCES occurrences, the last on a supported date.
    """
    if not 1899 <= wall_start.year <= LAST_DAY.year + 1:  # a day of slack either side
        raise RecurrenceError(f"a series must start within the supported dates ({supported_range()})")
    rule = wall_rule(text, wall_start, tzname)
    spec = rule.spec
    first = rule.first()
    if first is None:
        raise RecurrenceError(f"the recurrence {spec.text} never happens on or after the event's start")
    if spec.until is not None:
        walls = rule.walls(MAX_OCCURRENCES + 1)
        if len(walls) > MAX_OCCURRENCES:
            raise RecurrenceError(
                f"the recurrence {spec.text} happens more than {MAX_OCCURRENCES} times before its "
                "UNTIL: end it sooner, or leave it open-ended"
            )
    elif spec.count is not None:
        walls = rule.walls(spec.count)
        if len(walls) < spec.count or not _in_years(walls[-1]):
            raise RecurrenceError(
                f"the recurrence {spec.text} runs past the last supported date ({LAST_DAY.isoformat()})"
            )
    return spec.text

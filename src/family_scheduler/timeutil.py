"""Time helpers: every datetime here is aware, zones come from zoneinfo.

Local wall-clock arithmetic (what a family means by "9am every Monday") is done on
naive local times and localised at the end, so DST never shifts an event's clock time.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta, timezone
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

FIRST_DAY = date(1900, 1, 1)
"""The first supported date. Before 1900 most zones keep local mean time (offsets such as
-04:56:02), which no family means; see docs/usage.md "Supported dates"."""
LAST_DAY = date(2199, 12, 31)
"""The last supported date: far enough for any family plan, and far enough from year 9999
(Python's limit) that no arithmetic on a supported date, a long series or a read span can
overflow."""
FIRST_INSTANT = datetime(1900, 1, 1, tzinfo=UTC) - timedelta(days=1)
LAST_INSTANT = datetime(2200, 1, 1, tzinfo=UTC) + timedelta(days=1)
"""Instants every supported local date falls within, whatever its zone (a day of slack)."""


class DateOutOfRange(ValueError):
    """A date outside the supported years (FIRST_DAY to LAST_DAY); the message says which."""


def supported_range() -> str:
    return f"{FIRST_DAY.isoformat()} to {LAST_DAY.isoformat()}"


def check_in_range(moment: date | datetime, what: str = "date") -> None:
    """Refuse a date outside the supported years, in a sentence naming `what` it is.

    A datetime is judged by its own reading (the date as written, in its own offset).
    """
    day = moment.date() if isinstance(moment, datetime) else moment
    if not FIRST_DAY <= day <= LAST_DAY:
        raise DateOutOfRange(f"{what} {day.isoformat()} is outside the supported dates ({supported_range()})")


def check_span_in_range(start: datetime, end: datetime, what: str = "span") -> None:
    """`check_in_range` for a half-open span [start, end): its end may be the day after LAST_DAY."""
    check_in_range(start, f"the {what} starts on")
    if end > start:
        last = end - timedelta(microseconds=1)
        if not FIRST_DAY <= last.date() <= LAST_DAY:
            check_in_range(end, f"the {what} ends on")


def zone(name: str) -> ZoneInfo:
    """The zone called `name`, with a clear error for a typo."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError) as err:
        raise ValueError(f"unknown time zone {name!r}") from err


def require_aware(moment: datetime, what: str = "datetime") -> datetime:
    """Refuse naive datetimes: a naive time is a bug waiting for DST."""
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise ValueError(f"{what} must carry a time zone offset: {moment.isoformat()}")
    return moment


def parse_instant(value: str | datetime) -> datetime:
    """An aware datetime from ISO 8601 text (``Z`` accepted) or a datetime."""
    moment = (
        value
        if isinstance(value, datetime)
        else datetime.fromisoformat(str(value).strip().replace("Z", "+00:00"))
    )
    return require_aware(moment)


_ONE_DAY = timedelta(days=1)
_ONE_MICROSECOND = timedelta(microseconds=1)
"""Made once: `timedelta(...)` with a keyword parses it on every call (hot day arithmetic)."""


def localize(wall: datetime, tz: ZoneInfo) -> datetime:
    """Attach `tz` to a naive wall time (normalised: the result reads as the clock does).

    A wall time in the spring-forward gap moves forward by the gap (02:30 → 03:30);
    an ambiguous fall-back time takes its first (daylight) reading.
    """
    if wall.tzinfo is None and not wall.fold:  # `replace` costs several times what these do
        aware = datetime.combine(wall.date(), wall.time(), tz)
    else:
        aware = wall.replace(tzinfo=tz, fold=0)
    # Round-trip through UTC normalises a time that does not exist locally.
    return aware.astimezone(UTC).astimezone(tz)


def wall_shifted(moment: datetime, shift: timedelta, tz: ZoneInfo) -> datetime:
    """`moment` moved by `shift` on the wall clock of `tz`: the same clock time days later,
    or twelve hours over to the other half of the day (unlike `later_by`, which counts
    elapsed time across a change of the clocks)."""
    return localize(moment.astimezone(tz).replace(tzinfo=None) + shift, tz)


def later_by(moment: datetime, duration: timedelta, tz: ZoneInfo) -> datetime:
    """`moment` plus `duration` of real (elapsed) time, read in `tz`.

    Python adds a timedelta to a zone-aware datetime on the wall clock; an hour-long
    event that starts just before the clocks go back must still last one hour.
    """
    return unfolded((require_aware(moment).astimezone(UTC) + duration).astimezone(tz))


def unfolded(moment: datetime) -> datetime:
    """`moment`, with a fixed offset when it is the second of two equal clock times.

    Python compares two datetimes of one zone on the wall clock, ignoring `fold`, and
    never finds a fold=1 time equal to any instant of another zone: 01:30 EST (fold=1)
    would sort before 01:45 EDT. A fixed offset names the same instant and compares as one.
    """
    if not moment.fold:
        return moment
    offset = moment.utcoffset()
    assert offset is not None
    return moment.replace(tzinfo=timezone(offset), fold=0)


def elapsed(start: datetime, end: datetime) -> timedelta:
    """Real time from `start` to `end` (Python subtracts same-zone datetimes on the wall clock)."""
    return require_aware(end).astimezone(UTC) - require_aware(start).astimezone(UTC)


_NEAR_A_CHANGE = timedelta(hours=3)
"""Longer than any change of the clocks: a clock time is ambiguous only this close to one."""


def clock_note(wall: datetime, start: datetime, end: datetime, tz: ZoneInfo) -> str | None:
    """Why an occurrence meant for local `wall` reads differently on the clock, or None.

    `start` and `end` are the occurrence's instants in `tz`: a start the clocks skip has
    moved forward; a clock time that comes twice names the first (or second) of the two;
    a change of the clocks during the event makes its clock times closer or further apart
    than its real length. Cheap when nothing changes (the hot path of every expansion).
    """
    offset = start.utcoffset()
    notes = []
    twice = False
    if start.minute != wall.minute or start.hour != wall.hour or start.day != wall.day:
        notes.append(f"moved from {wall:%H:%M}: the clocks go forward")
    elif tz.utcoffset(wall) != tz.utcoffset(wall + _NEAR_A_CHANGE):  # a change soon: look closer
        first = tz.utcoffset(wall)
        if tz.utcoffset(wall.replace(fold=1)) != first:
            twice = True
            which = "first" if offset == first else "second"
            notes.append(f"the {which} {wall:%H:%M} of two: the clocks go back")
    end_offset = end.utcoffset()
    if end_offset != offset and end_offset is not None and offset is not None:
        # The clock reading of the end moves by the change: closer when the clocks go back.
        if end_offset < offset:
            if twice:
                notes[-1] += " during it"
            else:
                notes.append("the clocks go back during it")
        else:
            notes.append("the clocks go forward during it")
    return "; ".join(notes) or None


def local_wall(moment: datetime, tz: ZoneInfo) -> datetime:
    """The naive local wall-clock reading of an aware instant."""
    local = require_aware(moment).astimezone(tz)
    return datetime.combine(local.date(), local.time())  # `replace(tzinfo=None)`, for less


def at_local(day: date, clock: time, tz: ZoneInfo) -> datetime:
    """`day` at `clock` in `tz`, DST-correct."""
    if clock.tzinfo is None and not clock.fold:
        # `localize` of the naive combination, made in one step: `combine` attaches the zone
        # (fold 0, as `localize` sets it) for a fifth of what `datetime.replace` costs, and
        # the rules ask for their days' clock times in every turn (`constraints._day_blocks`).
        return datetime.combine(day, clock, tz).astimezone(UTC).astimezone(tz)
    return localize(datetime.combine(day, clock), tz)


@lru_cache(maxsize=4096)
def start_of_day(day: date, tz: ZoneInfo) -> datetime:
    """Local midnight of `day` (memoised: a turn asks for the same few days' midnights
    over and over, from the day index, the busy model and the conflict check)."""
    return at_local(day, time(0, 0), tz)


def local_days(start: datetime, end: datetime, tz: ZoneInfo) -> tuple[date, date]:
    """The first and last local day [start, end) touches (an end at midnight is the day
    before's end, not a day of its own)."""
    return start.astimezone(tz).date(), (end - _ONE_MICROSECOND).astimezone(tz).date()


def day_span(day: date, tz: ZoneInfo) -> tuple[datetime, datetime]:
    """[00:00, next 00:00) of `day` in local time (23 or 25 hours on DST days)."""
    return start_of_day(day, tz), start_of_day(day + _ONE_DAY, tz)


def to_utc(moment: datetime) -> datetime:
    return require_aware(moment).astimezone(UTC)


def epoch(moment: datetime) -> int:
    """Whole seconds since the epoch: the storage and index key for instants."""
    return int(require_aware(moment).timestamp())


def from_epoch(seconds: int) -> datetime:
    return datetime.fromtimestamp(seconds, UTC)


def iso(moment: datetime, tz: ZoneInfo | None = None) -> str:
    """ISO 8601 with offset, in `tz` when given."""
    moment = require_aware(moment)
    return (moment.astimezone(tz) if tz else moment).isoformat()


def overlaps(a_start: datetime, a_end: datetime, b_start: datetime, b_end: datetime) -> bool:
    """Half-open overlap: touching ends do not overlap."""
    return a_start < b_end and b_start < a_end


def clock_time(moment: time | datetime, style: str = "24h") -> str:
    """A clock reading as the family says it: '15:30' (24h) or '3:30pm' (12h, whole hours
    as '3pm', 00:00 as 'midnight')."""
    hour, minute = moment.hour, moment.minute
    if style != "12h":
        return f"{hour:02d}:{minute:02d}"
    if hour == 0 and minute == 0:
        return "midnight"
    half = "am" if hour < 12 else "pm"
    shown = hour % 12 or 12
    return f"{shown}{half}" if minute == 0 else f"{shown}:{minute:02d}{half}"


def clock_span(start: time | datetime, end: time | datetime, style: str = "24h") -> str:
    """'15:00–16:30', or in 12h '3–4:30pm' (one am/pm when both share it) and '11am–1pm'."""
    last = clock_time(end, style)
    if style != "12h":
        return f"{clock_time(start, style)}–{last}"
    first = clock_time(start, style)
    if first[-2:] == last[-2:] and first[-1] == "m" and last[-1] == "m":
        first = first[:-2]
    return f"{first}–{last}"


def local_clock_span(start: datetime, end: datetime, tz: ZoneInfo) -> str:
    """'16:00–17:30': the clock span of [start, end) read in `tz`."""
    return clock_span(start.astimezone(tz), end.astimezone(tz))


def describe_local(moment: datetime, tz: ZoneInfo, with_day: bool = True, style: str = "24h") -> str:
    """'Sat Nov 28 14:00' (or '2pm' in the 12-hour clock) for replies, in the family's zone."""
    local = require_aware(moment).astimezone(tz)
    clock = clock_time(local, style)
    if not with_day:
        return clock
    return f"{local.strftime('%a %b')} {local.day} {clock}"


def whole_local_day(start: datetime, end: datetime, tz: ZoneInfo) -> date | None:
    """The local day [start, end) is exactly, midnight to midnight in `tz` (23 or 25 hours
    on the days the clocks change); None for any other span."""
    s, e = start.astimezone(tz), end.astimezone(tz)
    if s.time() == time(0) and e.time() == time(0) and e.date() == s.date() + timedelta(days=1):
        return s.date()
    return None


def describe_span(start: datetime, end: datetime, tz: ZoneInfo, style: str = "24h") -> str:
    """'Sat Nov 28 14:00–15:30' (or across days with both dates; a whole day 'Sat Nov 28 (all day)').

    Memoised: a create turn says the same span in the slot search's answer, the conflict
    check's summary, its rule conflicts and the reply. The folds are part of the key:
    two datetimes of one zone compare on the clock alone, and so would be one key for
    two instants in the hour the clocks repeat (of other zones, equal means one instant)."""
    return _describe_span(start, start.fold, end, end.fold, tz, style)


@lru_cache(maxsize=1024)
def _describe_span(start: datetime, _sf: int, end: datetime, _ef: int, tz: ZoneInfo, style: str) -> str:
    s, e = start.astimezone(tz), end.astimezone(tz)
    if whole_local_day(s, e, tz) is not None:
        return f"{s.strftime('%a %b')} {s.day} (all day)"  # not "midnight–midnight"
    if s.date() == e.date() or (e - s <= timedelta(hours=24) and e.time() == time(0)):
        return f"{s.strftime('%a %b')} {s.day} {clock_span(s, e, style)}"
    return f"{describe_local(s, tz, style=style)} – {describe_local(e, tz, style=style)}"


TWELVE_HOUR_COUNTRIES = frozenset(
    {"US", "PR", "GU", "VI", "AS", "MP", "UM", "CA", "AU", "NZ", "IN", "PK", "BD", "PH", "MY", "EG", "SA"}
)
"""Countries (ISO 3166) whose everyday written clock is the 12-hour one; elsewhere 24-hour."""


@lru_cache(maxsize=1)
def _zone_countries() -> dict[str, str]:
    """Zone name → country code, from the zone database's zone.tab (tzdata, else the OS)."""
    text = ""
    try:
        text = resources.files("tzdata").joinpath("zoneinfo", "zone.tab").read_text(encoding="utf-8")
    except (ModuleNotFoundError, FileNotFoundError, OSError):
        system = Path("/usr/share/zoneinfo/zone.tab")
        text = system.read_text(encoding="utf-8") if system.exists() else ""
    countries = {}
    for line in text.splitlines():
        parts = line.split("\t")
        if len(parts) >= 3 and not line.startswith("#"):
            countries[parts[2]] = parts[0]
    return countries


def usual_clock(zone_name: str) -> Literal["12h", "24h"]:
    """'12h' where the zone's country writes the 12-hour clock (US, Canada, India...), else '24h'."""
    return "12h" if _zone_countries().get(zone_name) in TWELVE_HOUR_COUNTRIES else "24h"

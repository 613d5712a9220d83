"""Time helpers: every datetime here is aware, zones come from zoneinfo.

Local wall-clock arithmetic (what a family means by "9am every Monday") is done on
naive local times and localised at the end, so DST never shifts an event's clock time.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError


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


def localize(wall: datetime, tz: ZoneInfo) -> datetime:
    """Attach `tz` to a naive wall time.

    A wall time in the spring-forward gap moves forward by the gap (02:30 → 03:30);
    an ambiguous fall-back time takes its first (daylight) reading.
    """
    aware = wall.replace(tzinfo=tz, fold=0)
    # Round-trip through UTC normalises a time that does not exist locally.
    return aware.astimezone(UTC).astimezone(tz)


def local_wall(moment: datetime, tz: ZoneInfo) -> datetime:
    """The naive local wall-clock reading of an aware instant."""
    return require_aware(moment).astimezone(tz).replace(tzinfo=None)


def at_local(day: date, clock: time, tz: ZoneInfo) -> datetime:
    """`day` at `clock` in `tz`, DST-correct."""
    return localize(datetime.combine(day, clock), tz)


def start_of_day(day: date, tz: ZoneInfo) -> datetime:
    return at_local(day, time(0, 0), tz)


def day_span(day: date, tz: ZoneInfo) -> tuple[datetime, datetime]:
    """[00:00, next 00:00) of `day` in local time (23 or 25 hours on DST days)."""
    return start_of_day(day, tz), start_of_day(day + timedelta(days=1), tz)


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


def describe_local(moment: datetime, tz: ZoneInfo, with_day: bool = True) -> str:
    """'Sat Nov 28 14:00' style text for replies, in the family's zone."""
    local = require_aware(moment).astimezone(tz)
    clock = local.strftime("%H:%M")
    if not with_day:
        return clock
    return f"{local.strftime('%a %b')} {local.day} {clock}"


def describe_span(start: datetime, end: datetime, tz: ZoneInfo) -> str:
    """'Sat Nov 28 14:00–15:30' (or across days with both dates)."""
    s, e = start.astimezone(tz), end.astimezone(tz)
    if s.date() == e.date() or (e - s <= timedelta(hours=24) and e.time() == time(0)):
        return f"{describe_local(s, tz)}–{describe_local(e, tz, with_day=False)}"
    return f"{describe_local(s, tz)} – {describe_local(e, tz)}"

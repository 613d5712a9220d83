"""Small phrases for replies: days, clock spans, periods and lists of names, in local time."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import date, datetime, time, timedelta
from typing import TypeVar
from zoneinfo import ZoneInfo

from family_scheduler.models import Family
from family_scheduler.wording import join_names

T = TypeVar("T")


def day_label(day: date) -> str:
    """'Tuesday Nov 24'."""
    return f"{day:%A %b} {day.day}"


def moment_label(moment: datetime, tz: ZoneInfo) -> str:
    """'Tuesday Nov 24 16:00'."""
    local = moment.astimezone(tz)
    return f"{day_label(local.date())} {local:%H:%M}"


def clock_span(start: datetime, end: datetime, tz: ZoneInfo) -> str:
    """'16:00–17:30' on one day, '22:00–24:00' to midnight, '22:00–Wed 01:00' across it."""
    s, e = start.astimezone(tz), end.astimezone(tz)
    if s.date() == e.date():  # the common case, kept cheap: replies can list hundreds
        return f"{s.hour:02d}:{s.minute:02d}–{e.hour:02d}:{e.minute:02d}"
    if e.time() == time(0) and e.date() == s.date() + timedelta(days=1):
        return f"{s:%H:%M}–24:00"
    return f"{s:%H:%M}–{e:%a %H:%M}"


def _midnight(moment: datetime, tz: ZoneInfo) -> bool:
    return moment.astimezone(tz).time() == time(0)


def describe_period(start: datetime, end: datetime, tz: ZoneInfo) -> str:
    """The span in words, whole days named as days, anything else with clock times.

    'on Tuesday Nov 24', 'on Saturday Nov 28 12:00–17:00', 'from Saturday Nov 28 to Sunday Nov 29'.
    """
    s, e = start.astimezone(tz), end.astimezone(tz)
    if _midnight(s, tz) and _midnight(e, tz):
        last = e.date() - timedelta(days=1)
        if last <= s.date():
            return f"on {day_label(s.date())}"
        return f"from {day_label(s.date())} to {day_label(last)}"
    if s.date() == e.date() or (_midnight(e, tz) and e.date() == s.date() + timedelta(days=1)):
        return f"on {day_label(s.date())} {clock_span(s, e, tz)}"
    if _midnight(e, tz):
        return f"from {moment_label(s, tz)} to the end of {day_label(e.date() - timedelta(days=1))}"
    return f"from {moment_label(s, tz)} to {moment_label(e, tz)}"


def so_far_period(start: datetime, end: datetime, tz: ZoneInfo) -> str:
    """A span under way, asked of in the past tense, cut at now (`end`): 'from Sunday Nov 1 up
    to now', 'on Monday Nov 23 up to now', 'on Monday Nov 23 from 17:00 up to now'."""
    s, e = start.astimezone(tz), end.astimezone(tz)
    if s.date() != e.date():
        since = day_label(s.date()) if _midnight(s, tz) else moment_label(s, tz)
        return f"from {since} up to now"
    since = "" if _midnight(s, tz) else f" from {s:%H:%M}"
    return f"on {day_label(s.date())}{since} up to now"


class Names:
    """Display names of members or resources, in the family file's order, remembered per reply."""

    def __init__(self, family: Family) -> None:
        self._order = {m.id: i for i, m in enumerate(family.members)}
        self._family = family
        self._said: dict[tuple[str, ...], str] = {}

    def __call__(self, ids: Iterable[str]) -> str:
        key = tuple(ids)
        said = self._said.get(key)
        if said is None:
            last = len(self._order)
            ordered = sorted(set(key), key=lambda i: (self._order.get(i, last), i))
            said = self._said[key] = join_names([self._family.display_name(i) for i in ordered], none="")
        return said

    def rooms(self, ids: Iterable[str]) -> str:
        """The rooms among `ids` ("Kitchen"): a room booked is where an event happens; a car
        or the laptop is no place."""
        found = [r for r in ids if (room := self._family.resource(r)) is not None and room.kind in ROOM_KINDS]
        return self(found) if found else ""


ROOM_KINDS = frozenset({"room"})
"""The kinds of things the family books that are places to be."""


def names(ids: Iterable[str], family: Family) -> str:
    """Display names of members or resources, in the family file's order."""
    return Names(family)(ids)


def by_day(
    items: Iterable[T],
    start_of: Callable[[T], datetime],
    tz: ZoneInfo,
) -> dict[date, list[T]]:
    """Items grouped by the local day they start on, days in order."""
    groups: dict[date, list[T]] = {}
    for item in items:
        groups.setdefault(start_of(item).astimezone(tz).date(), []).append(item)
    return dict(sorted(groups.items()))

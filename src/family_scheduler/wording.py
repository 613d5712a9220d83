"""Plain words shared across the graphs: names not ids, lists as people say them, ordinals."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.models import Event, Family, Occurrence
from family_scheduler.repeat_words import describe_repeat
from family_scheduler.timeutil import describe_local, describe_span, zone

ORDINAL_WORDS = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
    "eleventh": 11,
    "twelfth": 12,
    "thirteenth": 13,
    "fourteenth": 14,
    "fifteenth": 15,
    "sixteenth": 16,
    "seventeenth": 17,
    "eighteenth": 18,
    "nineteenth": 19,
    "twentieth": 20,
    "thirtieth": 30,
}
"""English ordinal words, one word each (compounds like "twenty-first" are built from these)."""


def join_names(names: Sequence[str], none: str = "nobody") -> str:
    """'Emma', 'Emma and Jake', 'Sarah, Emma and Jake' (`none` for an empty list)."""
    names = list(names)
    if not names:
        return none
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def people(family: Family, member_ids: Iterable[str], none: str = "nobody") -> str:
    """Members' (or resources') display names, joined as people say them."""
    return join_names([family.display_name(m) for m in member_ids], none)


def with_names(family: Family, text: str) -> str:
    """Replace member ids in a rule's wording ('jake would have 4 events') with names."""
    for member in family.members:
        text = re.sub(rf"\b{re.escape(member.id)}\b", member.name, text)
    return text


def zone_label(zone_name: str) -> str:
    """'London time' for Europe/London, 'Los Angeles time' for America/Los_Angeles."""
    return zone_name.rsplit("/", 1)[-1].replace("_", " ") + " time"


def _day(moment: datetime) -> str:
    return f"{moment:%a %b} {moment.day}"


def when_words(
    start: datetime,
    end: datetime,
    tz: ZoneInfo,
    *,
    all_day: bool = False,
    reminder: bool = False,
    own_zone: str | None = None,
) -> str:
    """When an entry happens, in the family's zone: 'Sat Nov 28 14:00–15:00', 'Sat Nov 28
    (all day)', 'Fri Nov 27 – Sun Nov 29 (all day)', 'Fri Nov 27 10:00–11:00 (15:00–16:00
    London time)', 'due Fri Nov 27 17:00' for a reminder."""
    if all_day:
        s, last = start.astimezone(tz), (end - timedelta(seconds=1)).astimezone(tz)
        days = _day(s) if s.date() >= last.date() else f"{_day(s)} – {_day(last)}"
        return f"due {days}" if reminder else f"{days} (all day)"
    text = f"due {describe_local(start, tz)}" if reminder else describe_span(start, end, tz)
    if own_zone and own_zone != tz.key:
        there = zone(own_zone)
        said = describe_local(
            start, there, with_day=start.astimezone(there).date() != start.astimezone(tz).date()
        )
        if not reminder:
            said += f"–{describe_local(end, there, with_day=False)}"
        text += f" ({said} {zone_label(own_zone)})"
    return text


def describe_event(event: Event, family: Family, tz: ZoneInfo) -> str:
    """'soccer practice for Emma with uncle Bob at the YMCA, Sat Nov 28 14:00–15:00, every
    Saturday at 14:00 (Minivan)' in local time; a reminder: 'reminder for Sarah: call mom, due
    Fri Nov 27 17:00'."""
    reminder = event.kind == "reminder"
    when = when_words(
        event.start, event.end, tz, all_day=event.all_day, reminder=reminder, own_zone=event.timezone
    )
    whom = people(family, event.participants)
    if reminder:
        text = (
            f"reminder for {whom}: {event.title}, {when}"
            if event.participants
            else f"reminder: {event.title}, {when}"
        )
    else:
        text = f"{event.title}{f' for {whom}' if event.participants else ''}"
        if event.guests:
            text += f" with {join_names(event.guests)}"
        text += f" at {event.location}, {when}" if event.location else f", {when}"
    if event.recurrence:
        text += ", " + describe_repeat(event.recurrence, event.start, zone(event.timezone), event.all_day)
    if event.resources:
        text += f" ({', '.join(family.display_name(r) for r in event.resources)})"
    if not reminder and not event.blocks_time:
        text += " — shown as free"
    return text


def entry_line(occ: Occurrence, family: Family, tz: ZoneInfo, repeat: str | None = None) -> str:
    """One listed occurrence, its day left to the heading: '14:00–15:00  soccer practice
    (Emma) at the YMCA [Minivan]', 'all day  grandma's birthday (…)', 'due 17:00  reminder:
    call mom (Sarah)'; its repeat in words and its note (a change of the clocks) after."""
    local, end = occ.start.astimezone(tz), occ.end.astimezone(tz)
    if occ.all_day:
        last = (occ.end - timedelta(seconds=1)).astimezone(tz)
        clock = "all day" if last.date() == local.date() else f"all day until {_day(last)}"
    elif occ.kind == "reminder":
        clock = f"due {local:%H:%M}"
    elif end.date() != local.date() and not (
        end - local <= timedelta(hours=24) and end.hour == end.minute == 0
    ):
        clock = f"{local:%H:%M} – {_day(end)} {end:%H:%M}"
    else:
        clock = f"{local:%H:%M}–{end:%H:%M}"
    if occ.timezone and occ.timezone != tz.key and not occ.all_day:
        there = zone(occ.timezone)
        clock += f" ({occ.start.astimezone(there):%H:%M} {zone_label(occ.timezone)})"
    whom = ", ".join(family.display_name(p) for p in occ.participants)
    what = f"reminder: {occ.title}" if occ.kind == "reminder" else occ.title
    text = f"{clock}  {what} ({whom})" if whom else f"{clock}  {what}"
    if occ.location:
        text += f" at {occ.location}"
    if occ.resources:
        text += f" [{', '.join(family.display_name(r) for r in occ.resources)}]"
    extras = [x for x in (repeat, occ.note) if x]
    if occ.kind != "reminder" and not occ.blocks_time:
        extras.append("shown as free")
    return text + "".join(f"  — {x}" for x in extras)

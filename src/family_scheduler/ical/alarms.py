"""VALARM reminders as the calendar holds them: so many minutes before each start.

Phones write reminders other ways too: Apple at a fixed time (TRIGGER;VALUE=DATE-TIME),
some apps relative to the end (RELATED=END). Each becomes minutes before the start when
it can (a fixed time before a one-off event's start, an end-relative one that still falls
before the start); one the calendar cannot hold (after the start, at a fixed time of a
series, more than four weeks ahead) is left out with a line saying so, never silently.
Apple's placeholder (ACTION:NONE, "no alarm") is no reminder at all.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from ..models.events import Alarm

LONGEST = timedelta(days=28)
"""The longest a reminder may come before its event here (models.events.Alarm)."""


def alarms_of(
    vevent: Any, start: datetime, end: datetime, tz: ZoneInfo, repeats: bool
) -> tuple[list[Alarm], list[str]]:
    """The reminders of `vevent` (its event from `start` to `end`, a series when `repeats`),
    and one line for each reminder that cannot be kept."""
    alarms: list[Alarm] = []
    lost: list[str] = []
    for valarm in vevent.walk("VALARM"):
        if str(valarm.get("ACTION") or "").upper() == "NONE":
            continue
        trigger = valarm.get("TRIGGER")
        value = None if trigger is None else trigger.dt
        if isinstance(value, timedelta):
            related = str(trigger.params.get("RELATED", "START")).upper()
            before = -value if related == "START" else (start - end) - value
            said = _offset(value) + (" its end" if related == "END" else " its start")
        elif isinstance(value, datetime):
            moment = value if value.tzinfo is not None else value.replace(tzinfo=tz)
            if repeats:
                lost.append(
                    f"a reminder at a fixed time ({moment.astimezone(tz):%a %b %-d %Y %H:%M}) is not "
                    "kept: reminders here come a set time before each occurrence"
                )
                continue
            before = start - moment.astimezone(UTC)
            said = f"at {moment.astimezone(tz):%a %b %-d %Y %H:%M}"
        else:
            lost.append("a reminder with no time (no TRIGGER) is not kept")
            continue
        if before < timedelta(0):
            lost.append(
                f"a reminder {said} is not kept: it comes after the start (reminders here come before)"
            )
        elif before > LONGEST:
            lost.append(f"a reminder {said} is not kept: reminders here come at most 4 weeks before")
        else:
            alarms.append(Alarm(minutes_before=int(before.total_seconds() // 60)))
    return alarms, lost


def _offset(value: timedelta) -> str:
    """'15 minutes before', '1 hour after' (a TRIGGER's offset, as a family says it)."""
    minutes = int(abs(value).total_seconds() // 60)
    if minutes % (24 * 60) == 0 and minutes:
        amount, unit = minutes // (24 * 60), "day"
    elif minutes % 60 == 0 and minutes:
        amount, unit = minutes // 60, "hour"
    else:
        amount, unit = minutes, "minute"
    side = "before" if value <= timedelta(0) else "after"
    return f"{amount} {unit}{'' if amount == 1 else 's'} {side}"

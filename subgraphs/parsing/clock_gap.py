""" "2:30am" on the night the clocks go forward (Sunday Mar 14 2027 in New York): that wall
time never comes. The start is moved on by the gap (`timeutil.localize`: 3:30am), and the
family is told so before the question, never shown 3:30am as if it had been said.
"""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.models.request import READ_AS
from family_scheduler.timeutil import clock_time


def skipped_clock(start: datetime | None, said: time | None, tz: ZoneInfo) -> str | None:
    """The words saying the clock said does not exist that day and what was taken; None
    when the start is at the clock said (or no clock was said)."""
    if start is None or said is None:
        return None
    local = start.astimezone(tz)
    if (local.hour, local.minute) == (said.hour, said.minute):
        return None
    wall = datetime.combine(local.date(), said)
    if wall.replace(tzinfo=tz).astimezone(UTC).astimezone(tz).replace(tzinfo=None) == wall:
        return None  # the clock said exists that day: moved for another reason, said elsewhere
    if not timedelta(0) < local.replace(tzinfo=None) - wall <= timedelta(hours=2):
        return None
    said_as, taken = clock_time(said, "12h"), clock_time(local, "12h")
    return (
        f'{READ_AS} "{said_as}" as {taken}: {said_as} never comes on {local:%a %b} {local.day}, '
        "when the clocks go forward an hour"
    )

"""A bare hour said about an event means the reading nearer the event's own time.

The parsing contract reads a bare 7-11 ("at 8") as the morning unless the words speak of
the evening. Said about an event already set ("make it 7" for a 4pm dentist, "move it to
8" for a 7pm call), it means the evening when that is nearer the event's time: the parser
could not know the event, the answer and the change can. A tie ("move the 3pm dentist to
9") keeps the contract's morning.
"""

from __future__ import annotations

import re
from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

from .timeutil import wall_shifted

HALF_OF_DAY = re.compile(
    r"(?<![a-z])[ap]\.?m\b\.?|\b(?:morning|noon|midday|midnight|afternoon|evening|night|tonight)\b"
    r"|\d{1,2}h\b|\b0\d:\d\d\b"
)
"""Words that say which half of the day a clock time is in (or a 24-hour "08:00")."""


def evening_hour(
    clock: time, event_start: datetime, text: str, tz: ZoneInfo, said_end: datetime | None = None
) -> time:
    """`clock` moved to the evening when it is a bare 7-11, nothing in `text` says the half
    of the day, and the evening reading is nearer the event's clock time. A range said with
    an end after noon ("from 10 to 5") already settled its start: never moved past its end."""
    if not 7 <= clock.hour <= 11 or HALF_OF_DAY.search(text.lower()):
        return clock
    if said_end is not None and said_end.astimezone(tz).hour >= 12:
        return clock
    local = event_start.astimezone(tz)
    event = local.hour * 60 + local.minute
    morning = clock.hour * 60 + clock.minute
    evening = morning + 12 * 60
    return clock.replace(hour=clock.hour + 12) if abs(evening - event) < abs(morning - event) else clock


def as_said_for(
    start: datetime, event_start: datetime, text: str, tz: ZoneInfo, said_end: datetime | None = None
) -> datetime:
    """`start` (read by the contract) as said about the event starting at `event_start`;
    `said_end` when the words gave a range."""
    local = start.astimezone(tz)
    clock = evening_hour(local.time(), event_start, text, tz, said_end)
    if clock == local.time():
        return start
    return wall_shifted(local, timedelta(hours=12), tz)

"""A bare hour for an activity the family already has: "book club every other wednesday at
7:30" when book club is on the calendar at 7:30pm, "gym for mike friday at 6:30" when his gym
is at 6:30am.

The parsing contract reads a bare 7-11 as the morning and a bare 1-6 as the afternoon unless
the words say the half of the day. The calendar knows better for an activity it already
holds for those people: when its occurrences start at the other half's reading of that
clock (and none at the one read), the other half is meant. So the booking lands where the
activity is, and the check for a booking made twice can say so, instead of a second book
club at 7:30am.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.bare_hours import HALF_OF_DAY
from family_scheduler.calendar import CalendarReader
from family_scheduler.models.request import ParsedRequest
from family_scheduler.timeutil import wall_shifted

from .titles import title_matches, title_words

LOOK_AHEAD = timedelta(weeks=8)
"""How far ahead the activity's occurrences are read for its usual clock."""
EITHER_HALF = "could be morning or evening"
"""The parser's doubt about a bare 7 or 8, settled here when the calendar answers it."""


def at_its_usual_half(
    request: ParsedRequest, calendar: CalendarReader, now: datetime, tz: ZoneInfo
) -> ParsedRequest:
    """`request` moved twelve hours when its bare clock, read in the other half of the day,
    is the clock of the same activity on the calendar for its people; unchanged otherwise."""
    if request.intent != "create" or request.start is None or not request.title:
        return request
    local = request.start.astimezone(tz)
    if local.hour in (0, 12) or HALF_OF_DAY.search(request.text.lower()):
        return request  # noon and midnight have no other half; "7:30pm" says its own
    wanted = title_words(request.title)
    clocks = {
        (o.start.astimezone(tz).hour, o.start.astimezone(tz).minute)
        for o in calendar.occurrences(now, now + LOOK_AHEAD, members=request.participants or None)
        if title_matches(wanted, o.title)
    }
    flip = timedelta(hours=12 if local.hour < 12 else -12)
    other = ((local.hour + 12) % 24, local.minute)
    if other not in clocks or (local.hour, local.minute) in clocks:
        return request
    start = wall_shifted(local, flip, tz)
    end = request.end + (start - request.start) if request.end is not None else None
    return request.model_copy(
        update={
            "start": start,
            "end": end,
            "ambiguities": [a for a in request.ambiguities if EITHER_HALF not in a],
        }
    )

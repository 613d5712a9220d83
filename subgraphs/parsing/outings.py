"""Someone of the family going somewhere of their own: "jake is going to a birthday party
saturday at 2", "the kids are going to the zoo sunday", "emma's going to a sleepover at
ava's friday".

Said the way a join is said ("jake is going to family dinner sunday"), the words alone cannot
tell joining an event on the calendar from an outing of one's own. The calendar can: when an
event of that name is on then (the family dinner, Emma's swim) the member joins it; when none
is, read as a join it found nothing ("I couldn't find birthday party on the calendar"), and
what is meant is a new entry for them, at the time said or the outing's usual hours. It is a
reading, so it is said back and asked first. The parsing node (`nodes._outing_to_book`) reads
the calendar; this module says which day to look at and what to say back.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from family_scheduler.models.request import READ_AS, ParsedRequest

from .meal_visits import joins_a_meal


def outing_span(
    request: ParsedRequest, tz: ZoneInfo, ahead: tuple[datetime, datetime]
) -> tuple[datetime, datetime] | None:
    """The days to look for the event joined: the day of its time, or the days said, else
    `ahead` (the coming weeks: "jake is going to a party"); None when the request is no one
    joining, or a meal come for (`meal_visits.py` books that)."""
    if request.intent != "modify" or not request.joining or request.leaving or not request.title:
        return None
    if joins_a_meal(request) is not None:
        return None
    if request.start is not None:
        day = request.start.astimezone(tz).date()
        first = datetime.combine(day, datetime.min.time(), tz)
        return first, datetime.combine(day.fromordinal(day.toordinal() + 1), datetime.min.time(), tz)
    if request.window is not None:
        return request.window[0], request.window[1]
    return ahead


def as_outing(booked: ParsedRequest, title: str, first: datetime | None, tz: ZoneInfo) -> ParsedRequest:
    """The outing `booked` (the words read as a booking) with why it was read so said back:
    "I read it as a new outing: no birthday party is on the calendar on Sat Nov 28" (`first`
    None: no day was said, "in the coming weeks")."""
    day = first.astimezone(tz) if first is not None else None
    then = f"on {day:%a %b} {day.day}" if day is not None else "in the coming weeks"
    note = f"{READ_AS} it as a new outing: no {title} is on the calendar {then}"
    return booked.model_copy(update={"ambiguities": [*booked.ambiguities, note]})

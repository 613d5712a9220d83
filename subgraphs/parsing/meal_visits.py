"""A visitor coming for a meal: "grandma is coming for dinner sunday", "aunt sue is coming
over for lunch tomorrow", "nana coming for breakfast saturday".

A family saying so means the visitor sits down with them. When that meal is on the calendar
that day (the Sunday family dinner) the visitor joins it, as "grandma is joining us for
dinner" does (`roster.py`). When none is, there is nothing to join: read as a change it
found nothing ("I couldn't find dinner on the calendar"), read word by word it booked
"visiting" at 9am. What is meant is a new meal for the family with the visitor, at the
family's own time for that meal when the calendar shows one (the family dinner's 6pm),
else within the meal's hours. It is a reading of the words, so it is said back and asked
first, never written at once.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.models.family import Family
from family_scheduler.models.request import READ_AS, ParsedRequest
from family_scheduler.named_days import find_named_day
from family_scheduler.timeutil import at_local

from .timing import part_window

MEAL = (
    r"(?:(?:a|an|our|the)\s+)?(?:(?:early|late|big|family|sunday|thanksgiving|christmas|holiday|birthday)\s+)?"
    r"(?:breakfast|brunch|lunch|dinner|supper|bbq|barbecue|cookout|potluck)\b"
)
"""A meal said after "for": "for dinner", "for a late lunch", "for sunday dinner"."""
_COMES_FOR = re.compile(
    r"\b(?:for|to)\s+(?:(?:a|an)\s+)?(?:(?:early|late|big|family|sunday|thanksgiving|christmas|holiday|birthday)\s+)?"
    r"(?:breakfast|brunch|lunch|dinner|supper|bbq|barbecue|cookout|potluck)\b"
)
"""A meal one comes for, not an event pointed at: "for dinner", "to a bbq", "for thanksgiving
dinner"; "to the bbq" (too) is the one on the calendar, joined or not found."""
_MEAL_WORD = re.compile(r"\b(?P<meal>breakfast|brunch|lunch|dinner|supper|bbq|barbecue|cookout|potluck)\b")
_FAMILY_MEALS = frozenset({"dinner", "supper", "bbq", "barbecue", "cookout", "potluck"})
"""Meals the whole family sits down to: a visitor coming for one eats with everyone."""
_HOURS = {
    "breakfast": "breakfast",
    "brunch": "breakfast",
    "lunch": "lunch",
    "dinner": "dinner",
    "supper": "dinner",
    "bbq": "dinner",
    "barbecue": "dinner",
    "cookout": "dinner",
    "potluck": "dinner",
}
"""Which part of the day each meal's hours are (`spans.PARTS`): brunch as breakfast, supper as dinner."""


def comes_for_a_meal(text: str) -> bool:
    """Whether `text` says someone comes for a meal ("for dinner", "to a bbq"), not to an event."""
    return _COMES_FOR.search(text.lower()) is not None


def meal_of(title: str | None) -> str | None:
    """The meal a title names ("dinner" in "sunday dinner"), or None."""
    found = _MEAL_WORD.search(title or "")
    return found.group("meal") if found else None


@dataclass(frozen=True)
class Sitting:
    """An event on the calendar: its title and when it runs."""

    title: str
    start: datetime
    end: datetime


def meal_day(title: str, family: Family, today: date) -> date:
    """The day a visitor comes for a meal said with no day: the holiday the meal is named
    for ("thanksgiving dinner": Thanksgiving), else today ("grandma's coming for dinner")."""
    found = _MEAL_WORD.search(title)
    qualifier = title[: found.start()] if found is not None else ""
    named = find_named_day(qualifier, family, today) if qualifier.strip() else None
    return named.day if named is not None else today


def meal_hours(meal: str, day: date, tz: ZoneInfo) -> tuple[datetime, datetime]:
    """The meal's hours on `day` (dinner 17–20, lunch 12–13, breakfast 7–9)."""
    return part_window(_HOURS[meal], day, tz)


def joins_a_meal(request: ParsedRequest) -> str | None:
    """The meal a roster change adds someone to ("grandma is coming for dinner sunday"),
    when it names one and a day; None for anything else."""
    if request.intent != "modify" or request.leaving or request.guests_leaving:
        return None
    if not (request.joining or request.guests_joining):
        return None
    if request.start is None and request.window is None:
        return None
    return meal_of(request.title) if comes_for_a_meal(request.text) else None


def the_day(request: ParsedRequest, tz: ZoneInfo) -> date:
    """The day the meal is on: its time said, else its window's first day."""
    moment = request.start if request.start is not None else request.window[0] if request.window else None
    assert moment is not None
    return moment.astimezone(tz).date()


def usual_sitting(meal: str, seen: Iterable[Sitting], tz: ZoneInfo) -> tuple[time, timedelta] | None:
    """The family's own clock and length for `meal`, from the meals on the calendar (the
    Sunday family dinner at 6 for 90 minutes), the most often seen; None when it shows none."""
    counted = Counter(
        (s.start.astimezone(tz).time(), s.end - s.start) for s in seen if meal_of(s.title.lower()) == meal
    )
    if not counted:
        return None
    return counted.most_common(1)[0][0]


def new_meal(
    request: ParsedRequest,
    meal: str,
    everyone: Sequence[str],
    speaker: str,
    usual: tuple[time, timedelta] | None,
    tz: ZoneInfo,
) -> ParsedRequest:
    """The meal to book with the visitors, with no such meal on the calendar that day: at the
    time said, else the family's usual one, else within the meal's hours. Dinner is the
    family's (everyone sits down); a lunch or a breakfast is the speaker's, as "lunch with
    grandma" is (on a weekday the children are at school). Said back so it is asked first."""
    day = the_day(request, tz)
    start, end, window = request.start, request.end, None
    if start is None and usual is not None:
        start = at_local(day, usual[0], tz)
    elif start is None:
        window = meal_hours(meal, day, tz)
    if start is not None and end is None and usual is not None:
        end = start + usual[1]  # as long as the family's own dinner
    sitting = everyone if meal in _FAMILY_MEALS else [speaker]
    title = request.title or meal
    said = f"{day:%a %b} {day.day}"
    return request.model_copy(
        update={
            "intent": "create",
            "title": title,
            "start": start,
            "end": end,
            "window": window,
            "participants": sorted({*sitting, *request.joining}),
            "guests": list(request.guests_joining),
            "joining": [],
            "guests_joining": [],
            "shift_minutes": None,
            "ambiguities": [
                *request.ambiguities,
                f"{READ_AS} it as a new {meal}: no {meal} is on the calendar on {said}",
            ],
        }
    )

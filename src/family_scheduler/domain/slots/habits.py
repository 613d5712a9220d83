"""The hours an activity usually happens at, so the times we choose look like a family's week.

Waking hours (`domain.daytime`) say when a time *may* be chosen; these say which of
those times are *reasonable* for what is being booked: dinner in the evening, a dentist
during office hours, a child's lesson after school and well before bed. They only rank
the times we choose (a soft penalty next to the family's own preferences); a time the
family states is never judged by them.

The kind of activity comes from words of its title; who takes part matters too: a
lesson for a child is after school on a weekday, a party for children is in the day, and
anything but a meal ends an hour before a child's waking hours do (time to wind down).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from family_scheduler.models import Family

from ..daytime import waking_hours

Span = tuple[time, time]
WIND_DOWN = timedelta(hours=1)
"""A child's activity (not a meal) ends at least this long before the child's day does."""


@dataclass(frozen=True)
class Habit:
    """When one kind of activity usually happens: on weekdays and at weekends (None:
    not usually on such a day at all)."""

    label: str
    words: str
    weekday: Span | None
    weekend: Span | None
    meal: bool = False
    children: bool | None = None
    """True: only when a child takes part; False: only when none does; None: either way."""
    wind_down: bool = True
    """Whether a child's part ends an hour before bedtime (not a meal, nor a family's
    evening at home: the waking hours alone bound those)."""


def _t(text: str) -> time:
    return time.fromisoformat(text)


def _span(start: str, end: str) -> Span:
    return _t(start), _t(end)


HABITS: tuple[Habit, ...] = (
    Habit("breakfast", r"breakfast", _span("07:00", "09:30"), _span("07:00", "10:30"), meal=True),
    Habit("brunch", r"brunch", _span("09:30", "13:00"), _span("09:30", "13:30"), meal=True),
    Habit("lunch", r"lunch|luncheon", _span("11:30", "14:00"), _span("11:30", "14:00"), meal=True),
    Habit("dinner", r"dinner|supper|bbq", _span("17:00", "20:00"), _span("17:00", "20:00"), meal=True),
    Habit(
        "a night in or out",  # "family movie night", "game night", "date night", "pizza night"
        r"[a-z]+ night|night (?:in|out)",
        _span("17:00", "22:00"),
        _span("17:00", "22:00"),
    ),
    Habit(
        "an appointment",
        r"dentist|doctor|dr|check-?up|orthodont\w*|pediatrician|physio\w*|therap\w*|vet|clinic|"
        r"optometrist|eye exam|hair ?cut|barber|salon|bank|dmv|appointment|appt|vaccin\w*|shots?|"
        r"parent[- ]teacher",
        _span("08:00", "18:00"),
        _span("09:00", "13:00"),
    ),
    Habit(
        "work",
        r"meeting|call|interview|conference|work|office|shift|stand-?up|presentation|deadline",
        _span("08:00", "18:00"),
        None,
        children=False,
    ),
    Habit(
        "a party for children",
        r"party|birthday|sleepover|play ?date",
        _span("15:00", "19:00"),
        _span("10:00", "19:00"),
        children=True,
    ),
    Habit(
        "an evening out",
        r"date night|date|movie|movies|cinema|party|drinks|concert|theat(?:er|re)|show|book club|"
        r"game night|poker|gala|dance party",
        _span("17:00", "23:00"),
        _span("12:00", "23:00"),
        children=False,
    ),
    Habit(
        "a children's activity",
        r"lessons?|practice|class(?:es)?|swim\w*|soccer|football|basketball|baseball|softball|hockey|"
        r"tennis|piano|violin|guitar|cello|drums|ballet|dance|gymnastics|karate|judo|taekwondo|martial arts|"
        r"scouts|tutor\w*|rehearsal|recital|meet|match|game|tournament|training|camp|club|choir|band|"
        r"orchestra|art|chess|robotics|coding|theat(?:er|re) class",
        _span("15:00", "19:30"),
        _span("08:30", "18:00"),
        children=True,
    ),
    Habit(
        "exercise",
        r"gym|work ?out|run|running|jog\w*|yoga|pilates|spin|crossfit|bike ride|cycling|walk|hike",
        _span("06:00", "21:00"),
        _span("07:00", "19:00"),
    ),
    Habit(
        "homework or play at home",
        r"homework|study\w*|reading|revision|project|lego|build\w*|craft\w*|puzzle|board games?|"
        r"video games?|chores|clean\w*|laundry|practice piano",
        _span("15:00", "20:00"),
        _span("09:00", "19:00"),
    ),
    Habit(
        "an outing",
        r"shopping|shop|groceries|grocery|errands?|market|mall|park|zoo|museum|aquarium|picnic|beach|"
        r"library|outing|trip|visit|fair|pool|playground",
        _span("09:00", "19:00"),
        _span("09:00", "19:00"),
    ),
)
GENERAL = Habit("most things", "", _span("08:00", "20:00"), _span("08:00", "20:00"))
"""Anything else: the middle of the day."""
_COMPILED = [(re.compile(rf"\b(?:{h.words})\b"), h) for h in HABITS]


@dataclass(frozen=True)
class UsualHours:
    """The usual hours of one booking: its habit, and the earliest bedtime among its children."""

    habit: Habit
    latest_end: time | None = None
    """A child's waking end minus the wind-down (None: no child, or a meal)."""

    def span_on(self, day: date) -> Span | None:
        span = self.habit.weekday if day.weekday() < 5 else self.habit.weekend
        if span is None or self.latest_end is None:
            return span
        end = min(span[1], self.latest_end)
        return (span[0], end) if end > span[0] else span

    def penalty(self, start: datetime, end: datetime) -> tuple[float, str]:
        """How unusual [start, end) (local, aware) is for this booking, and why, in words.

        0 inside the usual hours; 0.2 just outside, 0.1 more per hour further (in
        proportion, so of two times the nearer to the usual hours wins), at most 0.5; 0.3
        on a day it does not usually happen at all.
        """
        day = start.date()
        span = self.span_on(day)
        if span is None:
            kind = "weekday" if day.weekday() < 5 else "weekend"
            return 0.3, f"{self.habit.label} is unusual on a {kind}"
        lo = datetime.combine(day, span[0], start.tzinfo)
        hi = datetime.combine(day, span[1], start.tzinfo)
        outside = max(lo - start, end - hi, timedelta(0))
        if not outside:
            return 0.0, ""
        hours = outside / timedelta(hours=1)
        why = f"usual hours for {self.habit.label} are {span[0]:%H:%M}–{span[1]:%H:%M}"
        return min(0.5, round(0.2 + 0.1 * hours, 4)), why


def habit_of(title: str | None, with_children: bool) -> Habit:
    """The first habit whose words the title uses and whose people fit, else GENERAL."""
    words = (title or "").lower()
    for pattern, habit in _COMPILED:
        if habit.children is not None and habit.children != with_children:
            continue
        if pattern.search(words):
            return habit
    return GENERAL


def usual_hours(
    title: str | None, family: Family, participants: Sequence[str], habit: Habit | None = None
) -> UsualHours:
    """The usual hours for booking `title` for `participants`; `habit`: the kind's own
    (`kinds`), in place of the one its words give."""
    children = [p for p in participants if (m := family.member(p)) is not None and m.role == "child"]
    habit = habit or habit_of(title, bool(children))
    if habit.meal or not habit.wind_down or not children:
        return UsualHours(habit)
    ends = [waking_hours(family, c).end for c in children]
    earliest = min(datetime.combine(date(2000, 1, 3), e) for e in ends) - WIND_DOWN
    return UsualHours(habit, earliest.time())


__all__ = ["GENERAL", "HABITS", "Habit", "Span", "UsualHours", "habit_of", "usual_hours"]

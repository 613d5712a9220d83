"""Ways out within a wish: the family answered the options with where they would like the
time to be ("something in the morning?", "not on sunday", "after 6").

Every strategy's drafts are kept only when the proposal, as the option leaves it, fits the
wish; the proposal is also searched for free times on each day the wish allows (the
nearest ones around the asked time may all lie outside it). Verification is the same as
for any option: nothing is offered that still clashes.
"""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

from family_scheduler.domain.slots import search_slots
from family_scheduler.models import Event
from family_scheduler.models.dialogue import Wish

from .move import moved_draft
from .problem import Draft, Problem, changed

DAYS_AROUND = (-3, 7)
"""The days searched around the asked day when the wish names no day: a few before, a week after."""
PER_DAY = 2
"""Free times taken from each day searched."""


def fits_wish(event: Event, asked: Event, wish: Wish, problem: Problem) -> bool:
    """Whether `event` (the proposal as an option leaves it) is where the family wished."""
    tz = problem.tz
    start, end = event.start.astimezone(tz), event.end.astimezone(tz)
    first = asked.start.astimezone(tz)
    if wish["weekdays"] and start.weekday() not in wish["weekdays"]:
        return False
    if start.weekday() in wish["not_weekdays"]:
        return False
    if wish["same_day"] and start.date() != first.date():
        return False
    if wish["direction"] == "earlier" and not start < first:
        return False
    if wish["direction"] == "later" and not start > first:
        return False
    day = datetime.combine(start.date(), time(0), tz)
    if wish["earliest"] and start < _at(day, wish["earliest"]):
        return False
    return not (wish["latest"] and end > _at(day, wish["latest"]))


def _at(day: datetime, clock: str) -> datetime:
    hours, minutes = (int(x) for x in clock.split(":"))
    return datetime.combine(day.date(), time(hours, minutes), day.tzinfo)


def within_wish(problem: Problem, drafts: list[Draft], wish: Wish) -> list[Draft]:
    """The drafts whose proposal fits the wish, and the proposal moved to free times on
    each day the wish allows (a repeating proposal is only filtered: its days are its own)."""
    asked = problem.event
    kept = [d for d in drafts if fits_wish(d.events.get(asked.id, asked), asked, wish, problem)]
    if asked.recurrence:
        return kept
    seen = {(d.strategy, d.events[asked.id].start) for d in kept if asked.id in d.events}
    for day in _days(problem, wish):
        for draft in _moved_on(problem, day, wish):
            key = (draft.strategy, draft.events[asked.id].start)
            if key not in seen and fits_wish(draft.events[asked.id], asked, wish, problem):
                seen.add(key)
                kept.append(draft)
    return kept


def _days(problem: Problem, wish: Wish) -> list[date]:
    """The local days to search: the asked day for "that day", else the days around it
    the wish allows, never before today."""
    tz = problem.tz
    asked = problem.event.start.astimezone(tz).date()
    today = problem.now.astimezone(tz).date()
    if wish["same_day"]:
        return [asked] if asked >= today else []
    before, after = DAYS_AROUND
    days = [asked + timedelta(days=n) for n in range(before, after + 1)]
    if wish["weekdays"]:  # "what about wednesday?": the next such days from today on
        days = [today + timedelta(days=n) for n in range(14)]
        days = [d for d in days if d.weekday() in wish["weekdays"]][:1]
    return [d for d in days if d >= today and d.weekday() not in wish["not_weekdays"]]


def _moved_on(problem: Problem, day: date, wish: Wish) -> list[Draft]:
    """The proposal at the free times of `day` inside the wish, nearest its asked clock time."""
    tz, event = problem.tz, problem.event
    midnight = datetime.combine(day, time(0), tz)
    lo = _at(midnight, wish["earliest"]) if wish["earliest"] else midnight
    hi = _at(midnight, wish["latest"]) if wish["latest"] else midnight + timedelta(days=1)
    if hi - lo < problem.duration:
        return []
    asked = datetime.combine(day, event.start.astimezone(tz).timetz().replace(tzinfo=None), tz)
    anchor = min(max(asked, lo), hi - problem.duration)
    result = search_slots(
        problem.calendar,
        event.participants,
        now=problem.now,
        duration=problem.duration,
        start=anchor,
        window=(lo, hi),
        resources=event.resources,
        ignore_event_ids=[event.id],
        top_k=PER_DAY,
        title=event.title,
    )
    drafts = []
    for slot in result.candidates:
        if slot.start == event.start:
            continue
        after = changed(event, start=slot.start, end=slot.start + problem.duration)
        drafts.append(moved_draft(problem, event, after, own=True))
    return drafts


__all__ = ["fits_wish", "within_wish"]

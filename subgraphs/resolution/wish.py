"""Ways out within a wish: the family answered the options with where they would like the
time to be ("something in the morning?", "not on sunday", "after 6").

Every strategy's drafts are kept only when the proposal, as the option leaves it, fits the
wish; the proposal is also searched for free times on each day the wish allows (the
nearest ones around the asked time may all lie outside it). A repeating proposal keeps its
days: it is searched within the wish's hours on the day of its first clash, and the whole
series moved by as much (as `move_proposal` does). Verification is the same as for any
option: nothing is offered that still clashes.
"""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

from family_scheduler.domain.slots import search_slots
from family_scheduler.models import Event
from family_scheduler.models.dialogue import Wish
from family_scheduler.recurrence import series_start_at, series_wall_start
from family_scheduler.timeutil import local_wall

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
    if wish.get("days") and start.date().isoformat() not in wish.get("days", []):
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
    seen = {(d.strategy, d.events[asked.id].start) for d in kept if asked.id in d.events}
    found = _series_moved(problem, wish) if asked.recurrence else _one_off_moved(problem, wish)
    for draft in found:
        key = (draft.strategy, draft.events[asked.id].start)
        if key not in seen and fits_wish(draft.events[asked.id], asked, wish, problem):
            seen.add(key)
            kept.append(draft)
    return kept


def _one_off_moved(problem: Problem, wish: Wish) -> list[Draft]:
    return [draft for day in _days(problem, wish) for draft in _moved_on(problem, day, wish)]


def _series_moved(problem: Problem, wish: Wish) -> list[Draft]:
    """A repeating proposal at the free times inside the wish's hours on the day of its first
    clash, the whole series moved by as much; a wish for other days is left to the filter
    (a series keeps its own days)."""
    if wish["weekdays"] or wish.get("days") or wish["not_weekdays"]:
        return []
    first = problem.first_blocked_start()
    if first is None:
        return []
    tz, event = problem.tz, problem.event
    drafts = []
    for slot in _free_on(problem, first.astimezone(tz).date(), first, wish, skip=first):
        delta = local_wall(slot, tz) - local_wall(first, tz)
        start = series_start_at(series_wall_start(event.start, tz) + delta, tz)
        after = changed(event, start=start, end=start + problem.duration)
        drafts.append(moved_draft(problem, event, after, own=True))
    return drafts


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
    if wish.get("days"):  # "tomorrow afternoon", "the 3rd after 2": those days
        days = [date.fromisoformat(d) for d in wish.get("days", [])]
    elif wish["weekdays"]:  # "what about wednesday?": the next such days from today on
        days = [today + timedelta(days=n) for n in range(14)]
        days = [d for d in days if d.weekday() in wish["weekdays"]][:1]
    return [d for d in days if d >= today and d.weekday() not in wish["not_weekdays"]]


def _moved_on(problem: Problem, day: date, wish: Wish) -> list[Draft]:
    """The proposal at the free times of `day` inside the wish, nearest its asked clock time."""
    tz, event = problem.tz, problem.event
    asked = datetime.combine(day, event.start.astimezone(tz).timetz().replace(tzinfo=None), tz)
    drafts = []
    for start in _free_on(problem, day, asked, wish, skip=event.start):
        after = changed(event, start=start, end=start + problem.duration)
        drafts.append(moved_draft(problem, event, after, own=True))
    return drafts


def _free_on(problem: Problem, day: date, asked: datetime, wish: Wish, *, skip: datetime) -> list[datetime]:
    """Free starts on `day` inside the wish's hours, nearest `asked`, other than `skip` (where
    the proposal is already)."""
    tz, event = problem.tz, problem.event
    midnight = datetime.combine(day, time(0), tz)
    lo = _at(midnight, wish["earliest"]) if wish["earliest"] else midnight
    hi = _at(midnight, wish["latest"]) if wish["latest"] else midnight + timedelta(days=1)
    if hi - lo < problem.duration:
        return []
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
    return [slot.start for slot in result.candidates if slot.start != skip]


__all__ = ["fits_wish", "within_wish"]

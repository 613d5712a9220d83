"""Ways out for a change to ONE occurrence of a repeating event already on the calendar.

"Move this sunday's dinner to 7:30" proposes the stored series with that occurrence
changed (its override). Shifting, shortening or re-equipping the series itself would
change every occurrence, so the strategies look at that occurrence as the one-off
booking it has become (`as_one_off`): they find what a one-off gets (the nearest free
times, shorter, another car, the people who can make it, the plan in the way giving
way), and each option is turned back into a change of that occurrence only
(`onto_series`): its override in the series, the other occurrences as they were.

A repeating proposal that collides on one date only gets the same for that date
(`move_one_date`): every other date as asked, that one moved or shortened.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from family_scheduler.domain.conflicts import detect_conflicts
from family_scheduler.domain.conflicts.wording import short_date
from family_scheduler.models import Change, Event, Occurrence, OccurrenceOverride, occurrence_key
from family_scheduler.recurrence import expand
from family_scheduler.timeutil import describe_span, iso, local_clock_span

from .move import move_proposal
from .problem import Draft, Problem, changed
from .shorten import shorten_proposal
from .wording import capital, span

SAME_SERIES = ("overrides", "version")
"""Fields a one-occurrence change may differ in from the stored series."""


@dataclass(frozen=True)
class Focus:
    """The one occurrence a proposal changes: its key in the series and how it now reads."""

    key: str
    occurrence: Occurrence


def changed_occurrence(problem: Problem) -> Focus | None:
    """The one occurrence of a stored series the proposal changes, or None (a new event, a
    one-off, the whole series or several occurrences changed, or that occurrence cancelled)."""
    event = problem.event
    stored = problem.calendar.get_event(event.id) if event.recurrence else None
    if stored is None:
        return None
    if event.model_dump(exclude=set(SAME_SERIES)) != stored.model_dump(exclude=set(SAME_SERIES)):
        return None
    keys = [
        k for k in {*event.overrides, *stored.overrides} if event.overrides.get(k) != stored.overrides.get(k)
    ]
    if len(keys) != 1 or keys[0] not in event.overrides or event.overrides[keys[0]].cancelled:
        return None
    occ = _occurrence_at(event, keys[0])
    return Focus(keys[0], occ) if occ is not None else None


def _occurrence_at(series: Event, key: str) -> Occurrence | None:
    """The occurrence of `series` keyed `key` (its original start), wherever its override puts it."""
    change = series.overrides.get(key) or OccurrenceOverride()
    original = datetime.strptime(key, "%Y%m%dT%H%M%SZ").replace(tzinfo=UTC)
    around = [t for t in (original, change.start, change.end) if t is not None]
    day = timedelta(days=1)
    found = expand(series, min(around) - day, max(around) + day)
    return next((o for o in found if o.occurrence_id == f"{series.id}@{key}"), None)


def as_one_off(series: Event, occ: Occurrence) -> Event:
    """The occurrence as a one-off booking under the series' id (so every check leaves
    the series itself aside, as it does for any event being changed)."""
    return changed(
        series,
        recurrence=None,
        exdates=[],
        overrides={},
        title=occ.title,
        start=occ.start,
        end=occ.end,
        participants=occ.participants,
        resources=occ.resources,
    )


def occurrence_drafts(
    problem: Problem, focus: Focus, strategies: Iterable[Callable[[Problem], list[Draft]]]
) -> list[Draft]:
    """Every strategy's options for the occurrence as a one-off, each turned into a change
    of that occurrence only; none when a blocking conflict is about another occurrence."""
    if any(
        c.occurrence_start is not None and occurrence_key(c.occurrence_start) != focus.key
        for c in problem.blocking
    ):
        return []
    alone = _alone(problem, focus)
    if not alone.blocking:
        return []
    drafts: list[Draft] = []
    for strategy in strategies:
        try:
            drafts += [d for d in strategy(alone) if alone.blocking_ids() <= set(d.addresses)]
        except ValueError:
            continue  # an event the calendar refuses is no way out; the others still are
    problem.notes += [n for n in alone.notes if n not in problem.notes]
    stored = problem.calendar.get_event(problem.event.id)
    lifted = [onto_series(problem, focus, d) for d in drafts]
    return [
        d
        for d in lifted
        if not _undoes_the_change(d, problem, stored) and not _on_another_occurrence(d, problem, focus)
    ]


def _alone(problem: Problem, focus: Focus) -> Problem:
    """The focused occurrence as a one-off booking, with its own conflicts found again."""
    one_off = as_one_off(problem.event, focus.occurrence)
    return Problem(
        event=one_off,
        conflicts=detect_conflicts(one_off, problem.calendar).conflicts,
        calendar=problem.calendar,
        family=problem.family,
        tz=problem.tz,
        speaker=problem.speaker,
        now=problem.now,
    )


def move_one_date(problem: Problem) -> list[Draft]:
    """A repeating proposal that collides on one date only ("soccer at 5 from thursday on",
    and the dentist is at 5:30 on Dec 3): every date as asked but that one, which goes to
    its nearest free time or is shortened, as a one-off would (its override)."""
    event = problem.event
    if not event.recurrence or not problem.blocking or changed_occurrence(problem) is not None:
        return []
    if any(c.occurrence_start is None for c in problem.blocking):
        return []
    keys = {occurrence_key(c.occurrence_start) for c in problem.blocking if c.occurrence_start}
    occ = problem.occurrence_of(problem.blocking[0])
    if len(keys) != 1 or occ is None:
        return []
    focus = Focus(keys.pop(), occ)
    alone = _alone(problem, focus)
    if not alone.blocking:
        return []
    drafts = [
        d
        for d in (*move_proposal(alone), *shorten_proposal(alone))
        if alone.blocking_ids() <= set(d.addresses)
    ]
    lifted = [onto_series(problem, focus, d) for d in drafts]
    kept = [d for d in lifted if not _on_another_occurrence(d, problem, focus)]
    return [_that_day_only(problem, focus, d) for d in kept]


def _that_day_only(problem: Problem, focus: Focus, draft: Draft) -> Draft:
    """ "Soccer practice every time from Thu Nov 26 17:00–18:30 on, but on Thu Dec 3 at
    15:45–17:15 (that day only)." """
    tz, event = problem.tz, problem.event
    day = short_date(focus.occurrence.start, tz)
    after = _occurrence_at(draft.events[event.id], focus.key)
    if after is None:
        return draft
    if short_date(after.start, tz) == day:
        where = f"on {day} at {local_clock_span(after.start, after.end, tz)}"
    else:
        where = f"{day}'s on {describe_span(after.start, after.end, tz)}"
    said = f"{capital(event.title)} every time from {span(event, tz)} on, but {where} (that day only)."
    return draft.model_copy(update={"description": said})


def _on_another_occurrence(draft: Draft, problem: Problem, focus: Focus) -> bool:
    """Whether the option puts the occurrence on top of another of its own series (Thursday's
    practice onto Tuesday's): no clash a check sees, as an event never clashes with itself,
    but twice the same practice at once is no way out."""
    series = draft.events.get(problem.event.id)
    moved = _occurrence_at(series, focus.key) if series is not None else None
    if series is None or moved is None:
        return False
    return any(o.occurrence_id != moved.occurrence_id for o in expand(series, moved.start, moved.end))


def _undoes_the_change(draft: Draft, problem: Problem, stored: Event | None) -> bool:
    """Whether the option leaves the series as it is stored ("add Jake" answered by
    "without Jake"): that is saying no, not a way out."""
    after = draft.events.get(problem.event.id)
    return stored is not None and after is not None and after.overrides == stored.overrides


def onto_series(problem: Problem, focus: Focus, draft: Draft) -> Draft:
    """A one-off option turned into a change of the focused occurrence: the one-off as it
    would become is written as that occurrence's override; other events stay as drafted."""
    series = problem.event
    after = draft.events.get(series.id)
    events = {i: e for i, e in draft.events.items() if i != series.id}
    changes = [c for c in draft.changes if c.event_id != series.id]
    description = draft.description
    if after is not None:
        override = _override(series, focus, after)
        overrides = {k: v for k, v in series.overrides.items() if k != focus.key}
        if override != OccurrenceOverride():  # an override changing nothing is none
            overrides[focus.key] = override
        events[series.id] = changed(series, overrides=overrides)
        changes.insert(0, _override_change(problem, focus, override))
        description = _this_occurrence_only(description)
    return draft.model_copy(
        update={
            "events": events,
            "changes": changes,
            "description": description,
            "addresses": sorted(problem.blocking_ids()),
            "target": f"{draft.target}@{focus.key}",
        }
    )


def _this_occurrence_only(description: str) -> str:
    """The option said for one occurrence: "... (this occurrence only).", or inside its own
    last aside: "... (1 hour instead of 1 hour 30 minutes; this occurrence only)." """
    said = description.rstrip(".")
    if said.endswith(")"):
        return f"{said[:-1]}; this occurrence only)."
    return f"{said} (this occurrence only)."


def _override(series: Event, focus: Focus, after: Event) -> OccurrenceOverride:
    """The focused occurrence as `after` reads: its times, its people and things when they
    are not the series' own (the change asked kept, whatever the option adds)."""
    asked = series.overrides.get(focus.key) or OccurrenceOverride()
    occ = focus.occurrence
    moved = (after.start, after.end) != (occ.start, occ.end)
    return asked.model_copy(
        update={
            "start": after.start if moved else asked.start,
            "end": after.end if moved else asked.end,
            "participants": None if after.participants == series.participants else after.participants,
            "resources": None if after.resources == series.resources else after.resources,
        }
    )


def _override_change(problem: Problem, focus: Focus, override: OccurrenceOverride) -> Change:
    stored = problem.calendar.get_event(problem.event.id)
    before = stored.overrides.get(focus.key) if stored is not None else None
    return Change(
        event_id=problem.event.id,
        field="overrides",
        old=None if before is None else {focus.key: _override_json(before, problem)},
        new={focus.key: _override_json(override, problem)},
    )


def _override_json(override: OccurrenceOverride, problem: Problem) -> dict[str, object]:
    data: dict[str, object] = {}
    if override.start is not None:
        data["start"] = iso(override.start, problem.tz)
    if override.end is not None:
        data["end"] = iso(override.end, problem.tz)
    if override.participants is not None:
        data["participants"] = override.participants
    if override.resources is not None:
        data["resources"] = override.resources
    return data


__all__ = ["Focus", "as_one_off", "changed_occurrence", "move_one_date", "occurrence_drafts", "onto_series"]

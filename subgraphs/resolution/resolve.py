"""The library entry point: a proposal and its conflicts → verified, ranked, numbered options.

generate (every strategy drafts its options) → keep drafts meant to cover every
blocking conflict → verify in order of their least possible cost, stopping once the
best `max_options` are certain → rank → number. Read only: nothing is written.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Any

from pydantic import ValidationError

from family_scheduler.calendar import CalendarReader
from family_scheduler.models import Conflict, Event
from family_scheduler.models.dialogue import Wish
from family_scheduler.timeutil import zone

from .alternative import swap_for_blocker, swap_for_proposal
from .cancel import cancel_blockers
from .flexible import move_both, move_routine_occasion
from .move import move_blocker, move_proposal
from .occurrence import changed_occurrence, move_one_date, occurrence_drafts
from .outage import held_in_place, keeps_facts, leave_bookings_as_they_are, stand_in_during_outage
from .override import set_aside
from .problem import Draft, Problem
from .rank import PER_TARGET, choose, cost_verified, lower_bound, number
from .report import ResolutionReport
from .same_kind import move_same_kind
from .shorten import shorten_blocker, shorten_proposal
from .split import skip_dates, split_group
from .verify import Verified, verify_option
from .why import no_way_out
from .wish import within_wish

Strategy = Callable[[Problem], list[Draft]]
STRATEGIES: tuple[Strategy, ...] = (
    move_same_kind,
    stand_in_during_outage,
    set_aside,
    swap_for_proposal,
    swap_for_blocker,
    move_blocker,
    move_routine_occasion,
    shorten_blocker,
    shorten_proposal,
    move_proposal,
    move_both,
    skip_dates,
    move_one_date,
    split_group,
    cancel_blockers,
    leave_bookings_as_they_are,
)
MAX_CHECKS = 24
"""Verification budget per request: each check is one or two conflict detections."""


def generate_options(problem: Problem, wish: Wish | None = None) -> list[Draft]:
    """Every strategy's drafts that are meant to cover all the blocking conflicts; for a
    change to one occurrence of a series, changes of that occurrence only; with a `wish`,
    only those that put the proposal where the family wished, and free times found there."""
    drafts = _every_draft(problem)
    return drafts if wish is None else within_wish(problem, drafts, wish)


def _every_draft(problem: Problem) -> list[Draft]:
    wanted = problem.blocking_ids()
    focus = changed_occurrence(problem)
    if focus is not None:
        return _around_facts(problem, occurrence_drafts(problem, focus, STRATEGIES))
    drafts: list[Draft] = []
    for strategy in STRATEGIES:
        try:
            found = list(strategy(problem))
        except ValueError:
            # The strategy made an event the calendar refuses (shortening a whole-day entry to
            # an hour that is not midnight): that is no way out, the others still are.
            continue
        drafts.extend(draft for draft in found if wanted <= set(draft.addresses))
    return _around_facts(problem, drafts)


def _around_facts(problem: Problem, drafts: list[Draft]) -> list[Draft]:
    """The drafts that leave every fact as it is (the van in the shop stays there, Mike's
    working late is not moved: the other events give way)."""
    if held_in_place(problem.event) or any(held_in_place(e) for e in problem.in_the_way.values()):
        return [d for d in drafts if keeps_facts(problem, d)]
    return drafts


def verify_options(
    drafts: Sequence[Draft], problem: Problem, max_options: int, max_checks: int = MAX_CHECKS
) -> list[Verified]:
    """Verified drafts, checked cheapest first until the best `max_options` are known.

    The booking meant as the same kind of event in its way (`instead`) is checked first.
    A draft whose strategy already has PER_TARGET verified options on the same event
    waits: it is checked only if the others leave room, so one strategy cannot crowd
    the rest out of the budget.
    """
    good: list[Verified] = []
    waiting: list[Draft] = []
    per: Counter[tuple[str, str]] = Counter()
    checks = 0
    for draft in sorted(drafts, key=lambda d: (d.instead is None, lower_bound(d))):
        if checks >= max_checks:
            break
        if len(good) >= max_options:
            worst = sorted(cost_verified(v) for v in good)[max_options - 1]
            if lower_bound(draft) > worst:
                break
        group = (draft.strategy, draft.target)
        if per[group] >= PER_TARGET:
            waiting.append(draft)
            continue
        checks += 1
        found = verify_option(draft, problem)
        if found is not None:
            good.append(found)
            per[group] += 1
    for draft in waiting:
        if len(good) >= max_options or checks >= max_checks:
            break
        checks += 1
        found = verify_option(draft, problem)
        if found is not None:
            good.append(found)
    return good


def propose_resolutions(
    event: Event | Mapping[str, Any],
    conflicts: Sequence[Conflict | Mapping[str, Any]],
    calendar: CalendarReader,
    *,
    speaker: str,
    now: datetime,
    max_options: int = 5,
    wish: Wish | None = None,
) -> ResolutionReport:
    """Verified ways out of `conflicts`, best first (id 1 = recommended), or why there is none;
    with a `wish`, only ways out that put the proposal where the family wished."""
    problem, problems = read_problem(event, conflicts, calendar, speaker=speaker, now=now)
    if problem is None:
        return ResolutionReport(problems=problems)
    max_options = max(1, max_options)
    if not problem.conflicts:
        return ResolutionReport(
            problems=[*problems, "No conflicts were given, so there is nothing to resolve."]
        )
    verified = verify_options(generate_options(problem, wish), problem, max_options)
    options = number(choose(verified, max_options), problem)
    if not options:
        return ResolutionReport(problems=problems, unresolvable_reason=no_way_out(problem))
    return ResolutionReport(options=options, recommended=options[0].id, problems=problems)


def read_problem(
    event: Event | Mapping[str, Any],
    conflicts: Sequence[Conflict | Mapping[str, Any]],
    calendar: CalendarReader,
    *,
    speaker: str | None,
    now: datetime,
) -> tuple[Problem | None, list[str]]:
    """The Problem to solve, or None and what is wrong with the input, in plain words."""
    family = calendar.family()
    problems: list[str] = []
    try:
        raw = event.model_dump() if isinstance(event, Event) else dict(event or {})
        proposal = Event.model_validate(raw)
    except (ValidationError, TypeError, ValueError) as err:
        return None, [f"The proposed event is not valid: {_reason(err)}."]
    parsed: list[Conflict] = []
    for item in conflicts or []:
        try:
            parsed.append(item if isinstance(item, Conflict) else Conflict.model_validate(item))
        except ValidationError as err:
            problems.append(f"A conflict could not be read ({_reason(err)}); it was left out.")
    who = speaker or family.speaker
    if family.member(who) is None:
        names = ", ".join(m.name for m in family.members)
        return None, [
            f"I don't know who {who!r} is (the family is {names}), so I can't tell "
            "which events they may change."
        ]
    unknown = [p for p in proposal.participants if family.member(p) is None]
    unknown += [r for r in proposal.resources if family.resource(r) is None]
    if unknown:
        return None, [f"The proposed event names {', '.join(unknown)}, which the family does not have."]
    tz = zone(family.timezone)
    problem = Problem(
        event=proposal,
        conflicts=parsed,
        calendar=calendar,
        family=family,
        tz=tz,
        speaker=who,
        now=now.astimezone(tz),
    )
    return problem, problems


def _reason(err: Exception) -> str:
    if isinstance(err, ValidationError):
        return "; ".join(str(e.get("msg", e)) for e in err.errors())
    return str(err)


__all__ = ["STRATEGIES", "generate_options", "propose_resolutions", "read_problem", "verify_options"]

"""shorten_event: trim the proposal (or the one-off event in its way) clear of the clash.

The proposal keeps its start and ends before the first blocked minute, or keeps its
end and starts after the last one. Blocked minutes come from the conflicts: the
overlap with another booking (plus the family's gap rule for the people involved)
and the span a hard time rule forbids. A clash no trim can fix (a full day, an
out-of-service resource) gives no shorten option. A shortened event keeps at least
half its length and at least 15 minutes; anything shorter is not the same plan.
"""

from __future__ import annotations

from datetime import timedelta

from family_scheduler.constraints import rule_blocks
from family_scheduler.domain.permissions import is_own, may_change
from family_scheduler.models import Conflict, Event, Occurrence
from family_scheduler.wording import event_name

from .problem import Disruption, Draft, Problem, changed, one_event_draft
from .wording import capital, duration_words, span, whose

MIN_LENGTH = timedelta(minutes=15)
MINUTE = timedelta(minutes=1)
GAP_KINDS = ("min_gap", "avoid_back_to_back")


def shortest(length: timedelta) -> timedelta:
    return max(MIN_LENGTH, length / 2)


def shorten_proposal(problem: Problem) -> list[Draft]:
    """Keep the start and end early, or keep the end and start late."""
    event = problem.event
    length = problem.duration
    cuts: list[tuple[timedelta, timedelta]] = []  # blocked offsets from each occurrence's start
    for conflict in problem.blocking:
        occ = problem.occurrence_of(conflict)
        if occ is None:
            return []
        blocked = _blocked(problem, conflict, occ)
        if blocked is None:
            return []
        cuts += [(s - occ.start, e - occ.start) for s, e in blocked]
    if not cuts:
        return []
    head = max(timedelta(0), min(s for s, _ in cuts))
    tail = min(length, max(e for _, e in cuts))
    head = timedelta(minutes=int(head / MINUTE))  # whole minutes, rounding towards the clash's
    tail = -timedelta(minutes=int(-tail / MINUTE))  # outside
    drafts = []
    if head >= shortest(length):
        drafts.append(_trimmed(problem, event, changed(event, end=event.start + head), own=True))
    if length - tail >= shortest(length):
        drafts.append(_trimmed(problem, event, changed(event, start=event.start + tail), own=True))
    return drafts


def shorten_blocker(problem: Problem) -> list[Draft]:
    """The one-off event in the way ends when the proposal starts, or starts when it ends."""
    blocker = problem.sole_blocker()
    if blocker is None or blocker.recurrence:
        return []
    if not may_change(problem.family, problem.speaker, blocker):
        return []
    spans = []
    for conflict in problem.blocking:
        occ = problem.occurrence_of(conflict)
        if occ is None:
            return []
        spans.append((occ.start, occ.end, _gap(problem, conflict)))
    lo = min(s - g for s, _, g in spans)
    hi = max(e + g for _, e, g in spans)
    length = blocker.end - blocker.start
    drafts = []
    if blocker.start < lo < blocker.end and lo - blocker.start >= shortest(length):
        drafts.append(
            _trimmed(problem, blocker, changed(blocker, end=lo), own=is_own(blocker, problem.speaker))
        )
    if blocker.start < hi < blocker.end and blocker.end - hi >= shortest(length):
        drafts.append(
            _trimmed(problem, blocker, changed(blocker, start=hi), own=is_own(blocker, problem.speaker))
        )
    return drafts


def _gap(problem: Problem, conflict: Conflict) -> timedelta:
    """The breathing room the family's gap rules ask between the people of a time clash."""
    if conflict.type != "time_conflict":
        return timedelta(0)
    minutes = [
        r.minutes or 0
        for r in problem.family.constraints
        if r.kind in GAP_KINDS and any(r.applies_to(m) for m in conflict.participants)
    ]
    return timedelta(minutes=max(minutes, default=0))


def _blocked(problem: Problem, conflict: Conflict, occ: Occurrence) -> list[tuple] | None:
    """The spans of `occ` this conflict takes away, or None when no trim can help."""
    if conflict.type in ("time_conflict", "resource_conflict"):
        if conflict.event_id is None or conflict.start is None or conflict.end is None:
            return None  # e.g. a resource out of service
        gap = _gap(problem, conflict)
        return [(conflict.start - gap, conflict.end + gap)]
    rule = problem.rule(conflict.constraint_id)
    if rule is None or rule.kind not in ("blocked_hours", "allowed_hours"):
        return None
    return [(b.start, b.end) for b in rule_blocks(rule, occ.start, occ.end, problem.tz)]


def _trimmed(problem: Problem, before: Event, after: Event, *, own: bool) -> Draft:
    tz = problem.tz
    family = problem.family
    old, new = before.end - before.start, after.end - after.start
    lost = int((old - new) / MINUTE)
    is_proposal = before.id == problem.event.id
    at = "end" if after.start == before.start else "start"
    when = f"{span(after, tz)} and every time after" if after.recurrence else span(after, tz)
    if is_proposal:
        now_, was = duration_words(int(new / MINUTE)), duration_words(int(old / MINUTE))
        lengths = f"{now_} instead of {was}"
        description = f"Shorten {event_name(before, problem.family)} to {when} ({lengths})."
        effect = f"{capital(event_name(before, problem.family))} loses {duration_words(lost)} at the {at}"
    else:
        description = (
            f"Keep {event_name(problem.event, problem.family)} at {span(problem.event, tz)} and shorten "
            f"{whose(before, family)} to {when}."
        )
        effect = f"{capital(whose(before, family))} loses {duration_words(lost)} at the {at}"
    cost = Disruption(
        shortened_minutes=lost,
        shift_minutes=int((after.start - before.start) / MINUTE),
        people_moved=[] if is_proposal else list(before.participants),
        others_events=0 if (is_proposal or own) else 1,
    )
    return one_event_draft(
        problem,
        "shorten_event",
        before,
        after,
        description=description,
        effect=effect,
        cost=cost,
        target=before.id,
    )


__all__ = ["shorten_blocker", "shorten_proposal"]

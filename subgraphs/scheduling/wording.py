"""Saying what the scheduler found, in plain words, names and the family's local time."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from zoneinfo import ZoneInfo

from family_scheduler.domain.slots import SchedulingResult
from family_scheduler.models import Family, TimeSlot
from family_scheduler.timeutil import describe_local, describe_span
from family_scheduler.wording import people as names


@dataclass(frozen=True)
class Wording:
    explanation: str
    confidence: float
    reasoning: str


def _when(slot: TimeSlot, tz: ZoneInfo) -> str:
    return describe_span(slot.start, slot.end, tz)


def _between(result: SchedulingResult, tz: ZoneInfo) -> str:
    """'between Tue Nov 24 12:00 and 15:00' (the end's day only when it differs)."""
    if result.window is None:
        return ""
    start, end = result.window
    same_day = start.astimezone(tz).date() == end.astimezone(tz).date()
    return f"between {describe_local(start, tz)} and {describe_local(end, tz, not same_day)}"


def _listing(items: Sequence[str], joiner: str = "or") -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {joiner} " + items[-1]


def _who(family: Family, participants: Sequence[str], resources: Sequence[str]) -> str:
    people = names(family, participants, none="")
    things = names(family, resources, none="")
    if people and things:
        return f"{people} with the {things}"
    return people or f"the {things}"


def _soft_note(slot: TimeSlot) -> str:
    if not slot.soft_violations:
        return ""
    return f" It bends a preference, though: {'; '.join(slot.soft_violations)}."


def explain(
    result: SchedulingResult,
    family: Family,
    participants: Sequence[str],
    resources: Sequence[str],
    tz: ZoneInfo,
) -> Wording:
    """The reply, how sure the scheduler is, and why."""
    if result.problems:
        return Wording(
            "I can't look for a time yet. " + " ".join(result.problems),
            0.1,
            "the request could not be used as given: " + "; ".join(result.problems),
        )
    who = _who(family, participants, resources)
    if result.requested is not None and result.requested_free:
        slot = result.requested
        text = f"{_when(slot, tz)} works for {who}: nothing else is booked then.{_soft_note(slot)}"
        return Wording(
            text,
            0.85 if slot.soft_violations else 0.95,
            "the asked time clears every busy span and hard rule",
        )
    options = [_when(s, tz) for s in result.candidates]
    if result.requested is not None:
        head = (
            f"{_when(result.requested, tz)} doesn't work for {who}: {'; '.join(result.requested.blocked_by)}."
        )
        if result.candidates:
            best = result.recommended or result.candidates[0]
            text = (
                f"{head} The nearest free times are {_listing(options)}; "
                f"I'd suggest {_when(best, tz)}.{_soft_note(best)}"
            )
            return Wording(
                text,
                0.8,
                f"asked time blocked; {len(options)} alternatives "
                "found around it, ranked by soft rules then closeness",
            )
        return _nothing_fits(result, head, tz)
    window = _between(result, tz)
    if result.candidates:
        best = result.recommended or result.candidates[0]
        others = options[1:]
        text = f"The best time for {who} {window} is {_when(best, tz)}."
        if others:
            text += f" Other options: {_listing(others)}."
        text += _soft_note(best)
        return Wording(
            text,
            0.75 if best.soft_violations else 0.9,
            f"searched {window} at 15-minute steps; {len(options)} options "
            "ranked by soft rules, then earliest",
        )
    head = f"Nothing fits for {who} {window}"
    if result.why_nothing_fits:
        head += ": " + "; ".join(result.why_nothing_fits[:3])
    return _nothing_fits(result, head + ".", tz)


def _nothing_fits(result: SchedulingResult, head: str, tz: ZoneInfo) -> Wording:
    if result.nearest_outside:
        outside = [_when(s, tz) for s in result.nearest_outside]
        return Wording(
            f"{head} The nearest options outside it are {_listing(outside)}.",
            0.6,
            "no free slot in the span; nearest ones outside it offered instead",
        )
    return Wording(
        f"{head} I found nothing free within a week either side either.",
        0.4,
        "no free slot in the span nor a week either side of it",
    )

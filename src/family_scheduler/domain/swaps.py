"""Two events trading times ("swap emma's piano and jake's soccer this week"): one proposal.

Each event moves to the other's start and keeps its own length (said when the lengths
differ). For the occurrences a day or week names, or the next ones when the family says so,
each occurrence moves on its own (an override of a repeating event); for "from now on" or
the whole series, each repeating event's rule moves to the other's day and time, as a move
of one event would. Both are one proposal, always asked first, checked together (each may
land where the other was: that is no clash), written in one transaction and undone as one.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from family_scheduler.calendar.base import CalendarReader
from family_scheduler.models.events import Occurrence
from family_scheduler.models.family import Family
from family_scheduler.models.request import ParsedRequest
from family_scheduler.models.results import Proposal, Scope
from family_scheduler.timeutil import describe_span, elapsed, later_by
from family_scheduler.wording import hours_and_minutes, people, short_day

from .move_everything import Move, moves_proposal
from .proposals import draft_modify
from .targets import EventTarget


def partner_request(request: ParsedRequest) -> ParsedRequest | None:
    """The second event of a swap as a change of its own, to be located like the first."""
    partner = request.swap_with
    if partner is None:
        return None
    return ParsedRequest(
        intent="modify",
        title=partner.title,
        participants=partner.participants,
        window=partner.window,
        day_named=partner.day_named,
        text=request.text,
    )


def swap_scope(first: EventTarget, second: EventTarget, chosen: Scope | None) -> Scope | None:
    """Which occurrences a swap is for: the family's word, else those a day or week names
    (every repeating side has one), else the events themselves when neither repeats; None
    when the family must be asked."""
    if chosen is not None:
        return chosen
    repeating = [t for t in (first, second) if t.series is not None and t.series.recurrence]
    if not repeating:
        return "series"
    return "occurrence" if all(t.date_named for t in repeating) else None


def swap_proposal(
    first: EventTarget,
    second: EventTarget,
    scope: Scope,
    calendar: CalendarReader,
    speaker: str,
    family: Family,
    proposal_id: str,
    now: datetime,
) -> Proposal | str:
    """The proposal swapping the two located events' times, or why not (one sentence)."""
    assert first.chosen is not None and first.series is not None
    assert second.chosen is not None and second.series is not None
    tz = ZoneInfo(family.timezone)
    a, b = first.chosen, second.chosen
    if a.occurrence_id == b.occurrence_id:
        when = describe_span(a.start, a.end, tz)
        return f"Both of those are {a.title} on {when}, so there is nothing to swap. Nothing was changed."
    moves = [_to_start_of(a, b, tz), _to_start_of(b, a, tz)]
    if _alike(a, b):
        days = f"{short_day(a.start.astimezone(tz))} and {short_day(b.start.astimezone(tz))}"
        return (
            f"{a.title} on {days} is the same event for the same people: swapped, the calendar would "
            "read just as it does now. To move one of them, say where to. Nothing was changed."
        )
    past = next((o for o in (a, b) if o.start < now), None)
    if past is not None:
        return (
            f"{past.title} on {describe_span(past.start, past.end, tz)} is already past, so I can't "
            "swap it. Nothing was changed."
        )
    whole = scope != "occurrence" and (first.series.recurrence or second.series.recurrence)
    if whole and first.series.id == second.series.id:
        return (
            f"Both are {a.title}, one series: swapping it with itself for every week changes nothing. "
            "Name the two days to swap just those (\"swap tuesday's and thursday's "
            f'{a.title}"). Nothing was changed.'
        )
    drafted = _every_one(first, second, scope, speaker, family, proposal_id, tz) if whole else None
    if whole and drafted is None:
        return f"I couldn't work out how to swap every {a.title} and {b.title}. Nothing was changed."
    if drafted is None:
        drafted = moves_proposal(moves, calendar, speaker, proposal_id, "")  # these ones only
    summary = f"{_headline(a, b, family, tz)}: {_each_way(moves, drafted, tz)}{_lengths(a, b)}"
    update = {"summary": summary, "every": True, "swaps": True, "chosen_by": "assistant"}  # always asked
    return drafted.model_copy(update=update)


def _alike(a: Occurrence, b: Occurrence) -> bool:
    """Two occurrences of one event with the same name, people and things: swapped, each
    day still holds the same thing at the same time, so the calendar reads the same."""
    return (a.event_id, a.title, a.participants, a.resources) == (
        b.event_id,
        b.title,
        b.participants,
        b.resources,
    )


def _to_start_of(occ: Occurrence, other: Occurrence, tz: ZoneInfo) -> Move:
    """`occ` moved to start where `other` starts, its own length kept."""
    return Move(occ, other.start, later_by(other.start, elapsed(occ.start, occ.end), tz))


def _every_one(
    first: EventTarget,
    second: EventTarget,
    scope: Scope,
    speaker: str,
    family: Family,
    proposal_id: str,
    tz: ZoneInfo,
) -> Proposal | None:
    """Each event moved for the occurrences `scope` says (its rule to the other's day and
    time, as "move piano to tuesdays at 4" would), as one proposal; None when either move
    cannot be drafted."""
    drafts = []
    for n, (one, other) in enumerate(((first, second), (second, first))):
        assert one.chosen is not None and one.series is not None and other.chosen is not None
        move = _to_start_of(one.chosen, other.chosen, tz)
        half = "am" if move.start.astimezone(tz).hour < 12 else "pm"  # the clock as it is, never re-read
        request = ParsedRequest(intent="modify", start=move.start, end=move.end, day_named=True, text=half)
        own_id = proposal_id if n == 0 else f"{proposal_id}-2"  # the events each writes: ids apart
        drafted = draft_modify(request, one.series, one.chosen, scope, speaker, family, own_id)
        if drafted is None or drafted.event is None:
            return None
        drafts.append(drafted)
    main, other_draft = drafts
    assert other_draft.event is not None
    return main.model_copy(
        update={
            "side_events": [*main.side_events, other_draft.event, *other_draft.side_events],
            "id": proposal_id,
            "expected_versions": {**main.expected_versions, **other_draft.expected_versions},
            "summary": f"{main.summary}; {other_draft.summary}",
        }
    )


def _headline(a: Occurrence, b: Occurrence, family: Family, tz: ZoneInfo) -> str:
    """ "Swap piano lesson (Emma) and soccer practice (Jake)"."""

    def named(occ: Occurrence) -> str:
        return f"{occ.title} ({people(family, occ.participants)})" if occ.participants else occ.title

    if a.title == b.title:  # "trade mike's gym friday with wednesday": which days
        days = f"{short_day(a.start.astimezone(tz))} and {short_day(b.start.astimezone(tz))}"
        return f"Swap {named(a)} on {days}"
    return f"Swap {named(a)} and {named(b)}"


def _each_way(moves: list[Move], drafted: Proposal, tz: ZoneInfo) -> str:
    """Where each goes, old time → new time; for every one, the moves as drafted."""
    if drafted.summary:
        return drafted.summary
    return "; ".join(
        f"{m.occ.title} {describe_span(m.occ.start, m.occ.end, tz)} → {describe_span(m.start, m.end, tz)}"
        for m in moves
    )


def _lengths(a: Occurrence, b: Occurrence) -> str:
    """Said when the two are not as long as each other: each keeps its own length."""
    one, other = elapsed(a.start, a.end), elapsed(b.start, b.end)
    if one == other:
        return ""
    return (
        f" (each keeps its own length: {a.title} {hours_and_minutes(int(one.total_seconds() // 60))}, "
        f"{b.title} {hours_and_minutes(int(other.total_seconds() // 60))})"
    )

"""Locating the event a change or cancellation is about, and saying what was found.

The query subgraph's second mode: the main graph hands it a modify or cancel request,
and it answers with the `EventTarget` (the occurrence meant and its stored event,
candidates when several match, or nothing) and a sentence the family can read.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from family_scheduler.domain.swaps import partner_request
from family_scheduler.domain.targets import EventTarget
from family_scheduler.domain.titles import names_no_activity
from family_scheduler.models import Family, ParsedRequest
from family_scheduler.timeutil import describe_span, whole_local_day
from family_scheduler.wording import people, short_day

MAX_LISTED = 5


def target_words(target: EventTarget, request: ParsedRequest, family: Family, tz: ZoneInfo) -> str:
    """What the search found, in words: the event, the ones it could be, or that none is there."""
    partner = partner_request(request)
    if target.swapped_with is not None and partner is not None:
        return _swap_words(target, request, target.swapped_with, partner, family, tz)
    if target.ambiguous:
        listed = "; ".join(
            f"{o.title} ({people(family, o.participants)}) {describe_span(o.start, o.end, tz)}"
            for o in target.candidates[:MAX_LISTED]
        )
        if request.from_day is not None and not request.title:  # "she can't do tuesday": which?
            numbered = "\n".join(
                f"{n}. {o.title} ({people(family, o.participants)}) {describe_span(o.start, o.end, tz)}"
                for n, o in enumerate(target.candidates[:MAX_LISTED], start=1)
            )
            whose = people(family, request.participants) if request.participants else "There"
            has = _has(request) if request.participants else "are"
            when = f"at {_clock(request, tz)}" if request.from_time is not None else "that day"
            return f"{whose} {has} several things {when}:\n{numbered}\nWhich one?"
        return f"I found several events that could be meant: {listed}. Which one?"
    occ = target.chosen
    if occ is None and request.from_day is not None and not request.title:
        # "jake can't make it wednesday", "cancel my 3pm thursday": nothing of his then
        day = request.from_day
        whom = people(family, request.participants) if request.participants else "There"
        has = _has(request) if request.participants else "is"
        at = f" at {_clock(request, tz)}" if request.from_time is not None else ""
        said = f"{whom} {has} nothing{at} on {short_day(day)}."
        if at and target.elsewhere:  # what is on that day instead
            listed = "; ".join(
                f"{o.title} ({people(family, o.participants)}) {describe_span(o.start, o.end, tz)}"
                for o in target.elsewhere[:MAX_LISTED]
            )
            said += f" That day: {listed}."
        return f"{said} Nothing was changed."
    if occ is None and request.from_time is not None and request.from_day is None:
        return _none_at_that_time(target, request, family, tz)
    if occ is None:
        what = request.title or "that event"
        if target.elsewhere and target.span is not None:
            times = " and ".join(describe_span(o.start, o.end, tz) for o in target.elsewhere)
            nearest = "the nearest are" if len(target.elsewhere) > 1 else "the nearest is"
            return f"There is no {what} {_on(target.span, tz)}: {nearest} {times}. Nothing was changed."
        where = " in the time you named." if target.date_named else " in the coming weeks."
        return f"I couldn't find {_whose(request, family)}{what} on the calendar{where}"
    if target.series is None:
        return f"I couldn't find {occ.title} on the calendar any more."
    who = f" ({people(family, occ.participants)})" if occ.participants else ""
    return f"Found {occ.title}{who} {describe_span(occ.start, occ.end, tz)}."


def _whose(request: ParsedRequest, family: Family) -> str:
    """ "Emma's " when one person other than the speaker was named: only theirs was looked
    for, so saying "dentist" alone would tell of nobody's dentist."""
    named = [p for p in request.participants if p != request.speaker]
    if request.title and len(request.participants) == 1 and named:
        return f"{people(family, named)}'s "
    return ""


def _swap_words(
    first: EventTarget,
    request: ParsedRequest,
    second: EventTarget,
    partner: ParsedRequest,
    family: Family,
    tz: ZoneInfo,
) -> str:
    """What the search found of the two events a swap names: both, or what stops it plainly
    (one not found, or one that could be several), and that nothing was changed."""
    first = first.model_copy(update={"swapped_with": None})  # each said as a change of its own
    found = [t for t in (first, second) if t.chosen is not None and t.series is not None]
    if len(found) == 2:
        return " ".join(target_words(t, r, family, tz) for t, r in ((first, request), (second, partner)))
    said = []
    for target, asked in ((first, request), (second, partner)):
        if target.chosen is not None and target.series is not None:
            continue
        words = target_words(target, asked, family, tz).removesuffix(" Nothing was changed.")
        if target.ambiguous:
            words = words.removesuffix(" Which one?") + " Say which, with its day."
        which = f"For {asked.title or 'that'}, I found several events"
        said.append(words.replace("I found several events", which))
    return f"I can't swap them yet: {' '.join(said)} Nothing was changed."


def _none_at_that_time(target: EventTarget, request: ParsedRequest, family: Family, tz: ZoneInfo) -> str:
    """ "my 3pm meeting", "emma's 4:30 piano" when nothing starts then: said plainly, with
    the time said, and where the event named is instead."""
    clock = _clock(request, tz)
    if request.title and not names_no_activity(request.title):
        said = f"There is no {request.title} at {clock} in the coming weeks"
        if target.elsewhere:
            said += f": the next is {describe_span(target.elsewhere[0].start, target.elsewhere[0].end, tz)}"
        return f"{said}. Nothing was changed."
    whom = people(family, request.participants) if request.participants else "Nobody"
    has = _has(request) if request.participants else "has"
    return f"{whom} {has} nothing at {clock} in the coming weeks. Nothing was changed."


def _clock(request: ParsedRequest, tz: ZoneInfo) -> str:
    """The time said for the event meant, as the family reads clocks ("3pm", "10:30am")."""
    assert request.from_time is not None
    local = request.from_time.astimezone(tz)
    minutes = f":{local:%M}" if local.minute else ""
    return f"{local.hour % 12 or 12}{minutes}{'am' if local.hour < 12 else 'pm'}"


def _has(request: ParsedRequest) -> str:
    return "has" if len(request.participants) == 1 else "have"


def _on(span: tuple[datetime, datetime], tz: ZoneInfo) -> str:
    """ "on Thu Dec 24" for one whole day, else "from ... to ..." as the span reads."""
    day = whole_local_day(*span, tz)
    if day is not None:
        return f"on {short_day(day)}"
    return f"at {describe_span(*span, tz)}"

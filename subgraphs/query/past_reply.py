"""Answers about time gone by, said in the past tense: "Yes: Emma had piano lesson Monday Nov 16
5–6pm.", "No: Jake had no soccer on Sunday Nov 22.", "Nothing was on on Saturday Nov 21."

A question about the past ("did emma have piano last monday?", "what was on last week?") read
back in the present ("Piano for Emma on Monday Nov 16:") sounds like a plan still to come; a
family asking whether something took place wants a yes or a no.
"""

from __future__ import annotations

from collections.abc import Callable
from zoneinfo import ZoneInfo

from family_scheduler.models import Occurrence

from .answer import QueryAnswer
from .wording import Names, by_day, clock_span, day_label

Line = Callable[[Occurrence], str]
"""How one event is said on a line of the answer (the reply's own event line)."""


def past_events(answer: QueryAnswer, names: Names, tz: ZoneInfo, period: str, line: Line) -> str:
    """What was on over a span gone by, or whether the event named took place in it."""
    plan = answer.plan
    whose = f" for {names(plan.members)}" if plan.members_named else ""
    title, events = plan.title, answer.events
    if title and plan.span_source == "default":  # "when was the last family dinner?"
        last = answer.last_before
        if last is None:
            return f"No {title}{whose} has been on the calendar before now."
        return f"The last {last.title} was {_when(last, tz)}{_with(last, names, False)}."
    if not events:
        if not title:
            return _on(f"Nothing was on{whose} {period}.")
        if plan.members_named:
            return _on(f"No: {names(plan.members)} had no {title} {period}.")
        return _on(f"No: there was no {title} {period}.")
    if title and len(events) == 1:
        occ = events[0]
        if plan.members_named:
            return f"Yes: {names(plan.members)} had {occ.title} {_when(occ, tz)}{_with(occ, names, True)}."
        return f"Yes: {occ.title} was on {_when(occ, tz)}{_with(occ, names, False)}."
    heading = f"Yes, {len(events)} times{whose} {period}" if title else f"What was on{whose} {period}"
    lines = [_on(heading) + ":"]
    days = by_day(events, lambda o: o.start, tz)
    if len(days) == 1:
        lines.extend(f"- {line(o)}" for o in events)
    else:
        lines.extend(
            f"- {day_label(day)}: " + "; ".join(line(o) for o in items) for day, items in days.items()
        )
    return "\n".join(lines)


def _when(occ: Occurrence, tz: ZoneInfo) -> str:
    """'Monday Nov 16 5–6pm'."""
    return f"{day_label(occ.start.astimezone(tz).date())} {clock_span(occ.start, occ.end, tz)}"


def _with(occ: Occurrence, names: Names, members_named: bool) -> str:
    """' (Sedan)' when the people were named in the question, else ' (Emma; Sedan)'."""
    extras = [] if members_named or not occ.participants else [names(occ.participants)]
    if occ.resources:
        extras.append(names(occ.resources))
    return f" ({'; '.join(extras)})" if extras else ""


def _on(text: str) -> str:
    """'Nothing was on on Sunday Nov 22' reads 'Nothing was on Sunday Nov 22'."""
    return text.replace(" on on ", " on ", 1)

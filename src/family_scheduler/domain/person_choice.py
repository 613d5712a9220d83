"""One of two people offered as a choice ("mike or me for the dentist friday at 3"): the
first of them free then is proposed, and the question says who is and is not free, so the
family sees the choice made before anything is written (always asked first)."""

from __future__ import annotations

from family_scheduler.calendar.base import CalendarReader
from family_scheduler.domain.busy import busy_time
from family_scheduler.domain.resource_choice import request_span
from family_scheduler.models.family import Family
from family_scheduler.models.request import OFFERED_CHOICE, ParsedRequest
from family_scheduler.wording import people

ASKED_FIRST = 0.6
"""The choice is ours: never written on the words alone."""


def take_free_person(request: ParsedRequest, calendar: CalendarReader, family: Family) -> ParsedRequest:
    """`request` for the first of its `people_choices` free at its time, saying so."""
    choices = list(request.people_choices)
    if len(choices) < 2:
        return request
    span = request_span(request)
    free = [p for p in choices if span is None or not busy_time(calendar, [p], *span)]
    taken = (free or choices)[0]
    offered = f"{OFFERED_CHOICE}, {people(family, choices[:1])} or {people(family, choices[1:])}: "
    busy = [p for p in choices if p not in free]
    if span is None:
        why = f"I took {people(family, [taken])}"
    elif not free:
        why = f"neither is free then, so I took {people(family, [taken])}"
    elif not busy:
        why = f"both are free then, so I took {people(family, [taken])}"
    else:
        why = f"{people(family, [taken])} is free then, {people(family, busy)} is not"
    return request.model_copy(
        update={
            "participants": [p for p in request.participants if p not in choices or p == taken] or [taken],
            "people_choices": [],
            "ambiguities": [*request.ambiguities, offered + why],
            "confidence": min(request.confidence, ASKED_FIRST),
        }
    )

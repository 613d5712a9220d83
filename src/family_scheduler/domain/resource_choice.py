"""Taking one of the family's things for a request that left the choice to us.

Asked "Which car, the Minivan or the Sedan?", the family answered "either" or "the free
one" (`ParsedRequest.any_choice`). The request then takes the first of the choices, in
the family file's order, that is free over the request's time and has a seat for everyone
it carries; failing that, the first free one; failing that, the first one, so that the
conflict check names what holds it and offers ways out, as for a car named outright.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.calendar import CalendarReader
from family_scheduler.models import Family
from family_scheduler.models.request import ParsedRequest

from .busy import free_resources
from .capacity import head_count, seats_for
from .slots.kinds import usual_length


def request_span(request: ParsedRequest) -> tuple[datetime, datetime] | None:
    """When the request is for: its time (the activity's usual length when none is said, as
    the booking will take), else its window."""
    if request.start is not None:
        minutes = request.duration_minutes or usual_length(request.title)[0]
        end = request.end if request.end is not None and request.end > request.start else None
        return request.start, end or request.start + timedelta(minutes=minutes)
    return request.window


def take_free_choice(request: ParsedRequest, calendar: CalendarReader, family: Family) -> ParsedRequest:
    """`request` with one of its `resource_choices` taken (see the module docstring)."""
    choices = list(request.resource_choices)
    if not choices:
        return request
    span = request_span(request)
    free = free_resources(calendar, choices, *span) if span else choices
    riders = head_count(request.participants, request.guests)

    def seats_everyone(resource_id: str) -> bool:
        found = family.resource(resource_id)
        return found is None or seats_for(found, riders) is not False

    roomy = [r for r in free if seats_everyone(r)]
    taken = (roomy or free or choices)[0]
    return request.model_copy(
        update={
            "resources": sorted({*request.resources, taken}),
            "resource_choices": [],
            "any_choice": False,
            "ambiguities": [a for a in request.ambiguities if not a.startswith("'")],
        }
    )

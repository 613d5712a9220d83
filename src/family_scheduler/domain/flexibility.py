"""Which plans can give way: a person's own routine (the gym, a homework block, a run)
moves more easily than a lesson with a teacher or a dentist.

A plan is flexible when its title is a personal routine and it is one person's own (they
are its only participant). Moving one occasion of a flexible series is then a fair way
out of a clash ("move gym to 7 and book piano at 6"); a lesson, an appointment or a
shared plan is not moved for one booking.
"""

from __future__ import annotations

import re

from family_scheduler.models import Event, Occurrence

ROUTINE = re.compile(
    r"\b(?:gym|work ?out|workout|exercise|run|running|jog\w*|yoga|pilates|stretch\w*|swim laps|walk|"
    r"homework|study\w*|reading|revision|practice at home|piano practice|violin practice|"
    r"chores|clean\w*|laundry|errands?|tidy\w*|nap|rest|free time|me time|focus time|block)\b"
)


def is_flexible(event: Event | Occurrence) -> bool:
    """A personal routine of one person (theirs alone), which may move for another plan."""
    return len(event.participants) == 1 and bool(ROUTINE.search(event.title.lower()))


__all__ = ["ROUTINE", "is_flexible"]

"""What is on in a span, optionally only someone's events or those matching a title."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta

from family_scheduler.calendar import CalendarReader
from family_scheduler.domain.titles import title_matches, title_words
from family_scheduler.models import Occurrence


def lookup_events(
    calendar: CalendarReader,
    start: datetime,
    end: datetime,
    *,
    members: Sequence[str] | None = None,
    title: str | None = None,
    limit: int | None = None,
) -> list[Occurrence]:
    """Occurrences overlapping [start, end), recurring ones expanded, sorted by start.

    With `members`, only events of any of them; with `title`, only events whose title
    holds every word of it (case, punctuation and plurals ignored); `limit` keeps the
    first ones (e.g. "the next piano lesson").
    """
    found = calendar.occurrences(start, end, members=list(members) if members else None)
    if members:
        wanted = set(members)
        found = [o for o in found if wanted.intersection(o.participants)]
    if title:
        words = title_words(title)
        found = [o for o in found if title_matches(words, o.title)]
    return found[:limit] if limit is not None else found


def next_occurrences(
    calendar: CalendarReader,
    start: datetime,
    end: datetime,
    *,
    members: Sequence[str] | None = None,
    title: str | None = None,
    limit: int = 5,
    first_look: timedelta = timedelta(weeks=2),
) -> list[Occurrence]:
    """The next occurrences in [start, end), looking at the first two weeks before the rest.

    A weekly lesson is found without reading two months of a busy calendar.
    """
    near = min(end, start + first_look)
    found = lookup_events(calendar, start, near, members=members, title=title, limit=limit)
    if found or near >= end:
        return found
    return lookup_events(calendar, near, end, members=members, title=title, limit=limit)

"""What is on in a span, optionally only someone's events or those matching a title."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta

from family_scheduler.calendar import CalendarReader
from family_scheduler.calendar.base import occurrence_rows_of
from family_scheduler.domain.titles import title_matches, title_words
from family_scheduler.models import Event, Occurrence
from family_scheduler.timeutil import FIRST_INSTANT, LAST_INSTANT

LOOK_BACK = timedelta(days=400)
"""How far back a repeating event's latest past occurrence is looked for (a year and more)."""


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


def pencilled_in(occ: Occurrence) -> bool:
    """Whether an occurrence is held loosely (status "proposed": pencilled in here, or
    STATUS:TENTATIVE in a calendar it came from), still to be confirmed."""
    return occ.status == "proposed"


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


def search_anywhere(
    calendar: CalendarReader,
    now: datetime,
    *,
    members: Sequence[str] | None = None,
    title: str,
    limit: int = 5,
) -> tuple[list[Occurrence], Occurrence | None]:
    """A named event at any date: its next occurrences after `now` (the first `limit`),
    and, when none is ahead, the latest one before `now` (else None).

    Only the series whose title matches are expanded, each over a growing span, so a
    search of the whole calendar costs what those events cost, not the calendar.
    """
    series = _named_series(calendar, LAST_INSTANT, members, title)
    ahead: list[Occurrence] = []
    for event in series:
        span = timedelta(days=366)
        start = now
        while start < LAST_INSTANT:
            end = min(start + span, LAST_INSTANT)
            found = [row[3] for row in occurrence_rows_of([event], start, end, members)]
            if found:
                ahead.extend(found[:limit])
                break
            if not event.recurrence and event.end <= start:
                break
            start, span = end, span * 4
    ahead.sort(key=lambda o: (o.start, o.end, o.occurrence_id))
    if ahead:
        return ahead[:limit], None
    return [], _latest_of(series, now, members)


def latest_before(
    calendar: CalendarReader, now: datetime, *, members: Sequence[str] | None = None, title: str
) -> Occurrence | None:
    """The latest occurrence of a named event starting before `now` ("when was the last family
    dinner?"), whatever is ahead of it; None when it never took place."""
    return _latest_of(_named_series(calendar, now, members, title), now, members)


def _named_series(
    calendar: CalendarReader, end: datetime, members: Sequence[str] | None, title: str
) -> list[Event]:
    """The events called `title` (of any of `members`) starting before `end`, repeats unexpanded."""
    words = title_words(title)
    wanted = set(members or ())
    return [
        e
        for e in calendar.candidate_events(FIRST_INSTANT, end, members=list(members) if members else None)
        if title_matches(words, e.title) and (not wanted or wanted.intersection(e.participants))
    ]


def _latest_of(series: list[Event], now: datetime, members: Sequence[str] | None) -> Occurrence | None:
    """The latest occurrence of `series` starting before `now`."""
    latest: Occurrence | None = None
    for event in series:
        since = max(FIRST_INSTANT, event.start, now - LOOK_BACK) if event.recurrence else FIRST_INSTANT
        past = [row[3] for row in occurrence_rows_of([event], since, now, members)]
        if past and (latest is None or past[-1].start > latest.start):
            latest = past[-1]
    return latest

"""A booking that is already on the calendar: the same activity, for the same people,
starting at the same time (and repeating the same way).

Families send a message twice, or book what the other parent booked an hour ago. The
clash with the event itself is real, but moving one of the two is no way out: the
booking is simply there already, and saying so is the answer. An event is often said by
its short name ("soccer sat at 2" for Emma's soccer practice then): said with nobody
named, whoever's event of that name starts at that very time is the one meant.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta, tzinfo

from family_scheduler.calendar.base import CalendarReader
from family_scheduler.models import Event, Proposal
from family_scheduler.recurrence import expand, rule_parts

from .titles import title_words


def already_booked(
    proposal: Proposal, calendar: CalendarReader, nobody_named: Callable[[], bool] = lambda: False
) -> tuple[Event, datetime] | None:
    """The stored event the proposed booking repeats and the start of the occurrence it
    repeats, or None. Its length may differ: a length nobody said is the default one.
    `nobody_named()`: the request named nobody, so its people are only our default; asked
    only when an event of that name starts then (it reads the request's words again)."""
    new = proposal.event
    if proposal.action != "create" or new is None:
        return None
    wanted = title_words(new.title)
    if not new.recurrence:
        found = _by_short_name(wanted, new.start, new.participants, nobody_named, calendar)
        if found is not None:
            return found
    for conflict in proposal.conflicts:
        if not conflict.blocking or conflict.type != "time_conflict" or conflict.event_id is None:
            continue
        old = calendar.get_event(conflict.event_id)
        if old is None or old.status == "cancelled" or title_words(old.title) != wanted:
            continue
        if not set(new.participants) <= set(old.participants):
            continue
        if new.recurrence and old.recurrence and same_repeat(new.recurrence, old.recurrence):
            if _occurs_at(old, conflict.occurrence_start, new.start):  # "family dinner every sunday at 6"
                return old, new.start
        if new.recurrence or not old.recurrence:
            if (old.start, old.recurrence) == (new.start, new.recurrence):
                return old, old.start
        elif conflict.occurrence_start == new.start:  # one Saturday of a weekly class
            return old, new.start
    return None


def twin_that_day(proposal: Proposal, calendar: CalendarReader, tz: tzinfo) -> Event | None:
    """A one-off event of the same name for the same people on the same day at another time
    ("dentist for jake friday at 4" when his dentist is at 3 that Friday): the family most
    likely means that one at another time, or sent a corrected time as a new booking, so a
    second one is asked about first, never written at once. None when there is none."""
    new = proposal.event
    if proposal.action != "create" or new is None or new.recurrence or new.all_day:
        return None
    wanted = title_words(new.title)
    if not wanted or not new.participants:
        return None
    day = new.start.astimezone(tz).replace(hour=0, minute=0, second=0, microsecond=0)
    for occ in calendar.occurrences(day, day + timedelta(days=1), members=new.participants):
        old = calendar.get_event(occ.event_id)
        if old is None or old.recurrence or old.status == "cancelled" or occ.start == new.start:
            continue
        if title_words(old.title) == wanted and set(new.participants) <= set(old.participants):
            return old
    return None


def same_repeat(a: str, b: str) -> bool:
    """Whether two rules repeat the same way, however long they run."""

    def shape(rule: str) -> dict[str, str]:
        parts = {k: v for k, v in rule_parts(rule).items() if k not in ("COUNT", "UNTIL", "WKST")}
        parts.setdefault("INTERVAL", "1")
        return parts

    return shape(a) == shape(b)


def _occurs_at(old: Event, clash_at: datetime | None, start: datetime) -> bool:
    """Whether the clash found is `old`'s occurrence starting at `start` itself."""
    if clash_at != start:
        return False
    return any(o.start == start for o in expand(old, start, start + timedelta(minutes=1)))


def _same_or_short(wanted: frozenset[str], title: str) -> bool:
    """The same name, or its short name ("soccer" for "soccer practice")."""
    return bool(wanted) and wanted <= title_words(title)


def _by_short_name(
    wanted: frozenset[str],
    start: datetime,
    people: list[str],
    nobody_named: Callable[[], bool],
    calendar: CalendarReader,
) -> tuple[Event, datetime] | None:
    """An event of that name (or short name) starting at `start` exactly, with `people`
    among its own (anyone's, when `nobody_named()`)."""
    for occ in calendar.occurrences(start, start + timedelta(minutes=1)):
        if occ.start != start or not _same_or_short(wanted, occ.title):
            continue
        if not set(people) <= set(occ.participants) and not nobody_named():
            continue
        old = calendar.get_event(occ.event_id)
        if old is not None and old.status != "cancelled":
            return old, start
    return None

"""Finding the event a modify or cancel request is about, from its title, people and date."""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from pydantic import AwareDatetime, BaseModel, Field

from family_scheduler.calendar.base import CalendarReader
from family_scheduler.models.events import Event, Occurrence
from family_scheduler.models.request import ParsedRequest
from family_scheduler.timeutil import day_span

from .new_days import named_weekdays
from .titles import names_no_activity, title_likeness, title_matches, title_words

LOOKAHEAD = timedelta(weeks=8)


class EventTarget(BaseModel):
    """What the search found: the occurrence meant and its stored event, candidates when it
    is not clear which one, or nothing."""

    chosen: Occurrence | None = None
    """The occurrence meant: the next one of the one event that matches."""
    series: Event | None = None
    """The stored event `chosen` belongs to (None when it is gone)."""
    candidates: list[Occurrence] = Field(default_factory=list)
    """The first occurrence of each event that matches equally well."""
    span: tuple[AwareDatetime, AwareDatetime] | None = None
    """Where the search looked."""
    date_named: bool = False
    """The request named the day (or span) of the event meant."""
    since: date | None = None
    """The change holds from this day on: `chosen` is the repeating event's first
    occurrence on or after it, and every later one changes too."""
    elsewhere: list[Occurrence] = Field(default_factory=list)
    """Nothing of that name on the day named: its occurrences nearest before and after that
    day (or its next one), to say where it is."""
    swapped_with: EventTarget | None = None
    """For a swap ("swap piano and soccer"): what the search found of the second event."""

    @property
    def ambiguous(self) -> bool:
        return self.chosen is None and len(self.candidates) > 1


def search_span(request: ParsedRequest, now: datetime) -> tuple[tuple[datetime, datetime], bool]:
    """Where to look: the named day or window, else the coming weeks. Also: was a date named?"""
    if request.from_day is not None:  # "she can't do tuesday, make it thursday": on tuesday
        return day_span(request.from_day, now.tzinfo), True  # type: ignore[arg-type]
    if request.window is not None:
        return (request.window[0], request.window[1]), True
    when = request.start
    if when is not None and request.intent == "cancel":
        return (when - timedelta(minutes=1), when + timedelta(minutes=1)), True
    if when is not None and request.intent == "modify" and request.day_named:
        # "move the homework on tuesday to 6pm": the event is on the day named.
        return day_span(when.astimezone(now.tzinfo).date(), now.tzinfo), True  # type: ignore[arg-type]
    return (now - timedelta(hours=12), now + LOOKAHEAD), False


_ONE_WEEK = re.compile(r"\b(?:this|next|the\s+coming)\s+week(?:end)?\b")
"""A week said with the day a change goes to ("move family dinner to saturday this week"):
the occurrence of that week moves, and only it; the scope was asked as if every one might."""


def _week_said(request: ParsedRequest, now: datetime) -> tuple[datetime, datetime] | None:
    """The Monday-to-Sunday week of the day a change goes to, when the message names it."""
    if request.window is None or not _ONE_WEEK.search(request.text.lower()):
        return None
    day = request.window[0].astimezone(now.tzinfo).date()
    monday = day - timedelta(days=day.weekday())
    begin = day_span(monday, now.tzinfo)[0]  # type: ignore[arg-type]
    return max(begin, now - timedelta(hours=12)), day_span(monday + timedelta(days=6), now.tzinfo)[1]  # type: ignore[arg-type]


def find_target(calendar: CalendarReader, request: ParsedRequest, now: datetime) -> EventTarget:
    """The occurrence a modify/cancel request names; candidates when it is not clear.

    A modify whose new time carries a day looks on that day first ("move the homework on
    tuesday to 6pm"), then in the coming weeks ("move the dentist to friday at 4").
    """
    span, date_named = search_span(request, now)
    if request.event_id is not None and request.intent == "cancel" and date_named:
        # "skip the one on dec 10" just after booking the class: that one, or say where they are
        return _known_on(calendar, request.event_id, span, now)
    if request.event_id is not None:
        known = _known(calendar, request.event_id, now, request.from_time)
        if known is not None:
            return known
    target = _search(calendar, request, now, span, date_named)
    roster = request.changes_who_comes()  # "take sarah off book club on wednesday"
    if (
        not target.candidates
        and date_named
        and request.intent == "modify"
        and request.from_day is None
        and not roster
        and not (request.shift_minutes and request.start is None and request.to_day is None)
    ):
        # Not on the day named: the day is where it goes ("move piano to friday"); someone
        # joining or leaving names the day the event is on, and so does a move by an amount
        # ("swim an hour earlier on sunday": Sunday's swim, or there is none).
        week = _week_said(request, now)
        in_week = _search(calendar, request, now, week, True) if week is not None else None
        if in_week is not None and in_week.candidates:  # "family dinner to saturday this week"
            target = in_week  # that week's one, and only it
        else:
            target = _search(calendar, request, now, (now - timedelta(hours=12), now + LOOKAHEAD), False)
    if not target.candidates and date_named and request.title:
        target.elsewhere = _around(calendar, request, span, now)  # "band practice is on mondays"
    elif not target.candidates and request.from_time is not None and request.title:
        # "move emma's 4:30 piano" when piano is at 5: where it is
        upcoming = _next_named(calendar, request, now)
        target.elsewhere = [upcoming] if upcoming is not None else []
    elif not target.candidates and request.from_day is not None and not request.title:
        # "cancel jake's 3pm on thursday" when nothing starts then: what is on that day instead
        target.elsewhere = list(calendar.occurrences(*span, members=request.participants or None))
    if target.chosen is not None:
        target.series = calendar.get_event(target.chosen.event_id)
    if (
        request.since is not None
        and request.from_day is None  # "thursday's soccer ... from now on": from that thursday's
        and target.series is not None
        and target.series.recurrence
    ):
        target = _from_day_on(calendar, request, target, request.since, now)
    return target


def _known(
    calendar: CalendarReader, event_id: str, now: datetime, at: datetime | None = None
) -> EventTarget | None:
    """The next occurrence (not over) of the event the conversation means, looked for up to
    a year on, or the one starting `at` (the occurrence just moved); None when it has none."""
    event = calendar.get_event(event_id)
    if event is None:
        return None
    begin = min(event.start, now - timedelta(hours=12))
    for reach in (LOOKAHEAD, timedelta(days=366)):
        span = (begin, max(now, begin) + reach)
        found = [
            o
            for o in calendar.occurrences(*span, members=event.participants or None)
            if o.event_id == event_id and o.end > now
        ]
        found = [o for o in found if o.start == at] or found if at is not None else found
        if found:
            return EventTarget(chosen=found[0], series=event, candidates=[found[0]], span=span)
    return None


def _known_on(
    calendar: CalendarReader, event_id: str, span: tuple[datetime, datetime], now: datetime
) -> EventTarget:
    """The occurrence of the event meant in the span named; none there: its nearest ones."""
    event = calendar.get_event(event_id)
    if event is None:
        return EventTarget(candidates=[], span=span, date_named=True)
    found = [
        o
        for o in calendar.occurrences(*span, members=event.participants or None)
        if o.event_id == event_id and o.end > now
    ]
    if found:
        return EventTarget(chosen=found[0], series=event, candidates=found[:1], span=span, date_named=True)
    around = [
        o
        for o in calendar.occurrences(now, span[1] + LOOKAHEAD, members=event.participants or None)
        if o.event_id == event_id
    ]
    before = [o for o in around if o.start < span[0]][-1:]
    after = [o for o in around if o.start >= span[1]][:1]
    return EventTarget(candidates=[], span=span, date_named=True, elsewhere=[*before, *after])


def _from_day_on(
    calendar: CalendarReader, request: ParsedRequest, target: EventTarget, day: date, now: datetime
) -> EventTarget:
    """The series' first occurrence on or after `day` (and not over), looked for up to a year on."""
    assert target.series is not None
    tz = now.tzinfo
    begin = max(day_span(day, tz)[0], now - timedelta(hours=12))  # type: ignore[arg-type]
    for reach in (LOOKAHEAD, timedelta(days=366)):
        found = [
            o
            for o in calendar.occurrences(begin, begin + reach, members=target.series.participants or None)
            if o.event_id == target.series.id and o.end > now
        ]
        if found:
            chosen = _on_days_named(request, found, now)[0]
            return target.model_copy(update={"chosen": chosen, "since": day, "date_named": False})
    return EventTarget(candidates=[], span=(begin, begin + timedelta(days=366)), date_named=True)


def _search(
    calendar: CalendarReader,
    request: ParsedRequest,
    now: datetime,
    span: tuple[datetime, datetime],
    date_named: bool,
) -> EventTarget:
    found = calendar.occurrences(span[0], span[1], members=request.participants or None)
    if request.from_time is not None and request.from_day is None:
        found = _at_clock(found, request.from_time, now)  # "move my 3pm meeting to 4": any day's
    elif request.from_time is not None:  # "move my 3pm thursday to 4": the one starting then
        found = _at(found, request.from_time)
    wanted = title_words(request.title)
    if request.from_time is not None and names_no_activity(request.title):
        wanted = frozenset()  # "move my 3pm meeting to 4": whatever is on then
    if wanted:
        scored = [(title_likeness(wanted, occ.title), occ) for occ in found]
        best = max((score for score, _ in scored), default=0.0)
        found = [occ for score, occ in scored if score == best and score > 0]
        if found and not title_matches(wanted, found[0].title) and _next_named(calendar, request, now):
            # "cancel band practice on thursday" when band practice is another day: never
            # soccer practice, which only shares a word with it.
            found = []
    firsts: dict[str, Occurrence] = {}
    for occ in found:
        firsts.setdefault(occ.event_id, occ)
    target = EventTarget(candidates=list(firsts.values()), span=span, date_named=date_named)
    if len(firsts) == 1:
        upcoming = _on_days_named(request, [o for o in found if o.end > now] or found, now)
        target.chosen = upcoming[0]
    return target


def _at(found: list[Occurrence], when: datetime) -> list[Occurrence]:
    """Those of `found` starting at `when`; else those going on then ("the 10am" for a 9:30
    to 11 class); else those starting at that clock the other side of noon."""
    starting = [o for o in found if o.start == when]
    going_on = starting or [o for o in found if o.start <= when < o.end]
    return going_on or [o for o in found if abs(o.start - when) == timedelta(hours=12)]  # "my 6:30 gym"


def _at_clock(found: list[Occurrence], when: datetime, now: datetime) -> list[Occurrence]:
    """Those of `found` starting at the clock time of `when`, on whichever day; else at that
    reading of the clock the other side of noon ("my 6:30 gym" is at 6:30 in the morning)."""
    clock = when.astimezone(now.tzinfo).time()
    starts = [(o, o.start.astimezone(now.tzinfo).time()) for o in found]
    exact = [o for o, start in starts if start == clock]
    return exact or [
        o for o, start in starts if (start.hour % 12, start.minute) == (clock.hour % 12, clock.minute)
    ]


def _on_days_named(request: ParsedRequest, found: list[Occurrence], now: datetime) -> list[Occurrence]:
    """Those of `found` on the weekdays a cancellation names ("cancel gym on fridays": a
    Friday's, not Wednesday's), all of them when none is."""
    days = named_weekdays(request) if request.intent == "cancel" else set()
    on_them = [o for o in found if o.start.astimezone(now.tzinfo).weekday() in days]
    return on_them or found


def _next_named(calendar: CalendarReader, request: ParsedRequest, now: datetime) -> Occurrence | None:
    """The next occurrence (not over) answering to every word of the request's title in the
    coming weeks: read only when the span named held no such event."""
    wanted = title_words(request.title)
    span = (now - timedelta(hours=12), now + LOOKAHEAD)
    return next(
        (
            occ
            for occ in calendar.occurrences(*span, members=request.participants or None)
            if occ.end > now and title_matches(wanted, occ.title)
        ),
        None,
    )


NEAR = timedelta(weeks=2)


def _around(
    calendar: CalendarReader, request: ParsedRequest, span: tuple[datetime, datetime], now: datetime
) -> list[Occurrence]:
    """The occurrences answering to the title nearest before and after `span` (within two
    weeks, not over), else the next one in the coming weeks."""
    wanted = title_words(request.title)
    near = [
        occ
        for occ in calendar.occurrences(span[0] - NEAR, span[1] + NEAR, members=request.participants or None)
        if occ.end > now and title_matches(wanted, occ.title)
    ]
    before = [occ for occ in near if occ.end <= span[0]]
    after = [occ for occ in near if occ.start >= span[1]]
    found = before[-1:] + after[:1]
    if found:
        return found
    upcoming = _next_named(calendar, request, now)
    return [upcoming] if upcoming is not None else []


def weekly_series_named(calendar: CalendarReader, request: ParsedRequest, now: datetime) -> Event | None:
    """The one weekly series on the calendar a booking's title names ("gym on saturdays too":
    Mike's weekly gym), theirs first when people are named, anyone's when theirs has none;
    None when there is none or more than one."""
    lookup = request.model_copy(update={"intent": "modify", "window": None, "start": None, "end": None})
    for who in (lookup.participants, []):
        span = search_span(lookup, now)[0]
        target = _search(calendar, lookup.model_copy(update={"participants": who}), now, span, False)
        if target.chosen is None:
            continue
        series = calendar.get_event(target.chosen.event_id)
        weekly = series is not None and "FREQ=WEEKLY" in (series.recurrence or "")
        if weekly and title_matches(title_words(request.title), target.chosen.title):
            return series
        return None
    return None

"""Turn the dates, times, parts of day and spans found in the text into the request's
`start`, `end`, `duration_minutes` and `window`, in the family's zone.

Local wall-clock arithmetic is done on naive local times and localised at the end
through zoneinfo, so "9am" stays 9am across a DST change and every offset is the one
in force at that instant.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.bare_hours import HALF_OF_DAY
from family_scheduler.models.request import READ_AS
from family_scheduler.recurrence import validate_rrule
from family_scheduler.recurrence_rules import MAX_OCCURRENCES, RecurrenceError, split_parts, weekly_on
from family_scheduler.timeutil import at_local, day_span

from .dates import DateMention
from .durations import DurationFindings
from .pattern_needs import search
from .recurrence import Recurrence, first_occurrence, rule_text
from .spans import PARTS, PartMention, SpanMention
from .times import Clock, TimeMention, minutes_of, range_minutes

EVENING_WORDS = re.compile(
    r"\b(?:evenings?|tonight(?:'s)?|nights?|dinner|supper|bedtime)\b"
    r"|\b(?:work(?:s|ing)?|stay(?:s|ing)?|out|home|back)\s+late\b"  # "working late until 9": 9pm
)
MORNING_WORDS = re.compile(r"\b(?:breakfast|brunch|wake\s+up|wake-up)\b")
_MOVE_VERBS = (
    "move",
    "push",
    "shift",
    "reschedule",
    "re-schedule",
    "bump",
    "switch",
    "swap",
    "change",
    "rebook",
    "delay",
    "postpone",
    "slide",
)
_RANGE_IS_NEW = re.compile(r"\b(?:runs?|goes|go|be|is|it's|lasts?|make\s+it|so\s+it|now)\s*$")
_SPLIT_RE = re.compile(r"(?<![a-z])(?:to|till|until|into|for|->)\s+")


@dataclass
class Temporal:
    """Everything the recognisers found about when."""

    dates: list[DateMention] = field(default_factory=list)
    times: list[TimeMention] = field(default_factory=list)
    parts: list[PartMention] = field(default_factory=list)
    spans: list[SpanMention] = field(default_factory=list)
    durations: DurationFindings = field(default_factory=DurationFindings)
    recurrence: Recurrence | None = None


AFTERNOON_PARTS = frozenset({"afternoon", "after school", "after lunch", "before dinner"})
EVENING_PARTS = frozenset({"evening", "after dinner"})
"""Parts of the day in which a bare hour ("at 2", "at 7") is after noon."""


@dataclass
class When:
    """The resolved timing fields, plus what the text stated and what was wrong."""

    start: datetime | None = None
    end: datetime | None = None
    duration: int | None = None
    window: tuple[datetime, datetime] | None = None
    recurrence: str | None = None
    shift: int | None = None
    day_stated: bool = False
    time_stated: bool = False
    clock: time | None = None
    day: date | None = None
    half_unsaid: bool = False
    """The one clock said is a bare hour before noon and nothing says which half of the day."""
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    ambiguities: list[str] = field(default_factory=list)


def _at(day: date, minutes: int, tz: ZoneInfo) -> datetime:
    """`day` at `minutes` after its midnight (24:00 and later fall on the next days)."""
    extra, minutes = divmod(minutes, 24 * 60)
    return at_local(day + timedelta(days=extra), time(minutes // 60, minutes % 60), tz)


def part_window(part: PartMention | str, day: date, tz: ZoneInfo) -> tuple[datetime, datetime]:
    """The window of a part of the day ("afternoon", "lunch") on `day`."""
    start, end = PARTS[part] if isinstance(part, str) else (part.start_time, part.end_time)
    end_minutes = end.hour * 60 + end.minute if end else 24 * 60
    return _at(day, start.hour * 60 + start.minute, tz), _at(day, end_minutes, tz)


def later(moment: datetime, minutes: int, tz: ZoneInfo) -> datetime:
    """`moment` plus elapsed minutes (absolute time, so a DST change is counted right)."""
    return (moment.astimezone(UTC) + timedelta(minutes=minutes)).astimezone(tz)


def span_window(span: SpanMention, now: datetime, tz: ZoneInfo) -> tuple[datetime, datetime]:
    """The window of "this week", "next weekend", "this month"..."""
    today = now.astimezone(tz).date()
    monday = today - timedelta(days=today.weekday())
    if span.days is not None:  # "thanksgiving weekend"; "the next 3 weeks" from now
        begin = now.astimezone(tz) if span.from_now else _at(span.days[0], 0, tz)
        return begin, _at(span.days[1], 0, tz)
    if span.unit == "weekend":
        saturday = monday + timedelta(days=5 + 7 * span.offset)
        return _at(saturday, 0, tz), _at(saturday + timedelta(days=2), 0, tz)
    if span.unit == "week":
        first = monday + timedelta(days=7 * span.offset)
        begin = now.astimezone(tz) if span.from_now else _at(first, 0, tz)
        return begin, _at(first + timedelta(days=7), 0, tz)
    first = today.replace(day=1)
    if span.month is not None:  # "in december": the next December, the rest of it when it is now
        ahead = (span.month - first.month) % 12
        span = SpanMention("month", ahead, ahead == 0, span.pos)
    month0 = first.month - 1 + span.offset
    first = date(first.year + month0 // 12, month0 % 12 + 1, 1)
    month1 = first.month
    after = date(first.year + (1 if month1 == 12 else 0), 1 if month1 == 12 else month1 + 1, 1)
    begin = now.astimezone(tz) if span.from_now else _at(first, 0, tz)
    return begin, _at(after, 0, tz)


def split_point(text: str, claimed_positions: list[int], is_free) -> int | None:
    """Where the new timing starts in a modify ("… to Friday at 4"): the first free
    "to" that is followed closely by a temporal mention."""
    for match in _SPLIT_RE.finditer(text):
        if not is_free(match.start(), match.start() + 1):
            continue
        if any(0 <= pos - match.end() <= 12 for pos in claimed_positions):
            return match.start()
    return None


_EVENING_KINDS = re.compile(
    r"\b(?:movies?|films?|cinema|part(?:y|ies)|bbq|barbecue|cookout|concerts?|shows?|plays?|musical|drinks|"
    r"date|game\s+night|poker|bonfire|fireworks|trivia|karaoke|gala|prom|dance|disco|happy\s+hour|pub|"
    r"theat(?:er|re)|opera|ballet|comedy|sleepover|slumber|book\s+club|"
    r"laptop|computer|homework|tv|video\s+games?|gaming|screen\s+time)\b"
)
"""Activities as likely in the evening as in the morning at a bare 7 or 8; the family laptop
and homework too ("the laptop for jake thursday at 7" was written at 7am, before school)."""


_MORNING_THINGS = re.compile(
    r"\b(?:breakfast|school\s+run|before\s+(?:school|work)|wake|alarm|commute|sunrise)\b"
)
"""Words that already put a bare hour in the morning ("is the kitchen free for breakfast at 7")."""


def _half_unsaid(clock: Clock, start_min: int, half_said: bool, text: str) -> bool:
    """A bare hour read as the morning by the contract, with nothing in the words to say
    which half of the day: the booking asks about an evening kind of activity, a question
    is answered for the evening too (subgraphs/query/other_half.py)."""
    return (
        clock.kind == "bare"
        and clock.meridiem is None
        and start_min < 12 * 60
        and not half_said
        and HALF_OF_DAY.search(text) is None
        and _MORNING_THINGS.search(text) is None
    )


def _either_half(clock: Clock, text: str) -> bool:
    """A bare 7 or 8, its half unsaid, for an evening kind of activity ("movie sat at 7",
    "bbq at 8"): the contract's morning stays, but it is asked about, never written at once
    ("chess at 7" keeps its morning without a doubt)."""
    return clock.hour in (7, 8) and _EVENING_KINDS.search(text) is not None


def _either_half_text(clock: Clock) -> str:
    said = f"{clock.hour}" if not clock.minute else f"{clock.hour}:{clock.minute:02d}"
    return f'{READ_AS} "{said}" as {said}am, not {said}pm'  # said before the question, like a choice


def resolve(
    temporal: Temporal,
    *,
    intent: str,
    query_kind: str | None,
    text: str,
    verb: str | None,
    now: datetime,
    tz: ZoneInfo,
    split: int | None,
) -> When:
    """Combine the mentions into the contract's timing fields."""
    when = When()
    now = now.astimezone(tz)
    today = now.date()
    evening = bool(search(EVENING_WORDS, text)) or any(p.name in EVENING_PARTS for p in temporal.parts)
    morning_part = any(p.name == "morning" for p in temporal.parts) or bool(MORNING_WORDS.search(text))
    afternoon = any(p.name in AFTERNOON_PARTS for p in temporal.parts)

    def new(pos: int) -> bool:
        return split is None or pos >= split

    dates = [d for d in temporal.dates if new(d.start)]
    old_dates = [d for d in temporal.dates if not new(d.start)]
    times = [t for t in temporal.times if new(t.start)]
    parts = [p for p in temporal.parts if new(p.pos)]
    old_parts = [p for p in temporal.parts if not new(p.pos)]
    spans = [s for s in temporal.spans if new(s.pos)]

    for mention in temporal.dates:
        if mention.problem and not (mention.past and intent == "query"):
            when.problems.append(mention.problem)  # a question may look back: "what was on yesterday?"
    if temporal.recurrence:
        when.problems.extend(temporal.recurrence.problems)

    # A moved event: "from 3 to 4" names the old and the new time.
    if intent == "modify" and verb and verb.split()[0] in _MOVE_VERBS:
        for moved in list(times):
            if (
                moved.end_clock is not None
                and moved.prep == "from"
                and (split is None or moved.start < split)
                and not _RANGE_IS_NEW.search(text[: moved.start])
            ):
                times.remove(moved)
                times.append(TimeMention(moved.end_clock, None, moved.end, moved.end, "to"))

    day: date | None = None
    # An explicit date is more precise than a weekday said next to it ("Sat the 5th").
    for mention in sorted(dates, key=lambda d: d.weekday is not None):
        if mention.day is not None:
            day = mention.day
            when.day_stated = True
            break
    named_weekdays = {d.weekday for d in dates if d.weekday is not None and d.day is not None}
    if (
        day is not None
        and named_weekdays
        and any(d.weekday is None for d in dates)
        and day.weekday() not in named_weekdays
    ):
        when.ambiguities.append(f"{day.strftime('%A %B')} {day.day} is not the weekday named")
    if day is None and any(d.problem for d in dates):
        when.day_stated = True
        return when  # the named day does not exist: no start is better than a wrong one
    part = parts[0] if parts else None
    if day is None and part is not None and part.today:
        day = today
        when.day_stated = True
    if day is None and intent == "modify" and (times or parts):
        for mention in old_dates:
            if mention.day is not None:
                day = mention.day
                break
        if day is None and any(p.today for p in old_parts):
            day = today

    dur = temporal.durations
    when.duration = dur.duration
    when.shift = dur.shift
    morning = part is not None and part.name == "morning" or (morning_part and not evening)
    pm_hint = (
        evening
        or (part is not None and (part.name in AFTERNOON_PARTS or part.name in EVENING_PARTS))
        or afternoon
    )

    times = [t for t in times if t.prep != "instead"]  # "… instead of 6:30": the time it was
    exact = [t for t in times if t.prep not in ("after", "before", "between")]
    if len(exact) == 1 and exact[0].prep == "until" and exact[0].end_clock is None:
        exact[0].prep = "before"  # "until 6" with no start only bounds the time
        exact = []
    bounds = [t for t in times if t.prep in ("after", "before")]
    start_min: int | None = None
    end_min: int | None = None
    as_window = False
    if exact:
        first = exact[0]
        if (
            first.end_clock is None
            and len(exact) > 1
            and exact[1].prep in ("until", "to")
            and exact[1].end_clock is None
        ):
            first = TimeMention(first.clock, exact[1].clock, first.start, exact[1].end, "from")
        for said in filter(None, (first.clock, first.end_clock)):
            if not said.valid:
                when.problems.append(f"{_clock_text(said)} is not a time of day")
        if not when.problems or all("time of day" not in p for p in when.problems):
            if first.end_clock is not None:
                start_min, end_min = range_minutes(
                    first.clock, first.end_clock, pm_hint and not morning, morning
                )
                if end_min <= start_min:
                    when.problems.append(
                        f"the end ({_clock_text(first.end_clock)}) is before "
                        f"the start ({_clock_text(first.clock)})"
                    )
                    end_min = None
            else:
                start_min = minutes_of(first.clock, pm_hint and not morning, morning)
                when.half_unsaid = _half_unsaid(first.clock, start_min, pm_hint or morning, text)
                if intent == "create" and when.half_unsaid and _either_half(first.clock, text):
                    when.ambiguities.append(_either_half_text(first.clock))
                if first.clock.kind == "midnight" and (evening or (part and part.name == "evening")):
                    start_min = 24 * 60
            when.time_stated = True
            when.clock = time((start_min // 60) % 24, start_min % 60)
    else:
        for between in times:
            if between.prep == "between" and between.end_clock is not None:
                start_min, end_min = range_minutes(
                    between.clock, between.end_clock, pm_hint and not morning, morning
                )
                as_window = True
                break

    recurrence = temporal.recurrence
    if recurrence is not None and recurrence.freq == "WEEKLY" and not recurrence.days:
        weekday = next((d.weekday for d in temporal.dates if d.weekday is not None), None)
        if weekday is not None:
            recurrence.days = [weekday]
            if all(d.weekday is not None for d in dates):
                day = None
                when.day_stated = False

    if (
        recurrence is not None
        and intent == "create"
        and temporal.spans
        and recurrence.until is None
        and recurrence.count is None
        and recurrence.starting is None
        and not temporal.dates
    ):
        # "every day next week", "every weekday this week": only that week, never for good
        opens, closes = span_window(temporal.spans[0], now, tz)
        first_day, last_day = (
            opens.astimezone(tz).date(),
            (closes - timedelta(seconds=1)).astimezone(tz).date(),
        )
        if last_day - first_day <= timedelta(days=62):
            recurrence.starting = first_day if first_day > today else None  # this week: from now on
            recurrence.until = last_day
            when.day_stated = True

    if (
        recurrence is not None
        and intent == "query"
        and recurrence.freq == "WEEKLY"
        and recurrence.interval == 1
        and recurrence.days
        and start_min is None
    ):
        # "what's on for emma on mondays in december?": those weekdays of the span asked (of
        # the next weeks when none is); they were the next 7 days, every day, "in december" lost
        when.recurrence = weekly_on(recurrence.days)
        if temporal.spans:
            when.window = span_window(temporal.spans[0], now, tz)
            when.day_stated = True
        return when

    if recurrence is not None:
        clock = when.clock or (time(start_min // 60 % 24, start_min % 60) if start_min is not None else None)
        anchor = day
        if recurrence.starting is None and day is not None and day > today:
            # "every 4 weeks on thursday, next one is dec 10": a date on one of the rule's
            # weekdays is where it starts; another weekday's date is left to the rule
            on_its_day = (
                recurrence.freq != "WEEKLY" or not recurrence.days or day.weekday() in recurrence.days
            )
            recurrence.starting = day if on_its_day else None
        if recurrence.weekday_said is not None:
            when.ambiguities.append(_weekday_of_month(recurrence, day, today))
        first_start = first_occurrence(recurrence, clock or time(0), now, tz, anchor)
        if recurrence.until is not None:
            begins = first_start.date() if first_start is not None else recurrence.starting or today
            if recurrence.until < begins:
                ends, starts = _day_text(recurrence.until), _day_text(begins)
                when.problems.append(f"the repeat ends on {ends}, before it starts on {starts}")
                return when
        when.recurrence = rule_text(recurrence, first_start, tz)
        problem = repeat_problem(when.recurrence, first_start, tz)
        if problem:
            when.problems.append(problem)
            when.recurrence = None
            return when
        if clock is not None and first_start is not None:
            when.start = first_start
            if end_min is not None and start_min is not None:
                when.end = _at(first_start.astimezone(tz).date(), end_min, tz)
                when.duration = end_min - start_min
            elif when.duration:
                when.end = later(first_start, when.duration, tz)
        when.day = first_start.date() if first_start else None
        return when

    if dur.relative_start is not None and start_min is None:
        moment = later(now, dur.relative_start, tz).replace(second=0, microsecond=0)
        when.start = moment
        when.time_stated = when.day_stated = True
        if when.duration:
            when.end = later(moment, when.duration, tz)
        return when

    if start_min is not None and not as_window:
        if day is None:
            day = today if _at(today, start_min, tz) > now else today + timedelta(days=1)
            if intent in ("create", "modify"):
                when.notes.append(f"no day given for {_minutes_text(start_min)}; read as {day.isoformat()}")
        start = _at(day, start_min, tz)
        when.day = day
        if (
            intent in ("query",)
            and query_kind in ("availability", "resource_status", "event_lookup")
            and end_min is not None
        ):
            when.window = (start, _at(day, end_min, tz))
            return when
        when.start = start
        if end_min is not None:
            when.end = _at(day, end_min, tz)
            when.duration = end_min - start_min
        elif when.duration:
            when.end = later(start, when.duration, tz)
        return when

    when.day = day
    base = day or today
    if as_window and start_min is not None and end_min is not None:
        when.window = (_at(base, start_min, tz), _at(base, end_min, tz))
        return when
    if bounds:
        bound = bounds[0]
        minute = minutes_of(bound.clock, pm_hint and not morning, morning)
        if bound.clock.valid:
            if bound.prep == "after":
                limit = part.end_time if part and part.end_time else None
                end = _at(base, limit.hour * 60 + limit.minute, tz) if limit else day_span(base, tz)[1]
                start = _at(base, minute, tz)
                if end <= start:  # "morning after 2": the part cannot hold it, the day can
                    end = day_span(base, tz)[1]
                when.window = (start, end) if end > start else None
            else:
                begin = _at(base, part.start_time.hour * 60, tz) if part else day_span(base, tz)[0]
                if minute == 0:
                    minute = 24 * 60  # "until midnight" runs to the end of the day
                end = _at(base, minute, tz)
                if end <= begin:  # "afternoon until noon": the bound wins over the part
                    begin = day_span(base, tz)[0]
                when.window = (begin, end)
            return when
    if part is not None:
        when.window = part_window(part, base, tz)
        return when
    if spans:
        when.window = span_window(spans[0], now, tz)
        return when
    if day is not None:
        when.window = day_span(day, tz)
        return when
    return when


def _clock_text(clock: Clock) -> str:
    suffix = f" {clock.meridiem}" if clock.meridiem and clock.kind == "marked" else ""
    if clock.kind in ("noon", "midnight"):
        return clock.kind
    return f"{clock.hour}:{clock.minute:02d}{suffix}"


def _day_text(day: date) -> str:
    return f"{day.strftime('%b')} {day.day}, {day.year}"


def _minutes_text(minutes: int) -> str:
    return f"{(minutes // 60) % 24:02d}:{minutes % 60:02d}"


def repeat_problem(rule: str, first: datetime | None, tz: ZoneInfo) -> str | None:
    """One plain sentence when the repeat read cannot be kept ("daily for 20 years")."""
    count = dict(split_parts(rule)).get("COUNT")
    if count is not None and count.isdigit() and int(count) > MAX_OCCURRENCES:
        return (
            f"that repeats {int(count)} times, and one series keeps at most {MAX_OCCURRENCES}; "
            "give a shorter span"
        )
    if first is None:
        return None
    try:
        validate_rrule(rule, first, tz.key)
    except RecurrenceError as err:
        return f"I can't keep that repeat: {err}"
    return None


_NTH_WORDS = {1: "first", 2: "second", 3: "third", 4: "fourth", -1: "last"}


def _weekday_of_month(recurrence: Recurrence, day: date | None, today: date) -> str:
    """Sets "once a month on saturday" to the same weekday of the month as its first date
    (Sat Nov 28: the fourth Saturday, +4SA; a fifth one is the last) and says so, to be
    asked: "which Saturday" is a guess, never written at once."""
    assert recurrence.weekday_said is not None
    weekday, said = recurrence.weekday_said
    first = day if day is not None and day.weekday() == weekday else None
    if first is None:
        first = today + timedelta(days=(weekday - today.weekday()) % 7)
    nth = (first.day - 1) // 7 + 1
    recurrence.nth = -1 if nth == 5 else nth
    recurrence.days = [weekday]
    if recurrence.starting is None and first > today:
        recurrence.starting = first
    return f'{READ_AS} "{said}" as the {_NTH_WORDS[recurrence.nth]} {first:%A} of every month'

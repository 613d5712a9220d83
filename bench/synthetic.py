"""Reproducible synthetic family calendars for benchmarks: N events, a tenth recurring.

Events spread over the year around `now` (2026-11-23), at realistic hours, each with
one to three of the demo family's members and sometimes a shared resource. Series are
weekly with a COUNT of 4 to 16 or an UNTIL a few months on, like school-term lessons.
Seeded, so every run measures the same calendar. `history_events` adds older years at
the same density (and a few routines running for decades) for the scale bench.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import date, datetime, timedelta
from itertools import islice
from pathlib import Path
from zoneinfo import ZoneInfo

from family_scheduler.calendar import Calendar, InMemoryCalendar, SqliteCalendar
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event, Family

NOW = datetime(2026, 11, 23, 9, 0, tzinfo=ZoneInfo("America/New_York"))
DAYS = ("MO", "TU", "WE", "TH", "FR", "SA", "SU")
TITLES = (
    "piano lesson",
    "soccer practice",
    "dentist",
    "playdate",
    "grocery run",
    "swim class",
    "parent meeting",
    "book club",
    "gym",
    "tutoring",
    "birthday party",
    "haircut",
)


def synthetic_events(family: Family, count: int, seed: int = 7, span_days: int = 365) -> list[Event]:
    """`count` events spread over `span_days` days centred on NOW."""
    first_day = (NOW - timedelta(days=span_days // 2)).date()
    return list(_spread(family, count, random.Random(seed), first_day, span_days, "syn"))


def _spread(
    family: Family, count: int, rng: random.Random, first_day: date, span_days: int, prefix: str
) -> Iterator[Event]:
    tz = ZoneInfo(family.timezone)
    members = family.member_ids()
    resources = [r.id for r in family.resources]
    for n in range(count):
        day = first_day + timedelta(days=rng.randrange(span_days))
        hour, minute = rng.randrange(7, 21), rng.choice((0, 15, 30, 45))
        start = datetime(day.year, day.month, day.day, hour, minute, tzinfo=tz)
        length = timedelta(minutes=rng.choice((30, 45, 60, 60, 90, 120)))
        people = sorted(rng.sample(members, rng.choice((1, 1, 2, 3))))
        things = [rng.choice(resources)] if rng.random() < 0.3 else []
        recurrence = None
        if n % 10 == 0:
            weekday = DAYS[start.weekday()]
            if rng.random() < 0.5:
                recurrence = f"FREQ=WEEKLY;BYDAY={weekday};COUNT={rng.randrange(4, 17)}"
            else:
                until = (start + timedelta(weeks=rng.randrange(4, 17))).astimezone(ZoneInfo("UTC"))
                recurrence = f"FREQ=WEEKLY;BYDAY={weekday};UNTIL={until:%Y%m%dT%H%M%SZ}"
        yield Event(
            id=f"{prefix}-{n:07d}" if prefix != "syn" else f"syn-{n:06d}",
            title=rng.choice(TITLES),
            start=start,
            end=start + length,
            timezone=family.timezone,
            recurrence=recurrence,
            participants=people,
            resources=things,
            created_by=people[0],
        )


BASE_EVENTS = 10_000
"""The history calendars share this many events around NOW: `synthetic_events(10_000)`."""

LONG_RUNNING = (
    # (title, people, first start (local), rule): years-long routines that reach NOW.
    ("school run", ["mike", "emma", "jake"], datetime(2015, 9, 1, 7, 45), "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
    ("gym", ["sarah"], datetime(2008, 1, 7, 6, 30), "FREQ=WEEKLY;BYDAY=MO,WE,FR"),
    ("piano lesson", ["emma"], datetime(2020, 9, 3, 16, 30), "FREQ=WEEKLY;BYDAY=TH;UNTIL=20270610T210000Z"),
    ("choir", ["linda"], datetime(1998, 3, 4, 19, 0), "FREQ=WEEKLY;BYDAY=WE;UNTIL=20301231T235900Z"),
    ("bin day", ["mike"], datetime(2001, 1, 2, 20, 0), "FREQ=WEEKLY;BYDAY=TU"),
    ("book club", ["sarah", "linda"], datetime(2005, 1, 12, 19, 30), "FREQ=MONTHLY;BYDAY=2WE"),
    ("water the plants", ["jake"], datetime(2019, 4, 1, 18, 0), "FREQ=DAILY;UNTIL=20291231T230000Z"),
    ("date night", ["sarah", "mike"], datetime(2010, 1, 8, 19, 0), "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR"),
)
"""Long-running series, identical at every size: weekday, weekly, monthly and daily rules,
some never ending, some ending years from now (expanded in full, thousands of occurrences)."""


def history_events(family: Family, count: int, seed: int = 7, chunk: int = 50_000) -> Iterator[list[Event]]:
    """A family history of about `count` events, in chunks (so 1M never sits in memory).

    The last year is `synthetic_events(10_000)` (about 27 events a day, as in the other
    benches); older years hold the rest at the same density, going back as far as they
    need (1M events: about a century); `LONG_RUNNING` series reach NOW at every size. So
    the weeks around NOW hold the same occurrences at every size: a bench over these
    calendars measures what the size of the history costs, and nothing else.
    """
    family_tz = ZoneInfo(family.timezone)
    base = synthetic_events(family, min(count, BASE_EVENTS), seed)
    long = [
        Event(
            id=f"long-{n:02d}",
            title=title,
            start=start.replace(tzinfo=family_tz),
            end=start.replace(tzinfo=family_tz) + timedelta(hours=1),
            timezone=family.timezone,
            recurrence=rule,
            participants=people,
            created_by=people[0],
        )
        for n, (title, people, start, rule) in enumerate(LONG_RUNNING)
    ]
    yield base + long
    older = count - len(base)
    if older <= 0:
        return
    per_day = BASE_EVENTS / 365
    span_days = max(1, round(older / per_day))
    base_first = (NOW - timedelta(days=365 // 2)).date()
    # Older series (16 weeks at most) end before NOW - 182 days + 112 days: never near NOW.
    events = _spread(
        family, older, random.Random(seed + 1), base_first - timedelta(days=span_days), span_days, "old"
    )
    while batch := list(islice(events, chunk)):
        yield batch


def memory_calendar(count: int, seed: int = 7, span_days: int = 365) -> InMemoryCalendar:
    family, _ = demo_family()
    return InMemoryCalendar(family, synthetic_events(family, count, seed, span_days))


def sqlite_calendar(path: Path, count: int, seed: int = 7) -> Calendar:
    """A SQLite calendar file with `count` synthetic events (built once per path)."""
    family, _ = demo_family()
    fresh = not path.exists()
    cal = SqliteCalendar(path, family.id, family)
    if fresh:
        cal.commit(f"synthetic-{count}-{seed}", synthetic_events(family, count, seed))
    return cal


def history_calendar(path: Path, count: int, seed: int = 7) -> SqliteCalendar:
    """A SQLite calendar file holding `history_events(count)` (built once per path, in
    chunks of one commit each)."""
    family, _ = demo_family()
    fresh = not path.exists()
    cal = SqliteCalendar(path, family.id, family)
    if fresh:
        for n, batch in enumerate(history_events(family, count, seed)):
            cal.commit(f"history-{count}-{seed}-{n}", batch)
    return cal

"""A reproducible synthetic family calendar for benchmarks: N events, a tenth recurring.

Events spread over the year around `now` (2026-11-23), at realistic hours, each with
one to three of the demo family's members and sometimes a shared resource. Series are
weekly with a COUNT of 4 to 16 or an UNTIL a few months on, like school-term lessons.
Seeded, so every run measures the same calendar.
"""

from __future__ import annotations

import random
from datetime import datetime, timedelta
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
    rng = random.Random(seed)
    tz = ZoneInfo(family.timezone)
    members = family.member_ids()
    resources = [r.id for r in family.resources]
    first_day = (NOW - timedelta(days=span_days // 2)).date()
    events: list[Event] = []
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
        events.append(
            Event(
                id=f"syn-{n:06d}",
                title=rng.choice(TITLES),
                start=start,
                end=start + length,
                timezone=family.timezone,
                recurrence=recurrence,
                participants=people,
                resources=things,
                created_by=people[0],
            )
        )
    return events


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

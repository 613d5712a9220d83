"""InMemoryCalendar's per-week index of long series gives exactly the generic read.

`InMemoryCalendar.occurrence_rows` looks long series' occurrences up by week instead of
expanding each candidate series; it must return what `CalendarReader.occurrence_rows`
(candidate events expanded one by one) returns, row for row and in order, including
overrides that move an occurrence far away or past the series' end, zero-length
overrides, exceptions, cancelled events and series that never end.
"""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.calendar import CalendarReader, InMemoryCalendar
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event
from family_scheduler.models.events import OccurrenceOverride, occurrence_key

NY = ZoneInfo("America/New_York")
BASE = datetime(2026, 11, 23, 0, 0, tzinfo=NY)


def calendar(seed: int) -> InMemoryCalendar:
    family, _ = demo_family()
    members = family.member_ids()
    rng = random.Random(seed)
    events = []
    for n in range(120):
        start = BASE + timedelta(days=rng.randrange(-60, 60), minutes=15 * rng.randrange(0, 96))
        length = timedelta(minutes=rng.choice((15, 60, 120, 60 * 30)))
        people = sorted(rng.sample(members, rng.choice((1, 2))))
        recurrence = None
        overrides: dict[str, OccurrenceOverride] = {}
        exdates: list[datetime] = []
        if rng.random() < 0.6:
            until = (start + timedelta(weeks=8)).astimezone(ZoneInfo("UTC"))
            recurrence = rng.choice(
                (
                    f"FREQ=WEEKLY;COUNT={rng.randrange(2, 12)}",
                    f"FREQ=DAILY;COUNT={rng.randrange(2, 30)}",
                    "FREQ=WEEKLY",
                    f"FREQ=WEEKLY;UNTIL={until:%Y%m%dT%H%M%SZ}",
                )
            )
            step = timedelta(days=1) if "DAILY" in recurrence else timedelta(weeks=1)
            for _ in range(rng.randrange(0, 4)):
                original = start + step * rng.randrange(0, 3)
                key = occurrence_key(original)
                kind = rng.randrange(5)
                if kind == 0:  # moved, start only: may end past the series' last end (a stray)
                    if "COUNT" in recurrence and rng.random() < 0.7:
                        count = int(recurrence.rsplit("=", 1)[1])
                        moved = start + step * (count - 1) + timedelta(minutes=rng.choice((1, 30, 90)))
                    else:
                        moved = original + timedelta(days=rng.randrange(-40, 90), hours=rng.randrange(0, 5))
                    overrides[key] = OccurrenceOverride(start=moved)
                elif kind == 1:  # moved with an explicit end
                    moved = original + timedelta(days=rng.randrange(-10, 30))
                    overrides[key] = OccurrenceOverride(start=moved, end=moved + timedelta(hours=1))
                elif kind == 2:  # zero length
                    overrides[key] = OccurrenceOverride(start=original, end=original + timedelta(minutes=1))
                elif kind == 3:
                    overrides[key] = OccurrenceOverride(cancelled=True)
                else:
                    exdates.append(original)
        events.append(
            Event(
                id=f"w{n}",
                title=f"thing {n}",
                start=start,
                end=start + length,
                timezone="America/New_York",
                recurrence=recurrence,
                overrides=overrides,
                exdates=exdates,
                participants=people,
                created_by=people[0],
                status="cancelled" if rng.random() < 0.1 else "confirmed",
            )
        )
    return InMemoryCalendar(family, events)


@pytest.mark.parametrize("seed", range(8))
def test_week_index_reads_like_the_generic_path(seed: int) -> None:
    cal = calendar(seed)
    rng = random.Random(1000 + seed)
    for _ in range(60):
        start = BASE + timedelta(days=rng.randrange(-90, 120), minutes=rng.randrange(0, 1440))
        end = start + timedelta(minutes=rng.choice((1, 60, 1440, 3 * 1440, 15 * 1440, 60 * 1440)))
        members = rng.choice((None, ["emma"], ["jake", "sarah"]))
        cancelled = rng.random() < 0.3
        fast = cal.occurrence_rows(start, end, members=members, include_cancelled=cancelled)
        plain = CalendarReader._rows(cal, start, end, members, None, cancelled)  # the generic expansion
        assert [r[:3] for r in fast] == [r[:3] for r in plain], (start, end)
        assert [r[3].model_dump() for r in fast] == [r[3].model_dump() for r in plain]

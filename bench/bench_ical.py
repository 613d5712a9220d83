"""iCalendar import and export of a family's year: how long a big file takes in and out.

    python bench/bench_ical.py [--events 2000] [--quick | --smoke]

Builds an .ics file of N events in memory (a third weekly series with an EXDATE and a moved
occurrence, the rest one-offs and all-day days across a year, in three zones), then prints:
the first import into a new SQLite calendar (cold: parse, map, validate, one commit), the
same file imported again (every event compared, nothing written), and the export of the
calendar (VTIMEZONEs included). Wall and CPU milliseconds, and events per second.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repo root: `bench` as a package

from bench.timing import add_effort, effort, machine, measure, once, report
from family_scheduler.calendar import InMemoryCalendar, SqliteCalendar
from family_scheduler.family_file import demo_family
from family_scheduler.ical.exporting import export_ics
from family_scheduler.ical.importing import import_ics
from family_scheduler.models import Event, OccurrenceOverride
from family_scheduler.models.events import occurrence_key

NOW = datetime(2026, 11, 23, 14, 0, tzinfo=UTC)
ZONES = ["America/New_York", "America/Chicago", "Europe/London"]


def year_of_events(count: int) -> list[Event]:
    """`count` events over a year: every third a weekly series, every fifth a whole day."""
    events: list[Event] = []
    for n in range(count):
        tz = ZoneInfo(ZONES[n % 3])
        day = datetime(2026, 9, 1) + timedelta(days=(n * 7) % 365)
        if n % 5 == 4:
            start = day.replace(tzinfo=ZoneInfo("America/New_York"))
            events.append(
                Event(id=f"e{n}", title=f"day {n}", start=start, end=start + timedelta(days=1), all_day=True)
            )
            continue
        start = day.replace(hour=8 + n % 11, minute=15 * (n % 4), tzinfo=tz)
        extra: dict[str, object] = {}
        if n % 3 == 0:
            second = start + timedelta(weeks=1)
            extra = {
                "recurrence": "FREQ=WEEKLY;COUNT=20",
                "exdates": [start + timedelta(weeks=2)],
                "overrides": {
                    occurrence_key(second): OccurrenceOverride(
                        start=second + timedelta(hours=1), end=second + timedelta(hours=2)
                    )
                },
            }
        events.append(
            Event(
                id=f"e{n}",
                title=f"event {n}",
                start=start,
                end=start + timedelta(minutes=30 + 15 * (n % 6)),
                timezone=ZONES[n % 3],
                participants=["emma", "jake"][: 1 + n % 2],
                **extra,  # type: ignore[arg-type]
            )
        )
    return events


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=None, help="default 2000 (quick 500, smoke 30)")
    add_effort(parser)
    args = parser.parse_args()
    count = args.events or effort(args, 2000, 500, 30)
    runs = effort(args, 5, 3, 1)
    family, _ = demo_family()
    source = InMemoryCalendar(family, [])
    source.commit("bench", year_of_events(count))
    data, _ = export_ics(source, NOW)
    print(f"# {machine()}; file of {count} events, {len(data) / 1e6:.2f} MB", flush=True)
    with tempfile.TemporaryDirectory() as folder:
        calendar = SqliteCalendar(Path(folder) / "bench.sqlite", family.id, family)
        wall, cpu, first = once(lambda: import_ics(calendar, data, "bench.ics"))
        assert len(first.added) == count and not first.skipped
        report(
            "import_first", {"wall_ms": wall, "cpu_ms": cpu}, events=count, per_s=int(count / (wall / 1000))
        )
        again = measure(lambda: import_ics(calendar, data, "bench.ics"), repeat=runs, warmup=1)
        report("import_again_unchanged", again, events=count)
        out = measure(lambda: export_ics(calendar, NOW), repeat=runs, warmup=1)
        report("export", out, events=count, per_s=int(count / (out["median_ms"] / 1000)))
        calendar.close()


if __name__ == "__main__":
    main()

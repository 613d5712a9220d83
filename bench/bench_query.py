"""Query subgraph benchmark: a week's questions on a 10,000-event calendar.

Run: python bench/bench_query.py [--events 10000] [--repeat 200] [--quick | --smoke]
Prints the median wall time, the median CPU time and the p95 wall time in milliseconds
of repeated runs, for the library calls
and for the whole compiled graph, on the in-memory and the SQLite calendar (and, for
scale, on the demo family's real week). The first call on a fresh calendar (recurrence
expansion not yet memoised) is printed apart.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repo root: `bench` as a package

from bench.synthetic import NOW, memory_calendar, sqlite_calendar
from bench.timing import add_effort, effort, machine, measure
from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.context import SchedulerContext
from family_scheduler.family_file import demo_family
from family_scheduler.subgraphs.query import (
    answer_availability,
    check_conflicts,
    graph,
    lookup_events,
    resource_status,
)
from family_scheduler.subgraphs.query.lookup import search_anywhere

TZ = ZoneInfo("America/New_York")
WEEK_START = NOW.replace(hour=0, minute=0)  # Monday 2026-11-23 00:00
WEEK_END = WEEK_START + timedelta(days=7)
WEEK = [WEEK_START.isoformat(), WEEK_END.isoformat()]


def ask(calendar, request: dict) -> Callable[[], object]:
    context = SchedulerContext(calendar=calendar, family=calendar.family(), now=NOW.isoformat())
    return lambda: graph.invoke({"request": {"intent": "query", **request}}, context=context)


def cases(calendar) -> list[tuple[str, Callable[[], object]]]:
    family = calendar.family()
    everyone = family.groups["everyone"]
    van = family.resource("minivan")
    return [
        ("lookup_events, a week", lambda: lookup_events(calendar, WEEK_START, WEEK_END)),
        (
            "lookup_events, a week, Emma + title",
            lambda: lookup_events(calendar, WEEK_START, WEEK_END, members=["emma"], title="piano"),
        ),
        (
            "answer_availability, a week, everyone",
            lambda: answer_availability(calendar, everyone, WEEK_START, WEEK_END, TZ),
        ),
        ("resource_status, a week, minivan", lambda: resource_status(calendar, van, WEEK_START, WEEK_END)),
        ("check_conflicts, a week", lambda: check_conflicts(calendar, WEEK_START, WEEK_END)),
        ("graph: event_lookup, a week", ask(calendar, {"query_type": "event_lookup", "window": WEEK})),
        ("graph: availability, a week", ask(calendar, {"query_type": "availability", "window": WEEK})),
        (
            "graph: resource_status, a week",
            ask(calendar, {"query_type": "resource_status", "window": WEEK, "resources": ["minivan"]}),
        ),
        ("graph: conflict_check, a week", ask(calendar, {"query_type": "conflict_check", "window": WEEK})),
        (
            "graph: next piano lesson (8 weeks)",
            ask(calendar, {"query_type": "event_lookup", "title": "piano lesson", "participants": ["emma"]}),
        ),
        ("search_anywhere, a title on no date", lambda: search_anywhere(calendar, NOW, title="orthodontist")),
        (
            "graph: find a title on no date",
            ask(calendar, {"query_type": "event_lookup", "title": "orthodontist"}),
        ),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=None, help="default 10000 (smoke 300)")
    parser.add_argument("--repeat", type=int, default=None, help="default 200 (quick 50, smoke 2)")
    add_effort(parser)
    args = parser.parse_args()
    args.events = args.events or effort(args, 10_000, 10_000, 300)
    args.repeat = args.repeat or effort(args, 200, 50, 2)
    print(
        f"Python {sys.version.split()[0]}, {args.events} synthetic events, "
        f"{args.repeat} runs each; week {WEEK_START:%a %Y-%m-%d} - {WEEK_END:%a %Y-%m-%d}; {machine()}"
    )
    with tempfile.TemporaryDirectory() as tmp:
        stores = {
            "memory": memory_calendar(args.events),
            "sqlite": sqlite_calendar(Path(tmp) / "bench.sqlite", args.events),
        }
        family, events = demo_family()
        stores["demo week"] = InMemoryCalendar(family, events)
        for name, calendar in stores.items():
            t0 = time.perf_counter()
            found = lookup_events(calendar, WEEK_START, WEEK_END)
            cold = (time.perf_counter() - t0) * 1000
            print(
                f"\n[{name}] first week's lookup on a fresh calendar: {cold:.1f} ms "
                f"({len(found)} occurrences)"
            )
            print(f"  {'case':<40} {'median ms':>10} {'CPU ms':>8} {'p95 ms':>8}")
            for label, fn in cases(calendar):
                figures = measure(fn, repeat=args.repeat, warmup=1)
                walls = figures["median_ms"], figures["cpu_ms"], figures["p95_ms"]
                print(f"  {label:<40} {walls[0]:>10.2f} {walls[1]:>8.2f} {walls[2]:>8.2f}")


if __name__ == "__main__":
    main()

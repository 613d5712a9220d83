"""Conflict detection against a 10,000-event synthetic calendar: median of repeated runs.

    python bench/bench_conflicts.py [--runs 200] [--events 10000] [--quick | --smoke]

Prints the median wall and CPU milliseconds per check for a one-off proposal and a
weekly proposal over 12 weeks, on the in-memory and the SQLite calendar (the SQLite
file is built once in a temporary directory), plus a week's scan and a resource
check. The first calls of each case are a warm-up (they fill the per-event memos and
the store's days, as a long-running server would).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Callable
from datetime import timedelta
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repo root: `bench` as a package

from bench.synthetic import NOW, memory_calendar, sqlite_calendar
from bench.timing import add_effort, effort, machine, measure
from family_scheduler.domain.conflicts import detect_conflicts, scan_conflicts
from family_scheduler.models import Event
from family_scheduler.subgraphs.resources import check_resources


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=None, help="default 200 (quick 50, smoke 2)")
    parser.add_argument("--events", type=int, default=None, help="default 10000 (smoke 300)")
    add_effort(parser)
    args = parser.parse_args()
    args.runs = args.runs or effort(args, 200, 50, 2)
    args.events = args.events or effort(args, 10_000, 10_000, 300)
    friday = NOW + timedelta(days=4, hours=8)  # Fri Nov 27 17:00
    one_off = Event(
        id="bench-one",
        title="dentist",
        start=friday,
        end=friday + timedelta(hours=1),
        participants=["emma", "sarah"],
        resources=["sedan"],
    )
    weekly = Event(
        id="bench-weekly",
        title="violin",
        start=friday,
        end=friday + timedelta(hours=1),
        participants=["emma"],
        resources=["laptop"],
        recurrence="FREQ=WEEKLY;BYDAY=FR",
    )
    with tempfile.TemporaryDirectory() as tmp:
        calendars = {
            "memory": memory_calendar(args.events),
            "sqlite": sqlite_calendar(Path(tmp) / "bench.sqlite", args.events),
        }
        print(f"{args.events} events, median of {args.runs} runs, wall ms (CPU ms); {machine()}")
        for name, cal in calendars.items():
            one = detect_conflicts(one_off, cal)
            rec = detect_conflicts(weekly, cal)
            hour = (friday, friday + timedelta(hours=1))
            cases: list[tuple[str, Callable[[], object], str]] = [
                (
                    "one-off proposal",
                    partial(detect_conflicts, one_off, cal),
                    f"({len(one.conflicts)} conflicts)",
                ),
                (
                    "weekly x 12 weeks",
                    partial(detect_conflicts, weekly, cal),
                    f"({rec.occurrences_checked} occurrences, {len(rec.conflicts)} conflicts)",
                ),
                ("scan one week", partial(scan_conflicts, cal, NOW, NOW + timedelta(days=7)), ""),
                ("resources, one-off", partial(check_resources, cal, ["van"], *hour), ""),
                (
                    "resources, weekly x12",
                    partial(check_resources, cal, ["laptop"], *hour, recurrence="FREQ=WEEKLY;BYDAY=FR"),
                    "",
                ),
            ]
            for label, fn, note in cases:
                figures = measure(fn, repeat=args.runs, warmup=1)
                print(
                    f"  {name:6}  {label:22} {figures['median_ms']:7.2f} ({figures['cpu_ms']:6.2f})   {note}"
                )


if __name__ == "__main__":
    main()

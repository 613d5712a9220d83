"""Benchmark: slot search over synthetic family calendars (prints figures, not a test).

    python bench/bench_scheduling.py            # 1k, 10k, 100k events
    python bench/bench_scheduling.py --sizes 10000 --repeat 51
    python bench/bench_scheduling.py --quick    # 1k and 10k

Each figure is the median (wall, and CPU in brackets) of `--repeat` runs of
`search_slots` with 5 participants
(the whole demo family), a 14-day window from now and a 60-minute event, over an
in-memory calendar of N events (a tenth recurring) from bench/synthetic.py. The first
run of each case warms the calendar's per-event expansion memo and is not counted;
the "cold" line times that first run. Also: the same search on a SQLite calendar,
an exact time that is blocked (alternatives both sides), the default 7-day search,
an exact time for one person (free in the 1k and 10k calendars: checked on its own span
first), and a 14-day search for one person (many more free starts).
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
from bench.timing import add_effort, effort, machine, measure, once
from family_scheduler.calendar import CalendarReader
from family_scheduler.domain.busy import build_busy
from family_scheduler.domain.slots import search_slots

EVERYONE = ["sarah", "mike", "emma", "jake", "linda"]
WINDOW = (NOW, NOW + timedelta(days=14))


def median_ms(run: Callable[[], object], repeat: int) -> tuple[float, float, float]:
    """(cold first run, median of the next `repeat` runs, their median CPU), in ms."""
    cold = once(run)[0]
    figures = measure(run, repeat=repeat, warmup=0)
    return cold, figures["median_ms"], figures["cpu_ms"]


def cases(cal: CalendarReader) -> dict[str, Callable[[], object]]:
    return {
        "window 14d, 5 people": lambda: search_slots(cal, EVERYONE, now=NOW, window=WINDOW),
        "  of which calendar read": lambda: cal.occurrences(
            NOW - timedelta(days=1), WINDOW[1] + timedelta(days=1), members=EVERYONE, resources=[]
        ),
        "  of which busy model": lambda: build_busy(cal, EVERYONE, *WINDOW),
        "window 14d, 5 people + minivan": lambda: search_slots(
            cal, EVERYONE, now=NOW, window=WINDOW, resources=["minivan"]
        ),
        "window 14d, 1 person": lambda: search_slots(cal, ["sarah"], now=NOW, window=WINDOW),
        "exact time blocked, 2 people": lambda: search_slots(
            cal, ["emma", "jake"], now=NOW, start=NOW + timedelta(days=1, hours=1)
        ),
        "exact time, 1 person": lambda: search_slots(
            cal, ["sarah"], now=NOW, start=NOW + timedelta(days=1, hours=1)
        ),
        "default 7 days, 2 people": lambda: search_slots(cal, ["emma", "jake"], now=NOW),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=None, help="default 1k 10k 100k")
    parser.add_argument("--repeat", type=int, default=None, help="default 21 (quick 11, smoke 2)")
    parser.add_argument("--sqlite", action=argparse.BooleanOptionalAction, default=True)
    parser.add_argument(
        "--span-days",
        type=int,
        nargs="*",
        default=[365, 1095],
        help="days the synthetic events spread over (365: ~27 a day for the family, "
        "every day full; 1095: ~9 a day)",
    )
    add_effort(parser)
    args = parser.parse_args()
    args.sizes = args.sizes or effort(args, [1_000, 10_000, 100_000], [1_000, 10_000], [500])
    args.repeat = args.repeat or effort(args, 21, 11, 2)
    if args.smoke:
        args.span_days = args.span_days[:1]
    print(f"python {sys.version.split()[0]}, median of {args.repeat} runs, wall ms (CPU ms); {machine()}")
    print(f"{'events':>8}  {'case':<34} {'cold':>9} {'median':>9} {'(CPU)':>8}  result")
    for span_days in args.span_days[1:]:
        cal = memory_calendar(10_000, span_days=span_days)

        spread = partial(search_slots, cal, EVERYONE, now=NOW, window=WINDOW)
        cold, med, cpu = median_ms(spread, args.repeat)
        label = f"window 14d, 5 people, {span_days}d spread"
        print(f"{10_000:>8}  {label:<34} {cold:>9.2f} {med:>9.2f} ({cpu:6.2f})  {summary(spread())}")
    for size in args.sizes:
        cal = memory_calendar(size, span_days=args.span_days[0])
        for name, run in cases(cal).items():
            cold, med, cpu = median_ms(run, args.repeat)
            print(f"{size:>8}  {name:<34} {cold:>9.2f} {med:>9.2f} ({cpu:6.2f})  {summary(run())}")
        if args.sqlite:
            with tempfile.TemporaryDirectory() as tmp:
                db = sqlite_calendar(Path(tmp) / f"bench-{size}.sqlite", size)
                on_disk = partial(search_slots, db, EVERYONE, now=NOW, window=WINDOW)
                cold, med, cpu = median_ms(on_disk, args.repeat)
                print(
                    f"{size:>8}  {'window 14d, 5 people (sqlite)':<34} {cold:>9.2f} "
                    f"{med:>9.2f} ({cpu:6.2f})  {summary(on_disk())}"
                )
                db.close()  # type: ignore[attr-defined]


def summary(result: object) -> str:
    if isinstance(result, list):
        return f"{len(result)} occurrences"
    candidates = getattr(result, "candidates", None)
    if candidates is None:
        return f"{len(getattr(result, 'spans', []))} busy spans"
    best = candidates[0].start.strftime("%a %d %H:%M") if candidates else "-"
    return f"{len(candidates)} slots, best {best}, nothing_fits={result.nothing_fits}"  # type: ignore[attr-defined]


if __name__ == "__main__":
    main()

"""Resolution on a 10,000-event synthetic calendar: proposals with 5 conflicts, median ms.

    python bench/bench_resolution.py [--events 10000] [--repeat 50] [--quick | --smoke]

Finds a few proposals in the fortnight after NOW that have exactly 5 conflicts (at
least one blocking), then times `propose_resolutions` on each: every strategy drafts,
every offered option is verified (overlay + conflict detection on the proposal and
each changed event), ranked and numbered. Target: median <= 20 ms including
verification. The first calls are warm-ups (they fill the per-event memos, as a
long-running server would). In-memory and SQLite calendars.
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import tempfile
from datetime import timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repo root: `bench` as a package

from bench.synthetic import NOW, memory_calendar, sqlite_calendar
from bench.timing import add_effort, effort, machine, measure, report
from family_scheduler.calendar import CalendarReader
from family_scheduler.domain.conflicts import detect_conflicts
from family_scheduler.models import Conflict, Event
from family_scheduler.subgraphs.resolution import propose_resolutions

CASES = 5
WANTED = 5


def five_conflict_proposals(calendar: CalendarReader) -> list[tuple[Event, list[Conflict]]]:
    """Deterministic proposals (2 h, two or three people, maybe a car) with 5 conflicts."""
    family = calendar.family()
    members = family.member_ids()
    found: list[tuple[Event, list[Conflict]]] = []
    groups = [list(g) for n in (2, 3) for g in itertools.combinations(members, n)]
    for day, hour, group, things in itertools.product(
        range(1, 15), (16, 17, 18, 10), groups, ([], ["minivan"], ["sedan"])
    ):
        start = (NOW + timedelta(days=day)).replace(hour=hour, minute=0)
        event = Event(
            id=f"bench-{len(found)}",
            title="bench plan",
            start=start,
            end=start + timedelta(hours=2),
            participants=group,
            resources=things,
            created_by=group[0],
        )
        conflicts = detect_conflicts(event, calendar).conflicts
        if len(conflicts) == WANTED and any(c.blocking for c in conflicts):
            found.append((event, conflicts))
            if len(found) == CASES:
                break
    return found


def run(name: str, calendar: CalendarReader, repeat: int, events: int) -> None:
    cases = five_conflict_proposals(calendar)
    medians = []
    for n, (event, conflicts) in enumerate(cases):

        def resolve(event: Event = event, conflicts: list[Conflict] = conflicts) -> object:
            return propose_resolutions(event, conflicts, calendar, speaker="sarah", now=NOW)

        result = propose_resolutions(event, conflicts, calendar, speaker="sarah", now=NOW)
        figures = measure(resolve, repeat=repeat)
        medians.append(figures["median_ms"])
        report(
            f"resolution.{name}.case{n}",
            figures,
            events=events,
            conflicts=len(conflicts),
            blocking=sum(c.blocking for c in conflicts),
            options=len(result.options),
            strategies=",".join(sorted({o.strategy for o in result.options})) or "none",
        )
    if not medians:
        print(f"resolution.{name} no proposal with {WANTED} conflicts in this calendar", flush=True)
        return
    print(
        f"resolution.{name} median_of_cases_ms={statistics.median(medians):.3f} "
        f"max_case_ms={max(medians):.3f} cases={len(medians)} target_ms=20",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=None, help="default 10000 (smoke 2000)")
    parser.add_argument("--repeat", type=int, default=None, help="default 50 (quick 15, smoke 2)")
    add_effort(parser)
    args = parser.parse_args()
    args.events = args.events or effort(args, 10_000, 10_000, 2_000)
    args.repeat = args.repeat or effort(args, 50, 15, 2)
    print(f"bench_resolution: {args.events} events, median of {args.repeat} runs per case; {machine()}")
    run("memory", memory_calendar(args.events), args.repeat, args.events)
    with tempfile.TemporaryDirectory() as tmp:
        cal = sqlite_calendar(Path(tmp) / "bench.sqlite", args.events)
        run("sqlite", cal, args.repeat, args.events)
        cal.close()  # type: ignore[attr-defined]


if __name__ == "__main__":
    main()

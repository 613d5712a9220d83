"""Time the deterministic parser: median and p95 per utterance, and one parsing-graph run.

    python bench/bench_parsing.py [--repeat 30] [--quick | --smoke]

Uses a varied set of our own utterances (and the shared dev texts when
../shared/eval/parsing_dev.jsonl exists). Prints wall times, e.g.
    parsing.parse_request median_ms=0.42 p95_ms=0.9 n=...
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repo root: `bench` as a package

from bench.timing import add_effort, effort, machine
from family_scheduler.context import SchedulerContext
from family_scheduler.family_file import demo_family
from family_scheduler.subgraphs.parsing import graph, parse_request

UTTERANCES = [
    "Schedule a flu shot for Jake on Friday at 4",
    "hey can u sched emmas piano tmrw @ 4:30 pls",
    "move the bake sale from thursday to friday at 10",
    "push the dentist back an hour",
    "is the van free sat morning",
    "any clashes next wk?",
    "add violin every tues and thurs at 5 for 6 weeks",
    "add rent monthly on the 3rd at 9am",
    "book the den and the laptop for the kids' movie night fri 7-9:30pm",
    "what's on this weekend",
    "cancel tonites dinner",
    "Would a haircut for Emma on Friday at 4 conflict with anything?",
    "find a time next week for a 90 min planning session with dad",
    "add karate every thursday at 5 starting december 10 until march 25",
    "plan lunch with grandma on friday",
    "who has the honda tomorrow afternoon",
    "good morning!",
    "book the car saturday at 9",
    "Set up a sleepover with Olivia on Friday from 6 to 10pm",
    "x" * 600,
]


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=None, help="default 30 (quick 10, smoke 1)")
    add_effort(ap)
    args = ap.parse_args()
    args.repeat = args.repeat or effort(args, 30, 10, 1)
    print(f"bench_parsing: {machine()}")
    family = demo_family()[0]
    now = datetime(2026, 11, 23, 9, tzinfo=ZoneInfo("America/New_York"))
    texts = list(UTTERANCES)
    dev = Path(__file__).resolve().parents[2] / "shared" / "eval" / "parsing_dev.jsonl"
    if dev.exists():
        texts += [json.loads(line)["text"] for line in dev.read_text().splitlines() if line.strip()]
    for text in texts:  # warm the per-family tables and regex caches
        parse_request(text, family, now, "sarah")
    samples: list[float] = []
    for _ in range(args.repeat):
        for text in texts:
            start = time.perf_counter()
            parse_request(text, family, now, "sarah")
            samples.append((time.perf_counter() - start) * 1000)
    print(
        f"parsing.parse_request median_ms={statistics.median(samples):.3f} "
        f"p95_ms={percentile(samples, 0.95):.3f} n={len(samples)} utterances={len(texts)}"
    )
    ctx = SchedulerContext(family=family, now=now.isoformat(), speaker="sarah")
    graph.invoke({"text": texts[0]}, context=ctx)
    runs: list[float] = []
    for text in texts[:40]:
        start = time.perf_counter()
        graph.invoke({"text": text}, context=ctx)
        runs.append((time.perf_counter() - start) * 1000)
    print(
        f"parsing.graph.invoke median_ms={statistics.median(runs):.3f} "
        f"p95_ms={percentile(runs, 0.95):.3f} n={len(runs)}"
    )


if __name__ == "__main__":
    main()

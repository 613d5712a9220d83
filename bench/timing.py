"""Timing helpers shared by the benchmarks: warm up, repeat, report the median.

Every figure is printed twice: wall time (what a user waits) and the CPU time of the
measuring thread (what the code costs). On a shared machine the wall time swings with
the other processes' load; the CPU time much less. Each script takes `--quick` (fewer
repeats and sizes, still meaningful) and `--smoke` (tiny: proves the script runs).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")


def measure(fn: Callable[[], Any], *, repeat: int = 50, warmup: int = 3) -> dict[str, float]:
    """Median and p95 wall time, and median CPU time, of `fn` in milliseconds."""
    for _ in range(warmup):
        fn()
    walls, cpus = [], []
    for _ in range(repeat):
        cpu, start = time.thread_time(), time.perf_counter()
        fn()
        walls.append((time.perf_counter() - start) * 1000)
        cpus.append((time.thread_time() - cpu) * 1000)
    walls.sort()
    return {
        "median_ms": statistics.median(walls),
        "p95_ms": walls[int(0.95 * (len(walls) - 1))],
        "cpu_ms": statistics.median(cpus),
        "n": float(repeat),
    }


def once(fn: Callable[[], T]) -> tuple[float, float, T]:
    """(wall ms, CPU ms, result) of one call: a cold first run."""
    cpu, start = time.thread_time(), time.perf_counter()
    result = fn()
    return (time.perf_counter() - start) * 1000, (time.thread_time() - cpu) * 1000, result


def report(name: str, figures: dict[str, float], **labels: Any) -> None:
    """One line per figure: `name median_ms=1.23 p95_ms=2.34 cpu_ms=1.01 n=50 events=10000`."""
    parts = [f"{k}={v:.3f}" if k.endswith("_ms") else f"{k}={int(v)}" for k, v in figures.items()]
    parts += [f"{k}={v}" for k, v in labels.items()]
    print(name, " ".join(parts), flush=True)


def add_effort(parser: argparse.ArgumentParser) -> None:
    """--quick and --smoke, as every script takes them (see run_all.py)."""
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--quick", action="store_true", help="fewer repeats and sizes")
    group.add_argument("--smoke", action="store_true", help="tiny sizes: only proves the script runs")


def effort(args: argparse.Namespace, full: T, quick: T, smoke: T) -> T:
    """The setting for the effort asked for."""
    return smoke if args.smoke else quick if args.quick else full


def machine() -> str:
    """A line saying where and under what load the figures were taken."""
    load = os.getloadavg()[0]
    return f"{os.cpu_count()} cores, load average {load:.1f}"

"""Timing helpers shared by the benchmarks: warm up, repeat, report the median."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any


def measure(fn: Callable[[], Any], *, repeat: int = 50, warmup: int = 3) -> dict[str, float]:
    """Median and p95 wall time of `fn` in milliseconds."""
    for _ in range(warmup):
        fn()
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    return {
        "median_ms": statistics.median(samples),
        "p95_ms": samples[int(0.95 * (len(samples) - 1))],
        "n": float(repeat),
    }


def report(name: str, figures: dict[str, float], **labels: Any) -> None:
    """One line per figure: `name median_ms=1.23 p95_ms=2.34 n=50 events=10000`."""
    parts = [f"{k}={v:.3f}" if k.endswith("_ms") else f"{k}={int(v)}" for k, v in figures.items()]
    parts += [f"{k}={v}" for k, v in labels.items()]
    print(name, " ".join(parts), flush=True)

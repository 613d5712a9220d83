"""Start-up: how long a `family-scheduler` command takes as a fresh process.

    python bench/bench_startup.py [--runs 15] [--quick | --smoke]

Runs each command `--runs` times (after one warm-up run, so the OS file cache is warm)
and prints the median wall time and the median CPU time (user + system, of the child).
`--help` and `parse` need no LangGraph; `events` needs the calendar only; `ask` runs a
turn, so it pays for LangGraph's import. The calendar is the demo family's, created
with `family-scheduler init` in a temporary directory.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repo root: `bench` as a package

from bench.timing import add_effort, effort, machine

NOW = "2026-11-23T09:00:00-05:00"
COMMANDS = {
    "--help": ["--help"],
    "parse": ["parse", "dentist for jake tmrw at 3", "--now", NOW],
    "events": ["events", "--now", NOW],
    "ask (a question)": ["ask", "what's on tomorrow?", "--now", NOW],
}


def program() -> list[str]:
    """The installed console script next to this interpreter, else `python -m`."""
    script = Path(sys.executable).parent / "family-scheduler"
    return [str(script)] if script.exists() else [sys.executable, "-m", "family_scheduler"]


def timed_run(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall ms, CPU ms) of one run of `command` as a child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall * 1000, cpu * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=None, help="default 15 (quick 5, smoke 1)")
    add_effort(parser)
    args = parser.parse_args()
    runs = args.runs or effort(args, 15, 5, 1)
    base = program()
    tmp = tempfile.mkdtemp()
    try:
        env = {**os.environ, "FAMILY_SCHEDULER_DB": str(Path(tmp) / "family.sqlite")}
        env.pop("FAMILY_SCHEDULER_MODEL", None)
        subprocess.run([*base, "init"], env=env, check=True, stdout=subprocess.DEVNULL)
        print(f"{' '.join(base)}; median of {runs} runs; {machine()}")
        for label, arguments in COMMANDS.items():
            if not args.smoke:
                timed_run([*base, *arguments], env)  # warm-up
            samples = [timed_run([*base, *arguments], env) for _ in range(runs)]
            wall = statistics.median(s[0] for s in samples)
            cpu = statistics.median(s[1] for s in samples)
            name = label.split()[0].lstrip("-")
            print(f"startup.{name} wall_ms={wall:.0f} cpu_ms={cpu:.0f}  ({label})", flush=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()

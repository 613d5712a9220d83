"""A big family history on one machine: what a turn costs at 10k, 100k and 1M events.

    python bench/bench_scale.py                       # 10k, 100k, 1M (builds 1M once: minutes)
    python bench/bench_scale.py --quick               # 10k and 100k, fewer turns
    python bench/bench_scale.py --smoke               # 10k, 2 turns, in a temporary directory
    python bench/bench_scale.py --sizes 100000 --turns 30 --plot docs/scale.svg

The calendars are `bench.synthetic.history_events`: the same last year (10,000 events,
about 27 a day) and the same long-running series at every size, older years behind
them at the same density. The weeks around NOW are identical, so every difference
between sizes is what the size of the history costs (`--dense` measures the other
benches' calendars instead: N events in one year). Each file is built once into
`--data-dir` and copied fresh for every run (checkpoints from one run never reach the
next).

Each size runs in a fresh process, which prints (wall ms, and CPU ms of the process):
- `open`: `FamilyScheduler.open(file)` (calendar, checkpointer, compiled graph);
- `question first` / `question warm`: `ask("what's on tomorrow?")`, the first turn of
  the process, then the median of `--turns` more (each on a new thread, checkpoints
  written to the same file);
- `clash first` / `clash warm`: a booking that clashes with an event tomorrow (found in
  the calendar, the same at every size), answered with numbered ways out; nothing is
  written, so every turn meets the same calendar;
- `rss`: the peak resident set of the measuring process (VmHWM) after all turns;
- with `--upgrade`, `upgrade_open`: the first open of the same file as version 1 of the
  schema wrote it (filing every event under its span class: once per file).
With `--plot`, an SVG of the CPU figures against the size is written (CPU rather
than wall: on a shared machine the wall time swings with other processes' load).
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the repo root: `bench` as a package

from bench.timing import add_effort, effort, machine  # noqa: E402

QUESTION = "what's on tomorrow?"
FORMAT = 1
"""Bumped when history_events changes, so cached files are rebuilt."""


def timed(fn: Callable[[], Any]) -> tuple[float, float, Any]:
    """(wall ms, process CPU ms, result) of one call."""
    wall, cpu = time.perf_counter(), time.process_time()
    result = fn()
    return (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000, result


def child(db: Path, turns: int) -> dict[str, Any]:
    """One fresh process: open, first and warm turns, peak RSS."""
    from bench.synthetic import NOW
    from family_scheduler.app import FamilyScheduler

    out: dict[str, Any] = {}
    wall, cpu, app = timed(lambda: FamilyScheduler.open(db, clock=lambda: NOW))
    out["open"] = (wall, cpu)

    def question(n: int) -> Any:
        return app.ask(QUESTION, thread_id=f"q{n}", speaker="sarah")

    wall, cpu, first = timed(lambda: question(0))
    out["question first"] = (wall, cpu)
    out["question answer"] = first.reply.count("\n") + 1
    warm = [timed(partial(question, n))[:2] for n in range(1, turns + 1)]
    out["question warm"] = (statistics.median(w for w, _ in warm), statistics.median(c for _, c in warm))

    clash = clash_text(app)

    def booking(n: int) -> Any:
        return app.ask(clash, thread_id=f"b{n}", speaker="sarah")

    wall, cpu, first = timed(lambda: booking(0))
    out["clash first"] = (wall, cpu)
    conflicts = (first.question or {}).get("conflicts") or []
    out["clash"] = f"{clash!r}: {first.status}, {len(conflicts)} conflicts, {len(first.options)} options"
    if not any(c.get("blocking") for c in conflicts):
        raise SystemExit(f"the clashing booking did not clash: {out['clash']}")
    warm = [timed(partial(booking, n))[:2] for n in range(1, turns + 1)]
    out["clash warm"] = (statistics.median(w for w, _ in warm), statistics.median(c for _, c in warm))
    out["rss_mib"] = peak_rss_mib()
    return out


def peak_rss_mib() -> float:
    """This process's peak resident set. Linux's VmHWM belongs to the program now running;
    ru_maxrss keeps the parent's peak across fork and exec (a parent that has just built
    a million events would be counted), so it is only the fallback."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def clash_text(app: Any) -> str:
    """A booking for Jake at the start of his first event tomorrow afternoon."""
    from datetime import timedelta

    from bench.synthetic import NOW

    day = (NOW + timedelta(days=1)).replace(hour=12, minute=0)
    found = [o for o in app.events(day, day + timedelta(hours=8), members=["jake"]) if o.start >= day]
    if not found:
        raise SystemExit("no event for Jake tomorrow afternoon to clash with")
    start = found[0].start.astimezone(NOW.tzinfo)
    return f"dentist for jake tomorrow at {start:%-I:%M%p}".lower()


def build(data_dir: Path, size: int, dense: bool) -> Path:
    """The cached calendar file for `size` events (built when missing)."""
    from bench.synthetic import history_calendar, sqlite_calendar
    from family_scheduler.calendar import sqlite as store

    schema = getattr(store, "SCHEMA_VERSION", 0)
    kind = "dense" if dense else "history"
    path = data_dir / f"{kind}-{size}-f{FORMAT}-s{schema}.sqlite"
    if not path.exists():
        print(f"  building {path} ...", flush=True)
        t = time.perf_counter()
        partial = path.with_suffix(".partial")
        partial.unlink(missing_ok=True)
        (sqlite_calendar if dense else history_calendar)(partial, size).close()  # type: ignore[attr-defined]
        partial.rename(path)
        print(f"  built in {time.perf_counter() - t:.0f} s", flush=True)
    return path


def run_size(data_dir: Path, size: int, turns: int, dense: bool) -> dict[str, Any]:
    source = build(data_dir, size, dense)
    with tempfile.TemporaryDirectory(dir=data_dir) as tmp:
        db = Path(tmp) / "family.sqlite"
        shutil.copyfile(source, db)
        done = subprocess.run(
            [sys.executable, __file__, "--child", str(db), "--turns", str(turns)],
            capture_output=True,
            text=True,
            check=False,
        )
    if done.returncode != 0:
        raise SystemExit(f"{size} events: the measuring process failed\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def upgrade_open(data_dir: Path, size: int, dense: bool) -> float:
    """Wall ms of the first open of the same calendar as a schema-1 file (the one-time
    upgrade: every event filed under its span class), in a fresh process."""
    import sqlite3

    source = build(data_dir, size, dense)
    with tempfile.TemporaryDirectory(dir=data_dir) as tmp:
        db = Path(tmp) / "family.sqlite"
        shutil.copyfile(source, db)
        conn = sqlite3.connect(db)  # as version 1 wrote it: no span class, index, count or triggers
        for trigger in ("events_inserted", "events_updated", "events_deleted", "events_filed"):
            conn.execute(f"DROP TRIGGER IF EXISTS {trigger}")
        conn.execute("DROP TABLE IF EXISTS event_changes")
        conn.execute("DROP INDEX IF EXISTS events_by_span")
        conn.execute("ALTER TABLE events DROP COLUMN span_class")
        conn.commit()
        conn.close()
        code = (
            "import sys, time\n"
            "from family_scheduler.calendar import SqliteCalendar\n"
            "t = time.perf_counter()\n"
            "SqliteCalendar(sys.argv[1], 'demo').close()\n"
            "print((time.perf_counter() - t) * 1000)"
        )
        done = subprocess.run(
            [sys.executable, "-c", code, str(db)], capture_output=True, text=True, check=True
        )
    return float(done.stdout.strip())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=None)
    parser.add_argument("--turns", type=int, default=None, help="warm turns per figure (default 20)")
    add_effort(parser)
    parser.add_argument(
        "--data-dir",
        type=Path,
        default=None,
        help="where the calendar files are cached (default: family-scheduler-bench in the temp dir)",
    )
    parser.add_argument("--plot", type=Path, default=None, help="write the curve as an SVG here")
    parser.add_argument(
        "--upgrade", action="store_true", help="also time the first open of each file as a schema-1 file"
    )
    parser.add_argument(
        "--dense",
        action="store_true",
        help="the other benches' calendars instead: N events over one year, so the days "
        "around now hold ten times more at ten times the size (measures the window, not the history)",
    )
    parser.add_argument("--child", type=Path, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    turns = args.turns or effort(args, 20, 8, 2)
    if args.child is not None:
        print(json.dumps(child(args.child, turns)))
        return
    sizes = args.sizes or effort(args, [10_000, 100_000, 1_000_000], [10_000, 100_000], [10_000])
    with tempfile.TemporaryDirectory() as scratch:
        if args.data_dir is None:
            default = Path(tempfile.gettempdir()) / "family-scheduler-bench"
            args.data_dir = Path(scratch) if args.smoke else default
        args.data_dir.mkdir(parents=True, exist_ok=True)
        measure_sizes(args, sizes, turns)


def measure_sizes(args: argparse.Namespace, sizes: list[int], turns: int) -> None:
    print(
        f"python {sys.version.split()[0]}; {'dense' if args.dense else 'history'} calendars on SQLite; "
        f"warm = median of {turns} turns; {machine()}"
    )
    results: dict[int, dict[str, Any]] = {}
    for size in sizes:
        found = run_size(args.data_dir, size, turns, args.dense)
        results[size] = found
        for key in ("open", "question first", "question warm", "clash first", "clash warm"):
            wall, cpu = found[key]
            print(f"scale.{key.replace(' ', '_')} events={size} wall_ms={wall:.1f} cpu_ms={cpu:.1f}")
        print(f"scale.rss events={size} peak_mib={found['rss_mib']:.0f}")
        if args.upgrade:
            upgrade = upgrade_open(args.data_dir, size, args.dense)
            print(f"scale.upgrade_open events={size} wall_ms={upgrade:.0f}")
        print(f"  ({found['question answer']} lines answer {QUESTION!r}; {found['clash']})", flush=True)
    if args.plot is not None:
        from bench.plot import line_chart

        series = {
            key: [(float(size), float(results[size][key][1])) for size in sizes]
            for key in ("open", "question first", "question warm", "clash first", "clash warm")
        }
        title = "CPU ms of a turn against the size of the history (SQLite)"
        args.plot.write_text(line_chart(series, title=title, y_label="CPU ms"))
        print(f"wrote {args.plot}")


if __name__ == "__main__":
    main()

"""The PostgreSQL calendar beside the SQLite file, at 10k and 100k events of family history.

    python bench/bench_postgres.py                 # 10k and 100k
    python bench/bench_postgres.py --quick         # 10k and 100k, fewer turns
    python bench/bench_postgres.py --smoke         # 10k, 2 turns
    python bench/bench_postgres.py --server postgresql://postgres@127.0.0.1:5432/test

The calendars are bench_scale's (`bench.synthetic.history_events`: the same last year
and long-running series at every size, older years behind). For each size the history
is loaded into a new database on the server (timed: `load`, events/s through
`Calendar.commit`, which writes with executemany; then ANALYZE, as after any bulk
import) and into bench_scale's cached SQLite
file; then a fresh process per store prints, as bench_scale does (wall and CPU ms):
`open`, `question first/warm` ("what's on tomorrow?"), `clash first/warm` (a booking
that clashes, answered with ways out), plus the store alone: `week cold` (a new
calendar object reads the coming week), `week warm` (the same read again) and `commit`
(a booking written with the conflict re-check inside the transaction). The database
is dropped afterwards. Without a server it says so and exits 0.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from datetime import timedelta
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the repo root: `bench` as a package

from bench.bench_scale import build, child, timed  # noqa: E402
from bench.timing import add_effort, effort, machine  # noqa: E402

SERVER = "postgresql://postgres@127.0.0.1:5432/test"


def store_figures(db: str, repeat: int) -> dict[str, Any]:
    """The store alone: a week read by a new calendar object, again, and one commit."""
    from bench.synthetic import NOW
    from family_scheduler.calendar.stores import close_store, open_store
    from family_scheduler.domain.verification import recheck_of
    from family_scheduler.models import Event
    from family_scheduler.models.results import Proposal

    out: dict[str, Any] = {}
    week = (NOW, NOW + timedelta(days=7))
    colds, warms, commits = [], [], []
    for n in range(repeat):
        calendar = open_store(db, "demo")
        wall, cpu, found = timed(partial(calendar.occurrences, *week))
        colds.append((wall, cpu))
        warms.append(timed(partial(calendar.occurrences, *week))[:2])
        at = NOW + timedelta(days=400 + n)  # a free day: the booking is written
        event = Event(id=uuid.uuid4().hex[:12], title="bench", start=at, end=at + timedelta(hours=1))
        proposal = Proposal(id=uuid.uuid4().hex[:12], action="create", event=event)
        commits.append(
            timed(partial(calendar.commit, proposal.id, [event], recheck=recheck_of(proposal, NOW)))[:2]
        )
        out["week occurrences"] = len(found)
        close_store(calendar)
    for key, runs in (("week cold", colds), ("week warm", warms), ("commit", commits)):
        out[key] = (statistics.median(w for w, _ in runs), statistics.median(c for _, c in runs))
    return out


def measure(db: str, turns: int) -> dict[str, Any]:
    """A fresh process's figures for one store (bench_scale's turns, then the store's own)."""
    done = subprocess.run(
        [sys.executable, __file__, "--child", db, "--turns", str(turns)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"{db}: the measuring process failed\n{done.stderr}")
    found: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


def load_postgres(server: str, size: int) -> tuple[str, str, float]:
    """A new database holding the history of `size` events: (url, name, load seconds)."""
    from bench.synthetic import history_events
    from family_scheduler.calendar.postgres import PostgresCalendar, create_database
    from family_scheduler.family_file import demo_family

    family, _ = demo_family()
    name = f"fs_bench_{size}_{uuid.uuid4().hex[:8]}"
    url = create_database(server, name)
    began = time.perf_counter()
    with PostgresCalendar(url, family.id, family) as calendar:
        for n, batch in enumerate(history_events(family, size)):
            calendar.commit(f"history-{size}-{n}", batch)
    seconds = time.perf_counter() - began
    import psycopg

    with psycopg.connect(url, autocommit=True) as admin:  # as after any bulk import (autovacuum
        admin.execute("ANALYZE")  # would within a minute): the planner knows the table's size
    return url, name, seconds


def reachable(server: str) -> str | None:
    """None when the server answers, else why not."""
    try:
        import psycopg
    except ImportError:
        return 'psycopg is not installed (pip install -e ".[postgres]")'
    try:
        psycopg.connect(server, connect_timeout=3).close()
    except psycopg.OperationalError as err:
        return (str(err).strip().splitlines() or ["unreachable"])[0]
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=None)
    parser.add_argument("--turns", type=int, default=None)
    parser.add_argument("--server", default=SERVER, help="a PostgreSQL server URL (a database to connect to)")
    parser.add_argument("--data-dir", type=Path, default=None, help="bench_scale's cache of SQLite files")
    parser.add_argument("--child", default=None, help=argparse.SUPPRESS)
    add_effort(parser)
    args = parser.parse_args()
    turns = args.turns or effort(args, 20, 8, 2)
    if args.child is not None:
        found = child(args.child, turns)  # a URL or a path: FamilyScheduler.open takes both
        found.update(store_figures(args.child, max(3, turns // 2)))
        print(json.dumps(found))
        return
    why = reachable(args.server)
    if why is not None:
        print(f"postgres bench skipped: no PostgreSQL at {args.server} ({why})")
        return
    from family_scheduler.calendar.postgres import drop_database

    sizes = args.sizes or effort(args, [10_000, 100_000], [10_000, 100_000], [10_000])
    data_dir = args.data_dir or Path(tempfile.gettempdir()) / "family-scheduler-bench"
    data_dir.mkdir(parents=True, exist_ok=True)
    print(f"python {sys.version.split()[0]}; history calendars; warm = median of {turns} turns; {machine()}")
    for size in sizes:
        url, name, seconds = load_postgres(args.server, size)
        print(f"pg.load events={size} seconds={seconds:.1f} events_per_s={size / seconds:.0f}", flush=True)
        try:
            results = {"postgres": measure(url, turns)}
        finally:
            drop_database(args.server, name)
        with tempfile.TemporaryDirectory(dir=data_dir) as tmp:
            db = Path(tmp) / "family.sqlite"
            shutil.copyfile(build(data_dir, size, False), db)
            results["sqlite"] = measure(str(db), turns)
        keys = ("open", "question first", "question warm", "clash first", "clash warm")
        for key in (*keys, "week cold", "week warm", "commit"):
            line = " ".join(
                f"{store}_wall_ms={found[key][0]:.1f} {store}_cpu_ms={found[key][1]:.1f}"
                for store, found in results.items()
            )
            print(f"pg.{key.replace(' ', '_')} events={size} {line}", flush=True)
        pg = results["postgres"]
        print(f"  ({pg['week occurrences']} occurrences in the week; {pg['clash']})")


if __name__ == "__main__":
    main()

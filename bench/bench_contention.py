"""Commits per second when several processes write one family's calendar at once.

    python bench/bench_contention.py [--quick | --smoke]
    python bench/bench_contention.py --quick --server postgresql://postgres@127.0.0.1:5432/test

With --server, the same on PostgreSQL (a new database per line, dropped after), once
with the per-family advisory lock the store uses and once with SERIALIZABLE
transactions retried on a serialization failure (the alternative it was chosen over).

For 1, 2, 4 and 8 writer processes (each with its own connection, released together
by a start file), each writer commits its share of bookings through `Calendar.commit`
with the conflict re-check inside the write transaction, as the graph's commit step does:

- `own hours`: every writer books its own person at free hours: every commit succeeds;
  the figure is the store's write throughput with the re-check under the write lock.
- `same hours`: every writer tries the same hours for the same person: exactly one
  booking per hour, the others refused by the re-check; the figure is decisions/s.

Prints commits/s (or decisions/s), the median and p95 latency of one commit, and the
counts of double bookings and errors (both must be 0).
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repo root: `bench` as a package

from bench.timing import machine

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 23, 9, 0, tzinfo=NY)
FIRST = datetime(2026, 12, 1, 0, 0, tzinfo=NY)
PEOPLE = ["ann", "ben", "cal", "dee", "eve", "fay", "gus", "hal"]


def crowd_family() -> object:
    from family_scheduler.models import Family

    return Family.model_validate(
        {
            "id": "crowd",
            "name": "The Crowd",
            "timezone": "America/New_York",
            "members": [{"id": p, "name": p.capitalize(), "role": "parent"} for p in PEOPLE],
        }
    )


def open_store(location: str, isolation: str = "advisory") -> object:
    if location.startswith("postgresql://"):
        from family_scheduler.calendar.postgres import PostgresCalendar

        return PostgresCalendar(location, "crowd", isolation=isolation)  # type: ignore[arg-type]
    from family_scheduler.calendar.sqlite import SqliteCalendar

    return SqliteCalendar(location, "crowd")


def slot(k: int) -> datetime:
    """The k-th half hour from Dec 1, 00:00 (no rules in this family: any hour may be booked)."""
    return FIRST + timedelta(minutes=30 * k)


def worker(location: str, name: str, index: int, count: int, mode: str, folder: str, isolation: str) -> None:
    """Commit `count` bookings once the start file appears; write the latencies and outcome."""
    from family_scheduler.calendar.base import Calendar
    from family_scheduler.domain.verification import ChangedMeanwhile, recheck_of
    from family_scheduler.models import Event
    from family_scheduler.models.results import Proposal

    store = open_store(location, isolation)
    assert isinstance(store, Calendar)
    store.family()
    start_file = Path(folder) / "go"
    (Path(folder) / f"ready-{name}").touch()
    while not start_file.exists():
        time.sleep(0.001)
    latencies, won, refused, errors = [], [], 0, []
    first = time.time()
    for k in range(count):
        person = PEOPLE[index] if mode == "own" else "ann"
        at = slot(index * count + k if mode == "own" else k)
        event = Event(
            id=uuid.uuid4().hex[:12],
            title=f"booking {k}",
            start=at,
            end=at + timedelta(minutes=30),
            participants=[person],
        )
        proposal = Proposal(id=uuid.uuid4().hex[:12], action="create", event=event)
        began = time.perf_counter()
        try:
            store.commit(proposal.id, [event], recheck=recheck_of(proposal, NOW))
            won.append(event.id)
        except ChangedMeanwhile:
            refused += 1
        except Exception as err:  # counted and printed: must stay 0
            errors.append(f"{type(err).__name__}: {err}")
        latencies.append((time.perf_counter() - began) * 1000)
    last = time.time()
    out = {"latencies": latencies, "won": won, "refused": refused, "errors": errors, "span": [first, last]}
    (Path(folder) / f"out-{name}.json").write_text(json.dumps(out))


def race(location: str, writers: int, per_writer: int, mode: str, isolation: str) -> dict[str, float]:
    folder = tempfile.mkdtemp(prefix="contention-")
    names = [f"w{k}" for k in range(writers)]
    procs = [
        subprocess.Popen(
            [sys.executable, __file__, "--worker", location, name, str(k), str(per_writer), mode, folder]
            + [isolation]
        )
        for k, name in enumerate(names)
    ]
    while not all((Path(folder) / f"ready-{n}").exists() for n in names):
        assert all(p.poll() is None for p in procs), "a writer died while starting"
        time.sleep(0.01)
    (Path(folder) / "go").touch()
    for p in procs:
        p.wait()
    outs = [json.loads((Path(folder) / f"out-{n}.json").read_text()) for n in names]
    # From the first commit begun to the last one done (not counting process start or exit).
    wall = max(o["span"][1] for o in outs) - min(o["span"][0] for o in outs)
    latencies = sorted(x for o in outs for x in o["latencies"])
    won = [w for o in outs for w in o["won"]]
    errors = [e for o in outs for e in o["errors"]]
    store = open_store(location)
    from family_scheduler.calendar.base import Calendar

    assert isinstance(store, Calendar)
    hours = per_writer if mode == "same" else writers * per_writer
    stored = store.occurrences(slot(0), slot(hours))
    per_slot: dict[datetime, int] = {}
    for o in stored:
        if o.event_id in set(won):
            per_slot[o.start] = per_slot.get(o.start, 0) + 1
    double = sum(1 for n in per_slot.values() if n > 1)
    lost = len(set(won) - {o.event_id for o in stored})
    close = getattr(store, "close", None)
    if close:
        close()
    for line in errors[:3]:
        print(f"  error: {line}")
    return {
        "per_s": len(latencies) / wall,
        "commits_per_s": len(won) / wall,
        "p50_ms": statistics.median(latencies),
        "p95_ms": latencies[int(0.95 * (len(latencies) - 1))],
        "won": float(len(won)),
        "double": float(double),
        "lost": float(lost),
        "errors": float(len(errors)),
    }


def fresh_location(server: str | None) -> tuple[str, str | None]:
    """A new calendar holding only the family, for one measurement: a SQLite file, or a new
    database on `server` (its name returned, to be dropped)."""
    if server is None:
        from family_scheduler.calendar.sqlite import SqliteCalendar

        location = str(Path(tempfile.mkdtemp(prefix="contention-")) / "crowd.sqlite")
        SqliteCalendar(location, "crowd", crowd_family()).close()  # type: ignore[arg-type]
        return location, None
    from family_scheduler.calendar.postgres import PostgresCalendar, create_database

    name = f"fs_contention_{uuid.uuid4().hex[:8]}"
    location = create_database(server, name)
    PostgresCalendar(location, "crowd", crowd_family()).close()  # type: ignore[arg-type]
    return location, name


def main() -> None:
    if sys.argv[1:2] == ["--worker"]:
        location, name, index, count, mode, folder, isolation = sys.argv[2:9]
        worker(location, name, int(index), int(count), mode, folder, isolation)
        return
    smoke, quick = "--smoke" in sys.argv, "--quick" in sys.argv
    server = sys.argv[sys.argv.index("--server") + 1] if "--server" in sys.argv else None
    total = 16 if smoke else 96 if quick else 240
    counts = [1, 2] if smoke else [1, 2, 4, 8]
    kinds = (
        [("sqlite", "advisory")]
        if server is None
        else [("postgres", "advisory"), ("postgres", "serializable")]
    )
    print(f"{total} commits shared by the writers of each line; {machine()}")
    for kind, isolation in kinds:
        label_kind = kind if kind == "sqlite" else f"{kind}/{isolation}"
        for mode in ("own", "same"):
            for writers in counts:
                location, database = fresh_location(server)
                per = total // writers if mode == "own" else max(2, total // 8)
                try:
                    r = race(location, writers, per, mode, isolation)
                finally:
                    if database is not None and server is not None:
                        from family_scheduler.calendar.postgres import drop_database

                        drop_database(server, database)
                label = "commits/s" if mode == "own" else "decisions/s"
                print(
                    f"contention_{mode}_hours {label_kind} writers={writers}: {r['per_s']:.0f} {label} "
                    f"({r['commits_per_s']:.0f} commits/s), one commit p50 {r['p50_ms']:.1f} ms "
                    f"p95 {r['p95_ms']:.1f} ms; won {r['won']:.0f}, double bookings {r['double']:.0f}, "
                    f"lost {r['lost']:.0f}, errors {r['errors']:.0f}",
                    flush=True,
                )


if __name__ == "__main__":
    main()

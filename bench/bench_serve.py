"""Question turns through `family-scheduler serve`: throughput and latency by worker count.

    python bench/bench_serve.py [--workers 1,2,4] [--clients 8] [--turns 12] [--quick | --smoke]

For each worker count: a fresh Postgres database and a fresh copy of the demo calendar,
`family-scheduler serve --workers N` on a free loopback port (Postgres 127.0.0.1:5432,
trust auth, user postgres; Redis 127.0.0.1:6379 db 10), one warm-up turn per client,
then `--clients` langgraph-sdk clients at once, each asking `--turns` questions on its
own thread ("what's on thursday?", "is the van free friday evening?", ...) with
`runs.wait`. Prints question turns per second (all turns / wall time of the measured
part) and the p50 / p95 of one turn's latency as a client sees it, then stops the server
and drops the database. Without Postgres or Redis it says so and prints nothing else.

`early_answers` counts turns whose `runs.wait` answer held the thread's values from before
the run's end (seen now and then with several workers: the run itself ends well, checked
here); a run that fails stops the bench.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repo root: `bench` as a package

from bench.timing import add_effort, effort, machine

ADMIN = "postgresql://postgres@127.0.0.1:5432/postgres"
REDIS = "redis://127.0.0.1:6379/10"
NOW = "2026-11-23T09:00:00-05:00"
QUESTIONS = [
    "what's on thursday?",
    "is the van free friday evening?",
    "what does Emma have on monday?",
    "show me the calendar for wednesday",
]


def reachable(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
        return True
    except OSError:
        return False


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start(workers: int, database: str, calendar: Path, log: Path) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    command = [sys.executable, "-m", "family_scheduler", "serve", "--workers", str(workers)]
    command += ["--port", str(port), "--postgres", database, "--redis", REDIS, "--db", str(calendar)]
    env = {**os.environ, "LANGSMITH_TRACING": "false"}
    env.pop("FAMILY_SCHEDULER_MODEL", None)
    with open(log, "w") as out:
        proc = subprocess.Popen(
            command, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
        )
    url = f"http://127.0.0.1:{port}"
    import httpx

    deadline = time.monotonic() + 240
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            if httpx.get(f"{url}/ok", timeout=2).status_code == 200:
                return proc, url
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    stop(proc)
    raise SystemExit(f"the server did not start:\n{log.read_text(errors='replace')[-2000:]}")


def stop(proc: subprocess.Popen[bytes]) -> None:
    os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


async def one_client(url: str, turns: int, offset: int) -> tuple[list[float], int]:
    from langgraph_sdk import get_client

    sdk = get_client(url=url, api_key=None, timeout=300)
    thread = (await sdk.threads.create())["thread_id"]
    latencies, early = [], 0
    for i in range(turns):
        text = QUESTIONS[(offset + i) % len(QUESTIONS)]
        question: dict[str, Any] = {"messages": [{"role": "human", "content": text}]}
        begun = time.perf_counter()
        state: Any = await sdk.runs.wait(
            thread,
            "family_scheduler",
            input=question,
            context={"family_id": "demo", "now": NOW},
        )
        latencies.append((time.perf_counter() - begun) * 1000)
        if isinstance(state, dict) and state.get("__error__"):
            raise SystemExit(f"a question turn failed: {state['__error__']}")
        if not isinstance(state, dict) or state.get("workflow_status") != "completed":
            early += 1  # answered with values from before the run's end (see the docstring)
            [latest] = await sdk.runs.list(thread, limit=1)
            await sdk.runs.join(thread, latest["run_id"])
            latest = await sdk.runs.get(thread, latest["run_id"])
            if latest["status"] != "success":
                raise SystemExit(f"a question turn ended {latest['status']}")
    return latencies, early


async def load(url: str, clients: int, turns: int) -> tuple[float, list[float], int]:
    await asyncio.gather(*(one_client(url, 1, c) for c in range(clients)))  # warm-up
    begun = time.perf_counter()
    per_client = await asyncio.gather(*(one_client(url, turns, c) for c in range(clients)))
    wall = time.perf_counter() - begun
    return wall, [ms for client, _ in per_client for ms in client], sum(early for _, early in per_client)


def measure(workers: int, clients: int, turns: int, work: Path) -> None:
    import psycopg

    from family_scheduler.app import FamilyScheduler

    name = f"fs_bench_serve_{os.getpid()}_{uuid.uuid4().hex[:6]}"
    calendar = work / f"family-{workers}.sqlite"
    FamilyScheduler.create(calendar).close()
    with psycopg.connect(ADMIN, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        load_at_start = machine()
        proc, url = start(
            workers, f"postgresql://postgres@127.0.0.1:5432/{name}", calendar, work / "serve.log"
        )
        try:
            wall, latencies, early = asyncio.run(load(url, clients, turns))
        finally:
            stop(proc)
        latencies.sort()
        print(
            f"serve_questions workers={workers} clients={clients} turns={len(latencies)} "
            f"turns_per_s={len(latencies) / wall:.2f} p50_ms={statistics.median(latencies):.0f} "
            f"p95_ms={latencies[int(0.95 * (len(latencies) - 1))]:.0f} early_answers={early} "
            f"({load_at_start}; at the end {machine().split(', ')[1]})",
            flush=True,
        )
    finally:
        with psycopg.connect(ADMIN, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--workers", default=None, help="comma-separated worker counts (default 1,2,4)")
    parser.add_argument("--clients", type=int, default=8, help="clients at once (default 8)")
    parser.add_argument("--turns", type=int, default=None, help="question turns per client (default 12)")
    add_effort(parser)
    args = parser.parse_args()
    counts = [int(n) for n in (args.workers or effort(args, "1,2,4", "1,2,4", "1")).split(",")]
    turns = args.turns or effort(args, 12, 5, 1)
    if not (reachable(5432) and reachable(6379)):
        print("bench_serve: skipped, it needs PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379")
        return
    work = Path(tempfile.mkdtemp(prefix="bench-serve-"))
    try:
        for workers in counts:
            measure(workers, args.clients, turns, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

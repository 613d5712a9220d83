"""One long conversation: what each turn stores and costs as the thread grows.

    python bench/bench_checkpoints.py               # 100 turns on one thread
    python bench/bench_checkpoints.py --turns 300
    python bench/bench_checkpoints.py --quick       # 100 turns (the figures need them)
    python bench/bench_checkpoints.py --smoke       # 12 turns: proves the script runs

A calendar file holding the demo family (`FamilyScheduler.create`), opened the embedded
default way (`FamilyScheduler.open`: SqliteSaver checkpoints in the same file), one
thread ("kitchen") asked questions turn after turn ("what's on tomorrow?", "what's on
friday?", "is the minivan free on saturday?", in turn; nothing is written to the
calendar, so every turn meets the same calendar and only the thread grows).

Prints, at turns 1, 10, 50 and 100 (and the last):
- `checkpoints.turn N written_kb`: bytes of the checkpoint and write rows this turn
  added to the file (checkpoint blob, metadata, pending writes);
- `kept_kb`, `rows`: bytes and rows the thread holds in the file after the turn;
- `messages`: the messages in the thread's state after the turn;
- `reads`: checkpoint reads (`get_tuple` calls) the turn made: the main graph's load of
  the thread to run it (the one state read), and one per subgraph run (LangGraph looks
  for a subgraph checkpoint and finds none: `empty_reads`). `ask` itself reads the thread
  only when it waits for an answer (an indexed lookup tells it: not counted here); these
  question turns never wait.
Then `checkpoints.latency`: median CPU ms (process time) of `ask` over turns 1–10 and
over the last ten turns, and their ratio (flat is 1.0). CPU rather than wall time:
the machine is shared; wall figures swing with the other processes' load.
"""

from __future__ import annotations

import argparse
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repo root: `bench` as a package

from bench.synthetic import NOW
from bench.timing import add_effort, effort, machine

QUESTIONS = ("what's on tomorrow?", "what's on friday?", "is the minivan free on saturday?")
THREAD = "kitchen"
SHOWN = (1, 10, 50, 100)


def stored(db: Path, thread: str) -> tuple[dict[tuple[str, str, str], int], int]:
    """Each checkpoint and write row of `thread` in the file with its size in bytes."""
    with sqlite3.connect(db) as conn:
        tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if "checkpoints" not in tables:  # the saver makes its tables on first use
            return {}, 0
        rows = {
            ("c", ns, cid): size
            for ns, cid, size in conn.execute(
                "SELECT checkpoint_ns, checkpoint_id, length(checkpoint) + length(metadata) "
                "FROM checkpoints WHERE thread_id = ?",
                (thread,),
            )
        }
        rows.update(
            {
                ("w", f"{ns}|{cid}", f"{task}|{idx}"): size or 0
                for ns, cid, task, idx, size in conn.execute(
                    "SELECT checkpoint_ns, checkpoint_id, task_id, idx, length(value) "
                    "FROM writes WHERE thread_id = ?",
                    (thread,),
                )
            }
        )
    return rows, sum(rows.values())


class CountingReads:
    """Counts the checkpointer's `get_tuple` calls (each one a state read)."""

    def __init__(self, saver: Any) -> None:
        self.count = 0
        self.empty = 0
        original = saver.get_tuple

        def get_tuple(config: Any) -> Any:
            self.count += 1
            found = original(config)
            self.empty += found is None
            return found

        saver.get_tuple = get_tuple


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=None, help="default 100 (smoke 12)")
    add_effort(parser)
    args = parser.parse_args()
    turns = args.turns or effort(args, 100, 100, 12)
    print(f"bench_checkpoints: one thread, {turns} question turns, SQLite file; {machine()}")

    from family_scheduler.app import FamilyScheduler

    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "family.sqlite"
        FamilyScheduler.create(db, clock=lambda: NOW).close()
        with FamilyScheduler.open(db, clock=lambda: NOW) as app:
            reads = CountingReads(app.checkpointer)
            key = app.thread_key(THREAD, "sarah")  # the family's own key for the thread
            before, _ = stored(db, key)
            cpu_ms: list[float] = []
            for turn in range(1, turns + 1):
                reads.count = reads.empty = 0
                cpu = time.process_time()
                result = app.ask(QUESTIONS[(turn - 1) % len(QUESTIONS)], thread_id=THREAD, speaker="sarah")
                cpu_ms.append((time.process_time() - cpu) * 1000)
                turn_reads, empty_reads = reads.count, reads.empty
                assert result.status == "completed", result.reply
                after, kept = stored(db, key)
                written = sum(size for key, size in after.items() if key not in before)
                before = after
                if turn in SHOWN or turn == turns:
                    state = app.graph.get_state(app.config(THREAD, "sarah"))
                    print(
                        f"checkpoints.turn {turn} written_kb={written / 1024:.1f} "
                        f"kept_kb={kept / 1024:.1f} rows={len(after)} "
                        f"messages={len(state.values.get('messages', []))} "
                        f"reads={turn_reads} empty_reads={empty_reads} "
                        f"cpu_ms={cpu_ms[-1]:.1f}",
                        flush=True,
                    )
            window = min(10, turns // 2)
            first = statistics.median(cpu_ms[:window])
            last = statistics.median(cpu_ms[-window:])
            print(
                f"checkpoints.latency first{window}_cpu_ms={first:.2f} last{window}_cpu_ms={last:.2f} "
                f"ratio={last / first:.2f} turns={turns} file_kb={db.stat().st_size / 1024:.0f}",
                flush=True,
            )


if __name__ == "__main__":
    main()

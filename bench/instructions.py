"""Instructions a create turn costs, counted by callgrind: repeatable where CPU time is not.

    valgrind --tool=callgrind --instr-atstart=no python bench/instructions.py [N]
    valgrind --tool=callgrind --instr-atstart=no python bench/instructions.py [N] --floor
    valgrind --tool=callgrind --instr-atstart=no python bench/instructions.py [N] --replay

Runs N (default 20) create turns the way `bench_floor.py`'s create case does (the demo
calendar in a SQLite file, "dentist for jake on <a new free day> at 3pm", a new thread each)
after five warm-up turns, and switches callgrind's instrumentation on only around the N
turns (`callgrind_control -i on|off`), so valgrind's "Collected" total divided by N is the
instructions of one turn: imports, set-up and warm-up are not counted. On a shared machine
CPU timings swing with other work; the count moves only when the code does (±0.1%).
`--floor` counts the same turns of `bench_floor.py`'s floor instead (LangGraph's own cost of
them), so the two counts give the floor ratio in instructions. `--replay` counts them with every
node replaying the update it returned in a recorded turn (`bench_floor.py --split`'s replay):
real - replay is our node code, replay - floor what LangGraph spends on our state. Outside valgrind the turns
just run. Not run by `run_all.py` (it needs valgrind).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repo root: `bench` as a package

from langchain_core.messages import HumanMessage

from bench.bench_floor import floor_graph, free_days, recorded_path, replaying
from bench.synthetic import NOW
from family_scheduler.app import FamilyScheduler

WARM_UP = 5


def instrument(on: bool) -> None:
    """Switch callgrind's instrumentation of this process (nothing outside valgrind)."""
    try:
        subprocess.run(
            ["callgrind_control", "-i", "on" if on else "off", str(os.getpid())],
            capture_output=True,
            check=False,
        )
    except OSError:
        pass  # no valgrind here: the turns run uncounted


def main() -> None:
    args = [a for a in sys.argv[1:] if a not in ("--floor", "--replay")]
    turns = int(args[0]) if args else 20
    floor = "--floor" in sys.argv[1:]
    replay = "--replay" in sys.argv[1:]
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "family.sqlite"
        FamilyScheduler.create(db).close()
        with FamilyScheduler.open(db, clock=lambda: NOW) as app:
            texts = free_days(WARM_UP + turns + 2)
            graph = floor_graph(app, recorded_path(app, texts.pop(), "path")) if floor else None
            if replay:
                replay_on, _ = replaying(app, texts.pop())
                replay_on()

            def turn(text: str, thread: str) -> str:
                if graph is None:
                    return app.ask(text, thread_id=thread, speaker="sarah").status
                config = {"configurable": {"thread_id": thread}}
                message = {"messages": [HumanMessage(content=text)]}
                graph.invoke(message, config, durability=app.durability, context=app.context("sarah", None))
                return "floor"

            for n, text in enumerate(texts[:WARM_UP]):
                turn(text, f"warm-{n}")
            statuses = set()
            instrument(True)
            for n, text in enumerate(texts[WARM_UP : WARM_UP + turns]):
                statuses.add(turn(text, f"turn-{n}"))
            instrument(False)
    said = "/".join(sorted(statuses))
    print(f"instructions: {turns} create turns ({said}); per turn = Collected / {turns}")


if __name__ == "__main__":
    main()

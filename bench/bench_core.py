"""Foundation figures: LangGraph's own floor, one main-graph turn, and the range query.

    python bench/bench_core.py [--quick]

Prints one line per figure (median of repeated runs, in ms).
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Iterator
from datetime import timedelta
from functools import partial
from itertools import pairwise
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repo root: `bench` as a package

from langchain_core.messages import HumanMessage
from langgraph.graph import END, START, StateGraph

from bench.synthetic import NOW, sqlite_calendar
from bench.timing import measure, report
from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.context import SchedulerContext
from family_scheduler.family_file import demo_family
from family_scheduler.graph.main import build_main_graph
from family_scheduler.graph.state import MainState


def noop_graph(nodes: int):
    """A chain of `nodes` do-nothing nodes over the same state: LangGraph's own cost."""
    builder = StateGraph(MainState)
    names = [f"step{i}" for i in range(nodes)]
    for name in names:
        builder.add_node(name, lambda state: {})
    builder.add_edge(START, names[0])
    for a, b in pairwise(names):
        builder.add_edge(a, b)
    builder.add_edge(names[-1], END)
    return builder.compile()


def ask_round_robin(app: Any, threads: Iterator[int]) -> None:
    """One question turn on the next of five threads."""
    app.ask("what's on tomorrow?", thread_id=f"t{next(threads) % 5}")


def main() -> None:
    quick = "--quick" in sys.argv
    repeat = 10 if quick else 40
    family, _ = demo_family()
    empty = InMemoryCalendar(family)
    ctx = SchedulerContext(calendar=empty, family=family, now=NOW.isoformat(), speaker="sarah")
    graph = build_main_graph()

    def turn(text: str) -> None:
        graph.invoke({"messages": [HumanMessage(content=text)]}, context=ctx)

    # A booking on an empty calendar: begin, parse, schedule, draft, conflicts, validate,
    # confirm (auto), commit, finish = 9 main nodes plus the subgraphs' own nodes.
    counter = iter(range(10**6))
    figures = measure(lambda: turn(f"dentist for jake on dec {1 + next(counter) % 28} at 3pm"), repeat=repeat)
    report("main.turn.create_empty_calendar", figures)
    report("main.turn.query_empty_calendar", measure(lambda: turn("what's on tomorrow?"), repeat=repeat))
    # The floor: the same number of steps as a create turn (9 main-graph nodes plus about
    # 10 inside the subgraphs) as a compiled chain of nodes that do nothing.
    for n in (9, 20):
        chain = noop_graph(n)
        report(
            f"langgraph.noop_chain nodes={n}",
            measure(partial(chain.invoke, {"messages": []}), repeat=repeat),
        )

    # The embedded default: SQLite calendar and SqliteSaver checkpoints in one file.
    from family_scheduler.app import FamilyScheduler

    with tempfile.TemporaryDirectory() as tmp:
        sqlite_calendar(Path(tmp) / "family.sqlite", 0)
        for durability in ("exit", "async"):
            app = FamilyScheduler.open(Path(tmp) / "family.sqlite", clock=lambda: NOW, durability=durability)
            report(
                f"main.turn.sqlite_checkpointed durability={durability}",
                measure(partial(ask_round_robin, app, iter(range(10**6))), repeat=repeat),
            )

    sizes = (1_000, 10_000) if quick else (1_000, 10_000, 100_000)
    with tempfile.TemporaryDirectory() as tmp:
        for size in sizes:
            cal = sqlite_calendar(Path(tmp) / f"c{size}.sqlite", size)
            week = (NOW, NOW + timedelta(days=7))
            two_weeks = (NOW, NOW + timedelta(days=14))
            report(
                "calendar.range_query.week_all",
                measure(partial(cal.occurrences, *week), repeat=repeat),
                events=size,
            )
            report(
                "calendar.range_query.week_one_member",
                measure(partial(cal.occurrences, *week, members=["emma"]), repeat=repeat),
                events=size,
            )
            report(
                "calendar.range_query.14d_all",
                measure(partial(cal.occurrences, *two_weeks), repeat=repeat),
                events=size,
            )


if __name__ == "__main__":
    main()

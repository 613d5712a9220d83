"""Foundation figures: LangGraph's own floor, one main-graph turn, and the range query.

    python bench/bench_core.py [--quick | --smoke]

Prints one line per figure: median and p95 wall time and median CPU time of repeated
runs, in ms.

- `main.turn.booking_on_an_empty_calendar`: a clear booking ("dentist for jake on
  <day> at 3pm") on a calendar that is empty for every turn (a fresh one each time),
  so every turn books without a clash; the line says how many turns booked.
- `main.turn.question_on_an_empty_calendar`: "what's on tomorrow?" on an empty calendar.
- `langgraph.noop_chain nodes=N`: N do-nothing nodes over the main state, no checkpointer.
  A guide to LangGraph's own cost, not the same topology as a turn.
- `main.turn.sqlite_checkpointed`: "what's on tomorrow?" through `FamilyScheduler.open`
  on a SQLite file holding the demo family and no events, with SqliteSaver
  checkpoints, each turn on a new thread.
- `calendar.range_query.*`: `occurrences` on the SQLite store (synthetic calendars).
"""

from __future__ import annotations

import argparse
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
from bench.timing import add_effort, effort, machine, measure, report
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


def ask_new_thread(app: Any, threads: Iterator[int]) -> None:
    """One question turn on a new thread."""
    app.ask("what's on tomorrow?", thread_id=f"t{next(threads)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_effort(parser)
    args = parser.parse_args()
    repeat = effort(args, 40, 10, 2)
    print(f"bench_core: median of {repeat} runs; {machine()}")
    family, _ = demo_family()
    graph = build_main_graph()
    days = iter(range(10**6))
    booked: list[bool] = []

    def booking() -> None:
        empty = InMemoryCalendar(family)  # empty for every turn: a booking, never a clash
        ctx = SchedulerContext(calendar=empty, family=family, now=NOW.isoformat(), speaker="sarah")
        text = f"dentist for jake on dec {1 + next(days) % 28} at 3pm"
        out = graph.invoke({"messages": [HumanMessage(content=text)]}, context=ctx)
        booked.append(bool(out.get("committed")) and len(empty.all_events()) == 1)

    figures = measure(booking, repeat=repeat)
    report("main.turn.booking_on_an_empty_calendar", figures, booked=f"{sum(booked)}/{len(booked)}")

    empty = InMemoryCalendar(family)
    ctx = SchedulerContext(calendar=empty, family=family, now=NOW.isoformat(), speaker="sarah")
    report(
        "main.turn.question_on_an_empty_calendar",
        measure(
            lambda: graph.invoke({"messages": [HumanMessage(content="what's on tomorrow?")]}, context=ctx),
            repeat=repeat,
        ),
    )
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
                measure(partial(ask_new_thread, app, iter(range(10**6))), repeat=repeat),
            )

    sizes = effort(args, (1_000, 10_000, 100_000), (1_000, 10_000), (300,))
    with tempfile.TemporaryDirectory() as tmp:
        for size in sizes:
            cal = sqlite_calendar(Path(tmp) / f"c{size}.sqlite", size)
            week = (NOW, NOW + timedelta(days=7))
            two_weeks = (NOW, NOW + timedelta(days=14))
            report(
                "calendar.range_query.week_all",
                measure(partial(cal.occurrences, *week), repeat=repeat),
                events=size,
                occurrences=len(cal.occurrences(*week)),
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

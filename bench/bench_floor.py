"""A turn against LangGraph's floor: the same graphs doing nothing, the same way.

    python bench/bench_floor.py                 # demo calendar and 10k events, 40 pairs each
    python bench/bench_floor.py --quick         # 15 pairs each
    python bench/bench_floor.py --smoke         # 3 pairs, demo calendar only
    python bench/bench_floor.py --nodes         # then each node's own CPU ms in a create turn

The floor of a turn is what LangGraph itself costs for it: the main graph with the
same nodes, edges and conditional edges (`app.graph.builder`), every node doing
nothing, the routers following the path the real turn took; each wrapper node runs a
do-nothing copy of its subgraph, built the same way from the subgraph's own builder (its
nodes, edges and conditional edges, the routers following the path the real subgraph
took); the node that asked the family calls `interrupt()`. It is compiled with the same checkpointer (the
assistant's own, on the same file) and run with the same durability and the same runtime
context (the `SchedulerContext` a turn carries, handed on to each subgraph as the wrappers
do), on a new thread per turn, like the real turns.

Cases (each turn on a new thread, through `FamilyScheduler.open`, SQLite file):
- `create`: "dentist for jake on <a new free day> at 3pm": booked without a question
  (a clear booking with no clash is written at once);
- `clash` (10k only): a booking into Jake's full afternoon: conflicts found, ways out
  drafted and verified, the family asked.

Measured pairwise (a real turn, then its floor, repeated), CPU ms of the process
(`time.process_time`: the machine is shared, wall time swings with other work).
Prints per case the median real and floor CPU ms, the ratio of the medians and the
median of the pairwise ratios, and the path the turn took.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repo root: `bench` as a package

from langchain_core.messages import HumanMessage
from langgraph.graph import StateGraph
from langgraph.runtime import Runtime
from langgraph.types import interrupt
from typing_extensions import TypedDict

from bench.synthetic import NOW, sqlite_calendar
from bench.timing import add_effort, effort, machine
from family_scheduler.app import FamilyScheduler
from family_scheduler.graph.state import MainInput, MainState

Path_ = list[tuple[str, str]]
"""(subgraph or "" for the main graph, node) in the order they ran."""


class Nothing(TypedDict, total=False):
    n: int


def recorded_path(app: FamilyScheduler, text: str, thread: str) -> Path_:
    """The nodes a turn ran, read from a streamed run of it (not a timed one)."""
    parts = app.stream(text, thread_id=thread, speaker="sarah", stream_mode="updates", subgraphs=True)
    return [(p["ns"][0].split(":")[0] if p["ns"] else "", str(node)) for p in parts for node in p["data"]]


def noop_copy(
    builder: Any,
    path: list[str],
    node: Any,
    state: Any,
    input_schema: Any = None,
    asked: str | None = None,
) -> Any:
    """`builder`'s graph with `node(name)` for each node: the same nodes, edges and
    conditional edges, each router following `path` (the nodes the real run took, in
    order); after the last node of `path`, the router of a run that asked goes to `asked`."""
    graph = StateGraph(state, input_schema=input_schema) if input_schema else StateGraph(state)
    for name in builder.nodes:
        graph.add_node(name, node(name))
    for a, b in builder.edges:
        graph.add_edge(a, b)
    following = {a: b for a, b in zip(["__start__", *path], path, strict=False)}
    last = path[-1]
    for source, branches in builder.branches.items():
        for spec in branches.values():
            ends = list(spec.ends.values()) if spec.ends else None

            def route(state: Any, source: str = source) -> str:
                if source == last and asked:
                    return asked
                return following.get(source, "__end__")

            graph.add_conditional_edges(source, route, ends)
    return graph


def floor_graph(app: FamilyScheduler, path: Path_) -> Any:
    """The main graph's shape with do-nothing nodes following `path`, each wrapper node
    running a do-nothing copy of its subgraph's shape (see the docstring)."""
    from family_scheduler.graph import wrappers

    main = [node for ns, node in path if ns == ""]
    asked = main[-1] == "__interrupt__"
    main = [node for node in main if node != "__interrupt__"]
    inner: dict[str, list[str]] = {}
    for ns, node in path:
        if ns:
            inner.setdefault(ns, []).append(node)
    # The node that asked: the one the interrupted run would have gone to next.
    ask_node = "confirm" if asked else None

    def do_nothing(name: str) -> Any:
        return lambda state: {}

    def make_node(name: str) -> Any:
        if name in inner:
            real = getattr(wrappers, f"{name}_graph")
            sub = noop_copy(real.builder, inner[name], do_nothing, Nothing).compile()

            def wrapper(state: MainState, runtime: Runtime[Any]) -> dict[str, Any]:
                sub.invoke({"n": 0}, context=runtime.context)
                return {}

            return wrapper
        if name == ask_node:
            return lambda state: {"answer": interrupt("question")}
        return lambda state: {}

    floor = noop_copy(app.graph.builder, main, make_node, MainState, MainInput, ask_node)
    return floor.compile(checkpointer=app.checkpointer)


def floor_path(floor: Any, app: FamilyScheduler, text: str, thread: str) -> Path_:
    """The nodes a floor run took, read as `recorded_path` reads a real one."""
    config = {"configurable": {"thread_id": thread}}
    parts = floor.stream(
        {"messages": [HumanMessage(content=text)]},
        config,
        stream_mode="updates",
        subgraphs=True,
        durability=app.durability,
        context=app.context("sarah", None),
    )
    return [(ns[0].split(":")[0] if ns else "", str(node)) for ns, data in parts for node in data]


def run_case(app: FamilyScheduler, name: str, texts: list[str], pairs: int, label: str) -> None:
    path = recorded_path(app, texts[0], f"{name}-path")
    floor = floor_graph(app, path)
    taken = floor_path(floor, app, texts[0], f"floor-{name}-path")
    if taken != path:  # the floor must run the same nodes in the same order as the real turn
        raise SystemExit(f"floor.{name}: the floor ran {taken}, the real turn {path}")
    real: list[float] = []
    base: list[float] = []
    statuses: set[str] = set()
    for n, text in enumerate(texts[1 : pairs + 4]):
        start = time.process_time()
        result = app.ask(text, thread_id=f"{name}-{n}", speaker="sarah")
        spent = (time.process_time() - start) * 1000
        statuses.add(result.status)
        config = {"configurable": {"thread_id": f"floor-{name}-{n}"}}
        start = time.process_time()
        context = app.context("sarah", None)
        floor.invoke(
            {"messages": [HumanMessage(content=text)]}, config, durability=app.durability, context=context
        )
        floor_spent = (time.process_time() - start) * 1000
        if n >= 3:  # three warm-up pairs
            real.append(spent)
            base.append(floor_spent)
    ratios = [r / f for r, f in zip(real, base, strict=True)]
    med_real, med_floor = statistics.median(real), statistics.median(base)
    print(
        f"floor.{name} {label} real_cpu_ms={med_real:.2f} floor_cpu_ms={med_floor:.2f} "
        f"ratio={med_real / med_floor:.2f} pairwise_ratio={statistics.median(ratios):.2f} "
        f"n={len(real)} status={'/'.join(sorted(statuses))} nodes={len(path)}",
        flush=True,
    )


def node_times(app: FamilyScheduler, texts: list[str], label: str) -> None:
    """CPU ms each node's own function spends in a create turn (median over `texts`): every
    compiled node of the main graph and of the subgraphs is wrapped with a timer (a wrapper
    node's figure includes the subgraph it runs); the rest of a turn is LangGraph's and
    `ask`'s. Printed after the pairs, so the wrapping never touches the ratio."""
    import inspect

    from family_scheduler.graph import wrappers

    spent: dict[str, list[float]] = {}
    turn: dict[str, float] = {}

    def wrap(graph: Any, prefix: str) -> None:
        for name, node in graph.nodes.items():
            bound = node.bound
            func = getattr(bound, "func", None)
            if func is None:
                continue

            def timed(*args: Any, _func: Any = func, _name: str = prefix + name, **kwargs: Any) -> Any:
                start = time.process_time()
                try:
                    return _func(*args, **kwargs)
                finally:
                    turn[_name] = turn.get(_name, 0.0) + (time.process_time() - start) * 1000

            timed.__signature__ = inspect.signature(func)  # type: ignore[attr-defined]
            bound.func = timed

    wrap(app.graph, "")
    for sub in ("parsing", "scheduling", "conflicts", "resources", "resolution", "query"):
        wrap(getattr(wrappers, f"{sub}_graph"), f"{sub}.")
    totals: list[float] = []
    for n, text in enumerate(texts):
        turn.clear()
        start = time.process_time()
        app.ask(text, thread_id=f"nodes-{n}", speaker="sarah")
        totals.append((time.process_time() - start) * 1000)
        for name, ms in turn.items():
            spent.setdefault(name, []).append(ms)
    print(f"floor.nodes {label} turn_cpu_ms={statistics.median(totals):.2f} n={len(texts)}", flush=True)
    for name, times in sorted(spent.items(), key=lambda kv: -statistics.median(kv[1])):
        print(f"floor.node {label} {name} cpu_ms={statistics.median(times):.3f}", flush=True)


def free_days(pairs: int) -> list[str]:
    """Bookings on days no synthetic event reaches (a year after NOW), one day each."""
    first = (NOW + timedelta(days=400)).date()
    return [f"dentist for jake on {first + timedelta(days=n):%B %d %Y} at 3pm" for n in range(pairs + 5)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", action="store_true", help="then time each node of a create turn")
    add_effort(parser)
    args = parser.parse_args()
    pairs = effort(args, 40, 15, 3)
    sizes = effort(args, (0, 10_000), (0, 10_000), (0,))
    print(f"bench_floor: {pairs} pairs per case, CPU ms of the process; {machine()}")
    with tempfile.TemporaryDirectory() as tmp:
        for size in sizes:
            db = Path(tmp) / f"family-{size}.sqlite"
            if size:
                sqlite_calendar(db, size).close()  # type: ignore[attr-defined]
            else:
                FamilyScheduler.create(db).close()
            label = "demo" if not size else f"events={size}"
            with FamilyScheduler.open(db, clock=lambda: NOW) as app:
                run_case(app, "create", free_days(pairs), pairs, label)
                if size:
                    clash = ["dentist for jake on dec 2 at 3pm"] * (pairs + 5)
                    run_case(app, "clash", clash, pairs, label)
                if args.nodes:
                    node_times(app, free_days(2 * pairs + 10)[pairs + 8 :], label)


if __name__ == "__main__":
    main()

"""A turn against LangGraph's floor: the same graphs doing nothing, the same way.

    python bench/bench_floor.py                 # demo calendar and 10k events, 40 pairs each
    python bench/bench_floor.py --quick         # 15 pairs each
    python bench/bench_floor.py --smoke         # 3 pairs, demo calendar only
    python bench/bench_floor.py --nodes         # then each node's own CPU ms in a create turn
    python bench/bench_floor.py --split         # then a create turn split: our code / LangGraph on our state

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

`--split` then times a third graph beside the two (demo calendar): the real one with every
node (main graph and subgraphs) replaced by a replay of the update it returned in a
recorded create turn, each wrapper still running its subgraph on the recorded input. It
does none of our work but hands LangGraph exactly our writes, so real - replay is the CPU
of our own code in the nodes, and replay - floor what LangGraph spends on our state (its
channels, messages, results) and `ask` on the turn (the replay runs through `ask`).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Mapping
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
from family_scheduler.context import SchedulerContext
from family_scheduler.graph.state import MainInput, MainState

SUBGRAPHS = ("parsing", "scheduling", "conflicts", "resources", "resolution", "query")
"""The wrapper nodes of the main graph, each named after the subgraph it runs."""

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
    for sub in SUBGRAPHS:
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


def replaying(app: FamilyScheduler, text: str) -> tuple[Any, Any]:
    """Switches (on, off) between the real nodes and replays of their updates in a turn of
    `text` (recorded now, on its own thread): each node returns what it returned then; each
    wrapper node also runs its subgraph on the input it gave it then."""
    import inspect

    from family_scheduler.graph import wrappers

    subgraphs = {name: getattr(wrappers, f"{name}_graph") for name in SUBGRAPHS}
    graphs = {"": app.graph, **subgraphs}
    bound = [
        (prefix, name, node.bound) for prefix, graph in graphs.items() for name, node in graph.nodes.items()
    ]
    real = {(prefix, name): b.func for prefix, name, b in bound if getattr(b, "func", None) is not None}
    updates: dict[tuple[str, str], Any] = {}
    given: dict[str, Any] = {}

    def recorder(key: tuple[str, str], func: Any) -> Any:
        def record(*args: Any, **kwargs: Any) -> Any:
            updates[key] = func(*args, **kwargs)
            return updates[key]

        record.__signature__ = inspect.signature(func)  # type: ignore[attr-defined]
        return record

    def replay(key: tuple[str, str], func: Any) -> Any:
        name = key[1]
        if key[0] == "" and name in subgraphs:

            def rerun(state: Any, runtime: Runtime[Any]) -> Any:
                subgraphs[name].invoke(given[name], context=runtime.context)
                return updates.get(key)

            rerun.__signature__ = inspect.signature(func)  # type: ignore[attr-defined]
            return rerun

        def again(*args: Any, **kwargs: Any) -> Any:
            return updates.get(key)

        again.__signature__ = inspect.signature(func)  # type: ignore[attr-defined]
        return again

    def switch(make: Any) -> None:
        for prefix, name, b in bound:
            if (prefix, name) in real:
                b.func = make((prefix, name), real[(prefix, name)])

    run = wrappers._run

    def run_recorded(
        name: str,
        subgraph: Any,
        inputs: Mapping[str, Any],
        ctx: SchedulerContext,
        state: MainState | None = None,
    ) -> dict[str, Any]:
        given[name] = inputs
        return run(name, subgraph, inputs, ctx, state)

    switch(recorder)
    wrappers._run = run_recorded
    try:
        app.ask(text, thread_id="split-recorded", speaker="sarah")
    finally:
        wrappers._run = run
        switch(lambda key, func: func)
    return (lambda: switch(replay)), (lambda: switch(lambda key, func: func))


def split_case(app: FamilyScheduler, texts: list[str], pairs: int, label: str) -> None:
    """Real, replayed and floor create turns, interleaved (see the docstring: `--split`)."""
    path = recorded_path(app, texts[0], "split-path")
    floor = floor_graph(app, path)
    on, off = replaying(app, texts[1])
    times: dict[str, list[float]] = {"real": [], "replay": [], "floor": []}
    for n, text in enumerate(texts[2 : pairs + 5]):
        spent: dict[str, float] = {}
        for kind in ("real", "replay", "floor"):
            start = time.process_time()
            if kind == "floor":
                config = {"configurable": {"thread_id": f"split-floor-{n}"}}
                context = app.context("sarah", None)
                floor.invoke(
                    {"messages": [HumanMessage(content=text)]},
                    config,
                    durability=app.durability,
                    context=context,
                )
            else:
                app.ask(text, thread_id=f"split-{kind}-{n}", speaker="sarah")
            spent[kind] = (time.process_time() - start) * 1000
            if kind == "real":
                on()
            elif kind == "replay":
                off()
        if n >= 3:  # three warm-up rounds
            for kind, ms in spent.items():
                times[kind].append(ms)
    real, replay, base = (statistics.median(times[k]) for k in ("real", "replay", "floor"))
    print(
        f"floor.split {label} real_cpu_ms={real:.2f} replay_cpu_ms={replay:.2f} floor_cpu_ms={base:.2f} "
        f"our_code_ms={real - replay:.2f} langgraph_on_our_state_ms={replay - base:.2f} "
        f"n={len(times['real'])}",
        flush=True,
    )


def free_days(pairs: int) -> list[str]:
    """Bookings on days no synthetic event reaches (a year after NOW), one day each."""
    first = (NOW + timedelta(days=400)).date()
    return [f"dentist for jake on {first + timedelta(days=n):%B %d %Y} at 3pm" for n in range(pairs + 5)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", action="store_true", help="then time each node of a create turn")
    parser.add_argument("--split", action="store_true", help="then split a create turn (see the docstring)")
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
                if args.split and not size:
                    split_case(app, free_days(4 * pairs + 20)[2 * pairs + 12 :], pairs, label)


if __name__ == "__main__":
    main()

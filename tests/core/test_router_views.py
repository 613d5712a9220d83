"""Each main-graph router reads only the keys of the state its parameter is annotated with
(`graph.state.Routing`): for every state a real conversation passes through, every router
must route its view of that state exactly as it routes the whole state, and read no key
outside its view."""

from __future__ import annotations

import typing
from typing import Any

from family_scheduler import FamilyScheduler, InMemoryCalendar, demo_family
from family_scheduler.graph.state import MainState

NOW = "2026-11-23T09:00:00-05:00"
CONVERSATION = [
    "Dentist for Jake tomorrow at 3pm",
    "soccer practice for jake tomorrow at 3pm",  # clashes: options
    "what does emma have on friday?",  # a request of its own while the question waits
    "2",
    "book swim for emma",  # a clarification
    "friday at 4pm",
    "move the dentist to 5pm",
    "make it 6pm instead",  # an instruction as the answer
    "no",
    "cancel piano",  # which occurrences?
    "just this one",
    "yes",
    "undo",
    "yes",
    "find an hour for jake and emma this weekend",
    "yes",
    "blorp",
]


class Reading(dict[str, Any]):
    """A state that records which keys were read."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.read: set[str] = set()

    def get(self, key: str, default: Any = None) -> Any:
        self.read.add(key)
        return super().get(key, default)

    def __getitem__(self, key: str) -> Any:
        self.read.add(key)
        return super().__getitem__(key)

    def __contains__(self, key: object) -> bool:
        self.read.add(str(key))
        return super().__contains__(key)


def _states() -> list[dict[str, Any]]:
    family, events = demo_family()
    app = FamilyScheduler(InMemoryCalendar(family, events))
    seen: list[dict[str, Any]] = []
    for text in CONVERSATION:
        for part in app.stream(text, thread_id="kitchen", now=NOW, stream_mode="values", subgraphs=False):
            seen.append(dict(typing.cast(dict[str, Any], part["data"])))
    return seen


def test_every_router_routes_its_view_as_the_whole_state():
    family, events = demo_family()
    graph = FamilyScheduler(InMemoryCalendar(family, events)).graph
    states = _states()
    assert len(states) > 100
    checked = 0
    for branches in graph.builder.branches.values():
        for name, branch in branches.items():
            schema = branch.input_schema
            assert schema is not None and schema is not MainState, name  # a narrow view each
            keys = set(typing.get_type_hints(schema))
            route = branch.path.func
            for state in states:
                try:
                    whole = route(state)
                except (AssertionError, KeyError, TypeError):
                    continue  # a state this router is never reached with
                view = Reading({k: v for k, v in state.items() if k in keys})
                assert route(view) == whole, (name, state)
                assert view.read <= keys, (name, view.read - keys)
                checked += 1
    assert checked > 1000

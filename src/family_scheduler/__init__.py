"""Family Scheduler: a family scheduling assistant built as a LangGraph multi-graph system.

The public surface: `FamilyScheduler` (build, ask, resume, stream, read), the
runtime context, the calendar stores and the domain models. Imports are lazy so
`import family_scheduler` stays cheap for a subgraph-only user.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

__all__ = [
    "FamilyScheduler",
    "TurnResult",
    "SchedulerContext",
    "InMemoryCalendar",
    "SqliteCalendar",
    "Family",
    "Event",
    "ParsedRequest",
    "build_main_graph",
    "demo_family",
    "load_family_file",
]

_WHERE = {
    "FamilyScheduler": "app",
    "TurnResult": "app",
    "SchedulerContext": "context",
    "InMemoryCalendar": "calendar",
    "SqliteCalendar": "calendar",
    "Family": "models",
    "Event": "models",
    "ParsedRequest": "models",
    "build_main_graph": "graph.main",
    "demo_family": "family_file",
    "load_family_file": "family_file",
}

if TYPE_CHECKING:
    from .app import FamilyScheduler, TurnResult
    from .calendar import InMemoryCalendar, SqliteCalendar
    from .context import SchedulerContext
    from .family_file import demo_family, load_family_file
    from .graph.main import build_main_graph
    from .models import Event, Family, ParsedRequest


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        from importlib import import_module

        return getattr(import_module(f".{_WHERE[name]}", __name__), name)
    raise AttributeError(f"module 'family_scheduler' has no attribute {name!r}")

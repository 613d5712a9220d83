"""Scheduling: who, how long, when → the asked time checked, or ranked free slots.

`search_slots` is the library call other graphs use; `graph` runs it alone:
``graph.invoke({"participants": ["emma"], "window": [...]}, context=SchedulerContext(...))``.
"""

from .busy import BusySpan, build_busy, busy_intervals
from .graph import graph
from .search import SchedulingResult, search_slots

__all__ = ["BusySpan", "SchedulingResult", "build_busy", "busy_intervals", "graph", "search_slots"]

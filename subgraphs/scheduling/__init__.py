"""Scheduling: who, how long, when → the asked time checked, or ranked free slots.

The search is the domain's `family_scheduler.domain.slots.search_slots`; `graph` runs it
alone: ``graph.invoke({"participants": ["emma"], "window": [...]}, context=SchedulerContext(...))``.
"""

from .graph import graph

__all__ = ["graph"]

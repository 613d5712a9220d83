"""Conflicts subgraph: every clash of a proposed event, and existing double bookings.

The detection itself is the domain's (`family_scheduler.domain.conflicts`); this package
is the graph that reads its input, runs it and says what it found.
"""

from .graph import graph

__all__ = ["graph"]

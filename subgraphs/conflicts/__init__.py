"""Conflicts subgraph: every clash of a proposed event, and existing double bookings."""

from .detect import detect_conflicts
from .graph import graph
from .report import ConflictReport
from .scan import scan_conflicts

__all__ = ["ConflictReport", "detect_conflicts", "graph", "scan_conflicts"]

"""Conflicts subgraph: every clash of a proposed event, and existing double bookings."""

from .detect import detect_conflicts
from .report import ConflictReport

__all__ = ["ConflictReport", "detect_conflicts"]

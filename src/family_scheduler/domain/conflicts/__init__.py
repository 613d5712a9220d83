"""Conflicts: every clash of a proposed event, and double bookings already in a span."""

from .detect import detect_conflicts
from .report import ConflictReport
from .scan import scan_conflicts

__all__ = ["ConflictReport", "detect_conflicts", "scan_conflicts"]

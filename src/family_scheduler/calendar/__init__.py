"""Calendar storage: read interface for subgraphs, write interface for the commit step."""

from .base import (
    Calendar,
    CalendarError,
    CalendarReader,
    CommitResult,
    VersionConflict,
)
from .memory import InMemoryCalendar
from .overlay import OverlayCalendar
from .sqlite import SqliteCalendar

__all__ = [
    "Calendar",
    "CalendarError",
    "CalendarReader",
    "CommitResult",
    "InMemoryCalendar",
    "OverlayCalendar",
    "SqliteCalendar",
    "VersionConflict",
]

"""Finding times that work: `search_slots` checks an asked time or searches a window."""

from .search import SchedulingResult, search_slots

__all__ = ["SchedulingResult", "search_slots"]

"""Resources subgraph: are the things an event needs free over its span, and what else is."""

from .capacity import crowded_spans, peak_use
from .check import check_resources
from .graph import graph
from .names import known_resources, resolve_resource_names
from .occupancy import occurrences_within
from .report import Reservation, ResourceCheck, ResourcesReport

__all__ = [
    "Reservation",
    "ResourceCheck",
    "ResourcesReport",
    "check_resources",
    "crowded_spans",
    "graph",
    "known_resources",
    "occurrences_within",
    "peak_use",
    "resolve_resource_names",
]

"""Resources subgraph: are the things an event needs free over its span, and what else is."""

from .check import check_resources
from .graph import graph
from .names import known_resources, resolve_resource_names
from .report import ResourceCheck, ResourcesReport

__all__ = [
    "ResourceCheck",
    "ResourcesReport",
    "check_resources",
    "graph",
    "known_resources",
    "resolve_resource_names",
]

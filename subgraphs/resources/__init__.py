"""Resources subgraph: are the things an event needs free over its span, and what else is."""

from .capacity import crowded_spans, peak_use
from .occupancy import occurrences_within

__all__ = ["crowded_spans", "occurrences_within", "peak_use"]

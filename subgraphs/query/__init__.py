"""The query subgraph: answers questions about the family's calendar, read only.

Four kinds: availability (common free windows), event_lookup (what's on / when is X),
resource_status (is a resource free, who has it, when next free), conflict_check
(existing clashes in a span, or whether a hypothetical event would clash).
"""

from .answer import (
    ConflictFindings,
    FreeWindow,
    QueryAnswer,
    QueryPlan,
    ResourceStatus,
)
from .answering import (
    assess,
    availability_answer,
    conflict_answer,
    lookup_answer,
    resource_answer,
)
from .availability import MIN_FREE_MINUTES, answer_availability, time_rules
from .conflict_check import check_conflicts, check_hypothetical, hypothetical_event
from .graph import graph
from .lookup import lookup_events, next_occurrences
from .planning import plan_query, read_request
from .reply import Reply, format_reply
from .resource_status import next_free, resource_status, saturated
from .state import QueryInput, QueryOutput, QueryState

__all__ = [
    "ConflictFindings",
    "FreeWindow",
    "MIN_FREE_MINUTES",
    "QueryAnswer",
    "QueryInput",
    "QueryOutput",
    "QueryPlan",
    "QueryState",
    "Reply",
    "ResourceStatus",
    "answer_availability",
    "assess",
    "availability_answer",
    "check_conflicts",
    "check_hypothetical",
    "conflict_answer",
    "format_reply",
    "graph",
    "hypothetical_event",
    "lookup_answer",
    "lookup_events",
    "next_free",
    "next_occurrences",
    "plan_query",
    "read_request",
    "resource_answer",
    "resource_status",
    "saturated",
    "time_rules",
]

"""Resources subgraph state: the things an event needs, over its span."""

from __future__ import annotations

from typing import Annotated, Any, NotRequired

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict

from family_scheduler.models.results import HybridJSON


class ResourcesInput(TypedDict):
    resources: list[str]
    """Resource ids or spoken names ("the van")."""
    start: str
    end: str
    """The event's span (ISO 8601 with offset); the first occurrence for a series."""
    recurrence: NotRequired[str | None]
    """RRULE: every occurrence over the horizon is checked."""
    participants: NotRequired[list[str]]
    """Who takes part (for vehicle seats when they ride together)."""
    ride_together: NotRequired[bool]
    """The participants ride in the vehicle together: seats must suffice."""
    guests: NotRequired[list[str]]
    """People from outside the family riding along ("uncle Bob"): they take seats too."""
    ignore_event_ids: NotRequired[list[str]]
    """Events whose reservations do not count (the event being changed)."""


class ResourcesOutput(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]
    result: HybridJSON
    """Hybrid output; `data` is a ResourcesReport as JSON."""


class ResourcesState(ResourcesInput, ResourcesOutput, total=False):
    """Private working keys live only here."""

    span: dict[str, str]
    """The checked span as ISO strings, once read."""
    problems: list[str]
    """What is wrong with the input, in plain words."""
    report: dict[str, Any] | None
    """The ResourcesReport as JSON, once checked."""

"""Scheduling subgraph state: who, how long, when → ranked slots."""

from __future__ import annotations

from typing import Annotated, Any, NotRequired

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict

from family_scheduler.models.results import HybridJSON


class SchedulingInput(TypedDict):
    participants: list[str]
    """Member ids who must all be free."""
    resources: NotRequired[list[str]]
    """Resource ids the event reserves (busy when reserved to capacity)."""
    duration_minutes: NotRequired[int | None]
    """Length of the event; 60 when absent."""
    start: NotRequired[str | None]
    """An exact start asked for (ISO 8601 with offset): checked, with alternatives when blocked."""
    window: NotRequired[list[str] | None]
    """[start, end) to search (ISO 8601); from now over the default horizon when absent."""
    ignore_event_ids: NotRequired[list[str]]
    """Events that do not count as busy (the event being moved)."""
    top_k: NotRequired[int]
    """How many candidates to return (default 5)."""
    title: NotRequired[str | None]
    """What is being booked ("piano lesson"): times we choose prefer its usual hours."""


class SchedulingOutput(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]
    result: HybridJSON
    """Hybrid output; `data` is a SchedulingResult as JSON."""


class SchedulingState(SchedulingInput, SchedulingOutput, total=False):
    """Private working keys live only here."""

    checked_request: dict[str, Any]
    """The input read and checked (`request.SlotRequest.to_state`), problems included."""
    found: dict[str, Any]
    """The `SchedulingResult` as JSON, before it is put into words."""

"""Conflicts subgraph state: a proposed event (or a span to scan) → every conflict."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict

from family_scheduler.models.results import HybridJSON


class ConflictsInput(TypedDict, total=False):
    event: Mapping[str, Any] | None
    """The proposed Event as JSON; a change to an existing event keeps its id."""
    span: list[str] | None
    """Scan mode: [start, end) ISO 8601, list existing double bookings and over-capacity."""
    members: list[str]
    """Scan mode: only conflicts touching these members (all when empty)."""
    horizon_weeks: int
    """How far a recurring proposal is checked (default 12)."""
    side_events: list[Mapping[str, Any]]
    """Other events the proposal writes with `event` (a move of everything on a day, a chosen
    way out), as JSON: `event` and each of them are checked in the calendar as it would be
    with all of them written."""


class ConflictsOutput(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]
    result: HybridJSON
    """Hybrid output; `data` is a ConflictReport as JSON."""


class ConflictsState(ConflictsInput, ConflictsOutput, total=False):
    """Private working keys live only here."""

    mode: str
    """"detect" (a proposal), "scan" (a span) or "invalid"."""
    problems: list[str]
    """What is wrong with the input, in plain words."""
    report: dict[str, Any] | None
    """The ConflictReport as JSON, once checked."""

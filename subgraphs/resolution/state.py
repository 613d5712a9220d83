"""Resolution subgraph state: a proposal and its conflicts → verified ways out."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Annotated, Any, NotRequired

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict

from family_scheduler.models.dialogue import Wish
from family_scheduler.models.results import HybridJSON


class ResolutionInput(TypedDict):
    event: Mapping[str, Any]
    """The proposed Event as JSON."""
    conflicts: Sequence[Mapping[str, Any]]
    """Its conflicts (Conflict JSON) as the conflicts subgraph found them."""
    speaker: NotRequired[str | None]
    """Who asks: decides which events may be moved or cancelled."""
    wish: NotRequired[Wish | None]
    """Where the family would like the ways out to be ("something in the morning?"): only
    options that put the proposal there are offered."""


class ResolutionOutput(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]
    result: HybridJSON
    """Hybrid output; `data` is a ResolutionReport as JSON."""


class ResolutionState(ResolutionInput, ResolutionOutput, total=False):
    """Private working keys live only here."""

    drafts: list[dict[str, Any]]
    """Candidate options (Draft JSON) every strategy produced, not yet verified."""
    notes: list[str]
    """Why strategies found nothing, in plain words (for the no-way-out reply)."""
    problems: list[str]
    """What is wrong with the input, in plain words; non-empty stops the work."""
    verified: list[dict[str, Any]]
    """Drafts that survived the re-check (Verified JSON)."""
    report: dict[str, Any]
    """The ResolutionReport as JSON, before it is worded."""

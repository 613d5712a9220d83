"""Query subgraph state: a parsed question → an answer about the calendar."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal, NotRequired

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict

from family_scheduler.models.results import HybridJSON


class QueryInput(TypedDict):
    request: Mapping[str, Any]
    """The ParsedRequest as JSON (intent query, with query_type; modify/cancel to locate)."""
    mode: NotRequired[Literal["answer", "locate"]]
    """answer (default): answer the question. locate: find the event a change is about."""


class QueryOutput(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]
    result: HybridJSON
    """Hybrid output; `data` is a QueryAnswer as JSON (an EventTarget when locating)."""


class QueryState(QueryInput, QueryOutput, total=False):
    """Private working keys live only here."""

    plan: dict[str, Any]
    """The QueryPlan as JSON: span, people, resources, defaults, problems."""
    answer: dict[str, Any]
    """The QueryAnswer as JSON, before it is worded."""
    target: dict[str, Any]
    """The EventTarget as JSON, before it is worded (locate mode)."""

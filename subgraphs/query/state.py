"""Query subgraph state: a parsed question → an answer about the calendar."""

from __future__ import annotations

from typing import Annotated, Any

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict


class QueryInput(TypedDict):
    request: dict[str, Any]
    """The ParsedRequest as JSON (intent query, with query_type)."""


class QueryOutput(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]
    result: dict[str, Any]
    """Hybrid output; `data` is a QueryAnswer as JSON."""


class QueryState(QueryInput, QueryOutput, total=False):
    """Private working keys live only here."""

    plan: dict[str, Any]
    """The QueryPlan as JSON: span, people, resources, defaults, problems."""
    answer: dict[str, Any]
    """The QueryAnswer as JSON, before it is worded."""

"""Asking the query subgraph a question, the way the main graph or an embedder would."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

import pytest

from family_scheduler.context import SchedulerContext
from family_scheduler.subgraphs.query import graph


@dataclass
class Asked:
    """What came back: the reply the family reads and the hybrid result."""

    text: str
    result: dict[str, Any]
    output: dict[str, Any]

    @property
    def data(self) -> dict[str, Any]:
        return self.result["data"]

    @property
    def confidence(self) -> float:
        return self.result["confidence"]


def _json(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, (list, tuple)):
        return [_json(v) for v in value]
    return value


@pytest.fixture
def ask(context: SchedulerContext):
    """ask("availability", window=(a, b), participants=[...]) -> Asked; calendar= swaps it."""

    def _ask(query_type: str | None = None, *, calendar: Any = None, **fields: Any) -> Asked:
        request: dict[str, Any] = {"intent": "query"}
        if query_type is not None:
            request["query_type"] = query_type
        request.update({k: _json(v) for k, v in fields.items()})
        ctx = context if calendar is None else replace(context, calendar=calendar, family=calendar.family())
        out = graph.invoke({"request": request}, context=ctx)
        return Asked(out["messages"][-1].content, out["result"], out)

    return _ask

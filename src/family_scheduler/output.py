"""The hybrid output every subgraph returns, and the message that goes with it."""

from __future__ import annotations

import math
from datetime import datetime
from typing import Any

from langchain_core.messages import AIMessage
from pydantic import BaseModel

from .models.results import HybridOutput, instant_json


def hybrid(
    data: BaseModel | dict[str, Any],
    explanation: str,
    confidence: float,
    reasoning: str,
    now: datetime,
    *,
    dumped: bool = False,
) -> dict[str, Any]:
    """`{data, explanation, confidence, reasoning, timestamp}`, JSON-safe.

    For a model's data with plain words it is what `HybridOutput(...).model_dump(mode="json")`
    gives, without building that model: the model's own JSON dump is JSON already, and the
    second dump cost about as much as the first. `dumped`: `data` is a model's JSON dump
    (`model_dump(mode="json")`) made by the caller's own step, so it is taken as it is, as a
    model's is; any other dict is dumped through the model (it may hold anything), and so is
    anything the model would refuse."""
    payload = data.model_dump(mode="json") if isinstance(data, BaseModel) else data
    sure = max(0.0, min(1.0, confidence))
    if (
        (dumped or isinstance(data, BaseModel))
        and isinstance(payload, dict)
        and type(explanation) is str
        and type(reasoning) is str
        and type(sure) is float
        and math.isfinite(sure)
    ):
        return {
            "data": payload,
            "explanation": explanation,
            "confidence": sure,
            "reasoning": reasoning,
            "timestamp": instant_json(now),
        }
    out = HybridOutput(
        data=payload, explanation=explanation, confidence=sure, reasoning=reasoning, timestamp=now
    )
    return out.model_dump(mode="json")


def say(subgraph: str, text: str) -> AIMessage:
    """A plain-words message from one subgraph, named after it."""
    return AIMessage(content=text, name=subgraph)

"""The hybrid output every subgraph returns, and the message that goes with it."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from langchain_core.messages import AIMessage
from pydantic import BaseModel

from .models.results import HybridOutput


def hybrid(
    data: BaseModel | dict[str, Any],
    explanation: str,
    confidence: float,
    reasoning: str,
    now: datetime,
) -> dict[str, Any]:
    """`{data, explanation, confidence, reasoning, timestamp}`, JSON-safe."""
    payload = data.model_dump(mode="json") if isinstance(data, BaseModel) else data
    out = HybridOutput(
        data=payload,
        explanation=explanation,
        confidence=max(0.0, min(1.0, confidence)),
        reasoning=reasoning,
        timestamp=now,
    )
    return out.model_dump(mode="json")


def say(subgraph: str, text: str) -> AIMessage:
    """A plain-words message from one subgraph, named after it."""
    return AIMessage(content=text, name=subgraph)

"""What the family reads: the reply as built, or a chat model's safer rewording of it."""

from __future__ import annotations

from ..context import SchedulerContext
from ..rephrase import rephrase, wants_rephrase


def spoken(ctx: SchedulerContext, text: str) -> str:
    """Reword `text` with the configured model when asked to; the facts never change."""
    if wants_rephrase(ctx.chat_model):
        return rephrase(text, ctx.chat_model)
    return text

"""The model a node made from (or into) a state value, for the next node reading that value.

A subgraph's nodes pass JSON-ish values through its state, and the next node often reads
back into a model what the one before has just validated or dumped (the proposed event,
the slot search's result). LangGraph hands the next node the very object the previous one
wrote, so the model can be handed on with it: looked up by identity, never by content.
One entry per hand-off (bounded); the value is held, so its id cannot be reused by another
object meanwhile. State values are replaced, never changed in place, by the graphs' nodes;
a value read from a checkpoint or made anew is another object, and is validated as before.
"""

from __future__ import annotations

from typing import Generic, TypeVar

T = TypeVar("T")


class Handoff(Generic[T]):
    """The last (value, model) pair kept; `get` gives the model back for that very value."""

    __slots__ = ("_last",)

    def __init__(self) -> None:
        self._last: tuple[object, T | None] = (None, None)

    def keep(self, value: object, model: T) -> None:
        """Remember that `model` is what `value` reads as (one assignment: thread-safe)."""
        self._last = (value, model)

    def get(self, value: object) -> T | None:
        """The model kept for this very object, else None."""
        kept, model = self._last
        return model if value is not None and kept is value else None

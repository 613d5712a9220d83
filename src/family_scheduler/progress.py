"""Progress of a turn as LangGraph `custom` stream events: which step has just started.

A step says it is starting before it does its work, so a caller streaming with
`stream_mode="custom"` can name the running step at once (a spinner), rather than
after it ends, as `updates` would. Outside a streamed run it costs nothing.
"""

from __future__ import annotations

from typing import Literal

from typing_extensions import TypedDict

STEP_LABELS = {
    "parsing": "reading your message",
    "parsing.model": "waiting for the chat model",
    "scheduling": "looking for a time",
    "resources": "checking the shared things",
    "conflicts": "checking for clashes",
    "resolution": "looking for ways out",
    "query": "looking at the calendar",
    "commit": "saving to the calendar",
}
"""What the family is told each step is doing, in the words of "… while <label>"."""


class Progress(TypedDict):
    """A `custom` stream event: the step that has just started, and what to call it."""

    kind: Literal["progress"]
    step: str
    """'parsing', 'parsing.model' (the optional chat model), 'scheduling', ..., 'commit'."""
    label: str
    """'reading your message', 'waiting for the chat model', ..."""


def progress(step: str) -> Progress:
    return Progress(kind="progress", step=step, label=STEP_LABELS.get(step, step))


def is_progress(data: object) -> bool:
    """Whether a `custom` stream event is one of ours."""
    return isinstance(data, dict) and data.get("kind") == "progress" and isinstance(data.get("step"), str)


def report_start(step: str) -> None:
    """Tell a streaming caller that `step` starts now (a no-op outside a streamed run)."""
    from langgraph.config import get_stream_writer  # here: the CLI's listing never loads LangGraph

    try:
        writer = get_stream_writer()
    except RuntimeError:  # called outside a graph run (a helper used on its own)
        return
    writer(progress(step))

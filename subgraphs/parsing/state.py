"""Parsing subgraph state: one utterance in, one structured request out."""

from __future__ import annotations

from typing import Annotated, Any, NotRequired

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict

from family_scheduler.models.dialogue import AnswerReading, Choice, FamilyAnswer
from family_scheduler.models.request import RequestJSON
from family_scheduler.models.results import ErrorJSON, HybridJSON


class ParsingInput(TypedDict):
    text: str
    """What the family typed."""
    speaker: NotRequired[str | None]
    """Member id of the speaker ("me", "my"); the context's speaker when absent."""
    pending: NotRequired[RequestJSON | None]
    """A request awaiting clarification (ParsedRequest JSON): the answer is merged into it."""
    answer: NotRequired[FamilyAnswer | None]
    """The text answers a question the family was asked (a confirmation, a scope): read it
    as yes / no / an option / a scope, or as a new instruction merged with `pending`."""
    titles: NotRequired[list[str]]
    """The title of what the question is about (the pending event's): an answer naming
    another activity is a request of its own, not a change to this one."""
    choices: NotRequired[list[Choice]]
    """The times of the numbered options on offer: an answer naming one in words ("ok the
    tuesday 3-7 one then") picks it."""
    option_count: NotRequired[int]
    """How many numbered options are on offer, moving the event or not: "the saturday one"
    with options on screen points at one of them, never at a day of its own."""


class ParsingOutput(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]
    result: HybridJSON
    """Hybrid output; `data` is the ParsedRequest as JSON (an AnswerReading for an `answer`)."""
    errors: NotRequired[list[ErrorJSON]]
    """Only when a configured chat model failed (ErrorInfo JSON: step, type, message,
    retryable, at); the grammar's reading stands in `result`. Absent without a model."""


class ParsingState(ParsingInput, ParsingOutput, total=False):
    """Private working keys live only here."""

    draft: dict[str, Any]
    """The ParsedRequest being built (JSON), passed from read_words to assess_request to summarise_request."""
    guessed: bool
    """No verb was found and the intent was inferred (lowers confidence)."""
    assumed: int
    """How many pieces the grammar assumed (e.g. the day of a bare time)."""
    offered: bool
    """The answer was a counter-offer put as a question ("what about 6?"): the changed
    request is proposed and asked about, never written at once."""
    notes: list[str]
    """What was assumed, in words, for the reasoning."""
    sure: list[str]
    """Field groups the grammar read from explicit words (see certainty.py)."""
    model_draft: dict[str, Any] | None
    """The chat model's reading as a ParsedRequest (JSON), when a model is configured."""
    model_sure: list[str]
    """Field groups the model says it is sure of."""
    model_notes: list[str]
    """Where the model and the grammar differed, and what was dropped from the model's answer."""
    reading: AnswerReading
    """What an `answer` means (its request filled from `draft` once assessed)."""

"""The same total asked again: "how many hours of soccer does jake have this week?" then
"and last week?" or "and emma?".

Read alone, "and last week?" asks nothing and "and emma?" would list Emma's day. Just
after a question about time added up, a follow-on that names only another span or other
people asks that same total again with that changed: the rest (the activity, an average
or a breakdown, and the span or the people not said again) is kept from the question
before it (`Focus.total`).
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from typing_extensions import TypedDict

from ..models.request import ParsedRequest, TimeTotal, TimeTotalJSON
from ..subgraphs.parsing import span_said_again
from ..timeutil import parse_instant


class TotalAsked(TypedDict):
    """The newest question about time added up, as asked."""

    title: str | None
    participants: list[str]
    window: list[str] | None
    """[start, end) as ISO instants."""
    total: TimeTotalJSON


_GOES_ON = re.compile(
    r"^\s*(?:(?:ok|okay|so|and|also|hmm+)\s+)*(?:(?:what|how)\s+about|and|also|same\s+for|what\s+of)\b"
)
"""A follow-on: "and last week?", "what about emma?", "same for jake"."""
_ASKS_ITS_OWN = re.compile(
    r"\b(?:what's|whats|when|who|which|is|are|does|do|did|has|have|book|add|move|cancel|free|busy)\b"
)
"""A follow-on with its own question or request ("and what's on sunday?", "and book it"):
never the same total again."""


def total_of(request: ParsedRequest) -> TotalAsked | None:
    """What a question about time added up asked, kept for a follow-on; None for anything else."""
    if request.intent != "query" or request.total is None:
        return None
    window = [w.isoformat() for w in request.window] if request.window is not None else None
    return TotalAsked(
        title=request.title,
        participants=list(request.participants),
        window=window,
        total=request.total.model_dump(mode="json"),  # type: ignore[typeddict-item]
    )


def total_again(request: ParsedRequest, asked: TotalAsked | None, now: datetime) -> ParsedRequest:
    """`request` as the total `asked` again over the span or for the people the follow-on
    names; `request` unchanged when it is no such follow-on. `now` is in the
    family's zone."""
    if asked is None or request.intent != "unknown" or not isinstance(now.tzinfo, ZoneInfo):
        return request
    tz = now.tzinfo
    text = " ".join(request.text.lower().split())
    lead = _GOES_ON.match(text)
    if lead is None or _ASKS_ITS_OWN.search(text[lead.end() :]):
        return request
    span = span_said_again(text, now, tz)
    if span is None and not request.participants:
        return request
    total = TimeTotal.model_validate(asked["total"])
    window = (
        (span.start, span.end)
        if span is not None
        else tuple(parse_instant(w) for w in asked["window"])
        if asked["window"]
        else None
    )
    if span is not None:
        total = total.model_copy(update={"span": span.said})
    return request.model_copy(
        update={
            "intent": "query",
            "query_type": "event_lookup",
            "title": asked["title"],
            "participants": list(request.participants) or list(asked["participants"]),
            "window": window,
            "start": None,
            "end": None,
            "total": total,
            "missing": [],
            "pronoun": None,
            "confidence": 0.6,
        }
    )

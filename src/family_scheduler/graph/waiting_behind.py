"""What waits behind the request being asked about, said with its question.

"book piano tue at 4 and cancel soccer thursday": while the booking waits for its yes,
the cancellation waits too, and the family should know it is not forgotten ("Then: cancel
soccer practice on Thu Nov 26."). Each waiting request is read as it will be once its turn
comes (alone, by the same grammar), and said in a few words: a cancellation by the
occurrence it finds, a booking by its title, people and time; anything else as said.
Nothing is written or decided here: the request is taken in full when its turn comes.
"""

from __future__ import annotations

from datetime import timedelta

from ..context import SchedulerContext
from ..domain.targets import find_target
from ..models.request import DEFAULT_MINUTES, ParsedRequest
from ..subgraphs.parsing import parse_request
from ..timeutil import describe_span
from ..wording import join_names, short_day


def waiting_behind(queued: list[str], ctx: SchedulerContext) -> str | None:
    """ "Then: cancel soccer practice on Thu Nov 26." for the requests in `queued`, in order;
    None when nothing waits."""
    if not queued:
        return None
    said = [_in_words(text, ctx) for text in queued]
    return f"Then: {'; then '.join(said)}."


def _in_words(text: str, ctx: SchedulerContext) -> str:
    now = ctx.current_time()
    request = parse_request(text, ctx.get_family(), now, ctx.current_speaker())
    if request.problems or request.missing:
        return f"'{text}'"
    if request.intent == "cancel" and not request.every:
        target = find_target(ctx.get_calendar(), request, now)
        if target.chosen is not None:
            return f"cancel {target.chosen.title} on {short_day(target.chosen.start.astimezone(ctx.tz()))}"
    if request.intent == "create" and request.title and request.start is not None:
        return f"book {request.title}{_for_whom(request, ctx)}, {_when(request, ctx)}"
    return f"'{text}'"


def _for_whom(request: ParsedRequest, ctx: SchedulerContext) -> str:
    family = ctx.get_family()
    names = [family.display_name(p) for p in request.participants]
    return f" for {join_names(names)}" if names else ""


def _when(request: ParsedRequest, ctx: SchedulerContext) -> str:
    assert request.start is not None
    end = request.end or request.start + timedelta(minutes=request.duration_minutes or DEFAULT_MINUTES)
    return describe_span(request.start, end, ctx.tz())

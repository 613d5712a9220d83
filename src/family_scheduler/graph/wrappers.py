"""Thin wrapper nodes: map the main state down to one subgraph's input, its result back up.

Each wrapper calls one module-level compiled subgraph once (so Studio and
``get_graph(xray=True)`` draw it), passes only the inputs that subgraph needs,
and returns only its messages and its hybrid output under ``agent_outputs[name]``
(plus the one field the main graph derives from it). They are idempotent: a
resume may run them again with the same state and they give the same update.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any, cast

from langgraph.errors import GraphBubbleUp
from langgraph.runtime import Runtime

from ..context import SchedulerContext, context_of
from ..domain.called_off import as_called_off
from ..domain.person_choice import take_free_person
from ..domain.proposals import what_if
from ..domain.resource_choice import take_free_choice
from ..domain.slot_choices import SEARCHED_TOP_K
from ..domain.targets import EventTarget, weekly_series_named
from ..domain.undo import last_written, occurrence_just_changed
from ..domain.usual_time import at_its_usual_half
from ..models.dialogue import Choice
from ..models.events import EventJSON
from ..models.request import ParsedRequest, RequestJSON
from ..models.results import ErrorInfo, Proposal
from ..output import say
from ..progress import report_start
from ..recurrence_rules import weekly_on
from ..subgraphs.conflicts import graph as conflicts_graph
from ..subgraphs.conflicts.state import ConflictsInput
from ..subgraphs.parsing import (
    declines,
    drops_everything,
    family_names,
    holds_several_requests,
    keeps_only_days,
    leaves_nobody,
    names_an_event,
    new_name_of_pending,
    nobody_drives,
    people_swapped,
    several_days_kept,
)
from ..subgraphs.parsing import graph as parsing_graph
from ..subgraphs.parsing.loose_targets import pointed_at_read, pointed_event
from ..subgraphs.parsing.search_words import asks_for_times
from ..subgraphs.parsing.state import ParsingInput
from ..subgraphs.query import graph as query_graph
from ..subgraphs.query.state import QueryInput
from ..subgraphs.resolution import graph as resolution_graph
from ..subgraphs.resolution.state import ResolutionInput
from ..subgraphs.resources import graph as resources_graph
from ..subgraphs.resources.state import ResourcesInput
from ..subgraphs.scheduling import graph as scheduling_graph
from ..subgraphs.scheduling.state import SchedulingInput
from ..timeutil import parse_instant
from . import replies
from .after_the_event import beside_the_event
from .focus import adds_the_week_after, filled, focus_after, spoken_of
from .offered_time import at_the_time_offered, shifts_it
from .picked_event import event_picked
from .request_route import asked_again_by_clarify
from .rides import after_lookup, nobody_words
from .state import AgentOutputs, MainState, Parked

Update = dict[str, Any]
_IT = re.compile(r"\b(?:it|that|this)\b", re.IGNORECASE)
"""The event just spoken of, in a reminder of it ("remind me about it the day before")."""
_ALSO = re.compile(
    r"\b(?:add|include|put)\b.*\b(?:too|as\s+well|also|to\s+(?:it|that|this))\b", re.IGNORECASE
)
"""Someone added to what was just booked ("oh and add linda too", "add grandma as well")."""


def last_user_text(state: Mapping[str, Any]) -> str:
    for message in reversed(state.get("messages", [])):
        if message.type == "human":
            content = message.content
            return (
                content
                if isinstance(content, str)
                else " ".join(part.get("text", "") for part in content if isinstance(part, dict))
            )
    return ""


def failure(step: str, err: Exception, ctx: SchedulerContext | None) -> Update:
    """A subgraph broke: record it, tell the family plainly, keep the calendar untouched."""
    info = ErrorInfo(
        step=step,
        type=type(err).__name__,
        message=str(err)[:500],
        retryable=isinstance(err, (TimeoutError, ConnectionError)),
        at=ctx.current_time() if ctx and (ctx.now or ctx.clock) else None,
    )
    text = replies.went_wrong(step)
    return {
        "errors": [info.model_dump(mode="json")],
        "workflow_status": "failed",
        "reply": text,
        "messages": [say("assistant", text)],
    }


def _run(
    name: str, subgraph: Any, inputs: Mapping[str, Any], ctx: SchedulerContext, state: MainState | None = None
) -> Update:
    report_start(name)
    out = subgraph.invoke(inputs, context=ctx)
    update: Update = {"messages": out.get("messages", []), "agent_outputs": {name: out["result"]}}
    if out.get("errors"):  # e.g. the optional model failed and parsing fell back: noted, not fatal
        earlier = (state.get("errors") if state else None) or []
        update["errors"] = [*earlier, *out["errors"]]
    return update


Body = Callable[[MainState, SchedulerContext, Any], Update]


def _wrapper(name: str, subgraph: Any, body: Body) -> Callable[..., Update]:
    """A node calling `subgraph` through `body`; failures become a friendly reply.

    The compiled subgraph is a closure variable of the node, which is how LangGraph
    finds it to draw (xray) and to namespace its checkpoints.
    """

    def node(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
        ctx = None
        try:
            ctx = context_of(runtime)
            return body(state, ctx, subgraph)
        except GraphBubbleUp:
            raise
        except Exception as err:
            return failure(name, err, ctx)

    node.__name__ = name
    node.__doc__ = body.__doc__
    return node


def _parsing(state: MainState, ctx: SchedulerContext, subgraph: Any) -> Update:
    """Parse the newest message (merged with a request awaiting clarification), or read the
    family's answer to the question just asked (parsing hands back an AnswerReading)."""
    answer = state.get("answer")
    if answer is not None:
        asked = state.get("request")
        if (
            asked is not None
            and answer["question"] == "confirm"
            and _keeps_the_time(answer["text"], asked, ctx)
        ):
            # "an hour later" than the 3pm found; "call it Drawing": still at the 3pm offered
            asked = at_the_time_offered(asked, state.get("proposal"))
        inputs = ParsingInput(
            text=answer["text"],
            speaker=ctx.current_speaker(),
            pending=asked,
            answer=answer,
            titles=pending_titles(state),
            choices=option_times(state),
            option_count=option_count(state),
        )
        return _run("parsing", subgraph, inputs, ctx, state)
    pending = state.get("pending_request")
    words = last_user_text(state)
    if pending is not None and pending["driver"] == "wanted" and nobody_drives(words):
        # "Who's driving Emma to piano?" - "no one can": said plainly, nothing written.
        text = replies.spoken(ctx, nobody_words(pending, ctx.get_family(), ctx.tz()))
        return {"reply": text, "workflow_status": "completed", "messages": [say("assistant", text)]}
    if pending is not None and (declines(words) or drops_everything(words)):
        # "What time should it be?" - "never mind": drop the request rather than ask again;
        # "forget both" drops what waits from the same message too.
        queued = state.get("queued") or []
        dropped = replies.dropped(pending, ctx.get_family())
        if queued and drops_everything(words):
            dropped = replies.rest_dropped(dropped, queued)
            queued = []
        text = replies.spoken(ctx, dropped)
        return {
            "reply": text,
            "workflow_status": "completed",
            "messages": [say("assistant", text)],
            "queued": queued,
        }
    if pending is not None and holds_several_requests(
        words, ctx.get_family(), ctx.current_time(), ctx.current_speaker()
    ):
        pending = None  # "which car?" - "karate for emma wednesday at 6 and chess ...": new requests
    picked = (
        event_picked(ParsedRequest.model_validate(pending), words, ctx.get_calendar(), ctx.current_time())
        if pending is not None
        else None
    )
    if picked is not None:  # "Which one? 1. dentist ... 2. movie" - "2": read as "the movie"
        words = f"the {picked.title}"
    inputs = ParsingInput(text=words, speaker=ctx.current_speaker())
    if pending is not None:  # absent reads as None: one channel less for LangGraph to write
        inputs["pending"] = pending
    update = _run("parsing", subgraph, inputs, ctx, state)
    # The edge: the parsed request is validated once, here, and kept as its JSON shape.
    request = ParsedRequest.model_validate(update["agent_outputs"]["parsing"]["data"])
    if picked is not None and pending is not None and pending.get("title"):
        # "move jake's dentist to 4" - "the second one": that dentist, on its day at its time
        request = ParsedRequest.model_validate(pending).model_copy(
            update={
                "title": picked.title,
                "from_day": picked.start.astimezone(ctx.tz()).date(),
                "from_time": picked.start,
                "text": f"{pending['text']} / {last_user_text(state)}",
            }
        )
    elif picked is not None and request.title == picked.title:  # that one, of its name that day
        request = request.model_copy(update={"from_time": picked.start})
    request = spoken_of(_it_just_written(_days_of_a_series(request, ctx), state, ctx), state.get("focus"))
    if request.any_choice:  # "which car?" - "either": the main graph takes a free one
        request = take_free_choice(request, ctx.get_calendar(), ctx.get_family())
    if request.people_choices and request.intent == "create":  # "mike or me for the dentist"
        request = take_free_person(request, ctx.get_calendar(), ctx.get_family())
    focus, now = state.get("focus"), ctx.current_time().astimezone(ctx.tz())
    # "jake has no soccer on tuesday": that day's soccer practice is off
    request = as_called_off(request, ctx.get_calendar(), now, names_an_event)
    request = at_its_usual_half(request, ctx.get_calendar(), now, ctx.tz())  # "book club at 7:30": pm
    said = request
    request = filled(request, focus, now)  # "add dentist for him at 5" after "what does jake have tomorrow?"
    request = beside_the_event(request, focus, ctx.get_calendar(), now)  # "is he free after that?"
    if request.participants and not said.participants and request.from_day is None:
        # "cancel her thing on tuesday" just after asking about Emma's week: hers, on that day
        pointed = pointed_event(request.text, request, now, ctx.tz())
        if pointed is not None:
            kept = [m for m in request.missing if m not in ("target_event", "participants")]
            request = pointed_at_read(request, pointed).model_copy(update={"missing": kept})
    if said.intent == "unknown" and request.intent == "create" and not adds_the_week_after(said.text):
        # "wednesday at 3 then" just after the booking: move what was just booked, if it was
        recent = last_written(state.get("changes") or [], ctx.get_calendar())
        if recent is not None and recent.title == request.title:
            request = request.model_copy(update={"intent": "modify", "event_id": recent.id})
    if (
        pending is not None
        and (request.intent == "query" or not request.text.startswith(pending["text"]))
        and asked_again_by_clarify(pending)
    ):
        # "When should the dentist be?" - "what's on friday?" (or "cancel swim saturday", a
        # request of its own): that one is taken, then the dentist's question asked again
        update["parked"] = [*(state.get("parked") or []), _clarification_held(pending)]
    if request.then:  # "... and piano for jake sunday at 4": taken once this one is settled
        update["queued"] = [*request.then, *(state.get("queued") or [])]
        request = request.model_copy(update={"then": []})  # waiting in `queued` only, taken once
    update.update(
        request=request.to_json(),
        intent=request.intent,
        focus=focus_after(request, focus, ctx.current_speaker(), now),
    )
    if state.get("pending_request") is not None:  # merged or replaced now (unset: nothing to write)
        update["pending_request"] = None
    return update


def _clarification_held(pending: RequestJSON) -> Parked:
    """The request a clarification was asked about, kept while a question asked meanwhile is
    answered (`nodes.unpark` asks it again)."""
    return Parked(
        question="clarify",
        intent=pending["intent"],
        request=pending,
        proposal=None,
        located=None,
        summary=pending["text"],
    )


def _keeps_the_time(text: str, asked: RequestJSON, ctx: SchedulerContext) -> bool:
    """Whether an answer to a booking at a time the assistant found is read against that
    time: a shift moves it, a new name keeps it."""
    if shifts_it(text):
        return True
    return new_name_of_pending(text, asked["title"], family_names(ctx.get_family())) is not None


def _it_just_written(request: ParsedRequest, state: MainState, ctx: SchedulerContext) -> ParsedRequest:
    """ "make it 5", "cancel it", "remind me about it the day before" right after a booking:
    "it" is the event this thread just wrote, while it is on the calendar."""
    if _only_a_length(request) and last_written(state.get("changes") or [], ctx.get_calendar()):
        # "for an hour and a half" right after the booking: its new length, asked first
        request = request.model_copy(
            update={"intent": "modify", "missing": ["target_event"], "confidence": 0.6}
        )
    changing = request.intent in ("modify", "cancel") and request.missing == ["target_event"]
    reminding = (
        request.remind_before_minutes is not None
        and request.missing == ["title"]
        and bool(_IT.search(request.text))
    )
    adding = (  # "oh and add linda too" just after the lunch was booked
        request.intent == "create"
        and sorted(request.missing) == ["time", "title"]
        and bool(request.participants)
        and bool(_ALSO.search(request.text))
    )
    swapping = (  # "oops wrong kid, it's emma" just after Jake's dentist was booked
        request.intent in ("unknown", "modify", "create")
        and request.start is None
        and request.window is None
        and request.recurrence is None
        and bool(request.participants)
    )
    family = ctx.get_family()
    if (
        swapping
        and not adding
        and (recent := last_written(state.get("changes") or [], ctx.get_calendar())) is not None
    ):
        change = people_swapped(
            request.text,
            request.title,
            request.participants,
            recent.participants,
            ctx.get_family(),
            ctx.current_speaker(),
        )
        if change is None and leaves_nobody(request.text, request.participants, recent.participants, family):
            return request.model_copy(
                update={"intent": "modify", "problems": [replies.only_ones_on(recent, family, ctx.tz())]}
            )
        if change is not None:
            return request.model_copy(
                update={
                    "intent": "modify",
                    "event_id": recent.id,
                    "title": recent.title,
                    "joining": change[0],
                    "leaving": change[1],
                    "participants": change[1],
                    "missing": [],
                    "unread": [],
                    "confidence": 0.6,  # worked out from a correction: asked before it is written
                }
            )
    if request.title or not (changing or reminding or adding):
        return request
    recent = last_written(state.get("changes") or [], ctx.get_calendar())
    if recent is None:
        return request
    if adding:
        joining = [p for p in request.participants if p not in recent.participants]
        if not joining:
            return request
        return request.model_copy(
            update={
                "intent": "modify",
                "event_id": recent.id,
                "title": recent.title,
                "joining": joining,
                "participants": [],
                "missing": [],
                "confidence": max(request.confidence, 0.8),  # nothing is missing now
            }
        )
    one_day = request.intent == "cancel" and request.window is not None  # "skip the one on dec 3"
    named: dict[str, object] = {"title": recent.title} if reminding or one_day else {}
    moved = occurrence_just_changed(state.get("changes") or [], ctx.get_calendar())
    if moved is not None and not request.day_named and request.from_time is None:
        named["from_time"] = moved  # "keep it at 5" after Monday's lesson was moved: that Monday's
    return request.model_copy(update={"event_id": recent.id, "missing": [], **named})


def _only_a_length(request: ParsedRequest) -> bool:
    """A fragment that says only how long ("for an hour and a half", "2 hours"): no activity,
    day, time, people or repeat of its own."""
    return (
        request.intent == "unknown"
        and request.duration_minutes is not None
        and not request.title
        and request.start is None
        and request.window is None
        and not request.participants
        and request.recurrence is None
    )


def _days_of_a_series(request: ParsedRequest, ctx: SchedulerContext) -> ParsedRequest:
    """ "gym on saturdays too", "add fridays to gym": days added to the weekly gym on the
    calendar, or "gym only on mondays" its other days taken out (each change asked about
    first); with no such series, the booking it reads as."""
    # "just mon and fri for gym": read as two dates, the days of a week if gym repeats weekly
    several = (
        several_days_kept(request.text)
        if request.intent == "create" and request.title and not request.recurrence and request.start is None
        else []
    )
    keeps = (
        request.intent == "create"
        and request.title is not None
        and ("FREQ=WEEKLY" in (request.recurrence or "") or bool(several))
        and request.start is None
        and keeps_only_days(request.text)
    )  # "gym only mondays and wednesdays from now on": its other days taken out
    if request.intent != "create" or not (request.add_days or keeps):
        return request
    series = weekly_series_named(ctx.get_calendar(), request, ctx.current_time())
    if series is None:
        return request.model_copy(update={"add_days": False})
    days: dict[str, object] = (
        {
            "recurrence": weekly_on(several),
            "window": None,
            "then": [],
        }
        if several
        else {}
    )
    return request.model_copy(
        update={
            "intent": "modify",
            "event_id": series.id,
            "title": series.title,
            "participants": [],
            "missing": [],
            "confidence": 0.6,  # worked out from the calendar: asked before it is written
            **days,
        }
    )


def pending_titles(state: MainState) -> list[str]:
    """What the pending question is about, by name: the proposed event's title, or the
    located event's for a scope question."""
    proposal = state.get("proposal")
    titles = [proposal["event"]["title"]] if proposal and proposal["event"] else []
    located = (state.get("agent_outputs") or AgentOutputs()).get("query")
    chosen = located["data"].get("chosen") if located else None
    if isinstance(chosen, dict) and chosen.get("title"):
        titles.append(str(chosen["title"]))
    return titles


def option_count(state: MainState) -> int:
    """How many numbered options the pending proposal offers."""
    proposal = state.get("proposal")
    return len(proposal["options"]) if proposal else 0


def option_times(state: MainState) -> list[Choice]:
    """The new time of the pending event under each numbered option that moves it."""
    proposal = state.get("proposal")
    if not proposal or not proposal["event"]:
        return []
    own = proposal["event"]["id"]
    choices = []
    for option in proposal["options"]:
        moved = next((e for e in option["events"] if e["id"] == own), None)
        if moved is not None and (moved["start"], moved["end"]) != (
            proposal["event"]["start"],
            proposal["event"]["end"],
        ):
            choices.append(Choice(id=option["id"], start=moved["start"], end=moved["end"]))
    return choices


def _scheduling(state: MainState, ctx: SchedulerContext, subgraph: Any) -> Update:
    """Ask the scheduler for the time asked (checked) or the best times in the window."""
    request = _request(state)
    inputs = SchedulingInput(participants=request["participants"] or [ctx.current_speaker()])
    # Only what is set is passed (the subgraph reads an absent key as None or empty): every
    # input key is one more channel LangGraph writes and checkpoints.
    optional = {
        "resources": request["resources"],
        "duration_minutes": request_duration(request),
        "start": request["start"],
        "window": request["window"],
        "title": request["title"],
    }
    inputs.update({key: value for key, value in optional.items() if value})  # type: ignore[typeddict-item]
    if request["start"] is None and asks_for_times(request["text"]):
        inputs["top_k"] = SEARCHED_TOP_K  # "find a time for …": more to spread the offered few over
    return _run("scheduling", subgraph, inputs, ctx)


def _resources(state: MainState, ctx: SchedulerContext, subgraph: Any) -> Update:
    """Check the shared things the proposed event reserves, over every occurrence; a car
    carries the event's people and the guests named with them, so its seats must do."""
    event = _event(state)
    inputs = ResourcesInput(
        resources=event["resources"],
        start=event["start"],
        end=event["end"],
        recurrence=event["recurrence"],
        participants=event["participants"],
        ride_together=True,
        guests=event["guests"],
        ignore_event_ids=[event["id"]],
    )
    return _run("resources", subgraph, inputs, ctx)


def _conflicts(state: MainState, ctx: SchedulerContext, subgraph: Any) -> Update:
    """Find every conflict of the proposed event (a changed event never clashes with itself).

    When a chosen option also changes other events, the check reads the calendar as it
    would be after those changes.
    """
    proposal = state.get("proposal")
    assert proposal is not None
    inputs = ConflictsInput(event=_event(state))
    if proposal.get("side_events"):  # each of them is checked too, against the others moved
        inputs["side_events"] = list(proposal["side_events"])
    return _run("conflicts", subgraph, inputs, _what_if(state, ctx))


def _what_if(state: MainState, ctx: SchedulerContext) -> SchedulerContext:
    """The context whose calendar reads as it would with the proposal's other changes made
    ("this one and all after it" ends the old series: its later occurrences are gone)."""
    proposal = state.get("proposal")
    # Most proposals change no other event: the calendar is the view, and the proposal
    # (our own JSON, validated when it was made) need not be read back into a model.
    if proposal is None or not proposal.get("side_events"):
        return ctx
    return replace(ctx, calendar=what_if(ctx.get_calendar(), Proposal.from_state(proposal)))


def _resolution(state: MainState, ctx: SchedulerContext, subgraph: Any) -> Update:
    """Ask for verified ways out of the blocking conflicts, in the calendar the conflicts
    were found in."""
    found = (state.get("agent_outputs") or AgentOutputs()).get("conflicts")
    conflicts = found["data"].get("conflicts", []) if found else []
    wish = state.get("wish")
    proposal = state.get("proposal")
    if wish is not None and proposal is not None:  # searched again within a wish: the clashes shown
        conflicts = list(proposal["conflicts"])
    inputs = ResolutionInput(event=_event(state), conflicts=conflicts, speaker=ctx.current_speaker())
    if wish is not None:
        inputs["wish"] = wish
    return _run("resolution", subgraph, inputs, _what_if(state, ctx))


def _query(state: MainState, ctx: SchedulerContext, subgraph: Any) -> Update:
    """Answer a question about the calendar (the query subgraph's words are the reply), or
    locate the event a change or cancellation is about."""
    request = _request(state)
    if request["remind_before_minutes"] is not None:
        # "remind me before the dentist": the dentist is whoever's it is, not the speaker's.
        located = cast(RequestJSON, {**request, "participants": []})
        return _run("query", subgraph, QueryInput(request=located, mode="locate"), ctx)
    if request["intent"] in ("modify", "cancel"):
        return _run("query", subgraph, QueryInput(request=request, mode="locate"), ctx)
    if request["driver"] is not None:  # "emma needs a ride to piano": who drives?
        return _ride(request, ctx, subgraph)
    update = _run("query", subgraph, QueryInput(request=request), ctx)
    explanation = update["agent_outputs"]["query"]["explanation"]
    messages = update["messages"]
    reply = replies.spoken(ctx, str(messages[-1].content) if messages else explanation)
    update.update(reply=reply, workflow_status="completed")
    return update


def _ride(request: RequestJSON, ctx: SchedulerContext, subgraph: Any) -> Update:
    """The event of a ride located, then who is down to drive said, or asked."""
    update = _run("query", subgraph, QueryInput(request=request, mode="locate"), ctx)
    located = update["agent_outputs"]["query"]
    target = EventTarget.model_validate(located["data"])
    if target.chosen is None:
        reply = replies.spoken(ctx, located["explanation"])
        update.update(reply=reply, workflow_status="completed", messages=[say("assistant", reply)])
        return update
    said = ParsedRequest.model_validate(request)
    text, pending = after_lookup(said, target, ctx.get_family(), ctx.tz(), ctx.get_calendar())
    reply = replies.spoken(ctx, text)
    update.update(reply=reply, messages=[say("assistant", reply)])
    if pending is None:
        update["workflow_status"] = "completed"
    else:  # the answer ("mike", "i will") is merged with this ride next turn
        update.update(workflow_status="awaiting_user", request=pending, intent="modify")
    return update


def request_duration(request: RequestJSON) -> int | None:
    """Minutes the request states, from a duration or a start and end."""
    if request["duration_minutes"]:
        return request["duration_minutes"]
    if request["start"] and request["end"]:
        span = parse_instant(request["end"]) - parse_instant(request["start"])
        return max(1, int(span.total_seconds() // 60))
    return None


def _request(state: MainState) -> RequestJSON:
    request = state.get("request")
    assert request is not None, "routed here only with a parsed request"
    return request


def _event(state: MainState) -> EventJSON:
    proposal = state.get("proposal")
    assert proposal is not None and proposal["event"] is not None, "routed here only with an event"
    return proposal["event"]


parsing = _wrapper("parsing", parsing_graph, _parsing)
scheduling = _wrapper("scheduling", scheduling_graph, _scheduling)
resources = _wrapper("resources", resources_graph, _resources)
conflicts = _wrapper("conflicts", conflicts_graph, _conflicts)
resolution = _wrapper("resolution", resolution_graph, _resolution)
query = _wrapper("query", query_graph, _query)

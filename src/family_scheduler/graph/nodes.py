"""The main graph's own steps: route, hand results on, ask the family, and write.

Each node reads what a subgraph handed back, calls the domain layer for the work
(drafting, checking, applying an option) and `replies` for the words. Only `commit`
writes the calendar. Everything before `interrupt()` in `confirm` and `ask_scope` is
pure, so a resume that re-runs the node computes the same question.
"""

from __future__ import annotations

import math
import uuid
from datetime import datetime, timedelta
from typing import Any, Literal, cast

from langchain_core.messages import HumanMessage
from langgraph.runtime import Runtime
from langgraph.types import Overwrite, interrupt

from ..calendar.base import Calendar, CalendarError, CommitResult, VersionConflict
from ..context import SchedulerContext, context_of
from ..domain.busy import free_resources
from ..domain.called_off import as_called_off
from ..domain.cancel_everything import cancel_everything, in_span
from ..domain.conflicts import ConflictReport
from ..domain.day_off import moved_for_everyone
from ..domain.daytime import asleep_then
from ..domain.duplicates import already_booked, twin_that_day
from ..domain.left_as_is import still_left_as_is
from ..domain.move_everything import move_everything
from ..domain.new_days import days_said_wrongly, only_days_change, repeats_on_its_own_days
from ..domain.nothing_fits import nearest_times_proposal
from ..domain.only_some import only_them_off
from ..domain.pencilled import (
    already_confirmed,
    already_tentative,
    confirm_proposal,
    confirms_one,
    pencil_in,
)
from ..domain.permissions import Action, refusal
from ..domain.proposals import (
    alarm_proposal,
    apply_option,
    booking_proposal,
    change_proposal,
    draft_hold,
    scope_of,
)
from ..domain.resource_choice import request_span
from ..domain.slot_choices import last_offered_end, slots_offered, with_slots_offered
from ..domain.slots import SchedulingResult
from ..domain.swaps import swap_proposal, swap_scope
from ..domain.targets import EventTarget
from ..domain.undo import (
    change_to_undo,
    forgotten,
    record_change,
    remembered,
    undo_asked,
    undo_proposal,
)
from ..domain.verification import ChangedMeanwhile, checked, confirmed, recheck_of, reopened
from ..domain.whose_yes import answer_refused, awaited, not_theirs_to_answer, waiting_words
from ..models.dialogue import AnswerReading, QuestionKind, answer_of
from ..models.events import HeldStatus
from ..models.request import ParsedRequest, RequestJSON
from ..models.results import (
    AuditEntry,
    AuditJSON,
    Conflict,
    ErrorInfo,
    ErrorJSON,
    HybridJSON,
    Proposal,
    ProposalJSON,
    Resolution,
    Scope,
    WorkflowStatus,
    instant_json,
)
from ..output import hybrid, say
from ..progress import report_start
from ..subgraphs.parsing import (
    addressed_to,
    drops_everything,
    names_an_event,
    names_nobody,
    only_this_one,
    parse_request,
    points_at_option,
    said_in_passing,
    scope_said,
    small_talk,
    takes_days_off,
)
from ..subgraphs.parsing.search_words import asks_for_times, other_times_wanted
from ..wording import to_place
from . import replies
from .condition import Outcome, not_done_line, outcome_of
from .focus import filled
from .history import stale_messages
from .in_its_place import freed_slot, put_in_place, said_after, waiting_in_place
from .just_written import told_just_written
from .request_route import route_request
from .rides import free_between
from .state import PARKED_LIMIT, AgentOutputs, Decision, MainState, Parked, Routing, RoutingWords
from .waiting_behind import waiting_behind
from .wrappers import last_user_text

SubgraphName = Literal["parsing", "scheduling", "resources", "conflicts", "resolution", "query"]

Update = dict[str, Any]
CONFIDENT = 0.75


def _audit(
    ctx: SchedulerContext,
    step: str,
    explanation: str,
    confidence: float | None = None,
    at: datetime | None = None,
) -> list[AuditJSON]:
    """One audit entry, `at` the step's "now" when it has one (else asked of the context).

    Plain values are written as `AuditEntry(...).model_dump(mode="json")` writes them,
    without building the model (three a turn); anything else goes through the model."""
    when = ctx.current_time() if at is None else at
    if type(step) is str and type(explanation) is str and (confidence is None or _plain(confidence)):
        return [AuditJSON(step=step, at=instant_json(when), confidence=confidence, explanation=explanation)]
    entry = AuditEntry(step=step, at=when, confidence=confidence, explanation=explanation)
    return [cast(AuditJSON, entry.model_dump(mode="json"))]


def _plain(number: float) -> bool:
    """A float JSON keeps as it is (not NaN nor infinite)."""
    return type(number) is float and math.isfinite(number)


def _finish(
    ctx: SchedulerContext,
    text: str,
    status: WorkflowStatus,
    step: str,
    at: datetime | None = None,
    **extra: Any,
) -> Update:
    text = replies.spoken(ctx, text)
    return {
        "reply": text,
        "workflow_status": status,
        "messages": [say("assistant", text)],
        "audit_log": _audit(ctx, step, text, at=at),
        **extra,
    }


def _request(state: MainState) -> ParsedRequest:
    """The request as a model, for the domain calls that need one."""
    return ParsedRequest.model_validate(state.get("request") or {})


def _proposal(state: MainState) -> Proposal:
    """The pending proposal as a model, for the domain calls that need one."""
    proposal = state.get("proposal")
    assert proposal is not None, "routed here only with a proposal"
    return Proposal.from_state(proposal)


def _output(state: MainState, subgraph: SubgraphName) -> HybridJSON | None:
    return (state.get("agent_outputs") or AgentOutputs()).get(subgraph)


def _data(state: MainState, subgraph: SubgraphName) -> dict[str, Any]:
    found = _output(state, subgraph)
    return found["data"] if found else {}


# -- a new turn ----------------------------------------------------------------------------


def begin_turn(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """Start a request clean: nothing of the previous request leaks into this one.

    A clarification the family is answering survives as `pending_request`, and so do
    the requests waiting behind it from the same message (`queued`); any other turn
    starts with none waiting. Earlier turns are kept to a short window (`history`: the
    family's words and the replies of the last few exchanges; the pending proposal lives
    in its own field).

    Only the keys that hold something else than a new request's value are written (a
    key never set reads as that value: None, or empty where `or []` reads it): every
    key written is one more channel update and checkpoint entry for LangGraph, and on
    a new thread or after a finished request most of them are unset already.
    """
    waiting = state.get("workflow_status") == "awaiting_user" and state.get("request")
    dropped = stale_messages(state.get("messages", []))
    update: Update = {"workflow_status": "in_progress"}
    for key, fresh in FRESH.items():
        if key in state and state[key] != fresh:  # type: ignore[literal-required]
            update[key] = fresh
    if state.get("agent_outputs"):
        update["agent_outputs"] = Overwrite({})
    pending = state.get("request") if waiting else None
    if pending is not None or state.get("pending_request") is not None:
        update["pending_request"] = pending
    queued = (state.get("queued") or []) if waiting else []
    if queued != (state.get("queued") or []):
        update["queued"] = queued
    if dropped:
        update["messages"] = dropped
    return update


FRESH: dict[str, Any] = {
    "intent": None,
    "request": None,
    "proposal": None,
    "errors": [],
    "committed": [],
    "reply": None,
    "decision": None,
    "answer": None,
    "scope": None,
    "wish": None,
    "note": None,
    "reshown": False,
    "undoing": None,
    "said_before": None,
    "outcome": None,
}
"""What a new request's keys read as (`begin_turn`); `workflow_status` is always written,
`agent_outputs` emptied and `pending_request` set apart."""


def route_understood(state: RoutingWords) -> str:
    """After parsing: an answer to the question just asked, or a request to route."""
    if state.get("workflow_status") == "completed":
        return "finish"  # the family dropped the request waiting for a clarification
    if state.get("answer") is not None and state.get("workflow_status") != "failed":
        return "take_answer"
    if state.get("workflow_status") != "failed" and undo_asked(last_user_text(state)) is not None:
        return "draft_undo"
    if unmet(state.get("request"), state.get("outcome")):
        return "hold_back"
    return route_request(state)


def unmet(request: RequestJSON | None, outcome: Outcome | None) -> bool:
    """A request hanging on the other answer than the question plainly got ("if not, book
    the sedan" when the van is free): it is not proposed. An answer not plain is asked."""
    return (
        request is not None
        and outcome is not None
        and bool(request.get("conditional"))
        and request.get("condition") not in (None, outcome["answer"])
    )


def hold_back(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """Say why the request that hung on the answer was not proposed, and go on."""
    ctx = context_of(runtime)
    request, outcome = state.get("request"), state.get("outcome")
    assert request is not None and outcome is not None, "routed here only with both"
    line = not_done_line(outcome, request, ctx.get_family())
    return {
        "reply": line,
        "workflow_status": "completed",
        "outcome": None,
        "audit_log": _audit(ctx, "hold_back", line),
    }


def clarify(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """Ask one question naming what is missing; the answer is merged with this request.
    Asked again after a question answered meanwhile, what that came to is said first."""
    update = _clarified(state, runtime)
    note = state.get("note")
    if state.get("reshown") and note and update.get("workflow_status") == "awaiting_user":
        text = f"{note}\n{update['reply']}"  # both said in the family's clock already
        update = {**update, "reply": text, "messages": [say("assistant", text)]}
    return update


def _clarified(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    ctx = context_of(runtime)
    request = _request(state)
    if request.resource_choices and not request.problems and not request.missing:
        span = request_span(request)
        free = free_resources(ctx.get_calendar(), request.resource_choices, *span) if span else None
        text = replies.which_resource(request, ctx.get_family(), free, span, ctx.tz())
        return _finish(ctx, text, "awaiting_user", "clarify")
    offered_before = (  # the offer asked again after a question answered meanwhile
        state.get("reshown")
        and request.intent == "create"
        and bool(request.title)
        and request.start is None
        and request.window is None
        and not request.problems
        and not request.missing
    )
    if replies.offers_booking(request) or offered_before:
        # "dentist for jake": offered as a booking; the answer ("saturday at 10") completes it.
        offer = request.model_copy(update={"intent": "create"})
        text = replies.offered(request, ctx.get_family())
        return _finish(ctx, text, "awaiting_user", "clarify", request=offer.to_json(), intent="create")
    if request.intent == "unknown" and points_at_option(last_user_text(state)):
        return _finish(ctx, replies.NOTHING_TO_PICK, "completed", "clarify")  # no options on offer
    to = addressed_to(last_user_text(state), ctx.get_family()) if request.intent == "unknown" else None
    if to is not None and to != ctx.current_speaker():
        # "@mike yes I am" with nothing asked: Mike's to answer, said so, nothing written
        return _finish(ctx, replies.meant_for(ctx.get_family().display_name(to)), "completed", "clarify")
    talk = small_talk(last_user_text(state)) if request.intent == "unknown" else None
    if talk == "clock":  # "what's the date today?": the assistant's clock, in the family's zone
        return _finish(ctx, replies.clock_now(ctx.current_time(), ctx.tz()), "completed", "clarify")
    if talk is not None:  # "hi", "what can you do?": greeted, and told what can be asked
        name = ctx.get_family().display_name(ctx.current_speaker())
        return _finish(ctx, replies.small_talk_reply(talk, name), "completed", "clarify")
    kind = said_in_passing(last_user_text(state)) if request.intent == "unknown" else None
    if kind is not None:
        # "ok" / "thanks" after a booking that was written at once: nothing was asked.
        changes = state.get("changes") or []
        done = replies.told_as_done(changes[-1]["summary"]) if changes else None
        return _finish(ctx, replies.in_passing(kind, done), "completed", "clarify")
    text, keep = replies.clarification(request, ctx.get_family())
    if request.school_run and request.leaving and request.start and request.end and keep:
        # "sarah can't do the school run wednesday": who could do it instead, as for a ride
        family, calendar = ctx.get_family(), ctx.get_calendar()
        text += free_between(request.start, request.end, request.leaving, family, calendar)
    return _finish(ctx, text, "awaiting_user" if keep else "completed", "clarify")


# -- drafting ------------------------------------------------------------------------------


def draft_booking(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """Build the create proposal at the time asked, or at the scheduler's best time."""
    ctx = context_of(runtime)
    request = _request(state)
    found = _data(state, "scheduling")
    result = SchedulingResult.model_validate(found) if found else None
    try:
        proposal = booking_proposal(
            request, result, ctx.current_speaker(), ctx.get_family(), _new_id(), now=ctx.current_time()
        )
    except ValueError as err:  # the event itself is refused (a repeat rule beyond the limits...)
        return _finish(ctx, replies.refused_event(err), "failed", "draft_booking")
    if proposal is None:
        # Nothing fits where asked: the nearest times as numbered options, the reason as conflicts.
        calendar, now = ctx.get_calendar(), ctx.current_time()
        proposal = nearest_times_proposal(
            request, result, ctx.current_speaker(), ctx.get_family(), _new_id(), calendar, now
        )
    if proposal is None:
        nearest = result.nearest_outside if result else []
        return _finish(ctx, replies.nothing_fits(request, nearest, ctx.tz()), "completed", "draft_booking")
    if proposal.chosen_by == "assistant" and result is not None and asks_for_times(request.text):
        # "find a time for a family meeting": a few verified times to pick from, not one
        proposal = with_slots_offered(
            proposal, result.candidates, ctx.get_family(), ctx.get_calendar(), ctx.current_time()
        )
    refused = (
        refusal(ctx.get_family(), ctx.current_speaker(), "create", proposal.event) if proposal.event else None
    )
    if refused is not None:
        return _finish(ctx, refused, "completed", "permission")
    return {
        "proposal": proposal.to_json(),
        "audit_log": _audit(ctx, "draft_booking", proposal.summary, request.confidence),
    }


def after_query(state: Routing) -> str:
    """A question is answered; a change goes on with the event the query subgraph located."""
    if state.get("workflow_status") != "in_progress" or state.get("intent") == "query":
        return "finish"
    return "draft_change"


def _as_a_booking(request: ParsedRequest, target: EventTarget, ctx: SchedulerContext) -> ParsedRequest | None:
    """The request read as a booking of the whole activity, when a change names a clock time,
    nothing on the calendar answers to it and its verb is part of the activity read that way
    ("change the oil saturday at 10", "move the couch sunday at 2"); None otherwise ("move my
    3pm meeting to 4" with no meeting is said to be not found, nothing offered)."""
    if request.intent != "modify" or request.start is None or request.every:
        return None  # a cancellation finds nothing to cancel: nothing is offered in its place
    if target.ambiguous or target.elsewhere or request.from_day is not None or request.since is not None:
        return None
    if request.changes_who_comes() or request.event_id is not None or not request.title:
        return None
    booking = parse_request(
        f"add {request.text}", ctx.get_family(), ctx.current_time(), ctx.current_speaker()
    )
    if booking.intent != "create" or booking.problems or booking.start is None or not booking.title:
        return None
    verb = request.text.lower().split()[0] if request.text.strip() else ""
    if booking.title.split()[0] != verb:
        return None  # "move my 3pm meeting to 4": the verb was a change, not part of an activity
    return booking


def draft_change(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """Change or cancel the located event: when the speaker may, for the occurrences meant."""
    ctx = context_of(runtime)
    family = ctx.get_family()
    request = _request(state)
    if request.every and request.intent == "cancel":
        return _cancel_everything(request, ctx)
    if request.every:
        return _move_everything(request, ctx)
    located = _output(state, "query")
    target = EventTarget.model_validate(located["data"] if located else {})
    if request.swap_with is not None:  # "swap emma's piano and jake's soccer this week"
        return _swap(state, request, target, located["explanation"] if located else "", ctx)
    if target.chosen is None or target.series is None:
        offer = _as_a_booking(request, target, ctx)
        if offer is not None:  # "change the oil in the van saturday at 10": a chore, not a change
            not_found = located["explanation"] if located else ""
            text = replies.spoken(
                ctx, f"{not_found} {replies.offered_instead(offer, ctx.get_family(), ctx.tz())}"
            )
            return _finish(ctx, text, "awaiting_user", "clarify", request=offer.to_json(), intent="create")
        # The query subgraph's words say what was (not) found: they are the reply. Which of
        # her things on tuesday ("she can't do tuesday") waits for the answer ("the homework").
        text = replies.spoken(ctx, located["explanation"] if located else "")
        status: WorkflowStatus = "awaiting_user" if target.ambiguous else "completed"
        return {"reply": text, "workflow_status": status, "audit_log": _audit(ctx, "locate", text)}
    speaker = ctx.current_speaker()
    request = only_them_off(request, target) or request  # "cancel swim for jake only": him off it
    if request.remind_before_minutes is not None:
        # A reminder for oneself changes nothing anyone else sees: no permission needed.
        alarm = alarm_proposal(request, target, speaker, family, _new_id())
        assert alarm is not None
        return {
            "proposal": alarm.to_json(),
            "audit_log": _audit(ctx, "locate", alarm.summary, request.confidence),
        }
    cancel = request.intent == "cancel"
    refused = refusal(family, speaker, "cancel_one" if cancel else "move", target.series)
    if request.intent == "modify" and request.tentative is False and confirms_one(target):
        return _held(state, request, target, ctx, refused, "confirmed")  # "confirm the dec 8 swim"
    if request.intent == "modify" and request.tentative is False:  # "the dentist is confirmed"
        return _confirm(request, target, ctx, refused)
    if request.intent == "modify" and request.tentative:  # "pencil in emma's swim on dec 8"
        return _held(state, request, target, ctx, refused, "proposed")
    wrong = days_said_wrongly(request, target.series)
    if wrong is not None:  # "drop tuesdays from piano" for a monday lesson: never the whole series
        return _finish(ctx, replies.days_unchanged(target.chosen, *wrong, cancel), "completed", "locate")
    chosen_scope = state.get("scope") or scope_said(last_user_text(state))
    if request.bounded and chosen_scope is None and target.series.recurrence:
        # "move swim to 11 for the rest of the year": no change for a stretch yet, so never a guess
        return {"scope": None, "note": replies.stretch_not_yet(request.bounded)}
    if (
        chosen_scope is None
        and request.intent == "modify"
        and repeats_on_its_own_days(request, target.series)
    ):
        chosen_scope = "following"  # "push family dinner back an hour every sunday": each one from now
    scope = scope_of(target, chosen_scope)
    if scope is None and request.event_id and request.from_time and not request.day_named:
        scope = "occurrence"  # "make it 7" just after Monday's lesson alone was moved: that one again
    if scope is None and _booked_just_now(state, target) and not request.day_named and request.window is None:
        scope = "series"  # "actually make it 8:30" right after booking the weekly class: all of it
    if (
        scope is None
        and only_days_change(request, target.series)
        and (not cancel or takes_days_off(request.text))  # "skip gym on fridays this month": asked
    ):
        scope = "following"  # "add saturdays to gym": from the next one on, the change itself asked
    # ("skip the one on dec 10" names one of them: which ones is asked, never the whole series)
    if refused is None and scope is not None:
        refused = refusal(family, speaker, change_action(cancel, scope), target.series)
    if refused is not None:
        return _finish(ctx, refused, "completed", "permission")
    if scope is None:
        return {"scope": None}  # the family is asked which occurrences (ask_scope)
    proposal = change_proposal(request, target, scope, speaker, family, _new_id())
    if proposal is None and request.changes_who_comes():
        said = replies.roster_unchanged(request, target.chosen, family, ctx.tz())
        return _finish(ctx, said, "completed", "locate")
    if proposal is None and request.new_place is not None:
        return _finish(ctx, replies.place_unchanged(target.chosen, ctx.tz()), "completed", "locate")
    if proposal is None and request.new_notes is not None:
        return _finish(ctx, replies.notes_unchanged(target.chosen, ctx.tz()), "completed", "locate")
    if proposal is None:
        return _finish(ctx, replies.what_to_change(target.chosen, ctx.tz()), "completed", "locate")
    proposal = moved_for_everyone(proposal, request, target, scope, speaker, family)  # or off it?
    update: Update = {
        "proposal": proposal.to_json(),
        "audit_log": _audit(ctx, "locate", proposal.summary, request.confidence),
    }
    if only_days_change(request, target.series):  # "make gym just mondays": asked, never done at once
        update["request"] = request.model_copy(
            update={"confidence": min(request.confidence, ASKED_ABOUT)}
        ).to_json()
    if (
        request.guests_joining
        or request.guests_leaving
        or (
            request.changes_who_comes() and request.start is not None and request.start != target.chosen.start
        )
    ):
        # "grandma is coming for dinner sunday at 5" and the family dinner is at 6: the one
        # found is not at the time said, so it is asked (the question shows its own time);
        # a guest is someone the family file does not know, read from a name: asked too
        update["request"] = request.model_copy(
            update={"confidence": min(request.confidence, ASKED_ABOUT)}
        ).to_json()
    return update


def _confirm(
    request: ParsedRequest, target: EventTarget, ctx: SchedulerContext, refused: str | None
) -> Update:
    """A pencilled-in booking made firm: its status only, for the whole event; said plainly
    when it is firm already."""
    if refused is not None:
        return _finish(ctx, refused, "completed", "permission")
    drafted = confirm_proposal(target, ctx.current_speaker(), ctx.get_family(), _new_id())
    if drafted is None:
        return _finish(ctx, already_confirmed(target, ctx.get_family()), "completed", "locate")
    return {
        "proposal": drafted.to_json(),
        "audit_log": _audit(ctx, "locate", drafted.summary, request.confidence),
    }


def _held(
    state: MainState,
    request: ParsedRequest,
    target: EventTarget,
    ctx: SchedulerContext,
    refused: str | None,
    status: HeldStatus,
) -> Update:
    """A booking on the calendar pencilled in, or one pencilled-in occurrence made firm: its
    status only, for the occurrences the family says; always asked first (a misread day
    would hold the wrong swim loosely), and said plainly when it is held so already."""
    if refused is not None:
        return _finish(ctx, refused, "completed", "permission")
    scope = scope_of(target, state.get("scope") or scope_said(last_user_text(state)))
    if status == "confirmed":
        scope = "occurrence"  # only that one was pencilled in
    if scope is None:
        return {"scope": None}  # "mark swim as tentative": which ones (ask_scope)
    family = ctx.get_family()
    drafted = draft_hold(status, target, scope, ctx.current_speaker(), family, _new_id())
    if drafted is None:
        said = (
            already_tentative(target, family) if status == "proposed" else already_confirmed(target, family)
        )
        return _finish(ctx, said, "completed", "locate")
    return {
        "proposal": drafted.to_json(),
        "request": request.model_copy(update={"confidence": min(request.confidence, ASKED_ABOUT)}).to_json(),
        "audit_log": _audit(ctx, "locate", drafted.summary, request.confidence),
    }


ASKED_ABOUT = 0.6
"""The confidence of a change worked out with a doubt: below CONFIDENT, so it is asked."""


def _swap(
    state: MainState, request: ParsedRequest, target: EventTarget, found: str, ctx: SchedulerContext
) -> Update:
    """Two located events trading times, as one proposal; or what stops it, plainly (the
    query subgraph's words `found` say which was not found or could be several)."""
    other = target.swapped_with
    if other is None or None in (target.chosen, target.series, other.chosen, other.series):
        text = replies.spoken(ctx, found)
        return {"reply": text, "workflow_status": "completed", "audit_log": _audit(ctx, "locate", text)}
    scope = swap_scope(target, other, state.get("scope") or scope_said(last_user_text(state)))
    if scope is None:
        return {"scope": None}  # a repeating event and no day named: which ones (ask_scope)
    drafted = swap_proposal(
        target,
        other,
        scope,
        ctx.get_calendar(),
        ctx.current_speaker(),
        ctx.get_family(),
        _new_id(),
        ctx.current_time(),
    )
    return _all_at_once(drafted, "move", request, ctx)


def _cancel_everything(request: ParsedRequest, ctx: SchedulerContext) -> Update:
    """ "Cancel her stuff tomorrow": everything of hers that day, as one proposal."""
    calendar, family, speaker = ctx.get_calendar(), ctx.get_family(), ctx.current_speaker()
    now = ctx.current_time()
    drafted = cancel_everything(
        in_span(calendar, request, now), calendar, request, speaker, family, _new_id(), now
    )
    return _all_at_once(drafted, "cancel_one", request, ctx)


def _move_everything(request: ParsedRequest, ctx: SchedulerContext) -> Update:
    """ "Push everything on saturday back an hour": everything then, as one proposal."""
    calendar, family, speaker = ctx.get_calendar(), ctx.get_family(), ctx.current_speaker()
    now = ctx.current_time()
    drafted = move_everything(
        in_span(calendar, request, now), calendar, request, speaker, family, _new_id(), now
    )
    return _all_at_once(drafted, "move", request, ctx)


def _all_at_once(
    drafted: Proposal | str, action: Action, request: ParsedRequest, ctx: SchedulerContext
) -> Update:
    """A proposal changing many events at once, when the speaker may change each of them;
    else why not (a sentence `drafted` already is, or the permission refused)."""
    if isinstance(drafted, str):
        return _finish(ctx, drafted, "completed", "locate")
    family, speaker = ctx.get_family(), ctx.current_speaker()
    for event in [drafted.event, *drafted.side_events]:
        refused = refusal(family, speaker, action, event) if event is not None else None
        if refused is not None:
            return _finish(ctx, refused, "completed", "permission")
    return {
        "proposal": drafted.to_json(),
        "audit_log": _audit(ctx, "locate", drafted.summary, request.confidence),
    }


def change_action(cancel: bool, scope: Scope) -> Action:
    """The permission a change needs: ending a series (or its rest) is more than one skip."""
    if not cancel:
        return "move"
    return "cancel_one" if scope == "occurrence" else "cancel_series"


def tell_just_written(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """ "what did I just book?": this conversation's newest change, nothing else listed."""
    ctx = context_of(runtime)
    log = state.get("changes") or []
    text = told_just_written(log, ctx.get_calendar(), ctx.get_family(), ctx.tz())
    return _finish(ctx, text, "completed", "just_written")


def draft_undo(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """ "undo", "put the dance recital back": the thread's last change (of that event) put
    back, as a proposal the family confirms; or why not, plainly."""
    ctx = context_of(runtime)
    phrase = undo_asked(last_user_text(state)) or ""
    log = state.get("changes") or []
    calendar = ctx.get_calendar()
    record = change_to_undo(log, phrase, calendar)
    if record is None:
        return _finish(ctx, replies.nothing_to_undo(phrase, bool(log)), "completed", "undo")
    drafted = undo_proposal(record, calendar, ctx.current_speaker(), ctx.get_family(), _new_id(), ctx.tz())
    if isinstance(drafted, str):
        return _finish(ctx, drafted, "completed", "undo")
    return {
        "proposal": drafted.to_json(),
        "undoing": record["proposal_id"],
        "intent": drafted.action,
        "audit_log": _audit(ctx, "undo", f"{drafted.summary} (undoing {record['proposal_id']})"),
    }


def ask_scope(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """A repeating event and no day named: ask which occurrences the change is for."""
    ctx = context_of(runtime)
    target = EventTarget.model_validate(_data(state, "query"))
    assert target.chosen is not None
    request = state.get("request")
    verb, where = "Cancel" if state.get("intent") == "cancel" else "Change", ""
    if request is not None and request.get("new_title") is not None:
        verb = "Rename"
    elif request is not None and request.get("new_notes") is not None:
        verb = "Add the note to"
    elif request is not None and (place := request.get("new_place")) is not None:
        verb, where = "Move", f" {to_place(place)}"  # "...or the whole series to grandma's?"
    question = replies.scope_question(target.chosen, verb, ctx.tz(), where)
    if target.swapped_with is not None and target.swapped_with.chosen is not None:
        question = replies.swap_scope_question(target.chosen, target.swapped_with.chosen, ctx.tz())
    note = replies.ahead_of_question(state.get("said_before"), state.get("note"))
    return {"answer": answer_of("scope", interrupt(replies.with_note(question, note)))}


def route_after_draft(state: Routing) -> str:
    if state.get("workflow_status") != "in_progress":
        return "finish"
    proposal = state.get("proposal")
    if proposal is None:
        return "ask_scope" if state.get("intent") in ("modify", "cancel") else "finish"
    request = state.get("request")
    if (
        proposal["action"] == "cancel"
        or proposal.get("renames")
        or proposal.get("relocates")
        or (request is not None and request["remind_before_minutes"] is not None)
    ):
        return "confirm"  # nothing moves: no clash to look for
    event = proposal["event"]
    return "resources" if event and event["resources"] else "conflicts"


def route_after_resources(state: Routing) -> str:
    return "finish" if state.get("workflow_status") == "failed" else "conflicts"


# -- checking ------------------------------------------------------------------------------


def validate(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """Record the conflict check on the proposal: validated when nothing blocks."""
    ctx = context_of(runtime)
    report = _data(state, "conflicts")
    found = [Conflict.model_validate(c) for c in report.get("conflicts", [])]
    proposal = _proposal(state)
    found += asleep_then(proposal, found, ctx.get_family(), ctx.tz())  # a time we chose
    found = still_left_as_is(proposal, found)  # "leave soccer as it is": told, not blocking
    seen = report.get("calendar_changes")
    now = ctx.current_time()
    proposal = checked(proposal, found, ctx.get_calendar(), now, seen_changes=seen)
    request = state.get("request")

    def nobody_named() -> bool:  # read again only when an event of that name starts then
        return request is not None and names_nobody(request["text"], ctx.get_family())

    twin = already_booked(proposal, ctx.get_calendar(), nobody_named)
    if twin is not None:  # sent twice, or booked by the other parent already
        text = replies.already_booked(*twin, ctx.get_family(), ctx.tz())
        done = _finish(ctx, text, "completed", "validate", at=now, proposal=None)
        focus = state.get("focus")
        if focus is not None:  # "cancel it" next is about the event found, not a new booking
            done["focus"] = {**focus, "named": twin[0].title, "booking": None}
        return done
    details = proposal.validations[-1].details
    update: Update = {"proposal": proposal.to_json(), "audit_log": _audit(ctx, "validate", details, at=now)}
    other = twin_that_day(proposal, ctx.get_calendar(), ctx.tz())
    if other is not None and request is not None:  # "dentist for jake friday at 4" after the one at 3
        update["note"] = replies.second_that_day(other, ctx.get_family(), ctx.tz())
        update["request"] = {**request, "confidence": min(request["confidence"], 0.6)}  # asked first
    return update


def route_after_validate(state: Routing) -> str:
    if state.get("workflow_status") in ("failed", "completed"):
        return "finish"  # broke, or the booking is on the calendar already
    proposal = state.get("proposal")
    blocking = proposal is not None and any(c["blocking"] for c in proposal["conflicts"])
    if blocking and proposal is not None and proposal["options"]:
        return "confirm"  # nothing fitted: the nearest times are the options already
    if blocking and proposal is not None and proposal["every"]:
        return "confirm"  # no way out is verified for several events at once: said so, asked
    return "resolution" if blocking else "confirm"


def attach_options(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """Copy the resolution subgraph's verified options onto the proposal, numbered. Searched
    within a wish, they replace the ones shown; when none fits it, the ones shown stay and
    the family is told so."""
    options = [Resolution.model_validate(o) for o in _data(state, "resolution").get("options", [])]
    wish = state.get("wish")
    if wish is not None:
        update: Update = {
            "wish": None,
            "note": replies.within_wish(wish["words"], bool(options), wish.get("read_as", "")),
        }
        if options:
            update["proposal"] = _proposal(state).model_copy(update={"options": options}).to_json()
        return update
    proposal = _proposal(state).model_copy(update={"options": options})
    return {"proposal": proposal.to_json()}


# -- asking the family ---------------------------------------------------------------------


def _auto_commit(proposal: ProposalJSON, request: RequestJSON | None, ctx: SchedulerContext) -> bool:
    """Book at once only when nothing is in doubt: a stated time, no conflict, a sure parse.
    Read from the proposal as state keeps it: a booking at once needs no model of it here."""
    return (
        not ctx.always_confirm
        and proposal["action"] in ("create", "modify")
        and proposal["chosen_by"] == "family"
        and not any(c["blocking"] for c in proposal["conflicts"])
        and request is not None
        and request["intent"] != "cancel"  # "no more gym on fridays" changes the rule: asked
        and request["confidence"] >= CONFIDENT
        and not request["unread"]  # words nobody understood are named first
        and not request.get("conditional")  # "... if so book date night": hangs on an answer
    )


def confirm(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """Ask the family (interrupt) unless the booking is beyond doubt; parsing reads the answer."""
    ctx = context_of(runtime)
    pending = state.get("proposal")
    assert pending is not None, "routed here only with a proposal"
    undoing = state.get("undoing") is not None  # an undo is always asked first
    # Read from who asked, never from who speaks now: a resumed turn runs this node again
    # with the answering speaker, and the answer is read by take_answer, not here.
    awaiting = _awaiting(pending, state.get("request"), ctx)
    asked_first = undoing or bool(state.get("reshown")) or bool(awaiting)
    if not asked_first and _auto_commit(pending, state.get("request"), ctx):
        return {"decision": Decision(kind="yes", option=None, text="")}
    proposal = _proposal(state)
    queued = state.get("queued") or []
    waiting = waiting_in_place(queued, proposal)
    slot = freed_slot(proposal)
    if waiting is not None and slot is not None:  # "... and put the dentist there instead": both asked
        proposal = proposal.model_copy(
            update={"summary": said_after(proposal.summary, waiting, slot, ctx.tz())}
        )
        queued = queued[1:]
    behind = waiting_behind(queued, ctx)  # "... and cancel soccer thursday": it waits too, and is said
    request = state.get("request")
    unread = request["unread"] if request is not None and not undoing else []
    note = " ".join(
        part
        for part in (
            replies.free_then(proposal, request, ctx.get_family()),
            replies.choice_taken(request, state.get("note")),
        )
        if part
    )
    waiting = waiting_words(awaiting, pending["requested_by"], ctx.get_family()) if awaiting else None
    question = replies.with_note(
        replies.confirmation(proposal, ctx.get_family(), ctx.tz(), unread, waiting),
        replies.ahead_of_question(state.get("said_before"), note or None),
    )
    if behind is not None:
        question = {**question, "question": f"{question['question']}\n{behind}"}
    return {"answer": answer_of("confirm", interrupt(question)), "decision": None}


def _awaiting(proposal: ProposalJSON, request: RequestJSON | None, ctx: SchedulerContext) -> list[str]:
    """Whose yes the proposal waits for (`whose_yes`): empty when anyone's will do."""
    if request is None or proposal["action"] not in ("create", "modify", "cancel"):
        return []
    event = proposal["event"]
    people = [*request["joining"], *request["participants"], *(event["participants"] if event else [])]
    return awaited(request["text"], proposal["requested_by"], ctx.get_family(), people)


def after_confirm(state: Routing) -> str:
    decision = state.get("decision")
    return "commit" if decision is not None and decision["kind"] == "yes" else "parsing"


def take_answer(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """What the family's answer (as parsing read it) means for the pending question.

    Only a plain yes goes on to write; anything mixed, or an option that does not exist,
    asks again saying why. A request of its own is handled while the pending question
    waits (parked), and that question is asked again once the new request is done.
    """
    ctx = context_of(runtime)
    answer = state.get("answer")
    assert answer is not None, "routed here only with an answer"
    parsed = _output(state, "parsing")
    reading = cast(AnswerReading, parsed["data"] if parsed else {})
    decision = Decision(kind=reading["kind"], option=reading["option"], text=reading["text"])
    update: Update = {
        "decision": decision,
        "answer": None,
        "workflow_status": "in_progress",
        "note": None,
        "reshown": False,
        "said_before": None,  # what the last turn said before its question is not said again
        "committed": [],
    }
    if answer["question"] == "confirm" and reading["kind"] in ("new", "instruction", "unclear"):
        if _agrees_to_one_occurrence(state, ctx, reading["text"]):
            reading = cast(AnswerReading, {**reading, "kind": "yes"})  # "just this one": its own scope
            decision["kind"] = "yes"
    if reading["kind"] == "new" and reading["request"] is not None and parsed is not None:
        request = reading["request"]
        if request["intent"] == "query":  # "what else is open that day?": the pending one's day
            now = ctx.current_time().astimezone(ctx.tz())
            request = filled(
                ParsedRequest.model_validate(request), state.get("focus"), now, aside=True
            ).to_json()
        elif request["intent"] in ("create", "unknown"):
            # "emma doesn't have guitar friday" while a proposal waits: news of it being off,
            # read as when said alone; it was offered as a booking of "doesn't have guitar"
            now = ctx.current_time().astimezone(ctx.tz())
            request = as_called_off(
                ParsedRequest.model_validate(request), ctx.get_calendar(), now, names_an_event
            ).to_json()
        update.update(park(state, answer["question"], request, parsed, reading["text"]))
        return update
    if answer["question"] == "scope":
        refused = _scope_refused(state, ctx, reading["scope"]) if reading["kind"] == "scope" else None
        if refused is not None:  # Jake's "3" to Mom's "move swim class": the question stays hers
            decision["kind"] = "again"
            update["messages"] = [say("assistant", refused)]
            update["note"] = refused
        elif reading["kind"] == "scope":
            update["scope"] = reading["scope"]
        elif reading["kind"] == "instruction" and reading["request"] is not None and parsed is not None:
            update.update(_started_over(reading, parsed))  # "just this thursday": that day's one
        elif reading["kind"] != "no":
            decision["kind"] = "again"
            update["note"] = _why_again(reading, 3)
        return update
    proposal = _proposal(state)
    done = _written_before(ctx, proposal.id)
    if done is not None:
        # Written already (a turn that stopped after the calendar's commit, before this
        # conversation was saved): whatever the answer, tell what the calendar holds.
        decision["kind"] = "done"
        text = replies.already_written(proposal, ctx.get_family(), ctx.tz())
        written_now = confirmed(proposal, ctx.current_time()).to_json()
        update.update(
            _finish(ctx, text, "completed", "confirm", committed=done.event_ids, proposal=written_now)
        )
        return update
    update["audit_log"] = _audit(ctx, "confirm", f"family answered: {reading['text'] or reading['kind']}")
    if slots_offered(proposal) and other_times_wanted(answer["text"]):
        # "none of those", "something later": searched again after the latest time offered
        update.update(_later_times(state, proposal, answer["text"], parsed))
        return update
    if reading["kind"] == "wish" and "wish" in reading and proposal.options:
        update["wish"] = reading["wish"]  # the ways out are searched again within it
        return update
    if reading["kind"] == "yes" and reading.get("tentative"):  # "pencil it in": written as tentative
        proposal = pencil_in(proposal)
        update["proposal"] = proposal.to_json()
    awaiting = _awaiting(proposal.to_json(), state.get("request"), ctx)
    if reading["kind"] in ("yes", "override") and awaiting and ctx.current_speaker() not in awaiting:
        decision["kind"] = "again"  # a child's own yes to what she asked leave for writes nothing
        words = not_theirs_to_answer(awaiting, proposal.requested_by, ctx.get_family())
        update["messages"] = [say("assistant", words)]
        update["note"] = words
    elif reading["kind"] in ("yes", "override", "option") and (
        refused := answer_refused(
            proposal, ctx.current_speaker(), ctx.get_family(), ctx.get_calendar().get_event
        )
    ):
        decision["kind"] = "again"  # Emma's yes to Dad's "cancel family dinner": as if she asked
        update["messages"] = [say("assistant", refused)]
        update["note"] = refused
    elif reading["kind"] == "yes" and any(c.blocking for c in proposal.conflicts):
        decision["kind"] = "again"
        update["messages"] = [say("assistant", replies.still_clashes(bool(proposal.options)))]
        update["note"] = replies.still_clashes(bool(proposal.options))
    elif reading["kind"] == "option" and not any(o.id == reading["option"] for o in proposal.options):
        decision["kind"] = "again"
        words = replies.no_such_option(reading["option"], len(proposal.options))
        update["messages"] = [say("assistant", words)]
        update["note"] = words
    elif reading["kind"] in ("unclear", "new"):
        decision["kind"] = "again"
        update["note"] = _why_again(reading, len(proposal.options))
    elif reading["kind"] == "instruction" and (reading["request"] is None or parsed is None):
        decision["kind"] = "again"  # nothing was read from it: ask again
        update["note"] = _why_again(reading, len(proposal.options))
    elif (
        reading["kind"] == "instruction" and reading["request"] is not None and reading["request"]["problems"]
    ):
        decision["kind"] = "again"  # "make it for grandpa": the change itself is wrong; keep the proposal
        update["note"] = replies.change_not_taken(reading["request"]["problems"])
    elif reading["kind"] == "instruction" and reading["request"] is not None and parsed is not None:
        update.update(_started_over(reading, parsed))
    return update


def _later_times(state: MainState, proposal: Proposal, text: str, parsed: Any) -> Update:
    """The booking searched again from the end of the latest time offered (to the end of the
    span asked, or a week on), as a change to the request: new times are offered."""
    request = _request(state)
    after = last_offered_end(proposal)
    assert after is not None, "times were offered"
    event = proposal.event
    length = event.end - event.start if event is not None else timedelta(hours=1)
    end = request.window[1] if request.window is not None else None
    if end is None or end < after + length:
        end = after + LATER_SPAN
    later = request.model_copy(update={"window": (after, end), "start": None, "end": None})
    return {
        "decision": Decision(kind="instruction", option=None, text=text),
        "messages": [HumanMessage(content=text)],
        "request": later.to_json(),
        "intent": "create",
        "pending_request": None,
        "proposal": None,
        "agent_outputs": Overwrite(AgentOutputs(parsing=parsed) if parsed else AgentOutputs()),
        "committed": [],
        "scope": None,
        "note": replies.LATER_TIMES,
    }


LATER_SPAN = timedelta(days=7)
"""How far on "something later" searches when the span asked for has no room left."""


def _started_over(reading: AnswerReading, parsed: HybridJSON) -> Update:
    """A change to the pending request starts over from it, merged with what was pending;
    the old proposal and outputs go, so nothing of them leaks into the new one."""
    assert reading["request"] is not None
    return {
        "messages": [HumanMessage(content=reading["text"])],
        "request": reading["request"],
        "intent": reading["request"]["intent"],
        "pending_request": None,
        "proposal": None,
        "agent_outputs": Overwrite(AgentOutputs(parsing=parsed)),
        "committed": [],
        "scope": None,
    }


def _scope_refused(state: MainState, ctx: SchedulerContext, scope: Scope | None) -> str | None:
    """Why the one answering "which ones?" may not make that change, when someone else asked
    for it: the question stays for them, rather than being closed by the refusal."""
    request, speaker = state.get("request"), ctx.current_speaker()
    asker = request["speaker"] if request is not None else None
    if asker is None or asker == speaker or scope is None:
        return None
    target = EventTarget.model_validate(_data(state, "query"))
    if target.series is None:
        return None
    action = change_action(state.get("intent") == "cancel", scope)
    refused = refusal(ctx.get_family(), speaker, action, target.series)
    if refused is None:
        return None
    name = ctx.get_family().display_name(asker)
    return f"{refused} {name} asked, so that answer is {name}'s to give."


def _agrees_to_one_occurrence(state: MainState, ctx: SchedulerContext, text: str) -> bool:
    """ "just this one", "only tues" said to a change of one occurrence: the scope it has."""
    if state.get("proposal") is None:
        return False
    proposal = _proposal(state)
    if proposal.scope != "occurrence" or proposal.occurrence_start is None:
        return False
    if proposal.every:  # "cancel soccer next week" - "only tuesday": narrows several, never a yes to all
        return False
    day = proposal.occurrence_start.astimezone(ctx.tz()).date()
    today = ctx.current_time().astimezone(ctx.tz()).date()
    relative = {0: "today", 1: "tomorrow"}.get((day - today).days)
    return only_this_one(text, day.strftime("%A").lower(), relative)


def _written_before(ctx: SchedulerContext, proposal_id: str) -> CommitResult | None:
    """The commit of `proposal_id` when the calendar holds it already (a read-only view: None)."""
    calendar = ctx.get_calendar()
    return calendar.committed(proposal_id) if isinstance(calendar, Calendar) else None


def _why_again(reading: AnswerReading, count: int) -> str:
    """Why the same question is asked again, in one line."""
    if reading["kind"] == "option":
        return replies.no_such_option(reading["option"], count)
    return replies.unclear_answer(reading.get("why") or "")


def _booked_just_now(state: MainState, target: EventTarget) -> bool:
    """Whether the series a change is about is the one this thread's newest change booked."""
    log = state.get("changes") or []
    series = target.series
    return (
        bool(log) and log[-1]["action"] == "create" and series is not None and series.id in log[-1]["created"]
    )


def park(
    state: MainState, question: QuestionKind, request: RequestJSON, parsed: HybridJSON, text: str
) -> Update:
    """Keep the pending question waiting and take `request` as this turn's request."""
    proposal = state.get("proposal")
    held = Parked(
        question=question,
        intent=state.get("intent"),
        request=state.get("request"),
        proposal=proposal,
        located=_output(state, "query"),
        summary=proposal["summary"] if proposal else _said(state.get("request")),
        queued=state.get("queued") or [],
    )
    parked = [*(state.get("parked") or []), held]
    dropped = parked[:-PARKED_LIMIT]
    return {
        "messages": [HumanMessage(content=text)],
        "request": RequestJSON(**{**request, "then": []}),  # its rest waits in `queued` only
        "intent": request["intent"],
        "pending_request": None,
        "proposal": None,
        "agent_outputs": Overwrite(AgentOutputs(parsing=parsed)),
        "committed": [],
        "scope": None,
        "parked": parked[-PARKED_LIMIT:],
        "queued": list(request.get("then") or []),  # the new message's own rest; the old one waits with it
        "note": replies.on_hold(held["summary"], [d["summary"] for d in dropped]),
    }


def _said(request: RequestJSON | None) -> str:
    return request["text"] if request is not None else "the earlier question"


def route_answer(state: Routing) -> str:
    """Where the family's answer leads."""
    decision = state.get("decision")
    kind = decision["kind"] if decision else None
    if kind == "scope" and state.get("scope") is not None:
        return "draft_change"
    if kind in ("instruction", "new"):
        return route_request(state)
    if kind in ANSWER_ROUTES:
        return ANSWER_ROUTES[kind]
    return "ask_scope" if state.get("proposal") is None else "confirm"


ANSWER_ROUTES = {
    "yes": "commit",
    "no": "reject",
    "option": "choose_option",
    "override": "set_rule_aside",
    "done": "finish",
    "wish": "resolution",
}


def reject(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """A no: nothing is written. The requests waiting from the same message are still taken
    up after it, unless the no was to all of them ("forget both", "stop")."""
    ctx = context_of(runtime)
    text, extra = replies.LEFT_AS_IT_WAS, Update()
    decision = state.get("decision")
    queued = state.get("queued") or []
    if queued and decision is not None and drops_everything(decision["text"]):
        text, extra["queued"] = replies.rest_dropped(text, queued), []
    if not state.get("proposal"):
        return _finish(ctx, text, "completed", "locate", **extra)
    proposal = _proposal(state).model_copy(update={"status": "rejected"})
    return _finish(ctx, text, "completed", "reject", proposal=proposal.to_json(), **extra)


def choose_option(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """Apply the picked option to the proposal; it is re-validated before anything is written."""
    ctx = context_of(runtime)
    proposal = _proposal(state)
    decision = state.get("decision")
    picked = next(o for o in proposal.options if decision and o.id == decision["option"])
    updated = apply_option(proposal, picked, ctx.current_time())
    return {
        "proposal": updated.to_json(),
        "decision": None,
        "audit_log": _audit(ctx, "choose_option", picked.description),
    }


# -- the one writer ------------------------------------------------------------------------


def commit(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """The one writer: re-check and write the proposal in one transaction, once.

    The store's transaction is the one check of "written already" (a replay writes
    nothing and says so) and hands back what the write replaced, read under its lock."""
    report_start("commit")
    ctx = context_of(runtime)
    calendar = ctx.get_writable_calendar()
    now = ctx.current_time()
    proposal = _proposal(state)
    writes = [e for e in [proposal.event, *proposal.side_events] if e is not None]
    # Only for a store that fails after writing (below): the events the proposal says it
    # changes, as they were; a create changes none.
    expected = {e.id: calendar.get_event(e.id) for e in writes if e.id in proposal.expected_versions}
    extra: Update = {}
    try:
        # The re-check runs inside the write's transaction: of writers racing for one hour,
        # exactly one writes; the others get the clash as a proposal with ways out.
        result = calendar.commit(
            proposal.id, writes, proposal.expected_versions, recheck=recheck_of(proposal, now)
        )
    except ChangedMeanwhile as clash:
        proposal = reopened(proposal, clash.fresh, clash.new_blocking, now)
        text = replies.changed_meanwhile(clash.new_blocking)
        report = ConflictReport.of(clash.fresh, len(clash.fresh), [], summary=text)
        why = "re-checked while writing: the calendar changed since the family was asked"
        return {
            "proposal": proposal.to_json(),
            "messages": [say("assistant", text)],
            "agent_outputs": AgentOutputs(conflicts=cast(HybridJSON, hybrid(report, text, 0.95, why, now))),
            "decision": Decision(kind="recheck", option=None, text=""),
        }
    except Exception as err:  # refused, or the store failed (locked past the wait, disk full)
        done = calendar.committed(proposal.id)
        if done is not None and isinstance(err, CalendarError):
            # Refused now (its family changed since?), but written before: say so.
            return _finish(ctx, _already(proposal, ctx), "completed", "commit", now, committed=done.event_ids)
        written_anyway = None if isinstance(err, CalendarError) else done
        retry = isinstance(err, VersionConflict) or not isinstance(err, CalendarError)
        info = ErrorInfo(step="commit", type=type(err).__name__, message=str(err), retryable=retry, at=now)
        extra["errors"] = [*(state.get("errors") or []), cast(ErrorJSON, info.model_dump(mode="json"))]
        if written_anyway is None:
            return _finish(ctx, replies.not_written(err, retry), "failed", "commit", now, **extra)
        result = written_anyway  # the transaction went through; only its aftermath failed
    written = [*(state.get("committed") or []), *result.event_ids]  # an earlier part's too
    if result.replayed:
        return _finish(ctx, _already(proposal, ctx), "completed", "commit", now, committed=written)
    before = result.previous
    if before is None:  # what the store no longer tells: the changed events as read before
        before = {e.id: expected.get(e.id) for e in writes}
    proposal = confirmed(proposal, now)
    undone, log = state.get("undoing"), state.get("changes") or []
    if undone:  # the undo's summary says everything it puts back
        text = replies.told_as_done(proposal.summary) + "."
        log = forgotten(log, undone)  # put back: a second "undo" reaches the change before it
    else:
        text = replies.written(proposal, before, ctx.get_family(), ctx.tz())
        log = remembered(log, record_change(proposal, before, calendar, result.versions))
    return _finish(
        ctx,
        text,
        "completed",
        "undo" if undone else "commit",
        now,
        committed=written,
        proposal=proposal.to_json(),
        changes=log,
        **({"undoing": None} if undone else {}),  # unset already unless this was an undo
        **extra,
    )


def _already(proposal: Proposal, ctx: SchedulerContext) -> str:
    return replies.already_written(proposal, ctx.get_family(), ctx.tz())


def route_after_commit(state: Routing) -> str:
    decision = state.get("decision")
    return "resolution" if decision is not None and decision["kind"] == "recheck" else "finish"


def finish(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """Close the turn; a reply was already said by the step that decided it. When an
    earlier question waits and this request left nothing open, say so in the reply."""
    status = state.get("workflow_status") or "completed"
    if status == "in_progress":
        status = "completed"
    update: Update = {}
    if status != state.get("workflow_status"):  # else the step that ended the turn said it already
        update["workflow_status"] = status
    if state.get("decision") is not None:
        update["decision"] = None
    reply = state.get("reply") or ""
    note = state.get("note")
    if status == "awaiting_user" and state.get("parked") and note:
        reply = update["reply"] = f"{reply} {note}".strip()  # a clarification, and what waits
    said_before = state.get("said_before")
    if said_before:  # the earlier requests of the same message first
        asked = status == "awaiting_user"
        update["reply"] = replies.after_earlier(said_before, reply, asked)
        update["said_before"] = None
    return update


def after_finish(state: Routing) -> str:
    """Once this request is settled (done or failed, nothing asked): the next request of the
    same message, then a parked question (with the requests that wait behind it)."""
    if state.get("workflow_status") == "awaiting_user":
        return "__end__"
    if state.get("queued"):
        return "take_next"
    if state.get("parked"):
        return "unpark"
    return "__end__"


def take_next(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """Take the next request of the message as if it were sent alone: a clean working set,
    its words as the family's newest, what the earlier ones came to said first."""
    queued = list(state.get("queued") or [])
    text = queued.pop(0)
    proposal = state.get("proposal")
    wrote = proposal is not None and proposal["status"] == "confirmed"
    slot = freed_slot(Proposal.from_state(proposal)) if wrote and proposal is not None else None
    if slot is not None:  # "put the dentist there instead": at the time the cancellation freed
        text = put_in_place(text, slot, context_of(runtime).tz())
    asked = state.get("intent") == "query" and _output(state, "query") is not None
    question = state.get("request")
    named = bool(question.get("day_named")) if question is not None else True
    outcome = outcome_of(_data(state, "query"), context_of(runtime).get_family(), named) if asked else None
    return {
        "outcome": outcome,
        "messages": [HumanMessage(content=text)],
        "queued": queued,
        "said_before": replies.so_far(state.get("reply") or "", wrote),
        "intent": None,
        "request": None,
        "proposal": None,
        "agent_outputs": Overwrite(AgentOutputs()),
        "workflow_status": "in_progress",
        "decision": None,
        "answer": None,
        "scope": None,
        "note": None,
        "reshown": False,
        "pending_request": None,
        "undoing": None,
        "audit_log": _audit(context_of(runtime), "take_next", f"next request of the message: {text}"),
    }


def unpark(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """Ask the newest parked question again, as it was, after what this turn did."""
    parked = list(state.get("parked") or [])
    held = parked.pop()
    outputs = AgentOutputs(query=held["located"]) if held["located"] else AgentOutputs()
    return {
        "parked": parked,
        "intent": held["intent"],
        "request": held["request"],
        "proposal": held["proposal"],
        "agent_outputs": Overwrite(outputs),
        "pending_request": None,
        "scope": None,
        "decision": None,
        "workflow_status": "in_progress",
        "note": replies.back_to(state.get("reply") or ""),
        "reshown": True,
        "queued": held.get("queued") or [],
    }


def route_unparked(state: Routing) -> str:
    """The parked question again: a proposal's, the scope question, or what was missing."""
    if state.get("proposal"):
        return "confirm"
    return "clarify" if route_request(state) == "clarify" else "ask_scope"


def _new_id() -> str:
    return uuid.uuid4().hex[:12]

"""The main graph's own steps: start a turn, draft, locate, confirm, commit, clarify, finish.

Only `commit` writes the calendar. Everything before `interrupt()` in `confirm` is
pure, so a resume that re-runs the node computes the same payload.
"""

from __future__ import annotations

import uuid
from datetime import timedelta
from typing import Any
from zoneinfo import ZoneInfo

from langchain_core.messages import HumanMessage, RemoveMessage
from langgraph.runtime import Runtime
from langgraph.types import interrupt

from ..calendar.base import CalendarError, VersionConflict
from ..calendar.overlay import OverlayCalendar
from ..context import SchedulerContext, context_of
from ..domain.conflicts import detect_conflicts
from ..domain.permissions import may_change
from ..domain.proposals import (
    DEFAULT_MINUTES,
    apply_option,
    describe_event,
    draft_cancel,
    draft_create,
    draft_modify,
    side_effect_words,
    what_if,
    who,
)
from ..domain.targets import find_target
from ..models.events import Event, Occurrence
from ..models.family import Family
from ..models.request import ParsedRequest
from ..models.results import AuditEntry, Conflict, Proposal, Resolution, Scope, ValidationResult
from ..output import say
from ..timeutil import describe_span, parse_instant
from .answers import read_answer
from .speech import spoken
from .state import RESET, MainState

Update = dict[str, Any]
CONFIDENT = 0.75
MESSAGE_LIMIT = 300


def _audit(
    ctx: SchedulerContext, step: str, explanation: str, confidence: float | None = None
) -> list[dict[str, Any]]:
    entry = AuditEntry(step=step, at=ctx.current_time(), confidence=confidence, explanation=explanation)
    return [entry.model_dump(mode="json")]


def _finish(ctx: SchedulerContext, text: str, status: str, step: str, **extra: Any) -> Update:
    text = spoken(ctx, text)
    return {
        "reply": text,
        "workflow_status": status,
        "messages": [say("assistant", text)],
        "audit_log": _audit(ctx, step, text),
        **extra,
    }


def begin_turn(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """Start a request clean: nothing of the previous request leaks into this one.

    A clarification the family is answering survives as `pending_request`. Long
    threads are trimmed to the newest MESSAGE_LIMIT messages (the pending proposal
    lives in its own field, so trimming never loses it).
    """
    waiting = state.get("workflow_status") == "awaiting_user" and state.get("request")
    messages = state.get("messages", [])
    excess = len(messages) - MESSAGE_LIMIT
    update: Update = {
        "intent": None,
        "request": None,
        "proposal": None,
        "agent_outputs": RESET,
        "workflow_status": "in_progress",
        "errors": [],
        "committed": [],
        "reply": None,
        "decision": None,
        "pending_request": state.get("request") if waiting else None,
    }
    if excess > 0:
        update["messages"] = [RemoveMessage(id=m.id) for m in messages[:excess] if m.id]
    return update


def route_request(state: MainState) -> str:
    """After parsing: which chain handles this request."""
    if state.get("workflow_status") == "failed":
        return "finish"
    request = state.get("request") or {}
    intent = request.get("intent", "unknown")
    if intent == "unknown" or request.get("problems"):
        return "clarify"
    if intent == "query":
        return "answer"
    if request.get("missing") or float(request.get("confidence", 0)) < 0.5:
        return "clarify"
    if intent == "create":
        return "find_time"
    return "locate"


QUESTIONS = {
    "time": "What time should it be?",
    "date": "Which day?",
    "title": "What is it for?",
    "target_event": "Which event do you mean?",
    "participants": "Who is it for?",
}


def clarify(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """Ask one question naming what is missing; the answer is merged with this request."""
    ctx = context_of(runtime)
    request = state.get("request") or {}
    if request.get("intent", "unknown") == "unknown" and not request.get("problems"):
        text = (
            "Sorry, I didn't understand that. You can ask me to book, move or cancel something "
            '("soccer practice for Emma Saturday at 2"), or ask about the calendar '
            '("what\'s on tomorrow?").'
        )
        return _finish(ctx, text, "completed", "clarify")
    problems = list(request.get("problems") or [])
    if problems:
        # Something is wrong with what was said: name it, change nothing, don't ask on top.
        parts = problems + ["Nothing was changed; please say it again."]
        if any("who" in p.lower() for p in problems):
            family = ctx.get_family()
            parts.insert(-1, "The family: " + who(family, family.member_ids()))
    else:
        parts = list(request.get("ambiguities") or [])
        parts += [QUESTIONS.get(m, f"Could you tell me the {m}?") for m in request.get("missing") or []]
    if not parts:
        parts = ["I'm not sure I understood. Could you say it another way?"]
    text = " ".join(sentence(p) for p in parts)
    keep = request.get("intent") in ("create", "modify", "cancel") and not problems
    return _finish(ctx, text, "awaiting_user" if keep else "completed", "clarify")


def sentence(text: str) -> str:
    """One sentence for a reply: capitalised, ending with punctuation."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".?!" else text + "."


def draft(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """Build the create proposal at the time asked, or at the scheduler's best time."""
    ctx = context_of(runtime)
    family = ctx.get_family()
    tz = ctx.tz()
    request = ParsedRequest.model_validate(state.get("request") or {})
    found = ((state.get("agent_outputs") or {}).get("scheduling") or {}).get("data") or {}
    minutes = int(found.get("duration_minutes") or request.duration_minutes or DEFAULT_MINUTES)
    proposal_id = uuid.uuid4().hex[:12]
    if request.start is not None:
        start, chosen_by = request.start, "family"
        end = request.end if request.end and request.end > start else start + timedelta(minutes=minutes)
    elif found.get("recommended"):
        start, chosen_by = parse_instant(found["recommended"]["start"]), "assistant"
        end = parse_instant(found["recommended"]["end"])
    else:
        nearest = found.get("nearest_outside") or []
        hint = ""
        if nearest:
            spans = [
                describe_span(parse_instant(s["start"]), parse_instant(s["end"]), tz) for s in nearest[:3]
            ]
            hint = " The nearest times that work: " + "; ".join(spans) + "."
        text = f"Nothing fits for {request.title or 'that'} in the time you gave.{hint}"
        return _finish(ctx, text, "completed", "draft")
    proposal = draft_create(request, start, end, ctx.current_speaker(), family, proposal_id, chosen_by)
    return {
        "proposal": proposal.model_dump(mode="json"),
        "audit_log": _audit(ctx, "draft", proposal.summary, request.confidence),
    }


def locate(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """Find the event to change or cancel, check the speaker may, and draft the change."""
    ctx = context_of(runtime)
    family = ctx.get_family()
    tz = ctx.tz()
    calendar = ctx.get_calendar()
    now = ctx.current_time()
    request = ParsedRequest.model_validate(state.get("request") or {})
    speaker = ctx.current_speaker()
    search = find_target(calendar, request, now)
    if search.ambiguous:
        listed = "; ".join(
            f"{o.title} ({', '.join(family.display_name(p) for p in o.participants)}) "
            f"{describe_span(o.start, o.end, tz)}"
            for o in _distinct(search.candidates)[:5]
        )
        text = f"I found several events that could be meant: {listed}. Which one?"
        return _finish(ctx, text, "completed", "locate")
    if search.chosen is None:
        what = request.title or "that event"
        text = f"I couldn't find {what} on the calendar" + (
            " in the time you named." if search.date_named else " in the coming weeks."
        )
        return _finish(ctx, text, "completed", "locate")
    occ = search.chosen
    series = calendar.get_event(occ.event_id)
    if series is None:
        return _finish(ctx, f"I couldn't find {occ.title} on the calendar any more.", "completed", "locate")
    if not may_change(family, speaker, series):
        text = (
            f"Sorry, {family.display_name(speaker)} can't change {series.title}: "
            f"it belongs to {_owners(family, series)}. Nothing was changed."
        )
        return _finish(ctx, text, "completed", "permission")
    scope: Scope | None = "occurrence" if search.date_named else "series"
    if series.recurrence and not search.date_named:
        scope = ask_scope(occ, request.intent, tz)
        if scope is None:
            return _finish(ctx, "OK, I left the calendar as it was.", "completed", "locate")
    assert scope is not None
    proposal_id = uuid.uuid4().hex[:12]
    if request.intent == "cancel":
        proposal: Proposal | str = draft_cancel(series, occ, scope, speaker, family, proposal_id)
    else:
        proposal = draft_modify(request, series, occ, scope, now, speaker, family, proposal_id)
    if isinstance(proposal, str):
        return _finish(ctx, proposal, "completed", "locate")
    return {
        "proposal": proposal.model_dump(mode="json"),
        "audit_log": _audit(ctx, "locate", proposal.summary, request.confidence),
    }


SCOPES: dict[int, Scope] = {1: "occurrence", 2: "following", 3: "series"}


def ask_scope(occ: Occurrence, intent: str, tz: ZoneInfo) -> Scope | None:
    """A repeating event: ask which occurrences the change is for (None: the family said no)."""
    verb = "Cancel" if intent == "cancel" else "Change"
    when = describe_span(occ.start, occ.end, tz)
    options = [
        {"id": 1, "strategy": "scope", "description": f"only the next one ({when})", "side_effects": []},
        {"id": 2, "strategy": "scope", "description": "this one and all after it", "side_effects": []},
        {"id": 3, "strategy": "scope", "description": f"the whole {occ.title} series", "side_effects": []},
    ]
    while True:
        answer = read_answer(
            interrupt(
                {
                    "question": f"{occ.title} repeats. {verb} only the next one ({when}), this one and all "
                    f"after it, or the whole series? (1 / 2 / 3)",
                    "kind": "scope",
                    "summary": f"{verb} {occ.title}",
                    "event": None,
                    "conflicts": [],
                    "options": options,
                }
            )
        )
        if answer.kind == "no":
            return None
        chosen = answer.option if answer.kind == "option" else scope_from_words(answer.text)
        if chosen in SCOPES:
            return SCOPES[chosen]


def scope_from_words(text: str) -> int | None:
    words = text.lower()
    if any(w in words for w in ("following", "from now", "after", "onwards", "on ward", "going forward")):
        return 2
    if any(w in words for w in ("all", "every", "whole", "series", "entire", "always")):
        return 3
    if any(w in words for w in ("only", "just", "this one", "next one", "once", "single")):
        return 1
    return None


def _distinct(candidates: list[Any]) -> list[Any]:
    seen, out = set(), []
    for occ in candidates:
        if occ.event_id not in seen:
            seen.add(occ.event_id)
            out.append(occ)
    return out


def _owners(family: Family, event: Event) -> str:
    from ..domain.proposals import who

    return who(family, event.participants) or family.display_name(event.created_by or "")


def route_after_draft(state: MainState) -> str:
    if state.get("workflow_status") != "in_progress" or not state.get("proposal"):
        return "finish"
    proposal = state["proposal"] or {}
    if proposal.get("action") == "cancel":
        return "confirm"
    event = proposal.get("event") or {}
    return "check_resources" if event.get("resources") else "check_conflicts"


def route_after_resources(state: MainState) -> str:
    return "finish" if state.get("workflow_status") == "failed" else "check_conflicts"


def _conflict_data(state: MainState) -> dict[str, Any]:
    return ((state.get("agent_outputs") or {}).get("conflicts") or {}).get("data") or {}


def validate(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """Record the conflict check on the proposal: validated when nothing blocks."""
    ctx = context_of(runtime)
    proposal = Proposal.model_validate(state["proposal"])
    data = _conflict_data(state)
    conflicts = data.get("conflicts", [])
    blocking = bool(data.get("has_blocking"))
    details = f"{len(conflicts)} conflict(s), {len(data.get('blocking', []))} blocking"
    proposal.conflicts = [
        Conflict.model_validate(c) for c in conflicts
    ]  # the fresh check replaces any older one
    side_clashes = _side_event_clashes(proposal, ctx)
    if side_clashes:
        proposal.conflicts += side_clashes
        blocking = True
        details += f"; {len(side_clashes)} blocking for the events the option changes"
    proposal.validations.append(
        ValidationResult(step="conflicts", ok=not blocking, details=details, at=ctx.current_time())
    )
    if not blocking:
        proposal.status = "validated"
    return {"proposal": proposal.model_dump(mode="json"), "audit_log": _audit(ctx, "validate", details)}


def _side_event_clashes(proposal: Proposal, ctx: SchedulerContext) -> list[Conflict]:
    """Blocking conflicts of the other events a chosen option changes, in the what-if view."""
    view = what_if(ctx.get_calendar(), proposal)
    if proposal.event is not None and proposal.action != "cancel":
        view = OverlayCalendar(view, changed=[proposal.event])
    found: list[Conflict] = []
    for side in proposal.side_events:
        if side.status != "cancelled":
            report = detect_conflicts(side, view, since=ctx.current_time())
            found += [c for c in report.conflicts if c.blocking]
    return found


def route_after_validate(state: MainState) -> str:
    if state.get("workflow_status") == "failed":
        return "finish"
    proposal = state.get("proposal") or {}
    blocking = any(c.get("blocking") for c in proposal.get("conflicts") or [])
    return "resolve" if blocking else "confirm"


def attach_options(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """Copy the resolution subgraph's verified options onto the proposal, numbered."""
    proposal = Proposal.model_validate(state["proposal"])
    data = ((state.get("agent_outputs") or {}).get("resolution") or {}).get("data") or {}
    proposal.options = [Resolution.model_validate(o) for o in data.get("options", [])]
    return {"proposal": proposal.model_dump(mode="json")}


def _auto_commit(proposal: Proposal, request: dict[str, Any], ctx: SchedulerContext) -> bool:
    """Book at once only when nothing is in doubt: a stated time, no conflict, a sure parse."""
    return (
        not ctx.always_confirm
        and proposal.action in ("create", "modify")
        and proposal.chosen_by == "family"
        and not any(c.blocking for c in proposal.conflicts)
        and float(request.get("confidence", 0)) >= CONFIDENT
    )


def confirmation_payload(proposal: Proposal, family: Family, tz: ZoneInfo) -> dict[str, Any]:
    """What a UI shows while waiting: the change in local time, its conflicts, numbered options."""
    blocking = [c for c in proposal.conflicts if c.blocking]
    if blocking and proposal.options:
        question = 'That clashes. Pick an option by number, say "no", or tell me what to change.'
    elif blocking:
        question = 'That clashes and I found no way out. Say "no", or tell me what to change.'
    else:
        question = f"{proposal.summary}. Shall I go ahead? (yes / no, or tell me what to change)"
    event = proposal.event
    return {
        "question": question,
        "proposal_id": proposal.id,
        "action": proposal.action,
        "summary": proposal.summary,
        "event": None
        if event is None
        else {
            "title": event.title,
            "start": event.start.astimezone(tz).isoformat(),
            "end": event.end.astimezone(tz).isoformat(),
            "when": describe_span(event.start, event.end, tz),
            "participants": [family.display_name(p) for p in event.participants],
            "resources": [family.display_name(r) for r in event.resources],
            "recurrence": event.recurrence,
        },
        "conflicts": [
            {"id": c.id, "type": c.type, "severity": c.severity, "blocking": c.blocking, "details": c.details}
            for c in proposal.conflicts
        ],
        "options": [
            {"id": o.id, "strategy": o.strategy, "description": o.description, "side_effects": o.side_effects}
            for o in proposal.options
        ],
    }


def confirm(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """Ask the family (interrupt) unless the booking is beyond doubt; read their answer."""
    ctx = context_of(runtime)
    family = ctx.get_family()
    proposal = Proposal.model_validate(state["proposal"])
    blocking = any(c.blocking for c in proposal.conflicts)
    if not blocking and _auto_commit(proposal, state.get("request") or {}, ctx):
        return {"decision": {"kind": "yes"}}
    payload = confirmation_payload(proposal, family, ctx.tz())
    answer = read_answer(interrupt(payload))
    decision: dict[str, Any] = {"kind": answer.kind, "option": answer.option, "text": answer.text}
    update: Update = {
        "decision": decision,
        "workflow_status": "in_progress",
        "audit_log": _audit(ctx, "confirm", f"family answered: {answer.text or answer.kind}"),
    }
    if answer.kind == "yes" and blocking:
        decision["kind"] = "again"
        update["messages"] = [
            say(
                "assistant",
                "It still clashes, so I can't book it as it is. "
                'Pick one of the options by number, or say "no".',
            )
        ]
    elif answer.kind == "option" and not any(o.id == answer.option for o in proposal.options):
        decision["kind"] = "again"
        update["messages"] = [
            say(
                "assistant",
                f"There is no option {answer.option}. "
                + (f"Pick 1 to {len(proposal.options)}." if proposal.options else "Say yes or no."),
            )
        ]
    elif answer.kind == "empty":
        decision["kind"] = "again"
    elif answer.kind == "instruction":
        # A new instruction starts over from the request, merged with what was pending;
        # the old proposal and outputs go, so nothing of them leaks into the new one.
        update.update(
            {
                "messages": [HumanMessage(content=answer.text)],
                "pending_request": state.get("request"),
                "proposal": None,
                "agent_outputs": RESET,
                "committed": [],
                "request": None,
            }
        )
    return update


def route_decision(state: MainState) -> str:
    kind = (state.get("decision") or {}).get("kind")
    return {
        "yes": "commit",
        "no": "reject",
        "option": "choose_option",
        "instruction": "understand",
        "again": "confirm",
    }.get(kind or "", "reject")


def reject(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    ctx = context_of(runtime)
    proposal = Proposal.model_validate(state["proposal"])
    proposal.status = "rejected"
    return _finish(
        ctx,
        "OK, I left the calendar as it was.",
        "completed",
        "reject",
        proposal=proposal.model_dump(mode="json"),
    )


def choose_option(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """Apply the picked option to the proposal; it is re-validated before anything is written."""
    ctx = context_of(runtime)
    proposal = Proposal.model_validate(state["proposal"])
    picked = next(o for o in proposal.options if o.id == (state.get("decision") or {}).get("option"))
    calendar = ctx.get_calendar()
    lookup = {c.event_id: calendar.get_event(c.event_id) for c in picked.changes}
    updated = apply_option(proposal, picked, {k: v for k, v in lookup.items() if v is not None})
    if picked.strategy == "override_constraint":
        updated.validations.append(
            ValidationResult(step="override", ok=True, details=picked.description, at=ctx.current_time())
        )
    return {
        "proposal": updated.model_dump(mode="json"),
        "decision": None,
        "audit_log": _audit(ctx, "choose_option", picked.description),
    }


def commit(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """The one writer: re-check, then write the proposal in one transaction, once."""
    ctx = context_of(runtime)
    calendar = ctx.get_calendar()
    family = ctx.get_family()
    tz = ctx.tz()
    proposal = Proposal.model_validate(state["proposal"])
    done = calendar.committed(proposal.id)
    if done is not None:
        text = f"Already done: {proposal.summary}."
        return _finish(ctx, text, "completed", "commit", committed=done.event_ids)
    if proposal.event is not None and proposal.action != "cancel":
        fresh = detect_conflicts(proposal.event, what_if(calendar, proposal), since=ctx.current_time())
        fresh.conflicts += _side_event_clashes(proposal, ctx)
        accepted = {c.id for c in proposal.conflicts}
        new_blocking = [c for c in fresh.conflicts if c.blocking and c.id not in accepted]
        if new_blocking:
            proposal.conflicts = fresh.conflicts
            proposal.status = "proposed"
            proposal.validations.append(
                ValidationResult(
                    step="commit",
                    ok=False,
                    details="; ".join(c.details for c in new_blocking),
                    at=ctx.current_time(),
                )
            )
            text = "Something changed meanwhile: " + "; ".join(c.details for c in new_blocking) + "."
            return {
                "proposal": proposal.model_dump(mode="json"),
                "messages": [say("assistant", text)],
                "agent_outputs": {"conflicts": {"data": fresh.model_dump(mode="json")}},
                "decision": {"kind": "recheck"},
            }
    writes = [e for e in [proposal.event, *proposal.side_events] if e is not None]
    before = {side.id: calendar.get_event(side.id) for side in proposal.side_events}
    try:
        result = calendar.commit(proposal.id, writes, proposal.expected_versions)
    except VersionConflict as err:
        text = f"{err}. Nothing was written; please ask again."
        return _finish(
            ctx,
            text,
            "failed",
            "commit",
            errors=[{"step": "commit", "type": "VersionConflict", "message": str(err), "retryable": True}],
        )
    except CalendarError as err:
        return _finish(
            ctx,
            f"I couldn't save that: {err}. Nothing was written.",
            "failed",
            "commit",
            errors=[{"step": "commit", "type": "CalendarError", "message": str(err), "retryable": False}],
        )
    proposal.status = "confirmed"
    proposal.validations.append(
        ValidationResult(step="commit", ok=True, details="written", at=ctx.current_time())
    )
    if proposal.action == "create" and proposal.event is not None:
        text = f"Booked: {describe_event(proposal.event, family, tz)}."
    else:
        text = told_as_done(proposal.summary) + "."
    for side in proposal.side_events:
        text += " " + side_effect_words(side, before.get(side.id), family, tz)
    notes = [c.details.rstrip(". ") for c in proposal.conflicts if not c.blocking]
    if notes:
        text += " Note: " + "; ".join(dict.fromkeys(notes)) + "."
    return _finish(
        ctx,
        text,
        "completed",
        "commit",
        committed=result.event_ids,
        proposal=proposal.model_dump(mode="json"),
    )


PAST = {
    "Book": "Booked",
    "Move": "Moved",
    "Cancel": "Cancelled",
    "Keep": "Kept",
    "Take": "Took",
    "Shorten": "Shortened",
    "Skip": "Skipped",
    "Give": "Gave",
    "Change": "Changed",
}


def told_as_done(summary: str) -> str:
    """A proposal's summary told as done: 'Cancel piano…' → 'Cancelled piano…'."""
    verb, _, rest = summary.partition(" ")
    return f"{PAST[verb]} {rest}" if verb in PAST else f"Done: {summary}"


def route_after_commit(state: MainState) -> str:
    return "resolve" if (state.get("decision") or {}).get("kind") == "recheck" else "finish"


def finish(state: MainState, runtime: Runtime[SchedulerContext]) -> Update:
    """Close the turn; a reply was already said by the step that decided it."""
    status = state.get("workflow_status") or "completed"
    if status == "in_progress":
        status = "completed"
    return {"workflow_status": status, "decision": None}

"""The parsing subgraph's nodes: understand the words, assess them, reply in plain words.

Each node reads the family, the clock and the speaker from the runtime context
(never globals or the wall clock) and cannot raise: a failure in the grammar
becomes an `unknown` request with the problem named.
"""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from family_scheduler.context import MissingContext, SchedulerContext, context_of
from family_scheduler.models.request import ParsedRequest
from family_scheduler.output import hybrid, say
from family_scheduler.timeutil import describe_local, describe_span

from .confidence import assess
from .merge import merge_answer
from .parser import failed, read
from .state import ParsingState


def understand(state: ParsingState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Read the utterance (or the answer to a pending question) into a draft request."""
    ctx = context_of(runtime)
    text = state.get("text") or ""
    speaker = state.get("speaker") or None
    try:
        family, now = ctx.get_family(), ctx.current_time()
        speaker = speaker or ctx.current_speaker()
        pending = state.get("pending")
        if pending:
            merged = merge_answer(ParsedRequest.model_validate(pending), text, family, now, speaker)
            return {"draft": merged.model_dump(mode="json"), "guessed": False, "assumed": 0}
        reading = read(text, family, now, speaker)
        return {
            "draft": reading.request.model_dump(mode="json"),
            "guessed": reading.guessed_intent,
            "assumed": len(reading.notes),
            "notes": reading.notes,
        }
    except MissingContext:
        raise  # a wiring mistake of the caller, not something the family typed
    except Exception as err:  # noqa: BLE001
        return {
            "draft": failed(text, speaker, err).model_dump(mode="json"),
            "guessed": False,
            "assumed": 0,
        }


def assess_request(state: ParsingState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Decide what is missing or ambiguous and how far to trust the reading."""
    try:
        req = ParsedRequest.model_validate(state.get("draft") or {})
        req = assess(req, bool(state.get("guessed")), int(state.get("assumed") or 0))
    except Exception as err:  # noqa: BLE001
        req = failed(state.get("text"), state.get("speaker"), err)
    return {"draft": req.model_dump(mode="json")}


def _summary(req: ParsedRequest, tz: Any) -> str:
    what = f"'{req.title}'" if req.title else ("a booking" if req.resources else "something")
    when = ""
    if req.start is not None:
        span = describe_span(req.start, req.end, tz) if req.end else describe_local(req.start, tz)
        when = f" at {span}"
    elif req.window is not None:
        when = f" sometime {describe_span(req.window[0], req.window[1], tz)}"
    who = f" for {', '.join(req.participants)}" if req.participants else ""
    if req.intent == "create":
        return f"You want to add {what}{who}{when}{' (repeating)' if req.recurrence else ''}."
    if req.intent == "modify":
        return f"You want to change {what}{when}."
    if req.intent == "cancel":
        return f"You want to cancel {what}{when}."
    return (
        f"You are asking about {(req.query_type or 'the calendar').replace('_', ' ')}{who}{when}."
    )


def reply(state: ParsingState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """One plain sentence for the family and the hybrid result for the main graph."""
    ctx = context_of(runtime)
    tz: Any
    try:
        now = ctx.current_time()
        tz = ctx.tz()
    except Exception:  # noqa: BLE001
        from datetime import UTC, datetime

        now, tz = datetime.fromtimestamp(0, UTC), UTC
    try:
        req = ParsedRequest.model_validate(state.get("draft") or {})
    except Exception as err:  # noqa: BLE001
        req = failed(state.get("text"), state.get("speaker"), err)
    if req.intent == "unknown":
        sentence = "I could not find a calendar request in that" + (
            f" ({req.problems[0]})." if req.problems else "."
        )
    else:
        sentence = _summary(req, tz)
        if req.missing:
            sentence += f" I still need: {', '.join(req.missing)}."
        if req.ambiguities:
            sentence += f" Unclear: {req.ambiguities[0]}."
        if req.problems:
            sentence += f" Problem: {req.problems[0]}."
    reasons = [f"intent {req.intent} from the verb or question form"]
    if req.missing:
        reasons.append("missing " + ", ".join(req.missing))
    reasons += [f"ambiguous: {a}" for a in req.ambiguities]
    reasons += [f"problem: {p}" for p in req.problems]
    reasons += [f"assumed: {n}" for n in state.get("notes") or []]
    if state.get("guessed"):
        reasons.append("no verb: read as a new event")
    return {
        "messages": [say("parsing", sentence)],
        "result": hybrid(req, sentence, req.confidence, "; ".join(reasons), now),
    }

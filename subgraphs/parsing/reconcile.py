"""Merge the grammar's reading with a chat model's, group by group (pure).

Rules, per group of fields (intent, title, timing, participants, resources):
1. Both say the same: keep it. When every group agrees and nothing is missing,
   ambiguous or wrong, confidence goes up (+0.1, at most 0.99).
2. They differ and the grammar is sure (it found the words: a date, a time, a name):
   the grammar's reading stands and the disagreement is noted.
3. They differ, the grammar is unsure (it assumed or defaulted) and the model is sure:
   the model's reading is used, noted, and confidence is at most 0.85 since nothing
   cross-checked it.
4. They differ and neither is sure: the grammar's reading stands, noted.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from family_scheduler.models.request import ParsedRequest

from .certainty import FIELD_GROUPS
from .confidence import confidence_of, missing_pieces

AGREEMENT_BONUS = 0.1
AGREED_CEILING = 0.99
MODEL_CEILING = 0.85
_ARTICLES = ("the ", "a ", "an ", "my ", "our ")


@dataclass
class Reconciled:
    """The merged request and, in words, where the two readers differed."""

    request: ParsedRequest
    notes: list[str] = field(default_factory=list)
    agreed: list[str] = field(default_factory=list)
    from_model: list[str] = field(default_factory=list)


def reconcile(
    grammar: ParsedRequest,
    model: ParsedRequest,
    grammar_sure: Collection[str],
    model_sure: Collection[str],
) -> Reconciled:
    """One request from two readings, by the rules above; `grammar` is not changed."""
    merged = grammar.model_copy(deep=True)
    out = Reconciled(merged)
    for group, fields in FIELD_GROUPS.items():
        mine, theirs = _view(group, grammar), _view(group, model)
        if mine == theirs:
            out.agreed.append(group)
            continue
        said_mine, said_theirs = _say(group, grammar), _say(group, model)
        if group in grammar_sure:
            out.notes.append(
                f"the model read the {group} as {said_theirs}; kept {said_mine} (stated in the words)"
            )
        elif group in model_sure:
            for name in fields:
                setattr(merged, name, getattr(model, name))
            out.from_model.append(group)
            out.notes.append(
                f"the {group} is the model's reading {said_theirs} (the grammar had {said_mine})"
            )
        else:
            out.notes.append(
                f"the model read the {group} as {said_theirs}; neither was sure, kept {said_mine}"
            )
    if out.from_model:
        merged = ParsedRequest.model_validate(merged.model_dump())  # lists sorted again
        _drop_stale_problems(merged, grammar, out.from_model)
        merged.missing = missing_pieces(merged)
        merged.confidence = min(confidence_of(merged), MODEL_CEILING)
        out.request = merged
    elif len(out.agreed) == len(FIELD_GROUPS) and not (
        merged.missing or merged.ambiguities or merged.problems
    ):
        merged.confidence = round(min(AGREED_CEILING, merged.confidence + AGREEMENT_BONUS), 2)
    return out


def _drop_stale_problems(merged: ParsedRequest, grammar: ParsedRequest, taken: list[str]) -> None:
    """A grammar that could not read the message at all said so; the model could."""
    if "intent" in taken and grammar.intent == "unknown":
        merged.problems = [p for p in merged.problems if not p.startswith("could not read")]


def _view(group: str, req: ParsedRequest) -> Any:
    """What a group means, in a form where equal readings compare equal."""
    if group == "intent":
        return (req.intent, req.query_type if req.intent == "query" else None)
    if group == "title":
        return _title(req.title)
    if group == "timing":
        end = req.end
        if end is None and req.start is not None and req.duration_minutes:
            end = req.start + timedelta(minutes=req.duration_minutes)
        return (
            _instant(req.start),
            _instant(end),
            tuple(_instant(w) for w in req.window) if req.window else None,
            _rule(req.recurrence),
            req.shift_minutes or None,
        )
    return tuple(getattr(req, FIELD_GROUPS[group][0]))


def _instant(moment: datetime | None) -> float | None:
    return moment.timestamp() if moment is not None else None


def _title(title: str | None) -> str | None:
    text = " ".join((title or "").lower().split())
    for article in _ARTICLES:
        if text.startswith(article):
            text = text[len(article) :]
    return text or None


def _rule(rule: str | None) -> frozenset[str] | None:
    if not rule:
        return None
    return frozenset(part.strip().upper() for part in rule.split(";") if part.strip())


def _say(group: str, req: ParsedRequest) -> str:
    """A group's value in a few words for the notes."""
    if group == "intent":
        return req.intent + (f" ({req.query_type})" if req.intent == "query" and req.query_type else "")
    if group == "title":
        return repr(req.title) if req.title else "no title"
    if group == "timing":
        parts = []
        if req.start is not None:
            parts.append(req.start.isoformat(timespec="minutes"))
            if req.end is not None:
                parts[-1] += f"–{req.end.isoformat(timespec='minutes')}"
        if req.window is not None:
            parts.append(
                f"window {req.window[0].isoformat(timespec='minutes')}–"
                f"{req.window[1].isoformat(timespec='minutes')}"
            )
        if req.recurrence:
            parts.append(req.recurrence)
        if req.shift_minutes:
            parts.append(f"shift {req.shift_minutes:+d} min")
        return ", ".join(parts) or "no time"
    values = getattr(req, FIELD_GROUPS[group][0])
    return ", ".join(values) if values else "nobody" if group == "participants" else "none"

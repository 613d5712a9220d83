"""The merge rules, on readings of one family's Monday morning (pure, no model)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from family_scheduler.models.request import ParsedRequest
from family_scheduler.subgraphs.parsing.reconcile import reconcile

NY = ZoneInfo("America/New_York")
ALL = ["intent", "title", "timing", "participants", "resources"]


def soccer(**changes: object) -> ParsedRequest:
    base = dict(
        intent="create",
        title="soccer practice",
        start=datetime(2026, 11, 28, 14, tzinfo=NY),
        participants=["emma"],
        speaker="sarah",
        confidence=0.95,
    )
    base.update(changes)
    return ParsedRequest(**base)  # type: ignore[arg-type]


def test_agreement_raises_confidence():
    merged = reconcile(soccer(), soccer(title="Soccer Practice", confidence=0.9), ALL, ALL)
    assert merged.agreed == ALL and merged.notes == []
    assert merged.request.confidence == 0.99
    assert merged.request.title == "soccer practice"


def test_agreement_does_not_hide_a_missing_piece():
    grammar = soccer(start=None, missing=["time"], confidence=0.5)
    merged = reconcile(grammar, soccer(start=None), ["intent", "title"], ALL)
    assert merged.request.confidence == 0.5


def test_grammar_sure_of_the_date_wins_and_the_disagreement_is_noted():
    model = soccer(start=datetime(2026, 11, 29, 14, tzinfo=NY))
    merged = reconcile(soccer(), model, ALL, ALL)
    assert merged.request.start == datetime(2026, 11, 28, 14, tzinfo=NY)
    assert merged.from_model == []
    assert any("timing" in n and "2026-11-29T14:00" in n and "kept" in n for n in merged.notes)
    assert merged.request.confidence == 0.95  # no bonus, no penalty


def test_grammar_unsure_and_model_sure_the_model_is_used():
    grammar = soccer(start=datetime(2026, 11, 23, 10, tzinfo=NY), confidence=0.8)
    model = soccer(start=datetime(2026, 12, 26, 10, tzinfo=NY))
    merged = reconcile(grammar, model, ["intent", "title", "participants"], ALL)
    assert merged.request.start == datetime(2026, 12, 26, 10, tzinfo=NY)
    assert merged.from_model == ["timing"]
    assert merged.request.confidence == 0.85  # not cross-checked: capped
    assert any("model's reading" in n for n in merged.notes)


def test_neither_sure_keeps_the_grammar():
    grammar = soccer(participants=["sarah"])
    model = soccer(participants=["jake"])
    merged = reconcile(grammar, model, ["intent", "title", "timing"], ["intent"])
    assert merged.request.participants == ["sarah"]
    assert any("neither was sure" in n for n in merged.notes)


def test_the_timing_group_moves_whole():
    grammar = soccer(start=None, window=None, missing=["time"], confidence=0.5)
    model = soccer(
        start=datetime(2026, 11, 28, 14, tzinfo=NY),
        end=datetime(2026, 11, 28, 15, 30, tzinfo=NY),
        duration_minutes=90,
        recurrence="FREQ=WEEKLY;BYDAY=SA",
    )
    merged = reconcile(grammar, model, ["intent", "title", "participants"], ALL).request
    assert (merged.end, merged.duration_minutes, merged.recurrence) == (
        datetime(2026, 11, 28, 15, 30, tzinfo=NY),
        90,
        "FREQ=WEEKLY;BYDAY=SA",
    )
    assert merged.missing == [] and merged.confidence == 0.85


def test_a_model_intent_replaces_an_unread_message():
    grammar = ParsedRequest(
        intent="unknown",
        speaker="sarah",
        text="yo emma footy sat 2",
        problems=["could not read the message (ValueError: x)"],
        confidence=0.2,
    )
    merged = reconcile(grammar, soccer(), [], ALL).request
    assert merged.intent == "create" and merged.title == "soccer practice"
    assert merged.problems == [] and merged.text == "yo emma footy sat 2"


def test_equal_end_and_duration_spellings_agree():
    a = soccer(duration_minutes=90)
    b = soccer(end=datetime(2026, 11, 28, 15, 30, tzinfo=NY))
    assert "timing" in reconcile(a, b, ALL, ALL).agreed


def test_the_grammar_reading_is_not_changed_in_place():
    grammar = soccer(start=None)
    reconcile(grammar, soccer(), [], ALL)
    assert grammar.start is None

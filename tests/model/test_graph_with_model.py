"""The parsing subgraph with a scripted chat model beside the grammar: each merge rule,
each failure falling back to the grammar with an error entry, and nothing changed
without a model."""

from __future__ import annotations

import pytest

from family_scheduler.context import SchedulerContext
from family_scheduler.subgraphs.parsing import graph

NOW = "2026-11-23T09:00:00-05:00"
SOCCER = "Schedule soccer practice for Emma Saturday at 2pm"
DENTIST = "dentist for jake the day after christmas at 10am"


def run(family, text, model=None, **inputs):
    ctx = SchedulerContext(family=family, now=NOW, chat_model=model)
    return graph.invoke({"text": text, **inputs}, context=ctx)


def test_without_a_model_the_output_is_the_grammars_alone(family):
    out = run(family, SOCCER)
    assert set(out) == {"messages", "result"}
    assert "model" not in out["result"]["reasoning"]
    assert out["result"]["confidence"] == 0.95


def test_the_model_sees_the_family_and_now_and_fills_the_reading(family, scripted, model_says):
    model = scripted(model_says(title="soccer practice", start="2026-11-28T14:00", participants=["emma"]))
    run(family, SOCCER, model)
    system = model.seen[0][0].content
    assert "Emma" in system and "2026-11-23T09:00-05:00" in system
    assert model.seen[0][-1].content == SOCCER
    assert model.bound[0]["tools"][0].__name__ == "ModelReading"


def test_agreement_raises_confidence(family, scripted, model_says):
    model = scripted(model_says(title="Soccer practice", start="2026-11-28T14:00", participants=["emma"]))
    out = run(family, SOCCER, model)
    assert out["result"]["confidence"] == 0.99
    assert "errors" not in out
    assert "the model read it the same way" in out["result"]["reasoning"]


def test_disagreement_on_a_stated_date_keeps_the_grammar_and_says_so(family, scripted, model_says):
    model = scripted(model_says(title="soccer practice", start="2026-11-29T14:00", participants=["emma"]))
    out = run(family, SOCCER, model)
    data = out["result"]["data"]
    assert data["start"] == "2026-11-28T14:00:00-05:00"
    assert "model read the timing as 2026-11-29T14:00" in out["result"]["reasoning"]
    assert out["result"]["confidence"] == 0.95


def test_a_day_the_grammar_could_only_assume_comes_from_a_sure_model(family, scripted, model_says):
    alone = run(family, DENTIST)["result"]
    assert alone["data"]["start"] == "2026-11-23T10:00:00-05:00"  # the grammar had to guess the day
    model = scripted(
        model_says(title="dentist", start="2026-12-26T10:00", participants=["jake"], confidence=0.9)
    )
    out = run(family, DENTIST, model)["result"]
    assert out["data"]["start"] == "2026-12-26T10:00:00-05:00"
    assert out["confidence"] == 0.85
    assert "the timing is the model's reading" in out["reasoning"]
    assert "no day given" not in out["reasoning"]


def test_an_unsure_model_does_not_overrule_even_an_unsure_grammar(family, scripted, model_says):
    model = scripted(
        model_says(
            title="dentist",
            start="2026-12-26T10:00",
            participants=["jake"],
            confidence=0.9,
            unsure_about=["start"],
        )
    )
    out = run(family, DENTIST, model)["result"]
    assert out["data"]["start"] == "2026-11-23T10:00:00-05:00"
    assert "neither was sure" in out["reasoning"]


FAILURES = {
    "refusal in words": ("Sorry, I can't help with scheduling.", "ModelRefusal", False),
    "invalid fields": ({"intent": "party", "confidence": "very"}, "InvalidModelOutput", False),
    "impossible time": ({"intent": "create", "start": "Saturday at two"}, "InvalidModelOutput", False),
    "timeout": (TimeoutError("model took too long"), "TimeoutError", True),
    "broken client": (RuntimeError("boom"), "RuntimeError", False),
}


@pytest.mark.parametrize("answer, kind, retryable", FAILURES.values(), ids=FAILURES.keys())
def test_every_model_failure_falls_back_to_the_grammar_with_an_error(
    family, scripted, answer, kind, retryable
):
    alone = run(family, SOCCER)
    out = run(family, SOCCER, scripted(answer))
    assert out["result"]["data"] == alone["result"]["data"]
    assert out["result"]["confidence"] == alone["result"]["confidence"]
    [error] = out["errors"]
    assert (error["step"], error["type"], error["retryable"]) == ("parsing.model", kind, retryable)
    assert error["message"] and error["at"].startswith("2026-11-23T09:00")
    assert f"model failed ({kind})" in out["result"]["reasoning"]


def test_an_answer_to_a_question_is_merged_by_the_grammar_alone(family, scripted):
    model = scripted()
    first = run(family, "schedule a bike ride for the kids on saturday")
    out = run(family, "at 3", model, pending=first["result"]["data"])
    assert out["result"]["data"]["start"] == "2026-11-28T15:00:00-05:00"
    assert model.seen == []


def test_an_empty_message_does_not_ask_the_model(family, scripted):
    model = scripted()
    run(family, "   ", model)
    assert model.seen == []


def test_the_model_can_read_what_the_grammar_could_not(family, scripted, model_says):
    alone = run(family, "hello there")["result"]
    assert alone["data"]["intent"] == "unknown"
    model = scripted(model_says(intent="unknown", confidence=0.95))
    out = run(family, "hello there", model)["result"]
    assert out["data"]["intent"] == "unknown"

"""The parsing subgraph runs alone with only a runtime context."""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage

from family_scheduler.context import MissingContext, SchedulerContext
from family_scheduler.subgraphs.parsing import graph

NOW = "2026-11-23T09:00:00-05:00"


def test_runs_alone_and_returns_messages_and_a_hybrid_result(family):
    out = graph.invoke(
        {"text": "Schedule soccer practice for Emma Saturday at 2pm"},
        context=SchedulerContext(family=family, now=NOW),
    )
    assert set(out) == {"messages", "result"}
    message = out["messages"][-1]
    assert isinstance(message, AIMessage) and message.name == "parsing" and message.content
    result = out["result"]
    assert set(result) == {"data", "explanation", "confidence", "reasoning", "timestamp"}
    data = result["data"]
    assert (data["intent"], data["title"], data["participants"]) == (
        "create",
        "soccer practice",
        ["emma"],
    )
    assert data["start"] == "2026-11-28T14:00:00-05:00"
    assert result["confidence"] >= 0.9
    assert result["timestamp"].startswith("2026-11-23T09:00:00")


def test_the_speaker_comes_from_input_or_context(family):
    ctx = SchedulerContext(family=family, now=NOW, speaker="mike")
    assert graph.invoke({"text": "add my run tomorrow at 7"}, context=ctx)["result"]["data"][
        "participants"
    ] == ["mike"]
    out = graph.invoke({"text": "add my run tomorrow at 7", "speaker": "emma"}, context=ctx)
    assert out["result"]["data"]["participants"] == ["emma"]


def test_a_missing_piece_is_said_and_lowers_confidence(family):
    out = graph.invoke(
        {"text": "schedule a dentist checkup for jake"},
        context=SchedulerContext(family=family, now=NOW),
    )
    assert out["result"]["data"]["missing"] == ["time"]
    assert out["result"]["confidence"] <= 0.5
    assert "time" in out["messages"][-1].content


def test_a_pending_request_is_completed_by_the_answer(family):
    ctx = SchedulerContext(family=family, now=NOW)
    first = graph.invoke({"text": "schedule a bike ride for the kids on saturday"}, context=ctx)
    second = graph.invoke({"text": "at 3", "pending": first["result"]["data"]}, context=ctx)
    assert second["result"]["data"]["start"] == "2026-11-28T15:00:00-05:00"


def test_garbage_gives_unknown_not_an_exception(family):
    for text in ("", "🙃" * 50, "x" * 10_000):
        out = graph.invoke({"text": text}, context=SchedulerContext(family=family, now=NOW))
        assert out["result"]["data"]["intent"] == "unknown"


def test_a_family_given_as_a_dict_works(family):
    out = graph.invoke(
        {"text": "is the van free friday?"},
        context=SchedulerContext(family=family.model_dump(), now=NOW),
    )
    assert out["result"]["data"]["resources"] == ["minivan"]


def test_without_a_context_it_says_what_is_missing():
    with pytest.raises(MissingContext):
        graph.invoke({"text": "hello"})


def test_the_graph_draws_its_steps():
    nodes = set(graph.get_graph().nodes)
    assert {"read_words", "read_answer", "assess_request", "summarise_request"} <= nodes


def test_a_context_without_a_family_is_a_wiring_error():
    with pytest.raises(MissingContext):
        graph.invoke({"text": "add soccer saturday at 2"}, context=SchedulerContext(now=NOW))


def test_a_malformed_pending_request_does_not_crash(family):
    out = graph.invoke(
        {"text": "at 3", "pending": {"intent": "create", "start": "not a date"}},
        context=SchedulerContext(family=family, now=NOW),
    )
    assert out["result"]["data"]["intent"] == "unknown"
    assert out["result"]["data"]["problems"]

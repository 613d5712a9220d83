"""The scheduling subgraph on its own: from Python, as Studio loads it, and with bad input."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from langchain_core.messages import AIMessage

from family_scheduler.context import SchedulerContext
from family_scheduler.subgraphs.scheduling import graph

GRAPH_FILE = Path(__file__).parents[2] / "subgraphs" / "scheduling" / "graph.py"


def run(inp, calendar):
    ctx = SchedulerContext(calendar=calendar, family=calendar.family(), now="2026-11-23T09:00:00-05:00")
    return graph.invoke(inp, context=ctx)


def test_saturday_search_replies_in_local_time_with_names(calendar):
    out = run(
        {
            "participants": ["emma", "jake"],
            "resources": ["minivan"],
            "window": ["2026-11-28T00:00:00-05:00", "2026-11-29T00:00:00-05:00"],
            "duration_minutes": 90,
        },
        calendar,
    )
    assert set(out) == {"messages", "result"}
    reply = out["messages"][-1]
    assert isinstance(reply, AIMessage) and reply.name == "scheduling"
    assert "Emma and Jake" in reply.content and "Sat Nov 28 11:15–12:45" in reply.content
    result = out["result"]
    assert set(result) == {"data", "explanation", "confidence", "reasoning", "timestamp"}
    assert result["data"]["recommended"]["start"] == "2026-11-28T11:15:00-05:00"
    assert result["data"]["duration_minutes"] == 90
    assert result["confidence"] >= 0.9
    assert result["timestamp"].startswith("2026-11-23T09:00:00")


def test_blocked_exact_time_explains_why_and_suggests(calendar):
    out = run({"participants": ["emma"], "start": "2026-11-24T10:00:00-05:00"}, calendar)
    text = out["messages"][-1].content
    assert "doesn't work" in text and "school" in text and "I'd suggest" in text
    assert out["result"]["data"]["requested_free"] is False


def test_nothing_fits_says_so_and_offers_the_nearest(calendar):
    out = run(
        {
            "participants": ["emma", "jake"],
            "window": ["2026-11-24T09:00:00-05:00", "2026-11-24T14:00:00-05:00"],
        },
        calendar,
    )
    text = out["messages"][-1].content
    assert text.startswith("Nothing fits for Emma and Jake") and "nearest options" in text
    assert out["result"]["data"]["nothing_fits"] is True


def test_bad_input_gets_a_plain_reply_and_low_confidence(calendar):
    for bad in (
        {"participants": ["bob"]},
        {"participants": ["emma"], "start": "2026-11-24T10:00:00"},
        {"participants": ["emma"], "start": "next tuesday"},
        {"participants": ["emma"], "window": ["2026-11-24T12:00:00-05:00", "2026-11-24T10:00:00-05:00"]},
        {"participants": ["emma"], "duration_minutes": -5},
        {"participants": ["emma"], "window": ["2026-11-24T12:00:00-05:00"]},
        {},
    ):
        out = run(bad, calendar)
        assert out["result"]["confidence"] <= 0.2, bad
        assert out["result"]["data"]["problems"], bad
        assert out["messages"][-1].content.startswith("I can't look for a time yet."), bad


def test_the_graph_reads_and_never_writes(sqlite_calendar):
    before = [e.model_dump() for e in sqlite_calendar.all_events()]
    run({"participants": ["sarah"], "start": "2026-11-24T10:00:00-05:00"}, sqlite_calendar)
    assert [e.model_dump() for e in sqlite_calendar.all_events()] == before


def test_studio_can_load_the_graph_file_by_path():
    spec = importlib.util.spec_from_file_location("studio_scheduling", GRAPH_FILE)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    drawn = module.graph.get_graph()
    assert {"read_slot_request", "find_slots", "explain_slots"} <= set(drawn.nodes)
    schema = module.graph.get_input_jsonschema()
    assert "participants" in schema["properties"]
    assert set(module.graph.get_output_jsonschema()["properties"]) == {"messages", "result"}

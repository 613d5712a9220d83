"""The resolution graph on its own: numbered options in words, a hybrid result, never a crash."""

from __future__ import annotations

import copy

import pytest

from family_scheduler.context import SchedulerContext
from family_scheduler.domain.conflicts import detect_conflicts
from family_scheduler.subgraphs.resolution import graph

NOW = "2026-11-23T09:00:00-05:00"


def run(calendar, inputs):
    return graph.invoke(
        inputs, context=SchedulerContext(calendar=calendar, family=calendar.family(), now=NOW)
    )


def test_the_graph_words_numbered_options_in_local_time(kit, calendar):
    dentist = kit.event("new-dentist", "dentist", kit.at(30, 17, 30), kit.at(30, 18, 30), ["emma"])
    conflicts = detect_conflicts(dentist, calendar).conflicts
    out = run(
        calendar,
        {
            "event": dentist.model_dump(mode="json"),
            "conflicts": [c.model_dump(mode="json") for c in conflicts],
            "speaker": "sarah",
        },
    )
    assert set(out) == {"messages", "result"}
    message = out["messages"][-1]
    assert message.name == "resolution"
    assert message.content.startswith("Dentist Mon Nov 30 17:30–18:30 clashes.")
    best = "1. Move dentist 45 minutes later, to Mon Nov 30 18:15–19:15. (recommended)"
    assert best in message.content
    result = out["result"]
    assert set(result) == {"data", "explanation", "confidence", "reasoning", "timestamp"}
    assert result["data"]["recommended"] == 1 and result["confidence"] >= 0.8
    assert result["timestamp"].startswith("2026-11-23T09:00:00")
    option = result["data"]["options"][0]
    assert {"id", "strategy", "changes", "resolves", "side_effects", "score", "description"} <= set(option)


def test_the_graph_and_the_library_agree(kit, calendar):
    from family_scheduler.subgraphs.resolution import propose_resolutions

    errand = kit.event("new-errand", "errand", kit.at(30, 17), kit.at(30, 18), ["sarah"], things=["sedan"])
    conflicts = detect_conflicts(errand, calendar).conflicts
    out = run(
        calendar,
        {
            "event": errand.model_dump(mode="json"),
            "conflicts": [c.model_dump(mode="json") for c in conflicts],
            "speaker": "sarah",
        },
    )
    direct = propose_resolutions(errand, conflicts, calendar, speaker="sarah", now=kit.NOW)
    assert out["result"]["data"] == direct.model_dump(mode="json")


def test_nothing_is_written(kit, calendar):
    before = copy.deepcopy([e.model_dump() for e in calendar.all_events()])
    playdate = kit.event("new-haircut", "haircut", kit.at(24, 16), kit.at(24, 17), ["jake"])
    conflicts = detect_conflicts(playdate, calendar).conflicts
    run(
        calendar,
        {
            "event": playdate.model_dump(mode="json"),
            "conflicts": [c.model_dump(mode="json") for c in conflicts],
            "speaker": "sarah",
        },
    )
    assert [e.model_dump() for e in calendar.all_events()] == before


@pytest.mark.parametrize(
    "inputs, words",
    [
        ({"conflicts": [], "speaker": "sarah"}, "No conflicts were given"),
        ({"event": {"title": "broken"}, "conflicts": [], "speaker": "sarah"}, "not valid"),
        ({"conflicts": [], "speaker": "grandpa"}, "I don't know who 'grandpa' is"),
    ],
)
def test_bad_input_gets_a_clear_reply_not_an_exception(kit, calendar, inputs, words):
    dentist = kit.event("new-dentist", "dentist", kit.at(30, 17, 30), kit.at(30, 18, 30), ["emma"])
    inputs = {"event": dentist.model_dump(mode="json"), **inputs}
    out = run(calendar, inputs)
    assert words in out["messages"][-1].content
    assert out["result"]["confidence"] <= 0.3
    assert out["result"]["data"]["options"] == []
    assert words in " ".join(out["result"]["data"]["problems"])


def test_an_unreadable_conflict_is_skipped_and_said(kit, calendar):
    dentist = kit.event("new-dentist", "dentist", kit.at(30, 17, 30), kit.at(30, 18, 30), ["emma"])
    conflicts = [c.model_dump(mode="json") for c in detect_conflicts(dentist, calendar).conflicts]
    out = run(
        calendar,
        {
            "event": dentist.model_dump(mode="json"),
            "conflicts": [*conflicts, {"id": "x"}],
            "speaker": "sarah",
        },
    )
    data = out["result"]["data"]
    assert data["options"] and "could not be read" in data["problems"][0]


def test_no_way_out_is_said_in_the_reply(kit):
    calendar, game = kit.night_shift_game()
    conflicts = detect_conflicts(game, calendar).conflicts
    out = run(
        calendar,
        {
            "event": game.model_dump(mode="json"),
            "conflicts": [c.model_dump(mode="json") for c in conflicts],
            "speaker": "jake",
        },
    )
    text = out["messages"][-1].content
    assert text.startswith("Video game Sat Nov 28 21:00–22:00 can't go ahead as asked.")
    assert "hard rule" in text
    assert out["result"]["data"]["unresolvable_reason"]
    assert 0.5 <= out["result"]["confidence"] < 0.8

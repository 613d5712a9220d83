"""assess_request and summarise_request take the request the node before them just made
instead of validating its JSON again: what they write must be what validating gives."""

from __future__ import annotations

import copy
from typing import Any, cast

from langgraph.runtime import Runtime

from family_scheduler.context import SchedulerContext
from family_scheduler.models.family import Family
from family_scheduler.subgraphs.parsing import nodes

TEXTS = [
    "dentist for jake on december 28 2027 at 3pm",
    "Schedule a flu shot for Jake on Friday at 4",
    "move the bake sale from thursday to friday at 10",
    "what's on this weekend",
    "add violin every tues and thurs at 5 for 6 weeks",
    "book the den and the laptop for the kids' movie night fri 7-9:30pm",
    "soccer for emma and jake saturday",
    "good morning!",
    "call with grandma at 9am PT on march 14 2027",
    "dentist march 14 2027 at 2:30am",
    "flight nov 7 2027 at 1:30am utc",
    "all day saturday for the kids",
    "piano every monday at 5 until june",
    "",
]


def test_the_handed_over_request_says_what_its_json_says(family: Family) -> None:
    runtime = Runtime(
        context=SchedulerContext(family=family, now="2026-11-23T09:00:00-05:00", speaker="sarah")
    )
    hits = 0
    for text in TEXTS:
        state: Any = {"text": text}
        state.update(nodes.read_words(state, runtime))
        read_copy: Any = {**state, "draft": copy.deepcopy(state["draft"])}
        hits += nodes._requests.get(state["draft"]) is not None
        assessed_from_json = nodes.assess_request(read_copy, runtime)
        state.update(nodes.read_words(state, runtime))  # hand the reading over again
        state.update(nodes.assess_request(state, runtime))
        assert state["draft"] == assessed_from_json["draft"]
        hits += nodes._requests.get(state["draft"]) is not None
        handed = nodes.summarise_request(state, runtime)
        copied: Any = {**state, "draft": copy.deepcopy(state["draft"])}  # another dict: validated
        assert nodes._requests.get(copied["draft"]) is None
        validated = nodes.summarise_request(copied, runtime)
        assert handed["result"] == validated["result"]
        assert [m.content for m in handed["messages"]] == [m.content for m in validated["messages"]]
    assert hits == 2 * len(TEXTS)


def test_a_draft_written_after_the_assessment_is_validated(family: Family) -> None:
    runtime = Runtime(
        context=SchedulerContext(family=family, now="2026-11-23T09:00:00-05:00", speaker="sarah")
    )
    state: Any = {"text": "dentist for jake friday at 3pm"}
    state.update(nodes.read_words(state, runtime))
    state.update(nodes.assess_request(state, runtime))
    changed = {**state["draft"], "title": "orthodontist"}  # as reconcile_readings writes a new one
    out = nodes.summarise_request(cast(Any, {**state, "draft": changed}), runtime)
    assert out["result"]["data"]["title"] == "orthodontist"
    assert "orthodontist" in out["messages"][0].content

"""A turn's result comes from its own `updates` stream, folded onto the state it started
from: it must read exactly as the thread's saved state does (`result`, via `get_state`)."""

from __future__ import annotations

import asyncio
import typing

import pytest

from family_scheduler import FamilyScheduler, InMemoryCalendar, demo_family
from family_scheduler.aftermath import RESULT_KEYS
from family_scheduler.graph import nodes
from family_scheduler.graph.state import MainState, merge_outputs

NOW = "2026-11-23T09:00:00-05:00"

CONVERSATION = [
    "Dentist for Jake tomorrow at 3pm",  # booked at once
    "soccer practice for jake tomorrow at 3pm",  # clashes: options, a question
    "2",  # an option picked: written
    "book swim for emma",  # no time: a clarification
    "friday at 4pm",  # its answer
    "what does jake have tomorrow?",  # a question about the calendar
    "move the dentist to 5pm",  # a change: asked first
    "no",  # left as it was
    "cancel piano",  # which occurrences?
    "just this one",
    "yes",
    "blorp",  # not understood
]


@pytest.mark.parametrize("saver", ["memory", "sqlite"])
def test_each_turns_result_reads_as_the_saved_state(tmp_path, saver):
    if saver == "memory":
        family, events = demo_family()
        app = FamilyScheduler(InMemoryCalendar(family, events))
    else:
        app = FamilyScheduler.create(tmp_path / "f.sqlite")
    statuses = set()
    for text in CONVERSATION:
        turn = app.ask(text, thread_id="kitchen", now=NOW)
        assert turn.to_json() == app.result("kitchen").to_json(), text
        statuses.add(turn.status)
    assert statuses == {"completed", "awaiting_user"}


def test_an_async_turns_result_reads_as_the_saved_state():
    family, events = demo_family()
    app = FamilyScheduler(InMemoryCalendar(family, events))

    async def talk() -> None:
        for text in CONVERSATION[:5]:
            turn = await app.aask(text, thread_id="tablet", now=NOW)
            assert turn.to_json() == (await app.aresult("tablet")).to_json(), text

    asyncio.run(talk())


def test_the_result_keys_are_last_values_but_the_merged_outputs():
    """What `TurnTrace._apply` assumes of the channels it follows."""
    hints = typing.get_type_hints(MainState, include_extras=True)
    for key in RESULT_KEYS:
        reducers = [m for m in getattr(_required(hints[key]), "__metadata__", ())]
        assert reducers == ([merge_outputs] if key == "agent_outputs" else []), key


def test_a_new_request_leaves_nothing_of_the_one_before_in_the_result_keys():
    """So a new request's result needs nothing of the state before it: a result key its first
    step leaves unwritten already reads as a new request's (unset, None or empty)."""
    finished = MainState(
        messages=[],
        intent="create",
        request=typing.cast(typing.Any, {"intent": "create"}),
        proposal=typing.cast(typing.Any, {"id": "p1"}),
        reply="Booked: dentist for Jake.",
        committed=["evt-1"],
        errors=[typing.cast(typing.Any, {"step": "commit"})],
        agent_outputs=typing.cast(typing.Any, {"parsing": {"data": {}}}),
        workflow_status="completed",
    )
    cleared = MainState(messages=[], intent=None, proposal=None, committed=[], errors=[], agent_outputs={})
    for before in (MainState(messages=[]), finished, cleared):
        update = nodes.begin_turn(before, None)
        assert update["workflow_status"] == "in_progress"
        for key in RESULT_KEYS:
            if key not in update:
                assert not before.get(key), key


def _required(hint: typing.Any) -> typing.Any:
    """`NotRequired[X]` → X."""
    return typing.get_args(hint)[0] if typing.get_origin(hint) is typing.NotRequired else hint

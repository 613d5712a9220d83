"""A developer embeds the assistant: create a calendar, run turns, read days, stream, go async."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from datetime import date, datetime
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from langchain_core.language_models.fake_chat_models import FakeListChatModel

from family_scheduler import FamilyScheduler, InMemoryCalendar, demo_family
from family_scheduler.models import Family

NY = ZoneInfo("America/New_York")
NOW = "2026-11-23T09:00:00-05:00"
BERLIN_FAMILY = {
    "id": "webers",
    "name": "The Webers",
    "timezone": "Europe/Berlin",
    "members": [{"id": "anna", "name": "Anna"}, {"id": "lena", "name": "Lena", "role": "child"}],
    "resources": [{"id": "bike", "name": "Cargo bike", "kind": "vehicle"}],
}


def test_create_makes_a_calendar_for_the_demo_family_and_opens_it(tmp_path):
    path = tmp_path / "kitchen.sqlite"
    with FamilyScheduler.create(path) as app:
        assert app.calendar.family().name == "The Parkers"
        monday = app.events("2026-11-23")
        assert [o.title for o in monday] == ["gym", "piano lesson"]
    with pytest.raises(ValueError, match="already holds the family 'demo'"):
        FamilyScheduler.create(path)
    with FamilyScheduler.open(path) as again:  # the same file opens as any other
        assert len(again.events("2026-11-23")) == 2


def test_create_takes_a_family_or_a_family_file(tmp_path):
    webers = Family.model_validate(BERLIN_FAMILY)
    with FamilyScheduler.create(tmp_path / "a.sqlite", family=webers) as app:
        assert app.calendar.family().id == "webers" and app.events("2026-11-23") == []
    family_file = tmp_path / "webers.json"
    family_file.write_text(json.dumps(BERLIN_FAMILY), encoding="utf-8")
    with FamilyScheduler.create(tmp_path / "b.sqlite", family=str(family_file)) as app:
        turn = app.ask("bike ride for Lena saturday at 3pm", now="2026-11-23T09:00:00+01:00")
        assert turn.status == "completed" and "15:00–16:00" in turn.reply  # Berlin reads 24-hour


def test_events_takes_dates_and_text_and_a_date_means_the_whole_day():
    family, events = demo_family()
    app = FamilyScheduler(InMemoryCalendar(family, events))
    monday = app.events("2026-11-30", "2026-11-30")
    assert [o.title for o in monday] == ["gym", "piano lesson"]  # inclusive: that Monday
    assert app.events(date(2026, 11, 30)) == monday  # no end: the day of start
    week = app.events("2026-11-30", "2026-12-06")
    assert week[-1].title == "family dinner" and week[-1].start.date() == date(2026, 12, 6)
    evening = app.events("2026-11-30T16:30", "2026-11-30T18:00")  # local times, no offset
    assert [o.title for o in evening] == ["piano lesson"]
    aware = app.events(datetime(2026, 11, 30, 16, tzinfo=NY), datetime(2026, 11, 30, 18, tzinfo=NY))
    assert aware == evening
    with pytest.raises(ValueError, match="not a date"):
        app.events("next monday")
    with pytest.raises(ValueError, match="not after the start"):
        app.events("2026-11-30T18:00", "2026-11-30T17:00")


def test_leaving_the_block_closes_the_connections_it_opened(tmp_path):
    with FamilyScheduler.create(tmp_path / "f.sqlite") as app:
        app.ask("what's on tomorrow?", now=NOW)
    with pytest.raises(sqlite3.ProgrammingError):
        app.events("2026-11-23")  # the calendar is closed


def test_a_turn_result_is_typed_and_says_the_models_failure():
    family, events = demo_family()
    broken = FakeListChatModel(responses=["I am not a parser"] * 3)
    app = FamilyScheduler(InMemoryCalendar(family, events), chat_model=broken)
    turn = app.ask("Dentist for Jake tomorrow at 3pm", now=NOW)
    assert turn.status == "completed" and turn.committed  # the grammar's reading was used
    [failure] = turn.model_failures
    assert failure["step"] == "parsing.model" and failure["type"] and failure["message"]
    assert turn.proposal is not None and turn.proposal["action"] == "create"
    assert turn.outputs["parsing"]["data"]["intent"] == "create"


def test_streaming_names_each_step_as_it_starts_before_its_work_is_reported():
    family, events = demo_family()
    app = FamilyScheduler(InMemoryCalendar(family, events))
    parts = list(
        app.stream("tutoring for Emma monday at 5:30pm", now=NOW, stream_mode=["custom", "updates", "values"])
    )
    assert {p["type"] for p in parts} == {"custom", "updates", "values"}
    started = [p["data"]["step"] for p in parts if p["type"] == "custom"]
    assert started == ["parsing", "scheduling", "conflicts", "resolution"]
    for step in started:  # each step's start comes before any of its own updates
        first_update = next(
            i
            for i, p in enumerate(parts)
            if p["type"] == "updates" and p["ns"][:1] and p["ns"][0].startswith(step)
        )
        announced = next(
            i for i, p in enumerate(parts) if p["type"] == "custom" and p["data"]["step"] == step
        )
        assert announced < first_update
    last_values = [p for p in parts if p["type"] == "values" and not p["ns"]][-1]
    assert last_values["data"]["intent"] == "create"
    assert app.result().status == "awaiting_user"


def test_the_messages_mode_carries_the_chat_models_words():
    family, events = demo_family()
    offline = FamilyScheduler(InMemoryCalendar(family, events))
    offline.ask("Dentist for Jake tomorrow at 3pm", now=NOW)
    canonical = offline.graph.get_state(offline.config()).values["reply"]
    model = FakeListChatModel(responses=[f"Done! {canonical}"] * 2, metadata={"rephrase": True})
    app = FamilyScheduler(InMemoryCalendar(*demo_family()), chat_model=model)
    parts = list(app.stream("Dentist for Jake tomorrow at 3pm", now=NOW, stream_mode="messages"))
    said = "".join(p["data"][0].content for p in parts if p["type"] == "messages")
    assert "Done!" in said
    assert app.result().reply.startswith("Done! Booked: dentist for Jake, Tue Nov 24 3–4pm")


def test_the_async_api_books_and_streams_on_the_sqlite_file(tmp_path):
    path = tmp_path / "family.sqlite"
    FamilyScheduler.create(path).close()

    async def tablet() -> tuple[str, list[str], str]:
        async with await FamilyScheduler.aopen(path) as app:
            turn = await app.aask("tutoring for Emma monday at 5:30pm", thread_id="tablet", now=NOW)
            assert turn.status == "awaiting_user" and turn.options
            assert await app.apending("tablet") is not None
            labels = []
            async for part in app.astream("2", thread_id="tablet", now=NOW, stream_mode="custom"):
                event: Any = part["data"]
                labels.append(event["label"])
            done = await app.aresult("tablet")
            return done.status, labels, done.reply

    status, labels, reply = asyncio.run(tablet())
    assert status == "completed" and reply.startswith("Booked: tutoring for Emma, Mon Nov 30 3:45–4:45pm")
    assert labels[0] == "reading your message" and labels[-1] == "saving to the calendar"
    with FamilyScheduler.open(path) as app:  # the sync API sees what the async one wrote
        assert any(o.title == "tutoring" for o in app.events("2026-11-29", "2026-12-01"))
        assert app.result("tablet").status == "completed"


def test_an_app_opened_for_async_says_how_to_close_it(tmp_path):
    path = tmp_path / "family.sqlite"
    FamilyScheduler.create(path).close()

    async def misuse() -> None:
        app = await FamilyScheduler.aopen(path)
        with pytest.raises(RuntimeError, match="await app.aclose"):
            app.close()
        await app.aclose()

    asyncio.run(misuse())

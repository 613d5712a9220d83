"""A household served from PostgreSQL: the same commands and API as with a file, a URL for --db.

Each test gets an empty database of this run's own (skipped, saying why, without a server).
"""

from __future__ import annotations

import asyncio
import json
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from family_scheduler import FamilyScheduler
from family_scheduler.cli import main
from family_scheduler.models import Family

NY = ZoneInfo("America/New_York")
NOW = "2026-11-23T09:00:00-05:00"
MONDAY = datetime(2026, 11, 23, 9, tzinfo=NY)


def test_init_ask_and_events_take_a_postgresql_url(empty_pg: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["init", "--db", empty_pg]) == 0
    assert "Created the calendar for The Parkers" in capsys.readouterr().out
    assert main(["ask", "Dentist for Jake tomorrow at 3pm", "--db", empty_pg, "--now", NOW]) == 0
    assert "Booked: dentist for Jake" in capsys.readouterr().out
    assert main(["events", "--db", empty_pg, "--from", "2026-11-24", "--to", "2026-11-24", "--json"]) == 0
    titles = [json.loads(line)["title"] for line in capsys.readouterr().out.splitlines()]
    assert "dentist" in titles and "soccer practice" in titles


def test_a_second_family_is_initialised_beside_the_first_and_named_by_id(
    empty_pg: str, tmp_path, capsys: pytest.CaptureFixture[str]
) -> None:
    webers = tmp_path / "webers.json"  # no "id": --family-id names the family
    webers.write_text(
        json.dumps(
            {
                "name": "The Webers",
                "timezone": "Europe/Berlin",
                "members": [{"id": "anna", "name": "Anna"}],
            }
        )
    )
    assert main(["init", "--db", empty_pg]) == 0
    assert main(["init", "--db", empty_pg, "--family", str(webers), "--family-id", "webers"]) == 0
    capsys.readouterr()
    assert main(["events", "--db", empty_pg, "--from", "2026-11-23", "--to", "2026-11-23"]) == 2
    assert "holds 2 families (demo, webers): name one" in capsys.readouterr().err
    assert main(["events", "--db", empty_pg, "--family-id", "webers", "--from", "2026-11-23"]) == 0
    capsys.readouterr()
    assert main(["init", "--db", empty_pg, "--family", str(webers), "--family-id", "webers"]) == 0
    assert "up to date" in capsys.readouterr().out  # the same family again: nothing to change
    assert main(["init", "--db", empty_pg, "--family-id", "other"]) == 0  # the demo family, named
    capsys.readouterr()
    assert main(["events", "--db", empty_pg, "--from", "2026-11-23", "--to", "2026-11-23"]) == 2
    assert "holds 3 families (demo, other, webers)" in capsys.readouterr().err
    named = tmp_path / "named.json"
    named.write_text(json.dumps({"id": "webers", "members": [{"id": "anna", "name": "Anna"}]}))
    assert main(["init", "--db", empty_pg, "--family", str(named), "--family-id", "lenas"]) == 2
    assert '--family-id says "lenas": give one' in capsys.readouterr().err


def test_a_pending_confirmation_survives_a_restart_in_postgres(empty_pg: str) -> None:
    FamilyScheduler.create(empty_pg).close()
    with FamilyScheduler.open(empty_pg, clock=lambda: MONDAY) as first:
        asked = first.ask("piano for Emma monday at 5:30", thread_id="kitchen")
        assert asked.status == "awaiting_user" and asked.options
    with FamilyScheduler.open(empty_pg, clock=lambda: MONDAY) as second:  # another process, say
        assert second.pending("kitchen") is not None
        done = second.ask("2", thread_id="kitchen")
        assert done.status == "completed" and done.committed
        assert "piano" in [o.title for o in second.events("2026-11-30")]


def test_the_async_api_runs_on_postgresql_too(empty_pg: str) -> None:
    family = Family.model_validate(
        {"id": "webers", "name": "The Webers", "members": [{"id": "anna", "name": "Anna"}]}
    )
    FamilyScheduler.create(empty_pg, family).close()

    async def turn() -> str:
        app = await FamilyScheduler.aopen(empty_pg, family_id="webers", clock=lambda: MONDAY)
        try:
            return (await app.aask("yoga for Anna wednesday at 7pm", thread_id="a")).reply
        finally:
            await app.aclose()

    assert asyncio.run(turn()).startswith("Booked: yoga for Anna")


def test_a_missing_family_is_one_sentence(empty_pg: str) -> None:
    FamilyScheduler.create(empty_pg).close()
    with pytest.raises(ValueError, match="no family 'nobody'"):
        FamilyScheduler.open(empty_pg, family_id="nobody")


def kept_for(url: str, thread: str) -> tuple[int, int, int]:
    """(checkpoints, writes, blobs) PostgreSQL holds for a thread."""
    import psycopg

    counts = []
    with psycopg.connect(url, autocommit=True) as conn:
        for table in ("checkpoints", "checkpoint_writes", "checkpoint_blobs"):
            row = conn.execute(f"SELECT count(*) FROM {table} WHERE thread_id = %s", (thread,)).fetchone()
            counts.append(int(row[0]) if row else 0)
    return counts[0], counts[1], counts[2]


def test_a_week_of_questions_on_postgresql_keeps_one_checkpoint_per_thread(empty_pg: str) -> None:
    FamilyScheduler.create(empty_pg).close()
    questions = ["what's on tomorrow?", "what's on friday?", "is the minivan free on saturday?"]
    with FamilyScheduler.open(empty_pg, clock=lambda: MONDAY) as app:
        app.ask(questions[0], thread_id="kitchen")
        _, _, blobs_after_one = kept_for(empty_pg, app.thread_key("kitchen"))
        for n in range(12):
            assert app.ask(questions[n % 3], thread_id="kitchen").status == "completed"
        checkpoints, writes, blobs = kept_for(empty_pg, app.thread_key("kitchen"))
        assert checkpoints == 1 and writes == 0  # the latest only; no question waits
        assert blobs <= blobs_after_one + 2  # the state's channels, not twelve turns of them
        asked = app.ask("piano for Emma monday at 5:30", thread_id="kitchen")
        assert asked.status == "awaiting_user"
        assert kept_for(empty_pg, app.thread_key("kitchen"))[:2] == (1, 1)  # the question waits
    with FamilyScheduler.open(empty_pg, clock=lambda: MONDAY) as again:
        assert again.ask("2", thread_id="kitchen").status == "completed"
        assert [m.type for m in again.graph.get_state(again.config("kitchen")).values["messages"]][-1] == "ai"


def test_the_async_saver_on_postgresql_keeps_the_latest_checkpoint_only(empty_pg: str) -> None:
    FamilyScheduler.create(empty_pg).close()

    async def turns() -> str:
        app = await FamilyScheduler.aopen(empty_pg, clock=lambda: MONDAY)
        try:
            for text in ["what's on tomorrow?", "what's on friday?", "what's on saturday?"]:
                await app.aask(text, thread_id="car")
            return app.thread_key("car")
        finally:
            await app.aclose()

    assert kept_for(empty_pg, asyncio.run(turns()))[0] == 1

"""The PostgreSQL store's own promises: the database keeps families apart, and says plainly
when it cannot be reached. (Everything the two stores share is in test_calendar_store.py.)"""

from __future__ import annotations

import json
import threading
import uuid
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from family_scheduler.calendar import CalendarError, InMemoryCalendar
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event, Family

psycopg = pytest.importorskip("psycopg", reason='psycopg is not installed (pip install -e ".[dev]")')

from family_scheduler.calendar.pg_schema import FENCED_ROLE  # noqa: E402
from family_scheduler.calendar.postgres import PostgresCalendar, redacted  # noqa: E402

NY = ZoneInfo("America/New_York")
TUESDAY_3PM = datetime(2026, 11, 24, 15, tzinfo=NY)


def neighbours() -> Family:
    return Family.model_validate(
        {"id": "neighbours", "name": "Neighbours", "members": [{"id": "bob", "name": "Bob"}]}
    )


def visit(event_id: str, who: str, start: datetime = TUESDAY_3PM) -> Event:
    return Event(id=event_id, title="visit", start=start, end=start + timedelta(hours=1), participants=[who])


@pytest.fixture
def two_families(empty_pg: str) -> str:
    ours, events = demo_family()
    with PostgresCalendar(empty_pg, ours.id, ours) as parkers:
        parkers.commit("seed", [*events, visit("ours", "jake")])
    with PostgresCalendar(empty_pg, "neighbours", neighbours()) as theirs:
        theirs.commit("seed", [visit("theirs", "bob")])
    return empty_pg


def fenced(url: str, family_id: str | None) -> Any:
    """A session as the store's sessions run: the fenced role, with or without a family."""
    conn = psycopg.connect(url, autocommit=True)
    conn.execute(f"SET ROLE {FENCED_ROLE}")
    if family_id is not None:
        conn.execute("SELECT set_config('app.family_id', %s, false)", (family_id,))
    return conn


def test_a_query_that_forgets_the_family_sees_nothing(two_families: str) -> None:
    with psycopg.connect(two_families) as admin:
        assert admin.execute("SELECT count(*) FROM events").fetchone()[0] > 2  # the rows are there
    with fenced(two_families, None) as conn:
        for table in ("events", "families", "commits", "event_changes"):
            assert conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0] == 0, table


def test_a_family_sees_only_its_own_rows_even_when_the_query_asks_for_all(two_families: str) -> None:
    with fenced(two_families, "neighbours") as conn:
        assert [r[0] for r in conn.execute("SELECT id FROM events")] == ["theirs"]
        assert [r[0] for r in conn.execute("SELECT id FROM families")] == ["neighbours"]
        assert conn.execute("SELECT count(*) FROM events WHERE family_id = 'demo'").fetchone()[0] == 0


def test_a_family_cannot_write_or_change_another_familys_rows(two_families: str) -> None:
    with fenced(two_families, "neighbours") as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute(
                "INSERT INTO events (family_id, id, title, recurring, status, first_utc, duration_s,"
                " version, data, span_class) VALUES ('demo', 'sneaky', 'x', false, 'confirmed', 0, 60,"
                " 1, '{}', 0)"
            )
        changed = conn.execute("UPDATE events SET title = 'gone' WHERE family_id = 'demo'").rowcount
        removed = conn.execute("DELETE FROM events WHERE id = 'ours'").rowcount
        assert (changed, removed) == (0, 0)
    with PostgresCalendar(two_families, "demo") as parkers:
        piano = parkers.get_event("demo-piano")
        assert parkers.get_event("ours") is not None
        assert piano is not None and piano.title == "piano lesson"


def test_the_same_event_id_in_two_families_is_two_events(two_families: str) -> None:
    with PostgresCalendar(two_families, "neighbours") as theirs:
        theirs.commit("again", [visit("ours", "bob", TUESDAY_3PM + timedelta(days=1))])
    with PostgresCalendar(two_families, "demo") as parkers:
        ours = parkers.get_event("ours")
        assert ours is not None and ours.participants == ["jake"]


def test_two_machines_booking_jake_at_the_same_time_book_him_once(empty_pg: str) -> None:
    """Eight connections (as eight servers would have) race for the same hour: the per-family
    lock makes the re-check and the write one step, so exactly one books."""
    ours, events = demo_family()
    with PostgresCalendar(empty_pg, ours.id, ours) as seed:
        seed.commit("seed", events)
    calendars = [PostgresCalendar(empty_pg, ours.id) for _ in range(8)]
    gate = threading.Barrier(8)
    won: list[str] = []
    refused: list[str] = []

    def book(k: int) -> None:
        mine = visit(f"visit-{k}", "jake", TUESDAY_3PM + timedelta(days=4))

        def recheck(reader: object) -> None:
            assert hasattr(reader, "occurrences")
            taken = reader.occurrences(mine.start, mine.end, members=["jake"])
            if taken:
                raise CalendarError(f"Jake already has {taken[0].title}")

        gate.wait()
        try:
            calendars[k].commit(f"p-{k}", [mine], recheck=recheck)
            won.append(mine.id)
        except CalendarError:
            refused.append(mine.id)

    threads = [threading.Thread(target=book, args=(k,)) for k in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    try:
        assert len(won) == 1 and len(refused) == 7
        saturday = calendars[0].occurrences(
            TUESDAY_3PM + timedelta(days=4), TUESDAY_3PM + timedelta(days=4, hours=1), members=["jake"]
        )
        assert [o.event_id for o in saturday] == won
    finally:
        for calendar in calendars:
            calendar.close()


def test_an_unreachable_database_is_one_sentence_without_the_password() -> None:
    url = "postgresql://scheduler:hunter2@127.0.0.1:1/nowhere"
    with pytest.raises(CalendarError) as caught:
        PostgresCalendar(url, "demo")
    message = str(caught.value)
    assert "hunter2" not in message and "\n" not in message
    assert "cannot reach the calendar database postgresql://scheduler:***@127.0.0.1:1/nowhere" in message
    assert redacted("postgresql://u@h/db") == "postgresql://u@h/db"


def test_a_damaged_row_is_skipped_in_one_line_and_the_week_still_reads(
    empty_pg: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from family_scheduler.cli import main

    assert main(["init", "--db", empty_pg]) == 0
    with psycopg.connect(empty_pg, autocommit=True) as admin:
        garbled = '{"id": "demo-piano", "start": '
        admin.execute("UPDATE events SET data = %s WHERE id = 'demo-piano'", (garbled,))
    capsys.readouterr()
    week = ["events", "--db", empty_pg, "--from", "2026-11-23", "--to", "2026-11-23", "--json"]
    assert main(week) == 0
    captured = capsys.readouterr()
    assert [json.loads(line)["title"] for line in captured.out.splitlines()] == ["gym"]
    (warning,) = captured.err.strip().splitlines()
    assert "demo-piano" in warning and "damaged" in warning and "hunter" not in warning
    booked = ["ask", "violin for Emma monday at 5pm", "--db", empty_pg, "--now", "2026-11-23T09:00:00-05:00"]
    assert main(booked) == 0
    assert "Booked: violin for Emma" in capsys.readouterr().out


RULES = [None, None, "FREQ=WEEKLY;BYDAY=MO,WE", "FREQ=DAILY;COUNT=40", "FREQ=MONTHLY;BYMONTHDAY=3"]


@st.composite
def histories(draw: st.DrawFn) -> list[Event]:
    first = datetime(2026, 10, 1, 7, tzinfo=NY)
    events = []
    for n in range(draw(st.integers(1, 12))):
        start = first + timedelta(hours=draw(st.integers(0, 24 * 120)))
        rule = draw(st.sampled_from(RULES))
        length = timedelta(minutes=draw(st.sampled_from([30, 60, 90, 60 * 26])))
        events.append(
            Event(
                id=f"e{n}",
                title=f"thing {n}",
                start=start,
                end=start + length,
                recurrence=rule,
                participants=["emma"],
                status=draw(st.sampled_from(["confirmed", "confirmed", "cancelled"])),
            )
        )
    return events


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    history=histories(),
    spans=st.lists(st.tuples(st.integers(0, 24 * 150), st.sampled_from([1, 3, 24, 24 * 16])), min_size=1),
)
def test_postgres_finds_what_the_in_memory_calendar_finds(
    pg_database: str, history: list[Event], spans: list[tuple[int, int]]
) -> None:
    """Before and after a later booking, whatever the spans asked (series expanded alike)."""
    family, _ = demo_family()
    family = family.model_copy(update={"id": f"f{uuid.uuid4().hex[:10]}"})  # a family per example
    half = len(history) // 2
    with PostgresCalendar(pg_database, family.id, family) as stored:
        stored.commit("history", history[:half])
        for events in (history[:half], history):
            if len(events) > half:
                stored.commit("later", history[half:])
            in_memory = InMemoryCalendar(family, events)
            for hours, length in spans:
                start = datetime(2026, 9, 20, tzinfo=NY) + timedelta(hours=hours)
                end = start + timedelta(hours=length)
                seen = [(o.event_id, o.start, o.end, o.status) for o in stored.occurrences(start, end)]
                expected = [(o.event_id, o.start, o.end, o.status) for o in in_memory.occurrences(start, end)]
                assert seen == expected, start

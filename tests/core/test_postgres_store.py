"""The PostgreSQL store's own promises: the database keeps families apart, and says plainly
when it cannot be reached. (Everything the two stores share is in test_calendar_store.py.)"""

from __future__ import annotations

import threading
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.calendar import CalendarError
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

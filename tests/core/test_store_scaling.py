"""Years of family history in the SQLite store: a day's read stays a day's read.

The store reads a span through its span classes (see calendar/sqlite.py); these
scenarios check it finds exactly what the in-memory calendar finds, whatever the
lengths (a morning, a month's trip, a routine of decades, one that never ends) and
dates (before 1970 too), that its cost does not grow with older years, that a file
written before span classes is upgraded in place, and that its cache stays bounded.
"""

from __future__ import annotations

import random
import sqlite3
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from family_scheduler.calendar import InMemoryCalendar, SqliteCalendar, schema
from family_scheduler.calendar import stored as store
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event, OccurrenceOverride, occurrence_key

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 23, 9, 0, tzinfo=NY)
FAMILY, _ = demo_family()


def rows(calendar, start: datetime, end: datetime) -> list[tuple[float, float, str]]:
    return [r[:3] for r in calendar.occurrence_rows(start, end, include_cancelled=True)]


LENGTHS = [
    timedelta(seconds=1),
    timedelta(minutes=45),
    timedelta(hours=5),
    timedelta(days=3),
    timedelta(days=40),
]
RULES = [
    None,
    None,
    "FREQ=WEEKLY;COUNT=6",
    "FREQ=DAILY;UNTIL={until}",
    "FREQ=WEEKLY",
    "FREQ=MONTHLY;BYMONTHDAY=3",
]


@st.composite
def histories(draw: st.DrawFn) -> list[Event]:
    events = []
    for n in range(draw(st.integers(1, 25))):
        start = NOW + timedelta(
            days=draw(st.integers(-365 * 70, 365 * 5)),
            seconds=draw(st.integers(0, 86_399)),
            microseconds=draw(st.sampled_from([0, 250_000])),
        )
        rule = draw(st.sampled_from(RULES))
        if rule is not None:
            # A daily series ends within the repeat limit (5000 occurrences); the others may run 40 years.
            longest = 4_900 if "DAILY" in rule else 365 * 40
            until = start + timedelta(days=draw(st.integers(1, longest)))
            rule = rule.format(until=f"{until.astimezone(UTC):%Y%m%dT%H%M%SZ}")
        length = draw(st.sampled_from(LENGTHS[:3] if rule else LENGTHS))
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


SPANS = st.tuples(
    st.integers(0, 24),  # near which event
    st.integers(-50 * 24, 50 * 24),  # hours from its start
    st.sampled_from(
        [timedelta(seconds=1), timedelta(hours=3), timedelta(days=1), timedelta(days=16), timedelta(days=400)]
    ),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(history=histories(), spans=st.lists(SPANS, min_size=1, max_size=6))
def test_the_store_finds_what_the_in_memory_calendar_finds(history: list[Event], spans: list) -> None:
    """Before and after a later booking (the days read are forgotten when events change)."""
    half = len(history) // 2
    on_disk = SqliteCalendar(":memory:", FAMILY.id, FAMILY)
    on_disk.commit("history", history[:half])
    for events in (history[:half], history):
        if len(events) > half:
            on_disk.commit("later", history[half:])
        in_memory = InMemoryCalendar(FAMILY, events)
        for near, hours, length in spans:
            start = history[near % len(history)].start + timedelta(hours=hours)
            assert rows(on_disk, start, start + length) == rows(in_memory, start, start + length), start


def one_offs(count: int, first: datetime, days: int, seed: int, prefix: str) -> list[Event]:
    rng = random.Random(seed)
    found = []
    for n in range(count):
        start = first + timedelta(days=rng.randrange(days), hours=rng.randrange(7, 20))
        rule = "FREQ=WEEKLY;COUNT=8" if n % 10 == 0 else None
        found.append(
            Event(
                id=f"{prefix}{n}",
                title="swim class",
                start=start,
                end=start.astimezone(UTC) + timedelta(hours=1),  # an hour of real time, DST or not
                recurrence=rule,
                participants=["jake"],
            )
        )
    return found


def steps_to_read_tomorrow(calendar: SqliteCalendar) -> int:
    """SQLite virtual-machine steps (in hundreds) the store takes to read tomorrow."""
    steps = 0

    def count() -> int:
        nonlocal steps
        steps += 1
        return 0

    calendar._conn.set_progress_handler(count, 100)
    calendar.candidate_events(NOW + timedelta(days=1), NOW + timedelta(days=2))
    calendar._conn.set_progress_handler(None, 100)
    return steps


def test_a_days_read_costs_the_same_behind_ten_times_the_history() -> None:
    recent = one_offs(300, NOW - timedelta(days=30), 60, seed=1, prefix="r")
    trip = Event(
        id="trip",
        title="ski trip",
        start=NOW - timedelta(days=20),
        end=NOW + timedelta(days=10),
        participants=["mike"],
    )
    short = SqliteCalendar(":memory:", FAMILY.id, FAMILY)
    short.commit("recent", [*recent, trip])
    long = SqliteCalendar(":memory:", FAMILY.id, FAMILY)
    long.commit("recent", [*recent, trip])
    long.commit("years before", one_offs(3000, NOW - timedelta(days=3650), 3500, seed=2, prefix="o"))
    tomorrow = (NOW + timedelta(days=1), NOW + timedelta(days=2))
    assert rows(long, *tomorrow) == rows(short, *tomorrow) and "trip" in {r[2] for r in rows(long, *tomorrow)}
    assert steps_to_read_tomorrow(long) <= steps_to_read_tomorrow(short) * 1.2 + 2


def test_every_part_of_a_span_read_searches_the_index() -> None:
    calendar = SqliteCalendar(":memory:", FAMILY.id, FAMILY)
    plan = calendar._conn.execute(
        "EXPLAIN QUERY PLAN " + schema.CANDIDATES, {"family": "demo", "start": 0, "end": 1}
    ).fetchall()
    details = [row[-1] for row in plan if "events" in row[-1]]
    assert details and all("SEARCH" in d and "events_by_span" in d for d in details), details


def downgrade(path) -> None:
    """Make the file look like one written before span classes (schema version 1)."""
    conn = sqlite3.connect(path)
    for trigger in ("events_inserted", "events_updated", "events_deleted", "events_filed"):
        conn.execute(f"DROP TRIGGER {trigger}")
    conn.execute("DROP TABLE event_changes")
    conn.execute("DROP INDEX events_by_span")
    conn.execute("ALTER TABLE events DROP COLUMN span_class")
    conn.commit()
    conn.close()


def test_a_calendar_file_from_before_the_upgrade_opens_and_reads_the_same_week(tmp_path) -> None:
    family, events = demo_family()
    path = tmp_path / "family.sqlite"
    first = SqliteCalendar(path, family.id, family)
    first.commit("seed", events)
    week = (NOW - timedelta(hours=9), NOW + timedelta(days=7))
    before = rows(first, *week)
    first.close()
    downgrade(path)
    reopened = SqliteCalendar(path, family.id)
    assert rows(reopened, *week) == before and before
    reopened.commit(
        "more",
        [Event(id="x", title="dentist", start=NOW, end=NOW + timedelta(hours=1), participants=["jake"])],
    )
    assert "x" in {r[2] for r in rows(reopened, *week)}
    again = SqliteCalendar(path, family.id)  # already upgraded: nothing to do
    assert rows(again, *week) == rows(reopened, *week)


def test_the_event_cache_stays_bounded_and_a_big_read_still_gets_everything(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(store, "CACHE_EVENTS", 40)
    history = one_offs(400, NOW - timedelta(days=400), 400, seed=3, prefix="h")
    calendar = SqliteCalendar(":memory:", FAMILY.id, FAMILY)
    calendar.commit("history", history)
    everything = calendar.occurrences(NOW - timedelta(days=401), NOW + timedelta(days=100))
    assert len({o.event_id for o in everything}) == len(history)
    for day in range(0, 400, 7):
        calendar.occurrences(NOW - timedelta(days=day), NOW - timedelta(days=day - 7))
    assert len(calendar._cache) + len(calendar._older) <= 2 * 40


def test_a_booking_written_by_an_older_version_of_the_app_is_still_seen(tmp_path) -> None:
    path = tmp_path / "family.sqlite"
    reader = SqliteCalendar(path, FAMILY.id, FAMILY)
    tomorrow = (NOW + timedelta(days=1), NOW + timedelta(days=2))
    assert rows(reader, *tomorrow) == []
    dentist = Event(
        id="dentist",
        title="dentist",
        start=NOW + timedelta(days=1, hours=6),
        end=NOW + timedelta(days=1, hours=7),
        participants=["jake"],
    )
    old = sqlite3.connect(path)  # what version 1 wrote: no span class
    old.execute(
        "INSERT INTO events (family_id, id, title, recurring, status, first_utc, last_utc,"
        " duration_s, version, data) VALUES (?, ?, ?, 0, 'confirmed', ?, ?, 3600, 1, ?)",
        (
            FAMILY.id,
            dentist.id,
            dentist.title,
            int(dentist.start.timestamp()),
            int(dentist.end.timestamp()),
            dentist.model_dump_json(),
        ),
    )
    old.commit()
    assert [r[2] for r in rows(reader, *tomorrow)] == ["dentist"]


def test_a_moment_at_midnight_utc_is_read_once_from_either_side() -> None:
    midnight = datetime(2026, 11, 25, tzinfo=UTC)
    check_in = Event(
        id="check-in",
        title="call grandma",
        start=midnight - timedelta(days=7),
        end=midnight - timedelta(days=7, minutes=-10),
        recurrence="FREQ=WEEKLY;COUNT=3",
        overrides={
            occurrence_key(midnight): OccurrenceOverride(start=midnight, end=midnight + timedelta(minutes=1))
        },
        participants=["linda"],
    )
    on_disk = SqliteCalendar(":memory:", FAMILY.id, FAMILY)
    on_disk.commit("calls", [check_in])
    in_memory = InMemoryCalendar(FAMILY, [check_in])
    for span in [
        (midnight - timedelta(hours=2), midnight + timedelta(hours=2)),
        (midnight - timedelta(days=3), midnight + timedelta(days=3)),
    ]:
        assert rows(on_disk, *span) == rows(in_memory, *span)
        assert [r[0] for r in rows(on_disk, *span)].count(midnight.timestamp()) == 1


@pytest.mark.parametrize(
    ("where", "change"),
    [
        ("America/New_York", datetime(2026, 11, 1)),  # a 25-hour Sunday
        ("America/New_York", datetime(2026, 3, 8)),  # a 23-hour Sunday
        ("America/Santiago", datetime(2026, 4, 5)),  # midnight comes twice
        ("America/Santiago", datetime(2026, 9, 6)),  # midnight never comes
    ],
)
def test_days_around_a_clock_change_read_like_the_in_memory_calendar(where: str, change: datetime) -> None:
    family = FAMILY.model_copy(update={"timezone": where})
    tz = ZoneInfo(where)
    around = change.replace(tzinfo=tz).astimezone(UTC) - timedelta(days=2)  # steps in real time
    events = [
        Event(
            id=f"e{n}",
            title="night feed",
            start=around + timedelta(minutes=50 * n),
            end=around + timedelta(minutes=50 * n + 20 * (n % 4)) + timedelta(seconds=1),
            timezone=where,
            participants=["emma"],
        )
        for n in range(120)
    ]
    on_disk = SqliteCalendar(":memory:", family.id, family)
    on_disk.commit("feeds", events)
    in_memory = InMemoryCalendar(family, events)
    for hours in range(0, 96, 1):
        start = around + timedelta(hours=hours, minutes=30 * (hours % 2))
        for length in (timedelta(minutes=30), timedelta(hours=23), timedelta(hours=49)):
            assert rows(on_disk, start, start + length) == rows(in_memory, start, start + length), start


def test_the_days_kept_stay_within_their_row_budget_on_a_crowded_calendar() -> None:
    crowded = one_offs(600, NOW - timedelta(days=20), 40, seed=4, prefix="c")  # 15 a day
    on_disk = SqliteCalendar(":memory:", FAMILY.id, FAMILY)
    on_disk.commit("crowded", crowded)
    in_memory = InMemoryCalendar(FAMILY, crowded)
    days = on_disk._day_index()
    days.max_rows = 60
    for day in range(-20, 20):
        span = (NOW + timedelta(days=day), NOW + timedelta(days=day + 3))
        assert rows(on_disk, *span) == rows(in_memory, *span)
        kept = sum(len(d.earlier) + len(d.starting) for d in days._days.values())
        assert kept <= 60 or len(days._days) == 1

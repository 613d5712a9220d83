"""All-day and multi-day entries, places, reminders and what takes a family's time.

A trip takes Mike's days; grandma's birthday marks a day and takes nobody's; a reminder
is a to-do, never busy time. All-day entries are whole local days, 23 or 25 hours long
when the clocks change.
"""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from family_scheduler.calendar import InMemoryCalendar, SqliteCalendar
from family_scheduler.domain.busy import busy_intervals
from family_scheduler.domain.conflicts import detect_conflicts, scan_conflicts
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event
from family_scheduler.recurrence import expand
from family_scheduler.timeutil import elapsed

NY = ZoneInfo("America/New_York")


def day(month: int, d: int, year: int = 2026, hour: int = 0, minute: int = 0) -> datetime:
    return datetime(year, month, d, hour, minute, tzinfo=NY)


def trip() -> Event:
    """Mike flies to Chicago Monday 08:00 and is back Wednesday 18:00."""
    return Event(
        id="chicago",
        title="trip to chicago",
        start=day(11, 30, hour=8),
        end=day(12, 2, hour=18),
        participants=["mike"],
    )


def birthday() -> Event:
    return Event(
        id="bday",
        title="grandma's birthday",
        start=day(12, 5),
        end=day(12, 6),
        all_day=True,
        participants=["sarah", "mike", "emma", "jake"],
    )


def test_a_trip_blocks_its_people_and_a_birthday_does_not(family):
    calendar = InMemoryCalendar(family, [trip(), birthday()])
    dentist = Event(
        id="dentist",
        title="dentist",
        start=day(12, 1, hour=15),
        end=day(12, 1, hour=16),
        participants=["mike"],
    )
    clash = detect_conflicts(dentist, calendar)
    assert [c.event_title for c in clash.conflicts if c.blocking] == ["trip to chicago"]

    party_day = Event(
        id="swim",
        title="swim meet",
        start=day(12, 5, hour=10),
        end=day(12, 5, hour=12),
        participants=["emma"],
    )
    assert not detect_conflicts(party_day, calendar).conflicts


def test_a_birthday_marked_busy_does_block(family):
    busy_birthday = birthday().model_copy(update={"transparency": "opaque"})
    calendar = InMemoryCalendar(family, [busy_birthday])
    lunch = Event(
        id="lunch", title="lunch", start=day(12, 5, hour=12), end=day(12, 5, hour=13), participants=["emma"]
    )
    assert detect_conflicts(lunch, calendar).conflicts[0].event_title == "grandma's birthday"


def test_a_birthday_party_takes_the_afternoon_even_on_a_whole_day():
    party = birthday().model_copy(update={"title": "grandma's birthday party"})
    assert party.blocks_time
    assert not birthday().blocks_time


def test_reminders_are_never_busy_time(family):
    reminder = Event(
        id="cleats",
        title="buy jake's soccer cleats",
        kind="reminder",
        start=day(11, 27),
        end=day(11, 28),
        all_day=True,
        participants=["sarah"],
        transparency=None,
    )
    calendar = InMemoryCalendar(family, [reminder])
    busy = busy_intervals(calendar, ["sarah"], day(11, 27, hour=9), day(11, 27, hour=20))
    assert busy == []  # only the night rule would be busy: nothing in the day
    double = reminder.model_copy(update={"id": "call", "title": "call the school"})
    both = InMemoryCalendar(family, [reminder, double])
    assert scan_conflicts(both, day(11, 27), day(11, 28)).conflicts == []


def test_a_reminder_does_not_fill_jakes_three_a_day(family):
    things = [
        Event(
            id=f"thing{i}",
            title=f"thing {i}",
            start=day(11, 24, hour=15 + i),
            end=day(11, 24, hour=15 + i, minute=30),
            participants=["jake"],
        )
        for i in range(2)
    ]
    note = Event(
        id="note",
        title="bring the permission slip",
        kind="reminder",
        start=day(11, 24, hour=7),
        end=day(11, 24, hour=7, minute=1),
        participants=["jake"],
    )
    calendar = InMemoryCalendar(family, [*things, note])
    third = Event(
        id="third",
        title="reading",
        start=day(11, 24, hour=18),
        end=day(11, 24, hour=19),
        participants=["jake"],
    )
    assert not [c for c in detect_conflicts(third, calendar).conflicts if c.constraint_id == "jake-max"]


def test_an_all_day_entry_must_start_and_end_at_midnight():
    with pytest.raises(ValidationError, match="midnight"):
        Event(id="x", title="field day", start=day(11, 27, hour=9), end=day(11, 28), all_day=True)


def test_whole_days_stay_whole_when_the_clocks_change():
    """A weekend camp every Saturday-Sunday: the weekend the clocks go forward is 47 hours."""
    camp = Event(
        id="camp",
        title="scout camp",
        start=day(3, 6, 2027),
        end=day(3, 8, 2027),
        all_day=True,
        recurrence="FREQ=WEEKLY;BYDAY=SA;COUNT=3",
        participants=["jake"],
    )
    found = expand(camp, day(3, 1, 2027), day(3, 31, 2027))
    assert [(o.start.astimezone(NY).isoformat(), o.end.astimezone(NY).isoformat()) for o in found] == [
        ("2027-03-06T00:00:00-05:00", "2027-03-08T00:00:00-05:00"),
        ("2027-03-13T00:00:00-05:00", "2027-03-15T00:00:00-04:00"),
        ("2027-03-20T00:00:00-04:00", "2027-03-22T00:00:00-04:00"),
    ]
    assert elapsed(found[1].start, found[1].end) == timedelta(hours=47)
    assert all(o.note is None and o.all_day for o in found)


@settings(max_examples=40, deadline=None)
@given(st.dates(min_value=datetime(2026, 1, 1).date(), max_value=datetime(2030, 12, 31).date()))
def test_any_all_day_entry_covers_exactly_its_local_day(first):
    event = Event(
        id="e",
        title="field trip",
        start=datetime.combine(first, datetime.min.time(), tzinfo=NY),
        end=datetime.combine(first + timedelta(days=1), datetime.min.time(), tzinfo=NY),
        all_day=True,
        recurrence="FREQ=DAILY;COUNT=3",
    )
    for occ in expand(event, event.start, event.start + timedelta(days=4)):
        start, end = occ.start.astimezone(NY), occ.end.astimezone(NY)
        assert start.time() == end.time() == datetime.min.time()
        assert (end.date() - start.date()).days == 1


def test_new_fields_survive_the_store_and_old_files_still_open(tmp_path):
    family, _ = demo_family()
    path = tmp_path / "family.sqlite"
    store = SqliteCalendar(path, family.id, family)
    placed = Event(
        id="dentist",
        title="dentist",
        start=day(12, 1, hour=15),
        end=day(12, 1, hour=16),
        participants=["jake"],
        location="Smile Dental on Main St",
        alarms=[{"minutes_before": 1440, "member": "sarah"}],
    )
    store.commit("p1", [placed, birthday()])
    # A row written before these fields existed: no kind, all_day, location...
    old = {
        "id": "old",
        "title": "piano",
        "start": "2026-11-30T17:00:00-05:00",
        "end": "2026-11-30T18:00:00-05:00",
        "timezone": "America/New_York",
        "participants": ["emma"],
    }
    with sqlite3.connect(path) as conn:
        conn.execute(
            "INSERT INTO events (family_id, id, title, recurring, status, first_utc, last_utc,"
            " duration_s, version, data) VALUES (?, 'old', 'piano', 0, 'confirmed', ?, ?, 3600, 1, ?)",
            (family.id, 1796072400, 1796076000, json.dumps(old)),
        )
    again = SqliteCalendar(path, family.id)
    assert again.get_event("dentist").location == "Smile Dental on Main St"
    assert again.get_event("dentist").alarms[0].minutes_before == 1440
    assert again.get_event("bday").all_day and not again.get_event("bday").blocks_time
    piano = again.get_event("old")
    assert piano is not None and piano.kind == "event" and piano.blocks_time and piano.location is None
    assert not again.warnings


def test_a_london_call_follows_london_clocks_and_clashes_by_new_york_ones(family):
    """Every Monday 15:00 London time: New York changes on Mar 14 2027, London on Mar 28,
    so for two weeks the call is an hour later in New York."""
    london = ZoneInfo("Europe/London")
    call = Event(
        id="call",
        title="call with grandma",
        start=datetime(2027, 3, 8, 15, tzinfo=london),
        end=datetime(2027, 3, 8, 16, tzinfo=london),
        timezone="Europe/London",
        recurrence="FREQ=WEEKLY;BYDAY=MO;COUNT=4",
        participants=["sarah"],
    )
    found = expand(call, day(3, 1, 2027), day(4, 30, 2027))
    assert [o.start.astimezone(NY).strftime("%m-%d %H:%M") for o in found] == [
        "03-08 10:00",
        "03-15 11:00",
        "03-22 11:00",
        "03-29 10:00",
    ]
    assert all(o.start.astimezone(london).hour == 15 for o in found)
    school_run = Event(
        id="run",
        title="school run",
        start=day(3, 15, 2027, hour=11),
        end=day(3, 15, 2027, hour=11, minute=30),
        participants=["sarah"],
    )
    clash = detect_conflicts(school_run, InMemoryCalendar(family, [call]))
    assert [c.event_title for c in clash.conflicts if c.blocking] == ["call with grandma"]

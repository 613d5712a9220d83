"""The calendar store through a family's week: what is kept, what is refused, who sees what.

Every test runs on both stores (the SQLite file and PostgreSQL: the `store_at` fixture),
the PostgreSQL ones skipped with the reason when no server is running."""

from __future__ import annotations

from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from pydantic import ValidationError

from family_scheduler.calendar import CalendarError, SqliteCalendar, VersionConflict
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event, Family

NY = ZoneInfo("America/New_York")


def at(day: int, hour: int, minute: int = 0, month: int = 11, year: int = 2026) -> datetime:
    return datetime(year, month, day, hour, minute, tzinfo=NY)


def dentist(**changes) -> Event:
    data: dict[str, Any] = dict(
        id="dentist",
        title="dentist",
        start=at(24, 15),
        end=at(24, 16),
        participants=["jake"],
        created_by="sarah",
    )
    data.update(changes)
    return Event(**data)


def test_a_booked_appointment_is_read_back_in_local_time(any_calendar):
    any_calendar.commit("p-dentist", [dentist()])
    found = any_calendar.occurrences(at(24, 0), at(25, 0), members=["jake"])
    titles = [(o.title, o.start.astimezone(NY).strftime("%H:%M")) for o in found]
    assert ("dentist", "15:00") in titles
    assert ("soccer practice", "16:00") in titles  # Tuesday's recurring practice is there too


def test_replaying_a_proposal_books_once(any_calendar):
    first = any_calendar.commit("p-dentist", [dentist()])
    again = any_calendar.commit("p-dentist", [dentist(title="dentist again")])
    assert not first.replayed and again.replayed
    assert any_calendar.get_event("dentist").title == "dentist"
    assert any_calendar.get_event("dentist").version == 1


def test_a_write_hands_back_what_it_replaced_and_the_versions_it_left(any_calendar, calendar):
    for store in (any_calendar, calendar):
        first = store.commit("p-book", [dentist()])
        assert first.previous == {"dentist": None} and first.versions == {"dentist": 1}
        moved = dentist(start=at(24, 16), end=at(24, 17))
        second = store.commit("p-move", [moved], expected_versions={"dentist": 1})
        replaced = second.previous["dentist"] if second.previous else None
        assert replaced is not None and (replaced.start, replaced.version) == (at(24, 15), 1)
        assert second.versions == {"dentist": 2} and store.get_event("dentist").version == 2
        again = store.commit("p-move", [moved])
        assert again.replayed and again.previous is None and again.versions is None


def test_an_event_ending_before_it_starts_is_refused_with_a_clear_message():
    with pytest.raises(ValidationError, match="ends .* at or before it starts"):
        dentist(end=at(24, 14))


def test_a_naive_time_is_refused():
    with pytest.raises(ValidationError):
        Event(id="x", title="x", start=datetime(2026, 11, 24, 15), end=datetime(2026, 11, 24, 16))


def test_unknown_people_are_refused_and_nothing_is_half_written(any_calendar):
    good = dentist(id="ok-event")
    bad = dentist(id="bad-event", participants=["bob"])
    with pytest.raises(CalendarError, match="unknown people: bob"):
        any_calendar.commit("p-two", [good, bad])
    assert any_calendar.get_event("ok-event") is None
    assert any_calendar.committed("p-two") is None


def test_a_failure_inside_the_transaction_rolls_everything_back(any_calendar, monkeypatch):
    calls = {"n": 0}
    store = type(any_calendar)
    # SQLite: fail at the second event's write; PostgreSQL: after both rows are in.
    name, fail_at = ("_write_event", 2) if store is SqliteCalendar else ("_count_change", 1)
    original = getattr(store, name)

    def flaky(self, *args):
        calls["n"] += 1
        if calls["n"] == fail_at:
            raise RuntimeError("disk unplugged")
        return original(self, *args)

    monkeypatch.setattr(store, name, flaky)
    with pytest.raises(RuntimeError):
        any_calendar.commit("p-flaky", [dentist(id="a"), dentist(id="b")])
    assert any_calendar.get_event("a") is None
    assert any_calendar.committed("p-flaky") is None


def test_a_stale_version_is_caught_before_writing(any_calendar):
    any_calendar.commit("p1", [dentist()])
    any_calendar.commit("p2", [dentist(start=at(24, 16), end=at(24, 17))])
    with pytest.raises(VersionConflict):
        any_calendar.commit(
            "p3", [dentist(start=at(24, 10), end=at(24, 11))], expected_versions={"dentist": 1}
        )
    assert any_calendar.get_event("dentist").start == at(24, 16)


def test_two_families_in_one_store_never_see_each_other(store_at):
    ours, events = demo_family()
    theirs = Family(
        id="neighbours", name="Neighbours", timezone="America/Chicago", members=[{"id": "bob", "name": "Bob"}]
    )
    a = store_at(ours.id, ours)
    b = store_at(theirs.id, theirs)
    a.commit("seed", events)
    b.commit(
        "seed",
        [
            Event(
                id="demo-piano",
                title="bowling",
                start=at(24, 18),
                end=at(24, 19),
                timezone="America/Chicago",
                participants=["bob"],
            )
        ],
    )
    week = (at(23, 0), at(30, 0))
    assert all(o.title != "bowling" for o in a.occurrences(*week))
    assert [o.title for o in b.occurrences(*week)] == ["bowling"]
    assert a.get_event("demo-piano").title == "piano lesson"
    assert a.committed("seed") is not None and b.committed("seed") is not None
    assert b.family().name == "Neighbours"


def test_another_connection_sees_new_bookings(store_at):
    fam, events = demo_family()
    writer = store_at(fam.id, fam)
    reader = store_at(fam.id)
    assert reader.occurrences(at(24, 0), at(25, 0), members=["linda"]) == []
    writer.commit("p", [dentist(participants=["linda"])])
    assert [o.title for o in reader.occurrences(at(24, 0), at(25, 0), members=["linda"])] == ["dentist"]


def test_another_connection_sees_new_house_rules_at_once(store_at):
    fam, events = demo_family()
    writer = store_at(fam.id, fam)
    reader = store_at(fam.id)
    assert reader.family().timezone == fam.timezone  # read once: the reader keeps it
    writer.commit("p", [dentist(participants=["linda"])])  # a booking: the rules are kept
    assert reader.occurrences(at(24, 0), at(25, 0), members=["linda"])
    assert reader.family() == fam
    later = fam.model_copy(update={"timezone": "America/Chicago"})
    writer.save_family(later)
    assert reader.family().timezone == "America/Chicago"


def test_a_long_event_starting_before_the_span_is_still_found(any_calendar):
    trip = Event(id="trip", title="ski trip", start=at(20, 8), end=at(29, 20), participants=["mike"])
    any_calendar.commit("p-trip", [trip])
    assert [
        o.title
        for o in any_calendar.occurrences(at(25, 0), at(26, 0), members=["mike"])
        if o.title == "ski trip"
    ] == ["ski trip"]


def test_a_recheck_that_finds_a_clash_writes_nothing(any_calendar):
    """The re-check runs inside the write: when it objects, the proposal leaves no trace."""

    class Clash(Exception):
        pass

    def clash(reader):
        assert [o.title for o in reader.occurrences(at(24, 15), at(24, 16), members=["jake"])] == ["dentist"]
        raise Clash

    any_calendar.commit("p-first", [dentist()])
    with pytest.raises(Clash):
        any_calendar.commit("p-second", [dentist(id="second", title="haircut")], recheck=clash)
    assert any_calendar.get_event("second") is None
    assert any_calendar.committed("p-second") is None


def test_the_recheck_sees_a_booking_another_connection_just_made(store_at):
    """What the re-check reads is the calendar as it is at the write, not as it was cached."""
    fam, events = demo_family()
    mine, other = store_at(fam.id, fam), store_at(fam.id)
    assert mine.occurrences(at(24, 15), at(24, 16), members=["jake"]) == []  # read and kept
    other.commit("p-other", [dentist()])
    seen: list[str] = []
    mine.commit(
        "p-mine",
        [dentist(id="haircut", title="haircut", start=at(25, 15), end=at(25, 16))],
        recheck=lambda reader: seen.extend(
            o.title for o in reader.occurrences(at(24, 15), at(24, 16), members=["jake"])
        ),
    )
    assert seen == ["dentist"]

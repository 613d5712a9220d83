"""One occasion of a series with its own people or things: checked for them, on that day only."""

from __future__ import annotations

from family_scheduler.domain.conflicts import detect_conflicts
from family_scheduler.models import OccurrenceOverride, occurrence_key


def with_occasion(series, original, **change):
    key = occurrence_key(original)
    return series.model_copy(update={"overrides": {**series.overrides, key: OccurrenceOverride(**change)}})


def test_jake_joining_one_book_club_night_is_held_to_his_bedtime(calendar, at, now):
    # Sarah's book club, every other Wednesday 19:30–21:00; Jake's bedtime is 20:00.
    club = calendar.get_event("demo-bookclub")
    joined = with_occasion(club, at(2, 19, 30, month=12), participants=["jake", "sarah"])
    report = detect_conflicts(joined, calendar, since=now)
    late = [c for c in report.conflicts if c.blocking]
    assert [(c.constraint_id, c.participants) for c in late] == [("jake-bedtime", ["jake"])]
    assert late[0].occurrence_start == at(2, 19, 30, month=12)  # that night only, not every one


def test_one_dinner_without_jake_is_not_held_to_his_bedtime(calendar, at, now):
    dinner = calendar.get_event("demo-dinner")
    sunday = at(29, 18)
    late = with_occasion(dinner, sunday, start=at(29, 19, 30), end=at(29, 21))
    assert any(
        c.constraint_id == "jake-bedtime" for c in detect_conflicts(late, calendar, since=now).conflicts
    )
    without = with_occasion(
        dinner, sunday, start=at(29, 19, 30), end=at(29, 21), participants=["emma", "mike", "sarah"]
    )
    assert [c for c in detect_conflicts(without, calendar, since=now).conflicts if c.blocking] == []


def test_one_piano_lesson_in_the_minivan_clashes_with_soccer_only_in_the_minivan(calendar, at, now):
    # Emma's piano on Tue Nov 24 at 16:00 (moved from Monday's 17:00) in the minivan, which
    # Jake's soccer practice has 16:00–17:30; the sedan is free.
    piano = calendar.get_event("demo-piano")
    moved = dict(start=at(24, 16), end=at(24, 17))
    in_van = with_occasion(piano, at(23, 17), resources=["minivan"], **moved)
    taken = [c for c in detect_conflicts(in_van, calendar, since=now).conflicts if c.blocking]
    assert [(c.type, c.resource_id, c.event_id) for c in taken] == [
        ("resource_conflict", "minivan", "demo-soccer")
    ]
    in_sedan = with_occasion(piano, at(23, 17), **moved)
    assert not detect_conflicts(in_sedan, calendar, since=now).has_blocking

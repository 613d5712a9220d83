"""Telling the calendar someone is away: Mike's trip is written over its days, what he
already had those days is told and left alone, and he is busy for anything new then."""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _on(app: FamilyScheduler, day: int, member: str) -> list[str]:
    start = datetime(2026, 12, day, tzinfo=NY)
    return [o.title for o in app.events(start, start + timedelta(days=1), members=[member])]


def test_dads_trip_is_written_over_its_days_and_his_gym_is_left_and_told(app: FamilyScheduler) -> None:
    turn = app.ask("mike's out of town dec 1 through dec 3")
    assert turn.status == "completed", turn.reply
    assert "Tue Dec 1 – Thu Dec 3 (all day)" in turn.reply
    assert "gym Wed Dec 2" in turn.reply and "left on the calendar" in turn.reply
    assert "out of town" in _on(app, 2, "mike") and "gym" in _on(app, 2, "mike")


def test_a_booking_for_someone_while_away_clashes(app: FamilyScheduler) -> None:
    app.ask("mike's out of town dec 1 through dec 3")
    turn = app.ask("dentist for mike on dec 2 at 3pm")
    assert turn.status == "awaiting_user" and "out of town" in turn.reply


def test_away_with_no_days_asks_which_days_and_takes_them(app: FamilyScheduler) -> None:
    asked = app.ask("emma is going to be at camp", thread_id="camp")
    assert asked.status == "awaiting_user" and "Which days" in asked.reply
    done = app.ask("monday to wednesday next week", thread_id="camp")
    assert "Mon Nov 30 – Wed Dec 2 (all day)" in done.reply
    if done.status == "awaiting_user":
        done = app.ask("yes", thread_id="camp")
    assert done.status == "completed" and "camp" in _on(app, 1, "emma")


def test_a_week_away_shows_until_when_in_the_weeks_list(app: FamilyScheduler) -> None:
    app.ask("mike's out of town dec 1 through dec 3")
    listed = app.ask("what's on next week?", thread_id="list")
    assert "all day until Thursday Dec 3 out of town (Mike)" in listed.reply


def test_a_trip_said_as_weekdays_of_next_week_is_next_weeks_days(app: FamilyScheduler) -> None:
    # Said on Monday Nov 23: "tue to thu next week" is Dec 1-3, never this Tuesday to next Thursday.
    turn = app.ask("dad is away on business tues thru thurs next week")
    assert "Tue Dec 1 – Thu Dec 3 (all day)" in turn.reply, turn.reply
    assert "away" not in _on_november(app, 24, "mike")


def _on_november(app: FamilyScheduler, day: int, member: str) -> list[str]:
    start = datetime(2026, 11, day, tzinfo=NY)
    return [o.title for o in app.events(start, start + timedelta(days=1), members=[member])]


def test_the_family_going_somewhere_for_days_is_a_trip_that_misses_things(app):
    """ "we're going to the beach dec 26-30": days away, what they miss told and left, never a
    clash with no way out."""
    turn = app.ask("we're going to the beach dec 26-30", thread_id="t")
    assert turn.committed and "trip to the beach" in turn.reply
    assert "no way out" not in turn.reply and "left on the calendar" in turn.reply
    assert "swim class" in [o.title for o in app.events("2026-12-26", members=["emma"])]


def test_heading_somewhere_over_named_weekdays_is_a_trip_for_the_speaker(app):
    turn = app.ask("heading up to the cabin thu-sat", thread_id="t", speaker="mike")
    assert turn.committed and "trip to the cabin for Mike, Thu Nov 26 – Sat Nov 28" in turn.reply


def test_going_somewhere_at_a_time_is_still_an_outing(app):
    turn = app.ask("we're going to the aquarium saturday at 1", thread_id="t")
    assert "trip" not in turn.reply and "aquarium" in turn.reply


def test_away_for_the_week_with_no_day_is_said_back_and_asked(app: FamilyScheduler) -> None:
    turn = app.ask("we're heading to the cabin for the week", thread_id="w")
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply
    assert 'I read "for the week" as Mon Nov 23 to Sun Nov 29' in turn.reply


def test_a_family_week_away_tells_everything_missed_in_one_sentence(app: FamilyScheduler) -> None:
    turn = app.ask("we're all away at the lake dec 13 to dec 19", thread_id="lake")

    assert turn.committed, turn.reply
    assert turn.reply.count("While away") == 1 and turn.reply.count("left on the calendar") == 1
    assert "While away (all left on the calendar): " in turn.reply
    for missed in ("Mike has gym", "Emma has piano lesson", "Jake has soccer practice"):
        assert missed in turn.reply

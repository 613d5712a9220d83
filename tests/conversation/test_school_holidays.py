"""Thanksgiving week: the kids have no school on the holiday, so the family can plan the day."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def test_thanksgiving_dinner_at_two_is_booked_for_everyone(app: FamilyScheduler, titles_on) -> None:
    turn = app.ask("thanksgiving dinner for everyone on thursday at 2pm", thread_id="turkey")
    assert turn.status == "completed" and turn.committed, turn.reply
    assert "school" not in turn.reply
    assert ("thanksgiving dinner", "14:00") in titles_on(26, "jake")


def test_the_kids_are_free_on_christmas_morning(app: FamilyScheduler) -> None:
    turn = app.ask("are the kids free on christmas day at 10am?", thread_id="xmas")
    assert turn.status == "completed" and "both free the whole time on Friday Dec 25" in turn.reply


def test_the_day_before_thanksgiving_is_still_a_school_day(app: FamilyScheduler) -> None:
    turn = app.ask("dentist for jake on wednesday at 10am", thread_id="wednesday")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "school" in turn.reply


def test_a_field_trip_in_school_hours_is_school_not_a_clash(app: FamilyScheduler) -> None:
    turn = app.ask("field trip for emma on dec 4 from 9 to 2", thread_id="trip")
    assert turn.committed, turn.reply
    assert "school:" not in turn.reply


def test_a_dentist_in_school_hours_still_clashes(app: FamilyScheduler) -> None:
    turn = app.ask("dentist for jake dec 3 at 10am", thread_id="dentist")
    assert turn.committed == [] and "school: 10–11am is off limits" in turn.reply

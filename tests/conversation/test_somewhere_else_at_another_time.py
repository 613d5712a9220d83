"""A family says an event is somewhere else AND at another time in one breath: "family
dinner is at grandma's sunday at 5", "swim moved to the Riverside pool at 11 on saturday",
"thursday's soccer practice is at 5 at the east field". It is one change of that one
occurrence (time and place together), asked first, checked for clashes like any move,
written by the one writer, and undone as one.
"""

from __future__ import annotations

from .conftest import times_and_places as on_day


def test_dinner_at_grandmas_an_hour_early_is_one_change_asked_first_and_undone(app):
    asked = app.ask("family dinner is at grandma's this sunday at 5", thread_id="d")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert "family dinner on Sun Nov 29 6–7:30pm to Sun Nov 29 5–6:30pm at grandma's" in asked.reply
    assert "(this occurrence only)" in asked.reply and "Linda" not in asked.reply
    assert on_day(app, 29, "family dinner") == [("18:00", None)]  # nothing before the yes
    done = app.ask("yes", thread_id="d")
    assert done.status == "completed" and len(done.committed) == 1
    assert on_day(app, 29, "family dinner") == [("17:00", "grandma's")]
    assert on_day(app, 6, "family dinner", month=12) == [("18:00", None)]  # next week's as ever
    app.ask("undo", thread_id="d")
    app.ask("yes", thread_id="d")
    assert on_day(app, 29, "family dinner") == [("18:00", None)]  # both put back at once


def test_the_time_can_come_before_the_place(app):
    asked = app.ask("thursday's soccer practice is at 5 at the east field", thread_id="s")
    assert "soccer practice on Thu Nov 26 4–5:30pm to Thu Nov 26 5–6:30pm at the east field" in asked.reply
    app.ask("yes", thread_id="s")
    assert on_day(app, 26, "soccer practice") == [("17:00", "the east field")]
    assert on_day(app, 24, "soccer practice") == [("16:00", None)]  # tuesday's stays


def test_told_as_news_with_moved_it_is_still_asked_not_written_at_once(app):
    asked = app.ask("swim moved to the Riverside pool at 11 on saturday", thread_id="w")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert "to Sat Nov 28 11am–12pm at the Riverside pool" in asked.reply


def test_a_place_with_the_time_it_has_already_changes_the_place_only(app):
    asked = app.ask("family dinner is at our house sunday at 6", thread_id="d")
    assert "Change the place of family dinner on Sun Nov 29 6–7:30pm to our house" in asked.reply


def test_a_late_new_time_meets_bedtime_and_the_way_out_keeps_the_new_place(app):
    asked = app.ask("soccer practice is at the north field at 7 on thursday", thread_id="s")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert "Jake's bedtime" in asked.reply  # the new time is checked like any move
    app.ask("1", thread_id="s")  # the shorter practice offered
    app.ask("yes", thread_id="s")
    assert on_day(app, 26, "soccer practice") == [("19:00", "the north field")]

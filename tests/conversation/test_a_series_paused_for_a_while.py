""" "Put piano on hold for december", "cancel swim for the next 3 weeks": a weekly activity
stopped for a while is every one of its occurrences in that span, each listed and asked
about, never only the first one and never the whole series."""

from __future__ import annotations

from datetime import datetime, timedelta

from .conftest import NY


def days_of(app, title: str, first: datetime, days: int) -> list[str]:
    return sorted(
        o.start.astimezone(NY).strftime("%b %d")
        for o in app.events(first, first + timedelta(days=days))
        if o.title == title
    )


DEC_1 = datetime(2026, 12, 1, tzinfo=NY)
NOV_23 = datetime(2026, 11, 23, tzinfo=NY)


def test_piano_on_hold_for_december_takes_out_each_december_lesson_only(app):
    asked = app.ask("can we put emma's piano on hold for december?", thread_id="p")
    assert asked.status == "awaiting_user" and asked.committed == [], asked.reply
    assert "Mon Dec 7, Mon Dec 14, Mon Dec 21 and Mon Dec 28" in asked.reply
    done = app.ask("yes", thread_id="p")
    assert done.status == "completed", done.reply
    assert days_of(app, "piano lesson", DEC_1, 31) == []
    assert days_of(app, "piano lesson", NOV_23, 8) == ["Nov 23", "Nov 30"]  # november's stay
    assert days_of(app, "piano lesson", datetime(2027, 1, 1, tzinfo=NY), 14) == ["Jan 04", "Jan 11"]


def test_swim_for_the_next_three_weeks_is_three_saturdays(app):
    asked = app.ask("no swim for the kids for the next three weeks", thread_id="s")
    assert "Sat Nov 28, Sat Dec 5 and Sat Dec 12" in asked.reply, asked.reply
    app.ask("yes", thread_id="s")
    assert days_of(app, "swim class", NOV_23, 28) == ["Dec 19"]


def test_a_break_until_january_runs_from_now_to_new_year(app):
    asked = app.ask("we're taking a break from soccer until january", thread_id="b")
    assert asked.status == "awaiting_user", asked.reply
    assert "soccer practice on 12 dates, Tue Nov 24 to Thu Dec 31" in asked.reply


def test_soccer_next_week_is_both_practices_of_that_week(app):
    asked = app.ask("cancel jake's soccer next week", thread_id="n")
    assert "Tue Dec 1 and Thu Dec 3" in asked.reply, asked.reply
    app.ask("yes", thread_id="n")
    assert days_of(app, "soccer practice", datetime(2026, 11, 30, tzinfo=NY), 7) == []
    assert days_of(app, "soccer practice", NOV_23, 7) == ["Nov 24", "Nov 26"]


def test_an_activity_not_on_in_the_span_is_said_so_and_nothing_changes(app):
    turn = app.ask("cancel the orthodontist next week", thread_id="o")
    assert turn.status == "completed" and turn.committed == []
    assert "no orthodontist" in turn.reply


def test_a_pause_said_without_a_span_asks_which_occurrences(app):
    turn = app.ask("pause swim", thread_id="q")
    assert turn.status == "awaiting_user" and "Cancel only the next one" in turn.reply


def test_only_one_day_said_to_a_week_of_practices_narrows_it_never_agrees_to_both(app):
    app.ask("cancel jake's soccer next week", thread_id="o")
    narrowed = app.ask("only tuesday", thread_id="o")
    assert narrowed.committed == [], narrowed.reply  # it cancelled Tuesday's and Thursday's at once
    assert "Tue Dec 1" in narrowed.reply and "Thu Dec 3" not in narrowed.reply
    app.ask("yes", thread_id="o")
    assert days_of(app, "soccer practice", datetime(2026, 11, 30, tzinfo=NY), 7) == ["Dec 03"]


def test_just_that_one_agrees_to_a_week_with_one_lesson(app):
    app.ask("no piano next week", thread_id="j")
    done = app.ask("yes just that one", thread_id="j")
    assert done.committed, done.reply

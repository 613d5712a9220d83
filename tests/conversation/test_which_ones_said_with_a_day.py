"""Which occurrences, said with a day or "every week": the one on the day said is the one
changed, and a change said for every week keeps the series on its own days."""

from __future__ import annotations


def test_just_this_thursday_moves_thursdays_soccer_not_tuesdays(app, titles_on):
    asked = app.ask("push jake's soccer to 5", thread_id="s", speaker="sarah")
    assert asked.question is not None and asked.question["kind"] == "scope", asked.reply
    turn = app.ask("only this thursday", thread_id="s", speaker="sarah")
    assert "Thu Nov 26" in turn.reply and "Tue Nov 24" not in turn.reply, turn.reply
    assert ("soccer practice", "16:00") in titles_on(24, "jake")  # Tuesday's stays
    assert ("soccer practice", "17:00") in titles_on(26, "jake")


def test_only_next_week_cancels_next_weeks_piano_not_tonights(app, titles_on):
    app.ask("call off piano", thread_id="p", speaker="sarah")
    turn = app.ask("just next week", thread_id="p", speaker="sarah")
    assert "Mon Nov 30" in turn.reply and "Nov 23" not in turn.reply, turn.reply
    done = app.ask("yes", thread_id="p", speaker="sarah")
    assert done.committed, done.reply
    assert ("piano lesson", "17:00") in titles_on(23, "emma")
    assert ("piano lesson", "17:00") not in titles_on(30, "emma")


def test_the_day_asked_about_said_back_is_still_that_one(app, titles_on):
    app.ask("push jake's soccer to 5", thread_id="s", speaker="sarah")
    turn = app.ask("just tuesday", thread_id="s", speaker="sarah")
    assert turn.committed and "Tue Nov 24" in turn.reply, turn.reply
    assert ("soccer practice", "16:00") in titles_on(26, "jake")


def test_gym_moved_every_week_stays_on_its_three_days(app, titles_on):
    turn = app.ask("change gym to 7am every week", thread_id="g", speaker="mike")
    assert turn.committed, turn.reply
    assert "Mondays" not in turn.reply
    for day in (30,):  # Monday
        assert ("gym", "07:00") in titles_on(day, "mike")
    assert ("gym", "07:00") in titles_on(2, "mike", month=12)  # Wednesday
    assert ("gym", "07:00") in titles_on(4, "mike", month=12)  # Friday


def test_dinner_pushed_back_every_sunday_is_every_one_from_now(app):
    turn = app.ask("move family dinner back half an hour every sunday", thread_id="d", speaker="sarah")
    assert "this occurrence only" not in turn.reply, turn.reply
    assert "from Sun Nov 29 on" in turn.reply, turn.reply

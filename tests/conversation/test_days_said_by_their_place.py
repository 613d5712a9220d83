"""Days said the way school letters say them ("the first monday of december") and the
edges of a day ("first thing", "end of the day"): booked on that day, at those hours."""

from __future__ import annotations


def test_the_conference_on_the_first_monday_of_december_is_not_booked_next_week(app, titles_on):
    turn = app.ask("parent teacher conference first monday of december at 4", thread_id="c")
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="c")
    assert turn.committed and "Mon Dec 7 4–5pm" in turn.reply, turn.reply
    assert ("parent teacher conference", "16:00") in titles_on(7, "sarah", month=12)
    assert titles_on(30, "sarah") == []  # not Monday Nov 30, not titled "... 1st"


def test_first_thing_in_the_morning_is_early_and_not_in_the_title(app):
    turn = app.ask("vet for mike first thing in the morning tomorrow", thread_id="v")
    assert (
        "vet for Mike, Tue Nov 24 8–9am" in turn.reply or "vet for Mike, Tue Nov 24 9–10am" in turn.reply
    ), turn.reply


def test_end_of_the_day_is_late_afternoon_and_not_in_the_title(app):
    turn = app.ask("errands end of the day friday", thread_id="e")
    assert "errands for Sarah, Fri Nov 27 4–5pm" in turn.reply, turn.reply

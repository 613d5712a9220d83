"""Wednesday evening, Sarah looks back over the week and month under way: what the family has
had so far, whether everyone was free on the weekend just gone, whether the kids were free last
night. A span under way asked of in the past tense runs from its start up to now, and says so;
a bare weekday or "last night" said in the past tense is the one just gone."""

from __future__ import annotations

WEDNESDAY_EVENING = "2026-11-25T19:00:00-05:00"


def test_what_we_had_on_this_week_runs_from_monday_up_to_now(app):
    asked = app.ask("so what did we have on this week?", thread_id="w", now=WEDNESDAY_EVENING)
    lines = asked.reply.splitlines()
    head = lines[0]
    assert head.startswith("What was on") and head.endswith("from Monday Nov 23 up to now:"), asked.reply
    assert "Monday Nov 23: 6:30–7:30am gym (Mike)" in asked.reply  # before the question, so listed
    assert "Tuesday Nov 24: 4–5:30pm soccer practice" in asked.reply
    assert "Thursday" not in asked.reply and "Saturday" not in asked.reply  # still to come: left out
    assert asked.committed == []


def test_what_a_child_did_this_month_starts_on_the_first(app):
    asked = app.ask("what did jake do this month", thread_id="m2", now=WEDNESDAY_EVENING)
    assert asked.reply.splitlines()[0] == "What was on for Jake from Sunday Nov 1 up to now:", asked.reply
    assert "Saturday Nov 7: 10–11am swim class" in asked.reply
    assert "Nov 26" not in asked.reply and "Nov 28" not in asked.reply


def test_a_lesson_asked_of_this_week_is_a_yes_when_it_already_took_place(app):
    asked = app.ask("did emma have piano this week?", thread_id="p", now=WEDNESDAY_EVENING)
    assert asked.reply.startswith("Yes: Emma had piano lesson Monday Nov 23 5–6pm"), asked.reply


def test_what_happened_today_leaves_out_what_is_still_to_come(app):
    asked = app.ask("what happened today?", thread_id="t", now="2026-11-24T12:00:00-05:00")
    assert asked.reply.startswith("Nothing was on Tuesday Nov 24 up to now."), asked.reply
    assert "soccer" not in asked.reply


def test_was_everyone_free_on_a_weekday_is_the_one_just_gone(app):
    asked = app.ask("was everyone free on saturday", thread_id="s", now=WEDNESDAY_EVENING)
    assert asked.reply.startswith("Sarah, Mike, Emma and Jake were all free on Saturday Nov 21"), asked.reply
    ahead = app.ask("is everyone free on saturday", thread_id="s2", now=WEDNESDAY_EVENING)
    assert "Saturday Nov 28" in ahead.reply and " are all free" in ahead.reply, ahead.reply


def test_were_the_kids_free_last_night_is_yesterday_evening(app):
    asked = app.ask("were the kids free last night?", thread_id="n", now=WEDNESDAY_EVENING)
    assert asked.reply.startswith("Emma and Jake were both free on Tuesday Nov 24 5–9pm"), asked.reply
    busy = app.ask("was mike busy last night", thread_id="b", now=WEDNESDAY_EVENING)
    assert "Tuesday Nov 24" in busy.reply and " was " in busy.reply, busy.reply


def test_the_last_night_of_a_stay_is_no_yesterday(app):
    booked = app.ask("book a campfire for the kids on the last night of camp, friday at 7pm", thread_id="c")
    assert "yesterday" not in booked.reply.lower() and "in the past" not in booked.reply, booked.reply

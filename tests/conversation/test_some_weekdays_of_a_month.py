"""A question asked of some weekdays of a span: "what's on for emma on mondays in december?"
listed the next 7 days, every day ("in december" was lost with the weekday); now it lists
December's Mondays, and says so."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def test_emmas_mondays_in_december_are_her_piano_lessons(app: FamilyScheduler):
    said = app.ask("what does emma have on mondays in december?", thread_id="m", speaker="sarah").reply
    assert said.startswith("What's on for Emma from Tuesday Dec 1 to Thursday Dec 31, Mondays only:"), said
    assert said.count("piano lesson") == 4 and "Monday Dec 28" in said, said
    assert "homework" not in said and "Nov" not in said, said


def test_the_weekends_of_december_leave_the_weekdays_out(app: FamilyScheduler):
    said = app.ask("what's going on on weekends in december", thread_id="w", speaker="mike").reply
    assert "Saturday Dec 12" in said and "Sunday Dec 13" in said, said
    assert "soccer" not in said and "Tuesday Dec" not in said.split("\n", 1)[1], said


def test_the_van_on_saturdays_is_only_asked_of_saturdays(app: FamilyScheduler):
    said = app.ask("is the van free on saturdays in december?", thread_id="v", speaker="mike").reply
    assert "Saturdays only" in said and "soccer" not in said, said
    assert said.count("swim class") == 4, said


def test_saturdays_with_no_month_are_the_next_four(app: FamilyScheduler):
    said = app.ask("what's on saturdays?", thread_id="s", speaker="mike").reply
    assert said.count("swim class") == 4 and "next 4 weeks" in said, said


def test_show_me_the_fridays_of_january_is_a_look_up_not_a_booking(app: FamilyScheduler):
    turn = app.ask("show me fridays in january", thread_id="f", speaker="sarah")
    assert turn.intent == "query" and not turn.committed, turn.reply
    assert "Fridays only" in turn.reply, turn.reply

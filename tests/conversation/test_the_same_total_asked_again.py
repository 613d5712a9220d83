"""The same total asked again: after "how much time does emma spend at piano this month?"
a parent asks "what about last month?" or "and jake?" and means that same question with the
one thing changed, the rest kept. Nothing is written. The demo week: Emma's piano Mondays
17:00-18:00, Jake's soccer Tuesdays and Thursdays 16:00-17:30; the clock reads Monday Nov 23."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def _thread(app: FamilyScheduler, *said: str) -> list[str]:
    replies = []
    for words in said:
        turn = app.ask(words, thread_id="totals")
        assert turn.status == "completed" and turn.committed == [], turn.reply
        replies.append(turn.reply)
    return replies


def test_another_span_then_another_child_keep_the_activity(app: FamilyScheduler):
    first, before, other = _thread(
        app, "how much time does emma spend at piano this month", "what about last month?", "and jake?"
    )
    assert first == "Emma has 5h of piano this month (5 sessions)."
    assert before == "Emma had 4h of piano last month (4 sessions)."
    assert other == "Jake had no piano last month."  # the span said last is kept


def test_both_changed_in_one_follow_on(app: FamilyScheduler):
    _, both = _thread(app, "how many hours of soccer does jake get this week", "and emma last week?")
    assert both == "Emma had no soccer last week."


def test_a_breakdown_per_kid_is_kept_over_the_new_span(app: FamilyScheduler):
    _, before = _thread(app, "total time in activities per kid this month", "and last month?")
    assert before.startswith("Time on the calendar last month:\n- Emma: ") and "\n- Jake: " in before


def test_a_follow_on_with_its_own_question_is_that_question(app: FamilyScheduler):
    _, own = _thread(app, "how many hours of soccer does jake have this week?", "and what's on sunday?")
    assert own.startswith("What's on for Jake on Sunday Nov 29") and "of soccer" not in own


def test_with_no_total_before_it_a_bare_span_is_not_a_total(app: FamilyScheduler):
    turn = app.ask("and last week?", thread_id="fresh")
    assert "of soccer" not in turn.reply and turn.committed == []

"""A question at a bare 7, 8 or 9 is answered for the morning and for the evening.

The contract reads "at 7" as the morning; a family asking whether the laptop is free at 7
on a school night means the evening as often as not, and would plan on a wrong "free".
"""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def test_can_the_kids_have_the_laptop_at_seven_tells_that_emma_has_it_in_the_evening(app: FamilyScheduler):
    turn = app.ask("can the kids get on the laptop thursday at 7?", thread_id="q")

    morning, evening = turn.reply.split("If you meant 7pm: ")
    assert "free" in morning and "7–8am" in morning
    assert "homework on the laptop (Emma)" in evening
    assert turn.committed == []


def test_is_dad_free_at_eight_answers_both_and_says_its_notes_once(app: FamilyScheduler):
    turn = app.ask("is mike free at 8 on tuesday", thread_id="q")

    assert "8–9am" in turn.reply and "If you meant 8pm: " in turn.reply
    assert turn.reply.count("Windows of at least 30 minutes") == 1


def test_what_is_on_at_seven_thirty_lists_the_evening_too(app: FamilyScheduler):
    turn = app.ask("anything on thursday at 7:30?", thread_id="q")

    assert "If you meant 7:30pm: " in turn.reply
    assert "homework on the laptop" in turn.reply.split("If you meant 7:30pm: ")[1]


def test_a_half_of_the_day_said_or_meant_is_answered_once(app: FamilyScheduler):
    for asked in (
        "is the minivan free friday at 7am",
        "is the kitchen free for breakfast at 7 on sunday",
        "is the minivan free friday evening at 7",
        "is mike free at 2 tomorrow",
    ):
        assert "If you meant" not in app.ask(asked, thread_id="q").reply, asked

"""Someone can't make a day and offers another: "she can't do tuesday, make it thursday".
No event is named; it is hers that day (she being whoever the conversation is about), and
it moves to the other day at the same time, that occurrence only, asked before written."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def test_after_looking_at_her_week_she_means_emma(app: FamilyScheduler, titles_on):
    app.ask("what's emma got on this week?", thread_id="w")
    turn = app.ask("she can't do tuesday, make it thursday", thread_id="w")
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply
    assert "homework on the laptop on Tue Nov 24 7–8pm to Thu Nov 26 7–8pm" in turn.reply
    assert "this occurrence only" in turn.reply
    done = app.ask("yes", thread_id="w")
    assert done.status == "completed" and done.committed
    assert ("homework on the laptop", "19:00") not in titles_on(24, "emma")
    assert titles_on(26, "emma").count(("homework on the laptop", "19:00")) == 2
    assert ("homework on the laptop", "19:00") in titles_on(1, "emma", month=12)  # the series stays


def test_a_named_child_and_a_day_with_nothing_of_his(app: FamilyScheduler):
    turn = app.ask("jake can't make it wednesday, do friday instead", thread_id="j")
    assert turn.committed == [] and "Jake has nothing on Wed Nov 25" in turn.reply
    assert "couldn't find make" not in turn.reply


def test_moving_her_tuesday_thing_asks_which_when_she_has_two(app: FamilyScheduler, titles_on):
    app.ask("book a tutor session for emma on tuesday at 4pm", thread_id="t")
    app.ask("what does emma have on tuesday?", thread_id="t")
    turn = app.ask("move her tuesday thing to thursday", thread_id="t")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "Emma has several things that day" in turn.reply
    assert "tutor session" in turn.reply and "homework on the laptop" in turn.reply
    proposal = app.ask("the tutor session", thread_id="t")
    assert "Move tutor session from Tue Nov 24 4–5pm to Thu Nov 26 4–5pm" in proposal.reply
    app.ask("yes", thread_id="t")
    assert ("tutor session", "16:00") in titles_on(26, "emma")
    assert ("homework on the laptop", "19:00") in titles_on(24, "emma")


def test_with_nobody_to_point_at_it_asks_who(app: FamilyScheduler):
    turn = app.ask("she can't do tuesday, make it thursday", thread_id="n")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "Which event" not in turn.reply


def test_she_cannot_do_sunday_takes_her_off_the_family_dinner(app: FamilyScheduler, titles_on):
    app.ask("what does emma have on sunday?", thread_id="d")
    turn = app.ask("she can't do sunday", thread_id="d")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "Take Emma off family dinner on Sun Nov 29 6–7:30pm (this occurrence only)" in turn.reply
    app.ask("yes", thread_id="d")
    assert ("family dinner", "18:00") not in titles_on(29, "emma")
    assert ("family dinner", "18:00") in titles_on(29, "jake")  # the dinner stays, for the rest
    assert ("family dinner", "18:00") in titles_on(6, "emma", month=12)


def test_a_thing_of_his_own_is_offered_to_be_cancelled_that_day(app: FamilyScheduler, titles_on):
    turn = app.ask("jake can't make it thursday", thread_id="o")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "Cancel soccer practice on Thu Nov 26 4–5:30pm (this occurrence only)" in turn.reply
    app.ask("no", thread_id="o")
    assert ("soccer practice", "16:00") in titles_on(26, "jake")


def test_another_day_for_a_shared_event_asks_everyone_or_only_her(app: FamilyScheduler, titles_on):
    turn = app.ask("emma can't do sunday, make it saturday", thread_id="s")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "to Sat Nov 28 6–7:30pm (this occurrence only), for everyone" in turn.reply
    assert "1. Take Emma off family dinner on Sun Nov 29" in turn.reply
    app.ask("1", thread_id="s")
    done = app.ask("yes", thread_id="s")
    assert done.status == "completed" and done.committed
    assert ("family dinner", "18:00") in titles_on(29, "mike")
    assert ("family dinner", "18:00") not in titles_on(29, "emma")
    assert ("family dinner", "18:00") not in titles_on(28, "mike")


def test_another_day_for_a_shared_event_moved_for_everyone_when_said_yes(app: FamilyScheduler, titles_on):
    app.ask("emma can't do sunday, make it saturday", thread_id="s")
    done = app.ask("yes", thread_id="s")
    assert done.status == "completed"
    assert ("family dinner", "18:00") in titles_on(28, "emma") and ("family dinner", "18:00") in titles_on(
        28, "jake"
    )
    assert ("family dinner", "18:00") not in titles_on(29, "mike")


def test_another_day_for_her_own_thing_is_only_the_move(app: FamilyScheduler):
    turn = app.ask("emma can't do monday, make it tuesday", thread_id="p")
    assert "Move piano lesson" in turn.reply and "for everyone" not in turn.reply
    assert "Take Emma off" not in turn.reply

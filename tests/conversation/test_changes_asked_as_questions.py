"""A change asked politely, as a question: "could the kids do swim on sunday instead of
saturday?". It is answered (are they free then?) and the move is proposed, asked first, so
a "yes" makes it; a plain question about free time stays a question."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def test_swim_on_sunday_instead_is_answered_and_moved_on_a_yes(app: FamilyScheduler, titles_on):
    asked = app.ask("could the kids do swim on sunday at 2 instead of saturday?", thread_id="s")
    assert asked.status == "awaiting_user" and asked.committed == [], asked.reply
    assert asked.reply.startswith("Emma and Jake are both free then.")
    assert "Move swim class on Sat Nov 28 10–11am to Sun Nov 29 2–3pm" in asked.reply
    done = app.ask("yes", thread_id="s")
    assert done.committed
    assert ("swim class", "14:00") in titles_on(29, "emma")
    assert ("swim class", "10:00") not in titles_on(28, "jake")


def test_soccer_rather_than_thursday_moves_thursdays_practice(app: FamilyScheduler, titles_on):
    asked = app.ask("is it ok if jake does soccer on wednesday rather than thursday", thread_id="w")
    assert asked.committed == [] and "Jake is free then." in asked.reply, asked.reply
    assert "soccer practice on Thu Nov 26 4–5:30pm to Wed Nov 25 4–5:30pm" in asked.reply
    app.ask("yes", thread_id="w")
    assert ("soccer practice", "16:00") in titles_on(25, "jake")
    assert ("soccer practice", "16:00") in titles_on(24, "jake")  # only that week's moved


def test_a_clash_is_shown_instead_of_saying_they_are_free(app: FamilyScheduler):
    asked = app.ask("can jake do soccer on thursday at 7:30pm instead?", thread_id="c")
    assert asked.committed == [] and "free then" not in asked.reply
    assert "Jake's bedtime" in asked.reply and "That clashes" in asked.reply


def test_a_repeating_lesson_asks_which_ones_first(app: FamilyScheduler):
    asked = app.ask("can piano be at 6 instead?", thread_id="p")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert "Piano lesson repeats" in asked.reply
    scoped = app.ask("1", thread_id="p")
    assert scoped.committed == [] and scoped.reply.startswith("Emma is free then.")
    assert "piano lesson on Mon Nov 23 5–6pm to Mon Nov 23 6–7pm" in scoped.reply


def test_plain_questions_about_free_time_stay_questions(app: FamilyScheduler):
    free = app.ask("is emma free sunday at 11?", thread_id="q")
    assert free.status == "completed" and free.intent == "query" and "Emma is free" in free.reply
    tennis = app.ask("can jake do tennis on wednesday?", thread_id="t")
    assert tennis.status == "completed" and "Jake is free" in tennis.reply
    assert app.ask("yes", thread_id="q").committed == []

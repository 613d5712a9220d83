"""A family dates things by holidays, moves things to a day, and says "8" for the evening."""

from __future__ import annotations


def test_cancelling_a_practice_on_a_day_it_does_not_happen_changes_nothing(app, titles_on):
    """Band practice is on Mondays and Wednesdays; Christmas Eve is a Thursday, when Jake
    has soccer practice. Sharing the word "practice" must not make it the one cancelled."""
    app.ask("emma has band practice every monday and wednesday 3:30 to 4:30 starting dec 7", thread_id="b")
    turn = app.ask("cancel band practice on christmas eve", thread_id="c")
    assert turn.status == "completed" and turn.committed == []
    assert "no band practice on Thu Dec 24" in turn.reply
    assert "Wed Dec 23" in turn.reply and "Mon Dec 28" in turn.reply  # where it is instead
    assert ("soccer practice", "16:00") in titles_on(24, "jake", month=12)


def test_a_practice_named_in_full_is_found_on_its_own_day(app, titles_on):
    app.ask("emma has band practice every monday and wednesday 3:30 to 4:30 starting dec 7", thread_id="b")
    turn = app.ask("cancel band practice on wednesday dec 23", thread_id="c")
    assert turn.status == "awaiting_user" and "this occurrence only" in turn.reply
    done = app.ask("yes", thread_id="c")
    assert done.status == "completed", done.reply
    assert [t for t, _ in titles_on(23, "emma", month=12)] == []
    assert ("band practice", "15:30") in titles_on(28, "emma", month=12)


def test_moving_a_one_off_to_another_day_keeps_its_time(app, titles_on):
    app.ask("dentist for jake thursday at 3pm", thread_id="d")
    turn = app.ask("move jake's dentist to friday", thread_id="m")
    assert turn.status in ("completed", "awaiting_user"), turn.reply
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="m")
    assert turn.status == "completed", turn.reply
    assert ("dentist", "15:00") in titles_on(27, "jake")
    assert "dentist" not in [t for t, _ in titles_on(26, "jake")]


def test_moving_a_lesson_to_a_day_asks_which_lessons(app):
    turn = app.ask("move emma's piano lesson to wednesday", thread_id="p")
    assert turn.status == "awaiting_user"
    assert "repeats" in turn.reply  # this one, the rest, or every one: never guessed


def test_a_bare_hour_for_an_evening_call_is_the_evening(app, titles_on):
    app.ask("schedule a call with grandma on friday at 7pm", thread_id="g")
    turn = app.ask("move it to 8", thread_id="g")
    assert turn.status == "awaiting_user"
    assert "8–9pm" in turn.reply and "am" not in turn.reply.split("to Fri")[-1].split(".")[0]
    app.ask("yes", thread_id="g")
    assert ("call", "20:00") in titles_on(27, "sarah")


def test_a_bare_hour_nearer_the_morning_stays_the_morning(app, titles_on):
    """A 4pm lesson "moved to 11" is 11am: five hours away, not seven."""
    app.ask("tutoring for emma saturday at 4pm", thread_id="t")
    turn = app.ask("move emma's tutoring to 11", thread_id="m")
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="m")
    assert ("tutoring", "11:00") in titles_on(28, "emma")


def test_a_practice_said_to_have_moved_is_moved_not_booked(app, titles_on):
    turn = app.ask("jake's soccer moved to 5 this thursday", thread_id="s")
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="s")
    assert turn.status == "completed", turn.reply
    assert [t for t in titles_on(26, "jake")] == [("soccer practice", "17:00")]


def test_an_hour_shorter_keeps_the_start_and_changes_the_end(app, titles_on):
    turn = app.ask("make sunday's family dinner an hour shorter", thread_id="d")
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="d")
    assert turn.status == "completed", turn.reply
    dinner = [o for o in app.events("2026-11-29") if o.title == "family dinner"][0]
    assert (dinner.end - dinner.start).total_seconds() == 30 * 60
    assert ("family dinner", "18:00") in titles_on(29, "sarah")
    assert "Changed family dinner" in turn.reply


def test_half_an_hour_longer_while_a_booking_waits_lengthens_it(app):
    app.ask("book the kitchen for baking with emma saturday at 2pm", thread_id="b")
    turn = app.ask("make it half an hour longer", thread_id="b")
    assert "Sat Nov 28 2–3:30pm" in turn.reply


def test_the_next_lesson_is_that_one_lesson_without_asking_which(app, titles_on):
    turn = app.ask("cancel the next piano lesson", thread_id="p")
    assert "this occurrence only" in turn.reply and "1 / 2 / 3" not in turn.reply
    app.ask("yes", thread_id="p")
    assert [t for t, _ in titles_on(23, "emma")] == []
    assert ("piano lesson", "17:00") in titles_on(30, "emma")


def test_just_this_once_and_altogether_say_which_occurrences(app):
    once = app.ask("move the swim class to 11, just this once", thread_id="s")
    assert "this occurrence only" in once.reply
    whole = app.ask("cancel emma's piano altogether", thread_id="w")
    assert "the whole series" in whole.reply and whole.status == "awaiting_user"


def test_swim_at_11_instead_moves_the_class_and_books_nothing_new(app, titles_on):
    turn = app.ask("can we do swim at 11 instead this saturday?", thread_id="i")
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="i")
    assert turn.status == "completed" and turn.intent == "modify", turn.reply
    assert titles_on(28, "emma") == [("swim class", "11:00")]


def test_no_then_another_day_is_that_day(app):
    app.ask("dentist for jake thursday at 5pm", thread_id="n")  # clashes with soccer
    turn = app.ask("no, friday", thread_id="n")
    assert "Fri Nov 27" in turn.reply and "but also" not in turn.reply

"""Corrections texted right after a booking or while a question waits, the way people type
them: "no not monday, tuesday at 5", "actually for jake", "and mike too", "ugh no, 4:30",
"for an hour and a half". The change is asked about first; the day or person taken back is
never what gets written, and no correction is ever booked as an event of its own."""

from __future__ import annotations

import pytest


def test_the_day_taken_back_is_not_where_the_lesson_goes(app, titles_on):
    app.ask("guitar for emma mon at 4", thread_id="g")
    turn = app.ask("nope not monday, wednesday at 5", thread_id="g")
    assert not turn.committed and turn.status == "awaiting_user", turn.reply
    # the Wednesday of the week it was booked in, not the one coming first
    assert "Move guitar from Mon Nov 30 4–5pm to Wed Dec 2 5–6pm" in turn.reply
    assert all(title != "no" for title, _ in titles_on(30, "sarah"))  # never an event called "no"
    app.ask("yes", thread_id="g")
    assert ("guitar", "17:00") in titles_on(2, "emma", month=12)
    assert titles_on(30, "emma") == [("piano lesson", "17:00")]


def test_not_this_hour_but_that_one(app, titles_on):
    app.ask("add chess club for jake wednesday at 5", thread_id="c")
    turn = app.ask("not 5, 6", thread_id="c")
    assert "Move chess club from Wed Nov 25 5–6pm to Wed Nov 25 6–7pm" in turn.reply, turn.reply
    assert ("chess club", "17:00") in titles_on(25, "jake")  # unchanged until the yes


@pytest.mark.parametrize(
    ("first", "words", "asked"),
    [
        ("art class for emma friday at 4", "actually for jake", "Put Jake on art class"),
        ("art class for emma friday at 4", "and mike too", "Add Mike to art class"),
        ("art class for emma friday at 4", "oh wait, and jake too", "Add Jake to art class"),
        ("art class for emma friday at 4", "for both kids", "Add Jake to art class"),
        ("art class for the kids friday at 4", "just emma actually", "Take Jake off art class"),
        ("art class for the kids friday at 4", "only jake", "Take Emma off art class"),
    ],
)
def test_who_comes_is_corrected_after_the_booking_and_asked(app, titles_on, first, words, asked):
    app.ask(first, thread_id="a")
    before = titles_on(27, "emma"), titles_on(27, "jake")
    turn = app.ask(words, thread_id="a")
    assert turn.status == "awaiting_user" and not turn.committed, turn.reply
    assert asked in turn.reply
    assert (titles_on(27, "emma"), titles_on(27, "jake")) == before


def test_art_class_changes_hands_once_the_family_says_yes(app, titles_on):
    app.ask("art class for emma friday at 4", thread_id="a")
    app.ask("no, for jake", thread_id="a")
    app.ask("yes", thread_id="a")
    assert ("art class", "16:00") in titles_on(27, "jake")
    assert titles_on(27, "emma") == []


def test_a_length_said_alone_after_the_booking_is_its_new_length(app, titles_on):
    app.ask("pottery for emma wednesday at 4", thread_id="p")
    turn = app.ask("for an hour and a half", thread_id="p")
    assert "Change pottery from Wed Nov 25 4–5pm to Wed Nov 25 4–5:30pm" in turn.reply, turn.reply
    assert not turn.committed


def test_a_length_said_with_nothing_booked_is_not_guessed(app):
    turn = app.ask("for 45 minutes", thread_id="n")
    assert not turn.committed and turn.intent == "unknown"


@pytest.mark.parametrize(
    ("words", "booked"),
    [
        ("wait, not jake - emma", "haircut for Emma, Thu Nov 26 4–4:45pm"),
        ("ugh no, 4:30", "haircut for Jake, Thu Nov 26 4:30–5:30pm"),
        ("hmm no, not thursday. friday", "haircut for Jake, Fri Nov 27 4–4:45pm"),
    ],
)
def test_a_no_that_says_what_instead_is_that_change(app, words, booked):
    turn = app.ask("haircut for jake thursday at 4", thread_id="h")
    assert turn.status == "awaiting_user"  # Jake has soccer then
    turn = app.ask(words, thread_id="h")
    if turn.status == "awaiting_user":
        assert "couldn't tell" not in turn.reply, turn.reply
        turn = app.ask("yes", thread_id="h")
    assert booked in turn.reply, turn.reply


def test_a_day_said_as_a_correction_keeps_the_time_asked_for(app, titles_on):
    turn = app.ask("karate for jake next tuesday at 5", thread_id="k")
    assert "Wed Dec 2 3–4pm" in turn.reply  # one of the ways out, at another hour
    turn = app.ask("sorry I meant next wednesday", thread_id="k")
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="k")
    assert "karate for Jake, Wed Dec 2 5–6pm" in turn.reply, turn.reply
    assert ("karate", "17:00") in titles_on(2, "jake", month=12)


def test_a_plain_no_still_leaves_the_calendar_alone(app, titles_on):
    app.ask("sleepover for emma friday at 6pm", thread_id="s")
    app.ask("playdate for jake friday", thread_id="p")
    turn = app.ask("no, not now", thread_id="p")
    assert not turn.committed and turn.status == "completed"
    assert titles_on(27, "jake") == []

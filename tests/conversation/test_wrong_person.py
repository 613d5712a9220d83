"""The wrong person said first: "wait no, make it emma not jake", "oops wrong kid, it's
emma", "I meant mike", "keep emma off it" while the booking waits. The booking is for the
people meant, never for the one taken back, and never for the speaker because she said "I"."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "words", ["wait no, make it emma not jake", "oops wrong kid, its emma", "no wait, emma instead"]
)
def test_the_dentist_is_booked_for_emma_not_jake(app, titles_on, words):
    turn = app.ask("book dentist for jake thursday at 4", thread_id="d")
    assert turn.status == "awaiting_user"  # Jake has soccer then
    turn = app.ask(words, thread_id="d")
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="d")
    assert turn.committed and "dentist for Emma, Thu Nov 26 4–5pm" in turn.reply, turn.reply
    assert ("dentist", "16:00") in titles_on(26, "emma")
    assert all(title != "dentist" for title, _ in titles_on(26, "jake"))


def test_i_meant_mike_is_mike_alone(app, titles_on):
    app.ask("book dentist for jake thursday at 4", thread_id="d")
    turn = app.ask("i meant mike", thread_id="d")
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="d")
    assert "dentist for Mike," in turn.reply, turn.reply
    assert all(title != "dentist" for title, _ in titles_on(26, "sarah"))


def test_keep_emma_off_it_books_for_jake_only_and_still_asks_which_time(app, titles_on):
    app.ask("movie for the kids saturday at 7pm or 8pm", thread_id="m")
    turn = app.ask("keep emma off it", thread_id="m")
    assert turn.status == "awaiting_user" and not turn.committed, turn.reply  # 7 or 8 still open
    assert "movie for Jake, Sat Nov 28 7–8pm" in turn.reply
    turn = app.ask("yes", thread_id="m")
    assert ("movie", "19:00") in titles_on(28, "jake")
    assert all(title != "movie" for title, _ in titles_on(28, "emma"))


@pytest.mark.parametrize("words", ["oops wrong kid, its emma", "wait no, make it emma not jake"])
def test_right_after_booking_the_wrong_kid_is_swapped_after_a_yes(app, titles_on, words):
    app.ask("dentist for jake friday at 3", thread_id="d")
    turn = app.ask(words, thread_id="d")
    assert turn.status == "awaiting_user" and not turn.committed, turn.reply
    assert "Put Emma on dentist on Fri Nov 27 3–4pm instead of Jake" in turn.reply
    assert ("dentist", "15:00") in titles_on(27, "jake")  # nothing changed before the yes
    app.ask("yes", thread_id="d")
    assert ("dentist", "15:00") in titles_on(27, "emma")
    assert titles_on(27, "jake") == []


def test_keep_emma_off_the_movie_just_booked(app, titles_on):
    app.ask("family movie night saturday 7pm for everyone", thread_id="m")
    turn = app.ask("no, keep emma off it", thread_id="m")
    assert "Take Emma off family movie night" in turn.reply, turn.reply
    app.ask("yes", thread_id="m")
    assert all(title != "family movie night" for title, _ in titles_on(28, "emma"))
    assert ("family movie night", "19:00") in titles_on(28, "jake")


def test_a_name_with_a_new_activity_after_booking_is_a_booking_of_its_own(app):
    app.ask("dentist for jake friday at 3", thread_id="d")
    turn = app.ask("not now, piano for emma saturday at 4", thread_id="d")
    assert "piano for Emma" in turn.reply and "instead of" not in turn.reply, turn.reply

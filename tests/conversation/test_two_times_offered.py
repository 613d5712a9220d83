"""A family offers two times ("sat 2pm or 3pm"): nothing is written until they pick; the
question says which one was proposed, and "make it 3" takes the other."""

from __future__ import annotations


def test_two_times_are_asked_about_not_booked(app, titles_on):
    turn = app.ask("tennis for emma sat 2pm or 3pm", thread_id="t")
    assert turn.status == "awaiting_user" and not turn.committed, turn.reply
    assert "2pm or 3pm: I took 2pm" in turn.reply
    assert titles_on(28, "emma") == [("swim class", "10:00")]


def test_the_other_time_is_taken_when_said(app, titles_on):
    app.ask("tennis for emma sat 2pm or 3pm", thread_id="t")
    turn = app.ask("make it 3", thread_id="t")
    if turn.status == "awaiting_user":
        assert "I took 2pm" not in turn.reply  # the choice was made
        turn = app.ask("yes", thread_id="t")
    assert ("tennis", "15:00") in titles_on(28, "emma")


def test_two_days_are_asked_about_not_booked(app):
    turn = app.ask("haircut for mike saturday or sunday at 10", thread_id="h")
    assert turn.status == "awaiting_user" and not turn.committed
    assert "saturday or sunday: I took saturday" in turn.reply
    turn = app.ask("no", thread_id="h")
    assert not turn.committed


def test_the_later_one_takes_the_second_time(app, titles_on):
    app.ask("tennis for emma sat 2pm or 3pm", thread_id="t")
    turn = app.ask("the later one", thread_id="t")
    assert "tennis for Emma, Sat Nov 28 3–4pm" in turn.reply, turn.reply
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="t")
    assert ("tennis", "15:00") in titles_on(28, "emma")


def test_the_first_one_books_the_time_proposed(app, titles_on):
    app.ask("haircut for mike saturday or sunday at 11", thread_id="h")
    turn = app.ask("the first one please", thread_id="h")
    assert turn.committed, turn.reply
    assert ("haircut", "11:00") in titles_on(28, "mike")

"""Second thoughts before anything is written: "nvm keep it", "scratch that, keep it",
"actually don't". Said to a cancellation, "keep it" keeps the event; nothing is cancelled."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "words", ["nvm keep it", "scratch that, keep it", "keep it", "actually no, leave it"]
)
def test_keep_it_to_a_cancellation_keeps_the_lesson(app, titles_on, words):
    turn = app.ask("cancel emma's piano monday", thread_id="c")
    assert turn.status == "awaiting_user" and "Cancel piano lesson" in turn.reply
    turn = app.ask(words, thread_id="c")
    assert turn.status == "completed" and not turn.committed, turn.reply
    assert "Cancelled" not in turn.reply and "set aside" not in turn.reply
    assert ("piano lesson", "17:00") in titles_on(30, "emma")


def test_actually_dont_drops_the_cancellation_of_soccer(app, titles_on):
    app.ask("cancel jake's soccer on thursday", thread_id="s")
    turn = app.ask("actually don't", thread_id="s")
    assert not turn.committed and turn.status == "completed", turn.reply
    assert ("soccer practice", "16:00") in titles_on(26, "jake")


def test_keep_it_to_a_booking_nothing_stands_in_the_way_of_books_it_with_no_rule_named(app, titles_on):
    app.ask("dentist for jake friday at 3", thread_id="d")
    app.ask("cancel it", thread_id="d")
    turn = app.ask("oh wait keep it", thread_id="d")
    assert not turn.committed
    assert ("dentist", "15:00") in titles_on(27, "jake")


def test_book_it_anyway_to_a_plain_booking_names_no_rule_set_aside(app, titles_on):
    app.always_confirm = True
    turn = app.ask("book a sleepover for emma saturday at 7pm", thread_id="b")
    assert turn.status == "awaiting_user", turn.reply
    turn = app.ask("book it anyway", thread_id="b")
    assert turn.committed and "set aside" not in turn.reply, turn.reply
    assert ("sleepover", "19:00") in titles_on(28, "emma")

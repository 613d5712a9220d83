"""A family's week told in their own words: hedges, politeness, a "don't book anything",
"no swimming this saturday", "make that 3" after a booking. What gets written is what
they meant, and nothing called "don't book anything" or "quick q" ever lands."""

from __future__ import annotations

import pytest


def test_dont_book_anything_keeps_the_morning_free(app, titles_on):
    turn = app.ask("don't book anything sat morning", thread_id="k")
    assert "blocked time" in turn.reply and "8am–12pm" in turn.reply, turn.reply
    assert "don't" not in turn.reply.lower()
    assert ("blocked time", "08:00") in titles_on(28, "sarah")


def test_dont_schedule_anything_for_a_child_blocks_their_whole_day(app, titles_on):
    turn = app.ask("dont schedule anything for jake on friday", thread_id="j")
    assert turn.status == "completed", turn.reply
    assert "blocked time for Jake, Fri Nov 27 (all day)" in turn.reply
    assert [t for t, _ in titles_on(27, "jake")] == ["blocked time"]


def test_no_swimming_this_saturday_calls_off_that_swim_class_once_confirmed(app, titles_on):
    turn = app.ask("no swimming this saturday", thread_id="s")
    assert turn.status == "awaiting_user" and "Cancel swim class on Sat Nov 28" in turn.reply, turn.reply
    done = app.ask("yes", thread_id="s")
    assert done.status == "completed", done.reply
    assert [t for t, _ in titles_on(28, "emma")] == []
    assert [t for t, _ in titles_on(5, "emma", month=12)] == ["swim class"]


def test_a_quick_question_announced_first_books_nothing(app):
    turn = app.ask("hey quick q does emma have anything tomorrow evening", thread_id="q")
    assert turn.intent == "query" and turn.committed == []
    assert "homework on the laptop" in turn.reply
    assert "quick" not in turn.reply


def test_tea_asked_for_ever_so_politely_is_booked_with_nana(app, titles_on):
    turn = app.ask(
        "I wonder if you might add tea with nana on sunday at 3, if it is no trouble", thread_id="t"
    )
    assert turn.status == "completed" and turn.intent == "create", turn.reply
    assert ("tea", "15:00") in titles_on(29, "linda")


def test_make_that_3_after_a_booking_moves_what_was_just_booked(app, titles_on):
    app.ask("add a vet visit saturday 2pm", thread_id="v")
    turn = app.ask("wait no make that 3", thread_id="v")
    assert turn.intent == "modify" and "to Sat Nov 28 3–4pm" in turn.reply, turn.reply
    app.ask("yes", thread_id="v")
    assert ("vet visit", "15:00") in titles_on(28, "sarah")
    assert ("vet visit", "14:00") not in titles_on(28, "sarah")


def test_a_hedged_move_of_tonights_piano_moves_it(app, titles_on):
    turn = app.ask("could we maybe shift emmas piano to 6 tonight if thats ok", thread_id="p")
    assert turn.status == "completed", turn.reply
    assert titles_on(23, "emma") == [("piano lesson", "18:00")]


def test_a_24_hour_clock_with_an_h_books_that_time(app, titles_on):
    turn = app.ask("dentist for jake friday at 1530h", thread_id="h")
    assert turn.status == "completed", turn.reply
    assert ("dentist", "15:30") in titles_on(27, "jake")


@pytest.mark.parametrize("answer", ["option b", "2nd option pls"])
def test_an_option_picked_by_its_letter_or_as_2nd_option_books_that_one(app, titles_on, answer):
    offer = app.ask("book emma a dentist appointment friday at 10", thread_id="o")
    assert (
        offer.status == "awaiting_user" and "2. Move dentist appointment to Wed Nov 25 7–8pm" in offer.reply
    )
    done = app.ask(answer, thread_id="o")
    assert done.status == "completed" and "Wed Nov 25 7–8pm" in done.reply, done.reply
    assert titles_on(25, "emma") == [("dentist appointment", "19:00")]


def test_bin_jakes_soccer_asks_to_cancel_that_practice_but_bin_bags_are_a_chore(app):
    binned = app.ask("bin jakes soccer on thursday", thread_id="x")
    assert binned.intent == "cancel" and "Cancel soccer practice on Thu Nov 26" in binned.reply, binned.reply
    chore = app.ask("bin bags tuesday at 7", thread_id="y")
    assert chore.intent == "create" and "bin bags" in chore.reply

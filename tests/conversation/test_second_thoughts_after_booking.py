"""Second thoughts said right after a booking was written ("on second thought, make it 5",
"nvm make it sunday", "no wait, 11", "actualy 4"): the booking just made is what changes,
asked first; the opener is never an event's name nor a booking of its own."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("words", "moved_to"),
    [
        ("on second thought, make it 5", "Wed Nov 25 5–6pm"),
        ("scratch that, make it 5", "Wed Nov 25 5–6pm"),
        ("nvm make it friday", "Fri Nov 27 6–7pm"),
        ("never mind, move it to thursday", "Thu Nov 26 6–7pm"),
        ("actually 4", "Wed Nov 25 4–5pm"),
        ("actualy 4", "Wed Nov 25 4–5pm"),
        ("wait, 5:30", "Wed Nov 25 5:30–6:30pm"),
    ],
)
def test_second_thoughts_change_the_karate_just_booked(app, titles_on, words, moved_to):
    booked = app.ask("karate for jake wednesday at 6", thread_id="k", speaker="sarah")
    assert booked.committed, booked.reply
    turn = app.ask(words, thread_id="k", speaker="sarah")
    assert turn.intent == "modify" and turn.status == "awaiting_user", turn.reply
    assert f"Move karate from Wed Nov 25 6–7pm to {moved_to}" in turn.reply, turn.reply
    assert ("karate", "18:00") in titles_on(25, "jake")  # nothing moved before the yes


def test_keep_it_at_5_after_dad_moved_piano_puts_it_back_at_5(app, titles_on):
    moved = app.ask("move emma's piano monday to 6", thread_id="p", speaker="mike")
    assert moved.committed, moved.reply
    turn = app.ask("no keep it at 5", thread_id="p", speaker="sarah")
    assert "Book" not in turn.reply, turn.reply
    assert "piano lesson" in turn.reply and "5–6pm" in turn.reply, turn.reply
    done = app.ask("yes", thread_id="p", speaker="sarah")
    assert done.committed, done.reply
    assert ("piano lesson", "17:00") in titles_on(30, "emma")


def test_a_call_moved_an_hour_on_with_no_wait(app, titles_on):
    app.ask("phone call with the plumber thursday at 10am", thread_id="c", speaker="mike")
    turn = app.ask("no wait, 11", thread_id="c", speaker="mike")
    assert "11am–12pm" in turn.reply, turn.reply


def test_make_it_7_after_one_lesson_was_moved_is_about_that_lesson(app, titles_on):
    app.ask("move emma's piano monday to 6", thread_id="p", speaker="sarah")
    turn = app.ask("hmm make it 7", thread_id="p", speaker="sarah")
    assert "Move piano lesson on Mon Nov 30 6–7pm to Mon Nov 30 7–8pm" in turn.reply, turn.reply
    assert "Change only the next one" not in turn.reply


@pytest.mark.parametrize("words", ["make it 7 to 10", "actually make it 7 till 10"])
def test_a_movie_night_made_7_to_10_keeps_its_start_and_ends_at_10(app, words):
    app.ask("movie night for the kids friday at 7pm", thread_id="m", speaker="sarah")
    turn = app.ask(words, thread_id="m", speaker="sarah")
    assert "to Fri Nov 27 7–10pm" in turn.reply, turn.reply


def test_nah_and_another_date_moves_the_dentist_just_booked(app):
    app.ask("dentist for emma on dec 3 at 4", thread_id="d", speaker="sarah")
    turn = app.ask("nah dec 4", thread_id="d", speaker="sarah")
    assert "Move dentist from Thu Dec 3 4–5pm to Fri Dec 4 4–5pm" in turn.reply, turn.reply
    assert "Book nah" not in turn.reply


def test_ugh_no_leave_it_at_5_puts_the_moved_lesson_back(app):
    app.ask("move emma's piano monday to 6", thread_id="p", speaker="sarah")
    turn = app.ask("ugh no leave it at 5", thread_id="p", speaker="sarah")
    assert "Move piano lesson on Mon Nov 30 6–7pm to Mon Nov 30 5–6pm" in turn.reply, turn.reply

"""An event moved by an amount, said the way families say it: "could we do swim an hour
earlier this weekend?", "let's start soccer half an hour later on thursday". What is on the
calendar moves by that much, said back and asked first; nothing called "swim" or "start
soccer" is booked, and a day with no such event is said plainly."""

from __future__ import annotations

import pytest

from family_scheduler.app import FamilyScheduler


@pytest.mark.parametrize(
    ("said", "moved"),
    [
        (
            "could we do swim an hour earlier this weekend?",
            "swim class on Sat Nov 28 10–11am to Sat Nov 28 9–10am",
        ),
        (
            "let's start soccer half an hour later on thursday",
            "on Thu Nov 26 4–5:30pm to Thu Nov 26 4:30–6pm",
        ),
        (
            "can piano be 15 minutes earlier today?",
            "piano lesson on Mon Nov 23 5–6pm to Mon Nov 23 4:45–5:45pm",
        ),
        (
            "is it ok if family dinner is 30 min earlier this sunday",
            "on Sun Nov 29 6–7:30pm to Sun Nov 29 5:30–7pm",
        ),
        (
            "can you make book club start an hour earlier next wednesday",
            "on Wed Dec 2 7:30–9pm to Wed Dec 2 6:30–8pm",
        ),
        (
            "i'd like gym to be 30 minutes later on friday",
            "gym on Fri Nov 27 6:30–7:30am to Fri Nov 27 7–8am",
        ),
    ],
)
def test_a_shift_said_without_a_move_verb_is_asked_then_made(
    app: FamilyScheduler, said: str, moved: str
) -> None:
    asked = app.ask(said, thread_id="s")
    assert asked.status == "awaiting_user" and asked.committed == [], asked.reply
    assert asked.intent == "modify" and moved in asked.reply, asked.reply
    assert "Book" not in asked.reply
    done = app.ask("yes", thread_id="s")
    assert done.committed and done.reply.startswith("Moved"), done.reply


def test_only_that_weeks_swim_moves_and_nothing_new_is_booked(app: FamilyScheduler, titles_on) -> None:
    app.ask("can the kids do swim an hour later on saturday", thread_id="w")
    app.ask("yes", thread_id="w")
    assert titles_on(28, "emma") == [("swim class", "11:00")]
    assert titles_on(5, "jake", month=12) == [("swim class", "10:00")]


def test_a_move_verb_with_an_amount_is_asked_first_too(app: FamilyScheduler, titles_on) -> None:
    asked = app.ask("bump jake's soccer on tuesday back 45 minutes", thread_id="b")
    assert asked.committed == [] and "to Tue Nov 24 4:45–6:15pm" in asked.reply, asked.reply
    assert ("soccer practice", "16:00") in titles_on(24, "jake")  # nothing written before the yes
    app.ask("no", thread_id="b")
    assert ("soccer practice", "16:00") in titles_on(24, "jake")


def test_no_such_event_that_day_is_said_and_nothing_changes(app: FamilyScheduler, titles_on) -> None:
    turn = app.ask("could we do swim an hour earlier on sunday?", thread_id="n")
    assert turn.committed == [] and turn.status == "completed"
    assert turn.reply.startswith("There is no swim on Sun Nov 29"), turn.reply
    assert "Sat Nov 28 10–11am" in turn.reply and "Nothing was changed" in turn.reply
    assert titles_on(28, "emma") == [("swim class", "10:00")]


def test_an_event_nobody_has_is_named_with_whose_it_was(app: FamilyScheduler) -> None:
    turn = app.ask("push emma's dentist back 45 minutes", thread_id="d")
    assert turn.committed == [] and turn.reply.startswith("I couldn't find Emma's dentist"), turn.reply


def test_a_direction_without_an_amount_asks_how_much(app: FamilyScheduler, titles_on) -> None:
    app.ask("dentist for emma friday at 4", thread_id="u")
    asked = app.ask("move emma's dentist up", thread_id="u")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert asked.reply.startswith("By how much earlier"), asked.reply
    amount = app.ask("half an hour", thread_id="u")
    assert "to Fri Nov 27 3:30–4:30pm" in amount.reply and amount.committed == [], amount.reply
    app.ask("yes", thread_id="u")
    assert ("dentist", "15:30") in titles_on(27, "emma")


def test_pushed_back_with_no_amount_asks_how_much_later(app: FamilyScheduler) -> None:
    asked = app.ask("can we push swim on saturday back?", thread_id="p")
    assert asked.reply.startswith("By how much later"), asked.reply
    answered = app.ask("20 minutes", thread_id="p")
    assert "to Sat Nov 28 10:20–11:20am" in answered.reply, answered.reply


def test_a_new_day_and_an_amount_together(app: FamilyScheduler) -> None:
    asked = app.ask("move saturday's swim to sunday, an hour earlier", thread_id="t")
    assert "swim class on Sat Nov 28 10–11am to Sun Nov 29 9–10am" in asked.reply, asked.reply


@pytest.mark.parametrize(
    "said",
    [
        "is emma free an hour later on monday?",
        "would it clash if swim was an hour earlier on saturday?",
    ],
)
def test_questions_about_free_time_and_clashes_stay_questions(app: FamilyScheduler, said: str) -> None:
    turn = app.ask(said, thread_id="q")
    assert turn.intent == "query" and turn.status == "completed" and turn.committed == [], turn.reply


def test_a_booking_placed_by_another_event_is_no_shift(app: FamilyScheduler) -> None:
    turn = app.ask("book a dentist for jake 30 minutes later than soccer on thursday", thread_id="x")
    assert turn.intent == "create" and "Move" not in turn.reply, turn.reply

"""Two things in one message, in the Parkers' week: two questions are both answered in one
reply, in order; a question and then a request that hangs on its answer is answered, then
asked about (never written on the strength of the answer alone); sentences that are each a
request are taken one at a time, while a closing "Thanks!" or a sentence that only explains
stays with the request before it."""

from __future__ import annotations

import re

from .conftest import NY


def answers(reply: str) -> list[str]:
    """The reply cut into what each part of the message came to, in order."""
    return re.split(r"\s*Next:\s*", reply)


def titled(app, title: str) -> list[str]:
    """Start times (day and hour) of the live events called `title`."""
    return [
        e.start.astimezone(NY).strftime("%a %H:%M")
        for e in app.calendar.all_events()
        if e.title == title and e.status != "cancelled"
    ]


def test_two_questions_are_both_answered_in_order(app):
    said = app.ask("is the sedan free monday evening, and what's on for jake thursday?", thread_id="q")
    assert said.status == "completed" and said.committed == []
    first, second = answers(said.reply)
    assert "Sedan" in first and "piano lesson" in first
    assert second.startswith("What's on for Jake on Thursday Nov 26") and "soccer practice" in second


def test_the_second_question_takes_the_day_of_the_first(app):
    said = app.ask("what does emma have on saturday morning and what about jake that evening?", thread_id="q")
    first, second = answers(said.reply)
    assert "swim class" in first
    assert "Saturday Nov 28" in second and "Monday" not in second


def test_when_and_who_drives_are_both_answered(app):
    said = app.ask("when is jake's next soccer practice and who's driving him?", thread_id="q")
    first, second = answers(said.reply)
    assert first.startswith("The next soccer practice for Jake is Tuesday Nov 24")
    assert "soccer practice" in second and "drive" in second.lower()


def test_one_question_about_two_days_stays_one_question(app):
    said = app.ask("what's on for emma saturday and sunday?", thread_id="q")
    assert "Next:" not in said.reply
    assert "What's on for Emma from Saturday Nov 28 to Sunday Nov 29" in said.reply
    assert "family dinner" in said.reply  # Sunday's is answered too


def test_a_booking_that_hangs_on_the_answer_is_asked_even_when_clear(app):
    said = app.ask("is dad free thursday at 7pm? if so book a movie night with mike", thread_id="q")
    assert said.status == "awaiting_user" and said.committed == []
    answer, proposal = answers(said.reply)
    assert "Mike" in answer and "free" in answer
    assert "Book movie night" in proposal and "Thu Nov 26 7–8pm" in proposal
    assert titled(app, "movie night") == []
    done = app.ask("yes", thread_id="q")
    assert done.status == "completed" and titled(app, "movie night") == ["Thu 19:00"]


def test_a_booking_the_answer_showed_clashing_is_not_written(app):
    said = app.ask("is mike free sunday at 6? if he is, book date night for the parents", thread_id="q")
    assert said.committed == [] and said.status == "completed"  # family dinner: nothing to ask
    assert "Mike is not free then, so I did not book the date night." in said.reply
    assert titled(app, "date night") == []


def test_a_question_then_a_change_in_a_second_sentence(app):
    said = app.ask("What's on friday? Also cancel jake's soccer practice on thursday.", thread_id="q")
    assert said.status == "awaiting_user" and said.committed == []
    answer, proposal = answers(said.reply)
    assert "gym" in answer
    assert "Cancel soccer practice on Thu Nov 26" in proposal


def test_two_sentences_two_bookings(app):
    said = app.ask(
        "Book the orthodontist for emma wednesday at 4. Also jake has chess friday at 5.", thread_id="s"
    )
    assert said.status == "completed"
    assert titled(app, "orthodontist") == ["Wed 16:00"] and titled(app, "chess") == ["Fri 17:00"]


def test_abbreviations_and_a_dotted_time_are_not_sentence_ends(app):
    said = app.ask("Add a checkup with Dr. Lee for jake wed at 4.30 p.m. please", thread_id="s")
    assert said.status in ("completed", "awaiting_user")
    assert "Next:" not in said.reply
    assert "Wed Nov 25 4:30" in said.reply


def test_thanks_at_the_end_is_no_second_request(app):
    said = app.ask("Put violin for emma tuesday at 5. Thanks!", thread_id="s")
    assert said.status == "completed" and "Next:" not in said.reply
    assert titled(app, "violin") == ["Tue 17:00"]


def test_a_sentence_that_explains_stays_with_the_request(app):
    said = app.ask("Book the vet for saturday at 1. It's for the dog's shots.", thread_id="s")
    assert "Next:" not in said.reply
    assert titled(app, "shots") == []


def test_a_fully_said_booking_after_if_so_is_still_asked(app):
    said = app.ask(
        "is the kitchen free saturday at 3? if it is, book cookie baking for the kids saturday at 3",
        thread_id="q",
    )
    assert said.status == "awaiting_user" and said.committed == []
    assert titled(app, "cookie baking") == []
    assert app.ask("yes", thread_id="q").status == "completed"
    assert titled(app, "cookie baking") == ["Sat 15:00"]


def test_the_same_booking_without_if_so_is_written_at_once(app):
    said = app.ask(
        "is the kitchen free saturday at 3? book cookie baking for the kids saturday at 3", thread_id="q"
    )
    assert said.status == "completed" and titled(app, "cookie baking") == ["Sat 15:00"]


def test_a_car_booked_if_the_other_is_taken_is_not_proposed_when_it_is_free(app):
    said = app.ask(
        "is the van free tomorrow at 3? if not, book the honda for mike tomorrow at 3", thread_id="c"
    )
    assert said.status == "completed" and said.committed == []
    answer, line = answers(said.reply)
    assert "Minivan is free" in answer
    assert line == "The Minivan is free then, so I did not book the Sedan."


def test_two_cars_on_two_days_are_two_bookings(app):
    said = app.ask("book the van saturday at 2 and the honda sunday at 3", thread_id="c")
    first, second = answers(said.reply)
    assert "Minivan" in first and "Sedan" not in first
    assert "Sedan" in second and "Sun Nov 29 3–4pm" in second

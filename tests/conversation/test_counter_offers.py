"""While a booking waits, "what about 6?" offers another time for it, not a question."""

from __future__ import annotations

import pytest

from family_scheduler.subgraphs.parsing.amendment import counter_offer

from .conftest import NY


def start_of(app, done) -> str:
    return app.calendar.get_event(done.committed[0]).start.astimezone(NY).strftime("%a %H:%M")


@pytest.mark.parametrize("offer", ["what about 6?", "How about 6pm instead?", "could we do 6 instead?"])
def test_what_about_6_proposes_the_clashing_dentist_at_6_and_asks(app, offer):
    clash = app.ask("dentist for jake tuesday at 4pm", thread_id="c")  # soccer practice until 5:30
    assert clash.status == "awaiting_user"
    asked = app.ask(offer, thread_id="c")
    assert asked.status == "awaiting_user" and asked.committed == []  # it was a question: asked first
    assert asked.reply.startswith("Book dentist for Jake, Tue Nov 24 6–7pm."), asked.reply
    done = app.ask("yes", thread_id="c")
    assert start_of(app, done) == "Tue 18:00"


def test_how_about_thursday_keeps_the_time_and_takes_the_day(app):
    app.ask("dentist for jake tuesday at 4pm", thread_id="c")
    asked = app.ask("how about wednesday?", thread_id="c")
    assert asked.reply.startswith("Book dentist for Jake, Wed Nov 25 4–5pm."), asked.reply


def test_a_bare_seven_for_an_afternoon_booking_is_seven_in_the_evening(app):
    app.ask("dentist for jake tuesday at 4pm", thread_id="c")
    asked = app.ask("would 7 work instead?", thread_id="c")
    assert "Tue Nov 24 7–8pm" in asked.reply, asked.reply


def test_what_about_emmas_piano_is_still_a_question(app):
    app.ask("dentist for jake tuesday at 4pm", thread_id="c")
    answered = app.ask("what about emma's piano?", thread_id="c")
    assert "piano lesson" in answered.reply and "Back to your earlier request" in answered.reply


@pytest.mark.parametrize(
    ("said", "offered"),
    [
        ("what about 6?", "at 6"),
        ("ok how about friday morning", "friday morning"),
        ("does 5:30 work?", "at 5:30"),
    ],
)
def test_counter_offer_words(said, offered):
    assert counter_offer(said) == offered


@pytest.mark.parametrize("said", ["what's on friday?", "is jake free at 4?", "yes"])
def test_not_counter_offers(said):
    assert counter_offer(said) is None

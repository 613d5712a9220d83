"""Mike opens the family's assistant for the first time and types "hi", then "what can you
do?". He is greeted by name and told what he can ask; nothing is booked, and a request
that merely starts with a greeting is still the request."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("said", ["hi", "Hello!", "good morning", "hey there"])
def test_a_greeting_is_answered_by_name_with_what_can_be_asked(app, said):
    before = len(app.calendar.all_events())
    turn = app.ask(said, thread_id="h", speaker="mike")
    assert turn.reply.startswith("Hi Mike! What would you like to do?"), turn.reply
    assert turn.status == "completed" and not turn.committed
    assert len(app.calendar.all_events()) == before


@pytest.mark.parametrize("said", ["help", "what can you do?", "who are you", "how does this work?"])
def test_asking_what_the_assistant_does_is_told_with_examples(app, said):
    turn = app.ask(said, thread_id="h")
    assert turn.reply.startswith("I keep the family's calendar."), turn.reply
    assert '"undo" takes back the last change' in turn.reply


def test_a_request_that_starts_with_a_greeting_is_the_request(app):
    turn = app.ask("hi! can you add swim for jake on wed at 4?", thread_id="h")
    assert turn.intent == "create" and turn.committed, turn.reply
    assert "swim for Jake, Wed Nov 25 4–5pm" in turn.reply

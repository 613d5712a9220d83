"""A plan put as a question ("maybe we could do pizza night friday at 6?"): when nothing of
that name is on then, it is proposed and asked about (never "No pizza night on Friday"), and
the answer can add to it; when it is on then, it is listed."""

from __future__ import annotations


def test_maybe_we_could_do_pizza_night_is_proposed_for_the_family(app, titles_on):
    turn = app.ask("maybe we could do pizza night friday at 6?", thread_id="p", speaker="sarah")
    assert turn.status == "awaiting_user" and turn.intent == "create", turn.reply
    assert "Book pizza night" in turn.reply and "No pizza night" not in turn.reply, turn.reply
    assert not [t for t in titles_on(27, "sarah") if t[0] == "pizza night"]  # asked first


def test_ok_and_add_grandma_adds_her_to_the_plan(app):
    app.ask("perhaps we could do a board game night saturday at 7pm?", thread_id="g", speaker="mike")
    turn = app.ask("ok and add linda", thread_id="g", speaker="mike")
    assert "board game night" in turn.reply and "Linda" in turn.reply, turn.reply
    assert "What is it for?" not in turn.reply


def test_maybe_we_should_do_swim_when_swim_is_on_lists_it(app):
    turn = app.ask("maybe we should do swim saturday at 10?", thread_id="s", speaker="sarah")
    assert turn.intent == "query" and "swim class" in turn.reply, turn.reply

"""A new booking said with "instead" while a cancellation waits ("book a bake sale for emma
saturday at 1 instead"): a booking of its own, not a search for a bake sale to move."""

from __future__ import annotations


def test_a_party_booked_instead_is_booked_and_the_cancellation_still_waits(app, titles_on):
    app.ask("cancel swim on saturday", thread_id="s", speaker="sarah")
    turn = app.ask("put a bake sale for emma saturday at 1 instead", thread_id="s", speaker="sarah")
    assert "couldn't find" not in turn.reply, turn.reply
    assert ("bake sale", "13:00") in titles_on(28, "emma")
    assert "Cancel swim class" in turn.reply  # the question before is asked again


def test_swim_at_11_instead_still_moves_the_swim_class(app, titles_on):
    turn = app.ask("could we do swim at 11 instead on saturday?", thread_id="w", speaker="sarah")
    assert turn.intent == "modify", turn.reply

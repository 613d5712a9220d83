"""A length said before the activity ("a 3 hour drive saturday", "a 90 minute walk"): the
activity on the day said, that long; never a street address ("3 hour drive s") with
"aturday" booked for the next morning."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("words", "title", "until"),
    [
        ("book a 3 hour drive saturday at 9am", "drive", "9am–12pm"),
        ("add a 90 minute walk sunday at 1", "walk", "1–2:30pm"),
        ("put in a 2 hr bike ride trail saturday at 1", None, None),
    ],
)
def test_the_activity_is_booked_on_its_day_for_its_length(app, words, title, until):
    turn = app.ask(words, thread_id="d", speaker="mike")
    assert "aturday" not in turn.reply and "Tue Nov 24" not in turn.reply, turn.reply
    assert ("Sun Nov 29" if "sunday" in words else "Sat Nov 28") in turn.reply, turn.reply
    if title is not None:
        assert turn.committed, turn.reply
        assert f"Booked: {title}" in turn.reply and until in turn.reply, turn.reply


def test_a_street_address_is_still_the_place(app):
    turn = app.ask("birthday party for emma at 12 oak drive saturday at 2", thread_id="p", speaker="sarah")
    assert "12 oak drive" in turn.reply.lower() and "Sat Nov 28" in turn.reply, turn.reply

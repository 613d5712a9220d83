"""A member's name typed with two letters swapped ("jkae", "lidna"): asked about with the
member it most likely is, never booked for the one typing."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("words", "meant"),
    [
        ("book the orthodontist for jkae friday at 4", "Jake"),
        ("coffee with lidna thursday at 10", "Linda"),
        ("haircut for emam saturday at 1", "Emma"),
    ],
)
def test_a_name_with_two_letters_swapped_is_asked_about_not_booked_for_the_speaker(app, words, meant):
    turn = app.ask(words, thread_id="t", speaker="sarah")
    assert not turn.committed, turn.reply
    assert f"did you mean {meant}?" in turn.reply, turn.reply


def test_yes_to_the_name_it_most_likely_is_books_it_for_jake(app, titles_on):
    app.ask("book the orthodontist for jkae friday at 4", thread_id="t", speaker="sarah")
    turn = app.ask("yes", thread_id="t", speaker="sarah")
    assert turn.committed and "for Jake" in turn.reply, turn.reply
    assert ("orthodontist", "16:00") in titles_on(27, "jake")
    assert ("orthodontist", "16:00") not in titles_on(27, "sarah")

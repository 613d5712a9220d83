"""Jake has two dentist appointments this week and Sarah says "move jake's dentist to 4".
The assistant lists both and asks which; "the second one", "the saturday one" or "2" pick
from that list, and only the one picked changes."""

from __future__ import annotations

import pytest


@pytest.fixture
def two_dentists(app):
    app.ask("dentist for jake friday at 3", thread_id="w")
    app.ask("dentist for jake saturday at 3", thread_id="w")
    return app


@pytest.mark.parametrize("words", ["the second one", "the saturday one", "2", "saturday's one"])
def test_the_second_of_two_dentists_is_the_one_moved(two_dentists, titles_on, words):
    turn = two_dentists.ask("move jake's dentist to 4", thread_id="w")
    assert turn.status == "awaiting_user" and "Which one?" in turn.reply, turn.reply
    turn = two_dentists.ask(words, thread_id="w")
    assert turn.committed, turn.reply
    assert "Sat Nov 28 4–5pm" in turn.reply
    assert ("dentist", "16:00") in titles_on(28, "jake")
    assert ("dentist", "15:00") in titles_on(27, "jake")  # Friday's stays


def test_the_first_one_picked_for_a_cancellation_is_asked_then_cancelled(two_dentists, titles_on):
    turn = two_dentists.ask("cancel jake's dentist", thread_id="w")
    assert "Which one?" in turn.reply
    turn = two_dentists.ask("the first one", thread_id="w")
    assert turn.status == "awaiting_user" and "Cancel dentist on Fri Nov 27 3–4pm" in turn.reply, turn.reply
    assert two_dentists.ask("yes", thread_id="w").committed
    assert ("dentist", "15:00") not in titles_on(27, "jake")
    assert ("dentist", "15:00") in titles_on(28, "jake")


def test_a_question_instead_of_an_answer_is_answered_and_nothing_changes(two_dentists, titles_on):
    two_dentists.ask("cancel jake's dentist", thread_id="w")
    turn = two_dentists.ask("what's on sunday?", thread_id="w")
    assert "family dinner" in turn.reply and not turn.committed
    assert ("dentist", "15:00") in titles_on(27, "jake") and ("dentist", "15:00") in titles_on(28, "jake")


def test_a_number_past_the_list_picks_nothing(two_dentists, titles_on):
    two_dentists.ask("move jake's dentist to 4", thread_id="w")
    turn = two_dentists.ask("the fifth one", thread_id="w")
    assert not turn.committed
    assert ("dentist", "15:00") in titles_on(27, "jake") and ("dentist", "15:00") in titles_on(28, "jake")

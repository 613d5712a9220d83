"""The family chat: Sarah writes "@mike yes I am" to Mike where the assistant listens.
Nothing was asked of the assistant, so it says the message is Mike's and writes nothing."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("words", ["@mike yes I am", "@dad yep, on my way", "@Emma ok"])
def test_a_message_to_another_member_is_left_to_them(app, titles_on, words):
    before = titles_on(28, "emma")
    turn = app.ask(words, thread_id="chat")
    assert turn.status == "completed" and not turn.committed, turn.reply
    assert "nothing was changed" in turn.reply and "didn't understand" not in turn.reply
    name = "Emma" if "emma" in words.lower() else "Mike"
    assert f"for {name}" in turn.reply
    assert titles_on(28, "emma") == before


def test_a_message_to_mike_is_no_yes_to_the_swim_class_waiting(app, titles_on):
    turn = app.ask("swim for the kids sunday afternoon", thread_id="s")
    assert turn.status == "awaiting_user"
    turn = app.ask("@mike yes I am", thread_id="s")
    assert not turn.committed and turn.status == "awaiting_user", turn.reply
    assert not any(title == "swim" for title, _ in titles_on(29, "emma"))


def test_a_request_that_mentions_someone_first_is_still_a_request(app, titles_on):
    turn = app.ask("@mike dentist for jake friday at 3", thread_id="d")
    assert turn.committed, turn.reply
    assert ("dentist", "15:00") in titles_on(27, "jake")

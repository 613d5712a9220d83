"""Wishes said to a list of ways out, read as where the time should be; anything else is not a wish."""

from __future__ import annotations

import pytest

from family_scheduler.subgraphs.parsing.wishes import wish_said


@pytest.mark.parametrize(
    ("said", "words"),
    [
        ("maybe something in the afternoon?", "in the afternoon"),
        ("anything later on that day", "later that day"),
        ("not on a friday", "not on Friday"),
        ("how about tuesday?", "on Tuesday"),
        ("sooner", "earlier"),
        ("after 7:30", "after 19:30"),
        ("before 9am", "ending by 09:00"),
        ("thursday evening?", "on Thursday in the evening"),
    ],
)
def test_a_wish_is_said_back_in_a_few_words(said, words):
    wish = wish_said(said)
    assert wish is not None and wish["words"] == words


@pytest.mark.parametrize(
    "said",
    [
        "yes",
        "3",
        "no thanks",
        "the earlier one",
        "karate for jake thursday at 6",
        "make it 4pm",
        "",
        "what else is open that day?",
    ],
)
def test_answers_that_are_not_wishes(said):
    assert wish_said(said) is None

"""Asked "What time should it be?", a family may leave the time to the assistant: "any
time", "you pick", "whenever everyone is free this week". What is left once those words are
gone is the days they still name; a question about free time stays a question."""

from __future__ import annotations

import pytest

from family_scheduler.subgraphs.parsing.time_left_open import time_left_open


@pytest.mark.parametrize(
    ("answer", "days"),
    [
        ("any time", ""),
        ("Anytime is fine", ""),
        ("you decide", ""),
        ("up to you", ""),
        ("whenever works", ""),
        ("whenever suits", ""),
        ("when we're all free", ""),
        ("whenever the kids are both home", ""),
        ("the earliest slot that works", ""),
        ("next free opening please", ""),
        ("sometime on friday", "on friday"),
        ("at some point next week", "next week"),
        ("whenever mike is free on sunday", "on sunday"),
        ("some time this weekend when everyone's around", "this weekend"),
    ],
)
def test_the_time_is_left_to_us_and_the_days_said_remain(answer, days):
    assert time_left_open(answer) == days


@pytest.mark.parametrize(
    "answer",
    [
        "when is everyone free?",
        "is mike free on sunday",
        "saturday at 10",
        "yes",
        "ok",
        "no",
        "what time works for jake?",
        "friday after school",
    ],
)
def test_a_question_a_yes_or_a_time_said_is_not_a_time_left_open(answer):
    assert time_left_open(answer) is None

"""Asked "Which car, the Minivan or the Sedan?", the family may leave the choice to us."""

from __future__ import annotations

import pytest

from family_scheduler.subgraphs.parsing.indifference import leaves_choice


@pytest.mark.parametrize(
    "answer",
    [
        "either",
        "Either one's fine.",
        "any of them",
        "any car is ok",
        "whichever is free",
        "whichever one's not in use",
        "the free one",
        "ok the one that's free then",
        "take whichever is available",
        "doesn't matter which",
        "I don't mind",
        "no preference",
        "you choose",
        "up to you",
        "both are fine",
        "yes",
    ],
)
def test_an_answer_that_leaves_the_choice_to_us(answer):
    assert leaves_choice(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "the sedan",
        "the minivan is fine",
        "neither",
        "no",
        "any time",
        "either saturday or sunday",
        "what's free on friday?",
        "move it to 4",
        "the kitchen",
        "",
    ],
)
def test_an_answer_that_names_one_or_says_something_else(answer):
    assert not leaves_choice(answer)

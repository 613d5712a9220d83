"""Two days or two times offered as a choice ("2pm or 3pm", "saturday or sunday"): the
first is read, and the choice is named as an ambiguity, so it is asked, never written."""

from __future__ import annotations

import pytest

from family_scheduler.models.request import OFFERED_CHOICE
from family_scheduler.subgraphs.parsing.alternatives import picked_alternative


@pytest.mark.parametrize(
    ("text", "taken"),
    [
        ("tennis for emma sat 2pm or 3pm", "2pm"),
        ("dentist for jake at 3 or 4 on friday", "3"),
        ("lunch with grandma tomorrow at noon or 1", "noon"),
        ("haircut for mike saturday or sunday at 10", "saturday"),
        ("move piano to 5 or maybe 6", "5"),
    ],
)
def test_a_choice_left_open_is_an_ambiguity(parse, text, taken):
    req = parse(text)
    choice = [a for a in req.ambiguities if a.startswith(OFFERED_CHOICE)]
    assert choice and f"I took {taken}" in choice[0], req.ambiguities
    assert req.confidence < 0.75


@pytest.mark.parametrize(
    "text",
    ["dinner at 6 or so", "is mike free saturday or sunday", "soccer for jake saturday at 2"],
)
def test_no_choice_no_ambiguity(parse, text):
    assert not any(a.startswith(OFFERED_CHOICE) for a in parse(text).ambiguities)


@pytest.mark.parametrize(
    ("answer", "picked"),
    [
        ("the second one", "3pm"),
        ("the later one", "3pm"),
        ("ok the other one", "3pm"),
        ("the first one", "yes"),
    ],
)
def test_which_of_the_two_is_picked(parse, answer, picked):
    req = parse("tennis for emma sat 2pm or 3pm")
    assert picked_alternative(answer, req.ambiguities) == picked
    assert picked_alternative("make it 5", req.ambiguities) is None

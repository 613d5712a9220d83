"""Which words name a booking already on the calendar to pencil in, and when "pencil in" is
a new booking instead."""

from __future__ import annotations

import pytest

from family_scheduler.subgraphs.parsing.tentative import HeldOne, held_one


@pytest.mark.parametrize(
    ("said", "found"),
    [
        ("pencil in jake's soccer on thursday", HeldOne("jake's soccer on thursday", True)),
        ("please mark the dec 12 swim class as tentative", HeldOne("the dec 12 swim class", False)),
        ("saturday's swim class is just provisional now", HeldOne("saturday's swim class", False)),
        ("the gym on friday is not confirmed yet", HeldOne("the gym on friday", False)),
    ],
)
def test_the_words_naming_the_booking(said: str, found: HeldOne):
    assert held_one(said) == found


@pytest.mark.parametrize(
    "said",
    ["pencil it in", "what's still tentative?", "is the gym on friday tentative?", "confirm the gym friday"],
)
def test_no_booking_is_named(said: str):
    assert held_one(said) is None

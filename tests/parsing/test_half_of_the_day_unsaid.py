"""A bare "at 7" leaves the half of the day unsaid. The contract reads it as the morning;
the parser also says that nothing in the words decided it, so a booking of a movie can ask
and a question can be answered for the evening too, from one reading of the words."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "said",
    [
        "is the van free saturday at 8?",
        "can jake use the laptop wednesday at 7:30",
        "book the kitchen for mike friday at 9",
        "movie with the kids sat at 7",
    ],
)
def test_a_bare_morning_hour_is_marked_as_its_half_unsaid(parse, said):
    assert parse(said).half_unsaid, said


@pytest.mark.parametrize(
    "said",
    [
        "is the van free saturday at 8am",
        "is the van free saturday evening at 8",
        "can jake use the laptop tonight at 7",
        "is the kitchen free for breakfast at 7 on sunday",
        "can mike drive the honda before work at 8 tomorrow",
        "is the van free saturday at 19:00",
        "is mike free at 2 tomorrow",
        "is the van free from 7 to 9 on friday",
    ],
)
def test_a_half_said_or_settled_by_the_words_is_not(parse, said):
    assert not parse(said).half_unsaid, said


def test_a_morning_thing_at_seven_books_without_asking_about_the_evening(parse):
    read = parse("laptop for jake before school thursday at 7")

    assert read.start is not None and read.start.hour == 7
    assert not any(a.startswith("I read") for a in read.ambiguities)


def test_a_movie_at_seven_still_asks_which_half(parse):
    read = parse("movie for the kids saturday at 7")

    assert any('I read "7" as 7am' in a for a in read.ambiguities)

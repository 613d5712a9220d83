"""Options pointed at loosely: "the earlier one is fine", "go with the second, thanks", "the
first one but make it 30 min", "the saturday one". One option is picked only when exactly
one fits; otherwise the answer says why it is asked again."""

from __future__ import annotations

import pytest

from family_scheduler.models.dialogue import Choice
from family_scheduler.subgraphs.parsing.option_words import option_said_as, pointed_option

from .conftest import NY, ny

TWO = [
    Choice(id=1, start=ny(28, 11, 15).isoformat(), end=ny(28, 12, 15).isoformat()),  # Sat late morning
    Choice(id=2, start=ny(26, 17, 45).isoformat(), end=ny(26, 18, 45).isoformat()),  # Thu evening
]


def _fits_nothing(words: str) -> int | None:
    return None


def _fits_thursday(words: str) -> int | None:
    return 2 if words == "thursday" else None


@pytest.mark.parametrize(
    ("answer", "option"),
    [
        ("the earlier one is fine", 2),  # Thursday comes before Saturday
        ("the sooner one works for us", 2),
        ("ok the later one then", 1),
        ("the latest one please", 1),
        ("go with the second, thanks", 2),
        ("option two please", 2),
        ("let's do the first one", 1),
        ("number 1 sounds good", 1),
        ("the thursday one works", 2),
    ],
)
def test_a_loose_pointer_picks_the_one_option_it_fits(answer, option):
    pointed = pointed_option(answer, TWO, 2, _fits_thursday)
    assert pointed is not None and pointed.option == option and not pointed.change


def test_an_earlier_one_of_many_is_asked_about_not_guessed():
    three = [*TWO, Choice(id=3, start=ny(29, 9).isoformat(), end=ny(29, 10).isoformat())]
    pointed = pointed_option("the earlier one is fine", three, 3, _fits_nothing)
    assert pointed is not None and pointed.option is None and "3 options" in pointed.why
    earliest = pointed_option("the earliest one", three, 3, _fits_nothing)
    assert earliest is not None and earliest.option == 2


@pytest.mark.parametrize("answer", ["the saturday one", "the one on monday", "the evening one works"])
def test_a_day_no_single_option_is_on_is_asked_about(answer):
    pointed = pointed_option(answer, TWO, 2, _fits_nothing)
    assert pointed is not None and pointed.option is None and "no single option" in pointed.why


@pytest.mark.parametrize(
    ("answer", "option", "change"),
    [
        ("the first one but make it 30 min", 1, "30 min"),
        ("option 2, but for 45 minutes", 2, "for 45 minutes"),
        ("the second and make it at 6pm", 2, "at 6pm"),
    ],
)
def test_an_option_with_a_change_keeps_both(answer, option, change):
    pointed = pointed_option(answer, TWO, 2, _fits_nothing)
    assert pointed is not None and (pointed.option, pointed.change) == (option, change)


def test_an_option_with_a_change_is_said_as_that_option_changed():
    assert option_said_as(TWO[0], "30 min", NY, when_stated=False) == "make it November 28 at 11:15am 30 min"
    assert option_said_as(TWO[1], "at 6pm", NY, when_stated=True) == "make it November 26 at 6pm"


@pytest.mark.parametrize("answer", ["make it 4pm", "yes", "no thanks", "emma has a game then", "this one"])
def test_words_that_point_at_no_option_are_left_as_they_were(answer):
    pointed = pointed_option(answer, TWO, 2, _fits_nothing)
    assert pointed is None or pointed.option is None

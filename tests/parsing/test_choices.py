"""An option picked by what it says: the family was shown numbered times and answers with a
day, a time or a range ("ok the tuesday 3-7 one then")."""

from __future__ import annotations

import pytest

from family_scheduler.models.dialogue import Choice
from family_scheduler.subgraphs.parsing.choices import picked_choice

from .conftest import ny

SHOWN = [
    Choice(id=1, start=ny(24, 15).isoformat(), end=ny(24, 19).isoformat()),  # Tue 15:00-19:00
    Choice(id=2, start=ny(25, 15).isoformat(), end=ny(25, 19).isoformat()),  # Wed 15:00-19:00
    Choice(id=3, start=ny(24, 11).isoformat(), end=ny(24, 15).isoformat()),  # Tue 11:00-15:00
    Choice(id=4, start=ny(2, 15, month=12).isoformat(), end=ny(2, 19, month=12).isoformat()),  # next Wed
]


@pytest.mark.parametrize(
    ("answer", "picked"),
    [
        ("ok the tuesday 3-7 one then", 1),
        ("tuesday 11 to 3 please", 3),
        ("the one on wednesday the 2nd", 4),
        ("wednesday 25th", 2),
        ("tuesday at 11am", 3),
        ("the 11am one", 3),
        ("wednesday", 2),  # a bare weekday is the coming one
    ],
)
def test_an_option_named_by_its_day_and_time_is_picked(family, now, answer, picked):
    assert picked_choice(answer, SHOWN, family, now) == picked


@pytest.mark.parametrize("answer", ["tuesday", "the 3pm one", "friday at 3", "yes", ""])
def test_an_answer_that_fits_several_or_none_picks_nothing(family, now, answer):
    assert picked_choice(answer, SHOWN, family, now) is None

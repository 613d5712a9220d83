"""A weekly repeat said apart from its days: "yoga sat and sun at 7 every week", "tutoring
every week on tue and fri at 4". Each day said is a day of the repeat; read as one, only
the first day was kept and the others dropped without a word."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("said", "days", "first"),
    [
        ("yoga for mike sat and sun 7am to 8am every week", "SA,SU", ny(28, 7)),
        ("tutoring for emma every week on tue and fri at 4", "TU,FR", ny(24, 16)),
        ("drum lessons wed and thurs weekly at 6pm", "WE,TH", ny(25, 18)),
        ("chess club on mondays and thursdays every week at 3pm", "MO,TH", ny(23, 15)),
    ],
)
def test_every_day_said_is_a_day_of_the_weekly_repeat(parse, said, days, first):
    request = parse(said)
    assert request.intent == "create" and request.recurrence == f"FREQ=WEEKLY;BYDAY={days}"
    assert request.start == first and not request.then


def test_one_day_said_with_every_week_repeats_on_that_day(parse):
    request = parse("tutoring for emma every week on tuesday at 4")
    assert request.recurrence == "FREQ=WEEKLY;BYDAY=TU" and request.start == ny(24, 16)


def test_days_said_as_a_choice_are_not_all_taken(parse):
    request = parse("yoga every week on sat or sun at 7am")
    assert request.recurrence != "FREQ=WEEKLY;BYDAY=SA,SU"


def test_every_other_week_keeps_both_days(parse):
    request = parse("cleaner comes tue and fri every other week at 10am")
    assert request.recurrence == "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,FR"

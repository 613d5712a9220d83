"""One activity, each child at their own time: every person is a booking of their own, at
the time said beside their name, on the day and for the activity said once for all."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("said", "first", "rest"),
    [
        (
            "eye exams friday: emma at 4, jake at 4:30",
            ("eye exams", ["emma"], ny(27, 16)),
            ["eye exams friday for jake at 4:30"],
        ),
        (
            "book flu shots on dec 2, 3pm for jake and 3:20 for emma",
            ("flu shots", ["jake"], ny(2, 15, month=12)),
            ["book flu shots on december 2 for emma at 3:20"],
        ),
        (
            "school photos wednesday - jake's at 8:40 and emma's at 9:10",
            ("school photos", ["jake"], ny(25, 8, 40)),
            ["school photos wednesday for emma at 9:10"],
        ),
        (
            "orthodontist next tuesday, emma 3:15pm, jake 3:45pm, mike at 5",
            ("orthodontist", ["emma"], ny(1, 15, 15, month=12)),
            ["orthodontist next tuesday for jake at 3:45pm", "orthodontist next tuesday for mike at 5"],
        ),
        (
            "jake's haircut at 11 and emma's at 11:30 on saturday",
            ("haircut", ["jake"], ny(28, 11)),
            ["haircut for emma at 11:30 on saturday"],
        ),
    ],
)
def test_each_person_is_booked_at_their_own_time(parse, said, first, rest):
    request = parse(said)
    assert (request.intent, request.title, request.participants, request.start) == ("create", *first)
    assert request.then == rest


@pytest.mark.parametrize(
    "said",
    [
        "is emma free at 3 and jake at 4 on friday?",  # a question, not bookings
        "piano for emma at 4 or 5 on monday",  # one person offered two times
        "emma at 3, emma at 4",  # the same person twice
    ],
)
def test_not_each_their_own_time(parse, said):
    request = parse(said)
    assert request.then == [] or request.intent != "create"


def test_the_same_activity_for_other_people_on_other_days_is_two_bookings(parse):
    request = parse("swim lesson for emma friday at 5 and swim lesson for jake saturday at 1")
    assert (request.participants, request.start) == (["emma"], ny(27, 17))
    assert request.then == ["swim lesson for jake saturday at 1"]


def test_one_activity_for_two_people_stays_one_booking(parse):
    request = parse("karate for emma and jake thursday at 6")
    assert request.participants == ["emma", "jake"] and request.then == []

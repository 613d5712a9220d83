"""Before a weekend outing a family asks whether everyone fits in a car. The answer leads
with the seats, then says whether the car is free then."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.app import FamilyScheduler
from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.family_file import demo_family

MONDAY = datetime(2026, 11, 23, 9, 0, tzinfo=ZoneInfo("America/New_York"))


@pytest.fixture
def app() -> FamilyScheduler:
    family, events = demo_family()
    return FamilyScheduler(InMemoryCalendar(family, events), clock=lambda: MONDAY)


@pytest.mark.parametrize(
    ("asked", "first_line"),
    [
        (
            "do all four of us fit in the honda for the drive to the lake saturday?",
            "The Sedan seats 5, so all 4 fit.",
        ),
        ("would 7 people fit in the minivan on sunday?", "The Minivan seats 7, so all 7 fit."),
        (
            "is there enough room in the sedan for emma and 4 friends friday?",
            "The Sedan seats 5, so all 5 fit.",
        ),
        ("can we squeeze 8 of us into the van tomorrow?", "The Minivan seats 7: 8 won't fit."),
        (
            "can we squeeze 6 of us into the sedan friday?",
            "The Sedan seats 5: 6 won't fit (the Minivan seats 7).",
        ),
        ("how many seats are in the honda?", "The Sedan seats 5."),
    ],
)
def test_a_seats_question_is_answered_with_the_seats_first(app, asked, first_line):
    turn = app.ask(asked, thread_id="seats")

    assert turn.intent == "query" and turn.committed == []
    assert turn.reply.splitlines()[0] == first_line


def test_the_seats_answer_still_says_when_the_car_is_taken(app):
    turn = app.ask("will jake and 2 friends fit in the van saturday at 10?", thread_id="seats")

    assert turn.reply.startswith("The Minivan seats 7, so all 3 fit.")
    assert "swim class" in turn.reply


def test_a_plain_is_it_free_question_says_nothing_of_seats(app):
    turn = app.ask("is the van free saturday at 2?", thread_id="seats")

    assert "seats" not in turn.reply

"""Conversations of #17: times a family would expect, cars that seat everyone, one-off
exceptions to the rules, series changed from a date on, clashes with flexible plans."""

from __future__ import annotations

from datetime import timedelta

import pytest

from family_scheduler.app import FamilyScheduler
from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.family_file import demo_family
from family_scheduler.models import Constraint, Family

from .conftest import MONDAY, NY


def plain_family(*rules: Constraint) -> Family:
    """The Parkers as a new family file has them: people and things, no rules unless given."""
    family = demo_family()[0]
    return family.model_copy(update={"constraints": list(rules)})


@pytest.fixture
def fresh() -> FamilyScheduler:
    """A family with an empty calendar and no rules at all."""
    return FamilyScheduler(InMemoryCalendar(plain_family()), clock=lambda: MONDAY)


def booked(app: FamilyScheduler, days: int = 30) -> list[tuple[str, str, str, list[str], list[str]]]:
    """(title, local start, local end, participants, resources) of everything coming up."""
    return [
        (
            o.title,
            o.start.astimezone(NY).strftime("%a %b %d %H:%M"),
            o.end.astimezone(NY).strftime("%H:%M"),
            o.participants,
            o.resources,
        )
        for o in app.events(MONDAY, MONDAY + timedelta(days=days))
    ]


# -- cars seat everyone riding ------------------------------------------------------------


def test_six_people_for_the_airport_take_the_minivan_not_the_five_seat_sedan(fresh):
    turn = fresh.ask(
        "book the honda to drive to the airport saturday at 8am "
        "with the whole family, grandpa joe and aunt sue",
        thread_id="t",
    )
    assert turn.status == "awaiting_user"
    assert "seats 5, but 6 people would ride" in turn.reply
    swap = next(o for o in turn.options if o["strategy"] == "alternative_resource")
    assert "Minivan" in swap["description"]
    done = fresh.ask(str(swap["id"]), thread_id="t")
    assert done.status == "completed", done.reply
    [(title, start, _, who, cars)] = booked(fresh)
    assert start == "Sat Nov 28 08:00" and cars == ["minivan"] and len(who) == 4
    written = fresh.calendar.get_event(done.committed[0])
    assert written.guests == ["grandpa Joe", "aunt Sue"]


def test_four_of_the_family_fit_in_the_sedan_and_are_booked_at_once(fresh):
    turn = fresh.ask("book the honda for the airport run saturday at 8am with the whole family")
    assert turn.status == "completed", turn.reply
    assert [cars for *_, cars in booked(fresh)] == [["sedan"]]

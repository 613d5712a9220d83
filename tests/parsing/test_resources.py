"""Shared things: named by name or alias; a kind word that fits two is an ambiguity."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("book the minivan saturday at 9", ["minivan"]),
        ("book the van saturday at 9", ["minivan"]),
        ("book the Honda saturday at 9", ["sedan"]),
        ("book the sedan saturday at 9", ["sedan"]),
        ("book the den saturday at 9", ["living_room"]),
        ("book the living room saturday at 9", ["living_room"]),
        ("book the family laptop saturday at 9", ["laptop"]),
        ("book the kitchen and the laptop saturday at 9", ["kitchen", "laptop"]),
        ("book van sat 9am", ["minivan"]),
    ],
)
def test_resources_by_name_or_alias(parse, text, ids):
    req = parse(text)
    assert req.resources == ids
    assert req.title is None  # a booking with no activity named


def test_the_car_could_be_either_car(parse):
    req = parse("book the car for saturday morning")
    assert req.resources == []
    assert req.ambiguities and "Minivan" in req.ambiguities[0] and "Sedan" in req.ambiguities[0]
    assert req.confidence <= 0.5
    assert req.resource_choices == ["minivan", "sedan"]  # what to ask about


def test_naming_the_car_answers_which_one(parse, family, now):
    from family_scheduler.subgraphs.parsing import parse_request

    pending = parse("book the car for saturday at 9am")
    answered = parse_request("the honda", family, now, "sarah", pending=pending)
    assert answered.resources == ["sedan"] and answered.resource_choices == [] and not answered.ambiguities


def test_a_car_word_inside_an_activity_is_not_a_booking(parse):
    req = parse("add a car wash on saturday at 10")
    assert req.title == "car wash" and req.resources == [] and not req.ambiguities


def test_a_booking_for_an_activity_keeps_the_activity(parse):
    req = parse("reserve the kitchen for emma's cookie baking on sunday from 2 to 4")
    assert (req.title, req.resources, req.participants) == ("cookie baking", ["kitchen"], ["emma"])

"""Guests from outside the family, named with the people who come along, take part without
being members: "with the kids and their cousin Mia"."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "guests", "participants"),
    [
        (
            "take the honda to the airport sunday at 7am with the whole family, grandpa joe and auntie Kim",
            ["grandpa Joe", "auntie Kim"],
            ["emma", "jake", "mike", "sarah"],
        ),
        (
            "zoo trip with the kids and their cousin Mia saturday at 10",
            ["Mia"],
            ["emma", "jake", "sarah"],
        ),
        ("coffee with my friend Dan on friday at 9", ["Dan"], ["sarah"]),
        ("take emma and her best friend lily skating saturday at 3", ["Lily"], ["emma"]),
        ("bowling with jake and my nephew leo sunday at 2", ["nephew Leo"], ["jake", "sarah"]),
        ("a hike with dad and coach dave on sunday at 10", ["coach Dave"], ["mike", "sarah"]),
    ],
)
def test_guests_named_with_the_family_come_along(parse, text, guests, participants):
    req = parse(text)
    assert req.guests == guests, text
    assert req.participants == participants, text
    assert req.problems == [] and req.unknown_people == [], text
    assert not any(g.split()[-1].lower() in (req.title or "") for g in guests), req.title


@pytest.mark.parametrize(
    "text",
    [
        "piano lesson with tyler on friday at 4",  # maybe a misspelt member: asked about
        "dinner for uncle bob friday at 6",  # the event is theirs, not the family's
        "lunch with the neighbours on friday at 1",  # how many?
    ],
)
def test_people_who_are_not_plainly_guests_are_still_asked_about(parse, text):
    req = parse(text)
    assert req.guests == []
    assert req.unknown_people and "don't know who" in req.problems[0]

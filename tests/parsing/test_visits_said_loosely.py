"""A visit is a visit however it is texted: "grandpa is coming to visit sunday" (someone the
family file does not know) and "grandma coming to visit sat" (no "is") both book a visit,
never an event called "grandpa" or "coming to visit"."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("said", ["grandma coming to visit sat", "grandma is coming to visit saturday"])
def test_grandma_coming_is_her_visit(parse, said: str):
    req = parse(said)
    assert req.title == "visit" and req.participants == ["linda"] and req.all_day


@pytest.mark.parametrize(
    ("said", "visitor"),
    [("grandpa is coming to visit sunday", "grandpa"), ("uncle bob coming to visit saturday", "uncle Bob")],
)
def test_someone_we_do_not_know_coming_is_a_visit_with_them(parse, said: str, visitor: str):
    req = parse(said)
    assert req.title == "visit" and req.guests == [visitor] and req.unread == []

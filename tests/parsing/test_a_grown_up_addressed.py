"""A kid asking a grown-up for leave names the grown-up first: "dad, may I…". The one
asked is not coming along; a grown-up asked to do something ("mike can you drive…") is."""

from __future__ import annotations

from .conftest import ny


def test_dad_asked_for_leave_is_not_at_the_pizza_night(parse):
    req = parse("dad, may I have pizza at Ava's friday at 6pm", speaker="jake")
    assert req.intent == "create" and req.participants == ["jake"]
    assert req.start == ny(27, 18)


def test_grandma_asked_if_it_is_ok_is_not_at_the_game(parse):
    req = parse("nana is it ok if i go to the football game sunday at 1pm", speaker="emma")
    assert req.participants == ["emma"]


def test_a_grown_up_asked_to_drive_is_on_the_ride(parse):
    req = parse("mike can you drive jake to soccer thursday?", speaker="sarah")
    assert "mike" in req.joining


def test_a_sister_named_before_can_we_may_come_along(parse):
    req = parse("emma can we go to the park saturday at 2pm", speaker="jake")
    assert "emma" in req.participants

"""A booking for one of two people said as a choice keeps both, in the order said, as a
choice for the main graph to settle; "and" still books both."""

from __future__ import annotations


def test_mike_or_me_is_a_choice_of_two(parse):
    req = parse("mike or me for the eye doctor thursday at 2pm")
    assert req.intent == "create"
    assert req.people_choices == ["mike", "sarah"]


def test_either_kid_is_a_choice_in_the_order_said(parse):
    req = parse("either jake or emma can help at the bake sale saturday at 11")
    assert req.people_choices == ["jake", "emma"]


def test_two_people_joined_by_and_both_go(parse):
    req = parse("mike and me for the eye doctor thursday at 2pm")
    assert req.people_choices == []
    assert sorted(req.participants) == ["mike", "sarah"]


def test_a_question_about_either_books_nothing(parse):
    req = parse("is mike or emma free thursday at 2pm?")
    assert req.people_choices == []


def test_dad_or_me_taking_a_child_is_who_drives_not_a_new_booking(parse):
    req = parse("dad or i can take emma to piano monday")
    assert req.intent == "query" and req.driver == "wanted"
    assert req.participants == ["emma"]
    assert req.people_choices == ["mike", "sarah"]


def test_two_activities_joined_by_or_are_no_drivers(parse):
    req = parse("piano or swim can take emma to piano monday")
    assert req.driver is None

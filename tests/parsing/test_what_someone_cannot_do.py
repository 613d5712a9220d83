"""What someone can't do, read as what it means: a ride given up for good holds from today,
a school run nobody is down for is that run with its grown-up asked, "we" is the household."""

from __future__ import annotations

from datetime import date

import pytest


@pytest.mark.parametrize(
    ("text", "speaker", "cannot", "riders"),
    [
        ("i can't drive jake to soccer anymore", "mike", ["mike"], ["jake"]),
        ("dad can no longer take jake to soccer", "sarah", ["mike"], ["jake"]),
        ("i'm not going to be able to drive emma to piano anymore", "sarah", ["sarah"], ["emma"]),
        ("from now on i can't take jake to soccer", "mike", ["mike"], ["jake"]),
        ("grandma won't be driving the kids to swim any longer", "sarah", ["linda"], ["emma", "jake"]),
        ("mike can't do the soccer runs going forward", "sarah", ["mike"], []),
    ],
)
def test_a_ride_given_up_for_good_holds_from_today(parse, text, speaker, cannot, riders) -> None:
    request = parse(text, speaker=speaker)
    assert request.driver == "wanted", text
    assert request.leaving == cannot, text
    assert request.participants == riders, text
    assert request.since == date(2026, 11, 23), text
    assert request.title in ("soccer", "piano", "swim"), text


def test_one_day_said_is_still_that_day_only(parse) -> None:
    request = parse("mike can't take jake to soccer thursday")
    assert request.driver == "wanted" and request.since is None


@pytest.mark.parametrize(
    ("text", "speaker", "title", "cannot"),
    [
        ("i can't take the kids to school tomorrow", "mike", "drop off Emma and Jake at school", ["mike"]),
        (
            "mike won't be able to pick up jake from school friday",
            "sarah",
            "pick up Jake from school",
            ["mike"],
        ),
        ("i can't do the school pickup wednesday", "sarah", "pick up Emma and Jake from school", ["sarah"]),
        ("nana can't do the school drop-off tuesday", "sarah", "drop off Emma and Jake at school", ["linda"]),
    ],
)
def test_a_school_run_someone_cannot_do_asks_for_its_grown_up(parse, text, speaker, title, cannot) -> None:
    request = parse(text, speaker=speaker)
    assert request.intent == "create" and request.school_run, text
    assert request.title == title, text
    assert request.participants == [] and "participants" in request.missing, text
    assert request.leaving == cannot, text


@pytest.mark.parametrize(
    "text",
    ["we can't make swim saturday", "we can't do swim saturday", "we won't make swim this saturday"],
)
def test_we_cannot_make_it_is_the_household_leaving(parse, text) -> None:
    request = parse(text)
    assert request.intent == "modify" and request.title == "swim", text
    assert request.leaving == ["emma", "jake", "mike", "sarah"], text


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("jake won't be home for family dinner", ["jake"]),
        ("emma isn't going to be at dinner sunday", ["emma"]),
        ("mike won't be back for dinner on sunday", ["mike"]),
    ],
)
def test_not_home_for_dinner_is_leaving_the_dinner(parse, text, who) -> None:
    request = parse(text)
    assert request.intent == "modify", text
    assert request.title in ("dinner", "family dinner"), text
    assert request.leaving == who, text


@pytest.mark.parametrize(
    "text", ["mike can't not go to swim", "it's not that jake can't go to soccer", "i'm not unable to drive"]
)
def test_a_double_negative_is_not_read(parse, text) -> None:
    request = parse(text)
    assert request.intent == "unknown", text
    assert any("two negatives" in p for p in request.problems), text


@pytest.mark.parametrize(
    ("text", "leaving", "pronoun"),
    [
        ("emma can't make it", ["emma"], None),
        ("sorry, jake won't be able to come after all", ["jake"], None),
        ("she can't make it", [], "she"),
        ("i can't be there", ["sarah"], None),
        ("the kids can't go", ["emma", "jake"], None),
    ],
)
def test_cannot_make_it_alone_keeps_who_and_asks_which_event(parse, text, leaving, pronoun) -> None:
    request = parse(text)
    assert request.intent == "unknown", text
    assert request.leaving == leaving and request.pronoun == pronoun, text
    assert request.problems and request.problems[0].startswith("which event can't"), text


def test_something_else_that_cannot_make_it_is_no_member(parse) -> None:
    request = parse("the bus can't make it")
    assert request.leaving == [] and not any("which event" in p for p in request.problems)

"""A day someone can't make and the day they can, with no event named: a change of their
event on the first day to the second day ("from_day" and the new day's window)."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("text", "old", "new", "participants", "pronoun"),
    [
        ("she can't do tuesday, let's do thursday", 24, 26, [], "she"),
        ("Jake can't make it on Wednesday - how about Friday instead?", 25, 27, ["jake"], None),
        ("em cannot do tomorrow, can we do saturday", 24, 28, ["emma"], None),
        ("please move his wednesday stuff to friday", 25, 27, [], "his"),
        ("move jake's thing on wednesday to thursday", 25, 26, ["jake"], None),
        ("he's busy on tuesday. friday works", 24, 27, [], "he"),
        ("Emma can't make Wednesday this week, thursday instead?", 25, 26, ["emma"], None),
    ],
)
def test_the_day_they_cannot_make_and_the_day_they_can(parse, text, old, new, participants, pronoun):
    req = parse(text)
    assert req.intent == "modify" and req.title is None, req
    assert req.from_day == ny(old).date() and req.window == (ny(new), ny(new + 1))
    assert req.participants == participants and req.pronoun == pronoun
    assert req.confidence < 0.75  # worked out, not named: asked before it is written


@pytest.mark.parametrize(
    "text",
    [
        "move piano to thursday",  # an event named
        "jake can't make it to soccer on wednesday",  # leaving soccer, no other day
        "she can't do tuesdays any more, switch to thursdays",  # every week: not one occurrence
    ],
)
def test_other_changes_are_not_day_swaps(parse, text):
    assert parse(text).from_day is None, text


@pytest.mark.parametrize(
    ("text", "day", "leaving", "pronoun"),
    [
        ("she can't do tuesday", 24, [], "she"),
        ("emma can't make it sunday", 29, ["emma"], None),
        ("jake won't be able to make saturday", 28, ["jake"], None),
        ("mike can't do wednesday after all", 25, ["mike"], None),
    ],
)
def test_a_day_they_cannot_make_with_no_other_day(parse, text, day, leaving, pronoun):
    request = parse(text)
    assert (request.intent, request.title, request.window) == ("modify", None, None)
    assert request.from_day == ny(day).date()
    assert (request.leaving, request.pronoun) == (leaving, pronoun)
    assert request.missing in ([], ["participants"])

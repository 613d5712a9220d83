"""Someone giving an activity up is a cancellation from a day on, never a booking."""

from __future__ import annotations

from datetime import date

import pytest


@pytest.mark.parametrize(
    ("text", "title", "who"),
    [
        ("jake quit karate", "karate", ["jake"]),
        ("emma's quitting swim class", "swim class", ["emma"]),
        ("mike has stopped going to the gym", "gym", ["mike"]),
        ("the kids are done with swim class", "swim class", ["emma", "jake"]),
        ("emma isn't doing piano any more", "piano", ["emma"]),
        ("jake doesn't play soccer anymore", "soccer", ["jake"]),
        ("no more book club for me", "book club", ["sarah"]),
        ("emma no longer takes piano", "piano", ["emma"]),
        ("jake dropped out of soccer", "soccer", ["jake"]),
        ("we're not doing swim class anymore", "swim class", []),
        ("stop emma's piano", "piano", ["emma"]),
    ],
)
def test_giving_an_activity_up_cancels_it_from_today(parse, text, title, who) -> None:
    request = parse(text)
    assert request.intent == "cancel", text
    assert request.title == title, text
    assert sorted(request.participants) == who, text
    assert request.since == date(2026, 11, 23), text


@pytest.mark.parametrize(
    ("text", "since"),
    [
        ("emma is giving up piano after december", date(2027, 1, 1)),
        ("jake's not doing soccer any more after dec 18", date(2026, 12, 19)),
        ("mike's gym is done after december", date(2027, 1, 1)),
    ],
)
def test_after_a_day_it_holds_from_the_day_after(parse, text, since) -> None:
    request = parse(text)
    assert request.intent == "cancel" and request.since == since, text


def test_not_doing_something_once_is_that_one_only(parse) -> None:
    request = parse("we're not doing swim class this saturday")
    assert request.intent == "cancel" and request.since is None


@pytest.mark.parametrize(
    "text",
    [
        "did emma quit piano?",
        "no more than 2 activities a day for jake please",
        "stop by the bakery saturday at 10",
        "i'm done with work at 5 today",
        "add karate for jake on mondays at 5, he quit soccer",
    ],
)
def test_a_question_a_limit_or_a_request_is_not_giving_up(parse, text) -> None:
    request = parse(text)
    assert request.intent != "cancel" or request.since is None, text


@pytest.mark.parametrize(
    "text",
    ["jake can't do soccer anymore", "emma cannot make piano any more", "mike won't do gym anymore"],
)
def test_cannot_do_it_any_more_is_giving_it_up_from_today(parse, text) -> None:
    req = parse(text)
    assert req.intent in ("cancel", "modify") and req.since is not None, req
    assert req.title and "anymore" not in req.title and "any more" not in req.title

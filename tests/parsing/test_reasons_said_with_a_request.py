"""A reason said with a request is neither its title nor its people: "sorry mike can't come"
leaves Mike off; "wait, she has a party then" books nothing and says why."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("team dinner at 6 - sorry mike can't come", ["sarah"]),
        ("book bowling saturday at 3 for the kids, jake won't be there", ["emma"]),
        ("pizza night friday at 6 with everyone but mike can't make it", ["emma", "jake", "sarah"]),
        ("add a zoo trip sunday at 10 for emma and jake, oh and emma isn't coming", ["jake"]),
        (
            "game night thursday at 7 for the family, though dad cannot join",
            ["emma", "jake", "sarah"],
        ),
    ],
)
def test_someone_who_cannot_come_is_left_off(parse, text, who):
    req = parse(text)
    assert req.intent == "create", req
    assert sorted(req.participants) == who
    assert not req.problems and "can" not in (req.title or "") and "sorry" not in (req.title or "")


@pytest.mark.parametrize(
    ("text", "clause", "title"),
    [
        ("soccer for emma sat at 2, wait, she has a party then", "she has a party then", "soccer"),
        (
            "piano for jake thursday at 4 but he's got a checkup at that time",
            "he's got a checkup at that time",
            "piano",
        ),
        (
            "tennis for emma friday at 5, oh emma has her recital that evening",
            "emma has her recital that evening",
            "tennis",
        ),
    ],
)
def test_someone_busy_then_books_nothing_and_says_why(parse, text, clause, title):
    req = parse(text)
    assert req.title == title
    assert any(clause in p and "booked nothing" in p for p in req.problems), req.problems


@pytest.mark.parametrize(
    "text",
    [
        "emma has a party saturday at 2",  # the party is the request
        "dentist for jake friday at 3",
        "jake can't come to the party saturday",  # about an event, not a reason beside a request
    ],
)
def test_a_plain_request_is_no_reason(parse, text):
    req = parse(text)
    assert not any("booked nothing" in p for p in req.problems)


@pytest.mark.parametrize(
    "text", ["not jake, he has a sleepover", "no, not emma - she's at her dad's", "wait not mike, he is away"]
)
def test_the_excuse_after_not_someone_is_no_event(parse, text):
    req = parse(text)
    assert req.title is None and req.intent != "create", req

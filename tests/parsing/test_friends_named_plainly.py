"""A plain name said after "with" in a request that names a member is a friend coming
along ("emma has a study group with Nora"), not someone to ask about; a near miss of a
member's name, or a name with nobody of the family named, is still a question. The answer
to "who is Nora?" may say she is a guest."""

from __future__ import annotations

import pytest

from family_scheduler.subgraphs.parsing import parse_request


@pytest.mark.parametrize(
    ("text", "guests", "participants"),
    [
        ("emma has a study group with Nora on thursday at 4", ["Nora"], ["emma"]),
        ("jake has a sleepover with Liam and Noah on saturday at 6pm", ["Liam", "Noah"], ["jake"]),
        ("book jake a bike ride with Oscar on sunday at 10", ["Oscar"], ["jake"]),
    ],
)
def test_a_friend_named_with_a_member_comes_along(parse, text, guests, participants):
    req = parse(text)
    assert req.guests == guests and req.participants == participants, req
    assert req.unknown_people == [] and req.problems == []


@pytest.mark.parametrize(
    "text",
    [
        "emma has a study group with Jak on thursday at 4",  # Jake, misspelt?
        "a study group with Nora on thursday at 4",  # nobody of the family named
        "jake has a sleepover with grandpa on saturday",  # which grandpa?
    ],
)
def test_a_near_miss_or_a_lone_name_is_still_asked_about(parse, text):
    assert parse(text).unknown_people, text


@pytest.mark.parametrize("answer", ["a friend", "just a guest", "he's jake's friend", "he is not family"])
def test_saying_who_he_is_makes_him_a_guest(family, now, answer):
    pending = parse_request("haircut for Theo on friday at 4", family, now, "sarah")
    assert pending.unknown_people == ["Theo"]
    merged = parse_request(answer, family, now, "sarah", pending=pending)
    assert merged.guests == ["Theo"] and merged.unknown_people == [] and merged.problems == []


def test_a_bare_yes_leaves_the_question_open_and_says_so(family, now):
    pending = parse_request("haircut for Theo on friday at 4", family, now, "sarah")
    merged = parse_request("yes", family, now, "sarah", pending=pending)
    assert merged.unknown_people == ["Theo"] and merged.guests == []
    assert merged.problems == ["I still don't know who Theo is"]

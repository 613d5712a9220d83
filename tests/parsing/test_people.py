"""Who takes part: names, aliases, possessives, groups, me/we, "for" versus "with"."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "speaker", "who"),
    [
        ("add a checkup for Jake on friday at 3", "sarah", ["jake"]),
        ("add a checkup for jakey on friday at 3", "sarah", ["jake"]),
        ("add Jake's checkup on friday at 3", "sarah", ["jake"]),
        ("add Jake’s checkup on friday at 3", "sarah", ["jake"]),
        ("add jakes checkup on friday at 3", "sarah", ["jake"]),
        ("add the kids' checkup on friday at 3", "sarah", ["emma", "jake"]),
        ("add a checkup for both kids on friday at 3", "sarah", ["emma", "jake"]),
        ("add a checkup for the children on friday at 3", "mike", ["emma", "jake"]),
        ("add a checkup for Em and dad on friday at 3", "sarah", ["emma", "mike"]),
        ("add a checkup for me on friday at 3", "mike", ["mike"]),
        ("add my checkup on friday at 3", "emma", ["emma"]),
        ("add a checkup on friday at 3", "linda", ["linda"]),  # nobody named: the speaker
        (
            "add a walk with nana on friday at 3",
            "sarah",
            ["linda", "sarah"],
        ),  # with adds the speaker
        ("add a walk with mom on friday at 3", "jake", ["jake", "sarah"]),
        ("add a walk for jake with grandma on friday at 3", "sarah", ["jake", "linda"]),
        ("add a walk for me and the kids on friday at 3", "mike", ["emma", "jake", "mike"]),
        (
            "add a walk for the whole family on friday at 3",
            "sarah",
            ["emma", "jake", "mike", "sarah"],
        ),
        (
            "add a walk for everybody and grandma on friday at 3",
            "sarah",
            ["emma", "jake", "linda", "mike", "sarah"],
        ),
        (
            "can we do a walk on friday at 3",
            "sarah",
            ["emma", "jake", "mike", "sarah"],
        ),  # we = everyone
        ("add mommy's yoga on friday at 3", "emma", ["sarah"]),
        ("add a walk for mom and dad on friday at 3", "emma", ["mike", "sarah"]),
    ],
)
def test_who_goes(parse, text, speaker, who):
    assert parse(text, speaker=speaker).participants == who, text


def test_questions_name_only_who_they_ask_about(parse):
    assert parse("am i busy friday afternoon?", speaker="mike").participants == ["mike"]
    assert parse("is grandma free on sunday?").participants == ["linda"]
    assert parse("what's on this weekend?").participants == []
    assert parse("are we free saturday?").participants == ["emma", "jake", "mike", "sarah"]


def test_cancel_names_only_the_owner(parse):
    assert parse("cancel dad's golf on sunday").participants == ["mike"]
    assert parse("cancel the bake sale").participants == []


def test_an_unknown_person_is_a_problem(parse):
    req = parse("Set up a sleepover with Olivia on Friday at 6")
    assert any("Olivia" in p for p in req.problems)
    assert req.confidence <= 0.3
    req = parse("Book tutoring for Ben tomorrow at 4")
    assert any("Ben" in p for p in req.problems)
    assert "ben" not in (req.title or "")


def test_a_requester_i_is_not_a_participant(parse):
    assert parse("I need to cancel Jake's piano lesson").participants == ["jake"]

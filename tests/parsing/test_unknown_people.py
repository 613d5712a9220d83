"""People the family file does not know are named back, never dropped and never replaced by
the speaker; near misses and look-alikes come with the member they probably mean."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "unknown", "participants"),
    [
        ("piano lesson for grandpa on friday at 4", ["grandpa"], []),
        ("piano lesson for the neighbours on friday at 4", ["the neighbours"], []),
        ("piano lesson for my nephew on friday at 4", ["my nephew"], []),
        ("piano lesson for Tyler on friday at 4", ["Tyler"], []),
        ("piano lesson for tyler on friday at 4", ["Tyler"], []),
        ("piano lesson for emma and noah on friday at 4", ["Noah"], ["emma"]),
        ("piano lesson with tyler on friday at 4", ["Tyler"], ["sarah"]),
        ("tyler's piano lesson on friday at 4", ["Tyler"], []),
    ],
)
def test_unknown_people_are_reported(parse, text, unknown, participants):
    req = parse(text)
    assert req.unknown_people == unknown, text
    assert req.participants == participants, text
    assert len(req.problems) == len(unknown) and "don't know who" in req.problems[0]
    assert req.confidence <= 0.3


@pytest.mark.parametrize(
    ("text", "typed", "member"),
    [
        ("piano lesson for Emmaa on friday at 4", "Emmaa", "emma"),
        ("piano lesson for jakee on friday at 4", "jakee", "jake"),
        ("piano lesson for mike2 on friday at 4", "mike2", "mike"),
        ("piano lesson for \u0415mma on friday at 4", "\u0415mma", "emma"),  # Cyrillic capital Ie
        ("piano lesson for E\u0301mma on friday at 4", "\u00c9mma", "emma"),  # combining acute accent
        ("piano lesson for J\u0430ke on friday at 4", "J\u0430ke", "jake"),  # Cyrillic small a
    ],
)
def test_near_misses_and_look_alikes_are_suggested_not_taken(parse, text, typed, member):
    req = parse(text)
    assert req.unknown_people == [typed]
    assert req.suggestions == {typed: member}
    assert member not in req.participants
    assert "did you mean" in req.problems[0]


@pytest.mark.parametrize(
    "text",
    [
        "Ok, It's good. Add piano on Friday at 4",
        "Great, That works. Add piano on Friday at 4",
        "add piano and swim for emma on Friday at 4",
        "add dinner with the family on Friday at 6",
        "add Piano With Emma on Friday at 4",
    ],
)
def test_ordinary_words_are_not_people(parse, text):
    req = parse(text)
    assert req.unknown_people == [], text
    assert req.problems == [], text


@pytest.mark.parametrize(
    ("text", "unknown"),
    [
        ("dentist for priya friday at 3pm", ["Priya"]),
        ("lunch with wei on friday at noon", ["Wei"]),
        ("playdate for jake and mateo saturday at 2", ["Mateo"]),
        ("tutoring for fatima tuesday at 4", ["Fatima"]),
    ],
)
def test_lower_case_names_from_elsewhere_are_people_too(parse, text, unknown):
    req = parse(text)
    assert req.unknown_people == unknown, text
    assert "sarah" not in req.participants or "with" in text


def test_everyday_words_after_for_are_not_names(parse):
    for text in [
        "tennis for an hour friday at 3pm",
        "dinner for four friday at 7",
        "swim for two hours friday",
    ]:
        assert parse(text).unknown_people == [], text

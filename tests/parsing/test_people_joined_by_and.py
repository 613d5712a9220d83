"""An "and" between two people joins them: a school run for two children, a parent and
the speaker, a child and her friend are one request's people, never two requests. A
message that really holds two requests is still cut."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.family_file import demo_family
from family_scheduler.subgraphs.parsing import parse_request
from family_scheduler.subgraphs.parsing.joined_people import people_joined
from family_scheduler.subgraphs.parsing.lexicon import lexicon_for

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 23, 9, tzinfo=NY)


def read(text: str, speaker: str = "sarah"):
    return parse_request(text, demo_family()[0], NOW, speaker=speaker)


def test_dad_fetching_both_children_is_one_school_run():
    request = read("could dad pick up emma and jake from school on thursday")
    assert request.then == []
    assert request.intent == "create"
    assert (request.title, request.participants) == ("pick up Emma and Jake from school", ["mike"])


def test_collecting_two_children_stays_one_request():
    request = read("can mum collect jakey and em from school tuesday", speaker="mike")
    assert request.then == []
    assert (request.title, request.participants) == ("pick up Emma and Jake from school", ["sarah"])


@pytest.mark.parametrize(
    "text",
    [
        "book the bowling alley for emma friday at 4 and karate for jake saturday at 9",
        "cancel swim on saturday and move soccer to 5",
        "book the dentist for emma thursday at 3 and jake has karate friday at 4",
    ],
)
def test_two_real_requests_are_still_cut(text):
    assert len(read(text).then) == 1


@pytest.mark.parametrize(
    ("before", "after", "joined"),
    [
        ("take emma", "her best friend to the zoo", True),
        ("can mike", "i drive", True),
        ("drive him", "jake to soccer", True),
        ("collect jake", "emma from school", True),
        ("piano for emma", "jake has karate at 4", False),
        ("piano for emma", "jake's karate to 5", False),
        ("piano at 4", "emma to karate", False),
    ],
)
def test_which_joins_stand_between_two_people(before, after, joined):
    assert people_joined(before, " and ", after, lexicon_for(demo_family()[0])) is joined


def test_a_semicolon_between_people_still_parts_requests():
    assert not people_joined("piano for emma", " ; ", "jake soccer at 5", lexicon_for(demo_family()[0]))

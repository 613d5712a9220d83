"""Homes named after who lives there, and times set by a meal or by school."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.family_file import demo_family
from family_scheduler.subgraphs.parsing import parse_request

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 23, 9, tzinfo=NY)


def read(text: str, speaker: str = "jake"):
    return parse_request(text, demo_family()[0], NOW, speaker=speaker)


def test_a_playdate_at_toms_house_is_on_saturday_not_tomorrow():
    request = read("playdate at tom's house saturday at 2")
    assert request.start == datetime(2026, 11, 28, 14, tzinfo=NY)
    assert (request.title, request.place, request.participants) == ("playdate", "tom's house", ["jake"])


def test_a_sleepover_at_a_friends_is_a_place_not_an_unknown_person():
    request = read("can I have a sleepover at Maya's friday night?")
    assert request.place == "Maya's" and request.unknown_people == [] and request.participants == ["jake"]


def test_dinner_at_grandmas_is_the_speakers_dinner_there():
    request = read("dinner at grandma's sunday at 6", speaker="sarah")
    assert (request.participants, request.place) == (["sarah"], "grandma's")


@pytest.mark.parametrize(
    ("text", "first", "last"),
    [
        ("soccer for jake saturday after lunch", 13, 17),
        ("piano for emma tuesday after dinner", 19, 21),
        ("reading for emma before school wednesday", 7, 8),
    ],
)
def test_a_meal_or_school_sets_the_window_and_is_not_the_title(text, first, last):
    request = read(text)
    assert request.title in ("soccer", "piano", "reading")
    assert request.window is not None
    assert (request.window[0].hour, request.window[1].hour) == (first, last)


@pytest.mark.parametrize(
    ("text", "place", "who"),
    [
        ("sleepover for emma at her friend's house friday at 6pm", "her friend's house", ["emma"]),
        ("jake has a playdate at his buddy's place wednesday at 4", "his buddy's place", ["jake"]),
        ("dinner at my cousin's on sunday at 5", "my cousin's", ["sarah"]),
        (
            "sleepover for emma at her best friend's house saturday at 7pm",
            "her best friend's house",
            ["emma"],
        ),
    ],
)
def test_a_friends_home_is_a_place_not_someone_to_ask_about(parse, text, place, who):
    req = parse(text)
    assert req.place == place and req.participants == who, req
    assert not req.unknown_people and not req.problems


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("sleepover for emma at our house friday 7pm", "our house"),
        ("game night at my place saturday at 8", "my place"),
        ("bbq back at our backyard sunday at 1", "our backyard"),
    ],
)
def test_the_familys_own_home_is_a_place_not_everyone(text, place):
    request = read(text, speaker="sarah")
    assert request.place == place and request.unread == []


def test_a_sleepover_at_our_house_is_the_childs_not_the_whole_familys():
    request = read("sleepover for emma at our house friday 7pm", speaker="sarah")
    assert request.participants == ["emma"]

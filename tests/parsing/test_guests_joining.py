"""People from outside the family joining or leaving an event already on the calendar:
a change of who comes along to it, never a booking whose title is the whole sentence."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.family_file import demo_family
from family_scheduler.subgraphs.parsing import parse_request

NOW = datetime(2026, 11, 23, 9, tzinfo=ZoneInfo("America/New_York"))


def read(text: str):
    return parse_request(text, demo_family()[0], NOW, speaker="sarah")


@pytest.mark.parametrize(
    ("text", "title", "joining", "guests"),
    [
        (
            "jake's buddy noah is coming to soccer practice thursday",
            "soccer practice",
            [],
            ["Jake's buddy Noah"],
        ),
        ("sophie is joining emma at piano on monday", "piano", [], ["Sophie"]),
        ("invite the Garcias to family dinner this sunday", "family dinner", [], ["the Garcias"]),
        ("emma and her friend ava are coming to the concert friday", "concert", ["emma"], ["Ava"]),
        ("coach dave is coming to the team party", "team party", [], ["coach Dave"]),
        ("bring 2 friends to the bbq saturday", "bbq", [], ["2 friends"]),
    ],
)
def test_a_guest_joining_is_a_change_of_the_event(text, title, joining, guests):
    request = read(text)
    assert (request.intent, request.title, request.joining, request.guests_joining) == (
        "modify",
        title,
        joining,
        guests,
    )
    assert not request.problems and "time" not in request.missing


@pytest.mark.parametrize(
    ("text", "title", "guests"),
    [
        ("hannah can't make it to the sleepover friday after all", "sleepover", ["Hannah"]),
        ("take the Garcias off sunday's family dinner", "family dinner", ["the Garcias"]),
        ("uncle joe won't be coming to thanksgiving dinner", "dinner", ["uncle Joe"]),
    ],
)
def test_a_guest_dropping_out_is_a_change_of_the_event(text, title, guests):
    request = read(text)
    assert (request.intent, request.title, request.guests_leaving) == ("modify", title, guests)


def test_coming_too_names_no_event_so_the_one_spoken_of_is_meant():
    request = read("his friend noah is coming too")
    assert (request.intent, request.title, request.guests_joining) == ("modify", None, ["Noah"])
    assert request.missing == ["target_event"]


@pytest.mark.parametrize(
    ("text", "unknown"),
    [
        ("the nanny is coming to piano on monday", "the nanny"),
        ("jace is coming to soccer thursday", "jace"),
    ],
)
def test_someone_who_cannot_be_placed_is_asked_about(text, unknown):
    request = read(text)
    assert request.intent == "modify" and request.unknown_people and request.problems
    assert any(unknown.split()[-1] in p for p in request.problems)


@pytest.mark.parametrize(
    "text",
    [
        "lily is coming over saturday at 4",  # a visit to book
        "add milk to the shopping list",
        "put jake's dentist on friday at 4pm",
    ],
)
def test_no_guest_is_read_where_none_joins_an_event(text):
    request = read(text)
    assert request.guests_joining == [] and request.guests_leaving == []

"""A ride with nobody named to drive is a look at the event, marked `driver` (wanted or
asked), never a booking; the answer to "who's driving?" names the driver, who joins."""

from __future__ import annotations

import pytest

from family_scheduler.subgraphs.parsing import nobody_drives, parse_request


@pytest.mark.parametrize(
    ("text", "driver", "title", "riders"),
    [
        ("jake needs a lift to karate on wednesday", "wanted", "karate", ["jake"]),
        ("the kids need a ride to swim on saturday", "wanted", "swim", ["emma", "jake"]),
        ("who's driving jake to karate?", "asked", "karate", ["jake"]),
        ("who is taking emma to her piano lesson on monday", "asked", "piano lesson", ["emma"]),
        ("so who drives the kids to swim saturday?", "asked", "swim", ["emma", "jake"]),
    ],
)
def test_a_ride_with_nobody_to_drive_is_a_look_at_the_event(parse, text, driver, title, riders):
    req = parse(text)
    assert req.intent == "query" and req.driver == driver, req
    assert req.title == title and req.participants == riders


def test_a_named_driver_is_not_a_question(parse):
    req = parse("mom will drive jake to karate on wednesday")
    assert req.intent == "modify" and req.driver is None and req.joining == ["jake", "sarah"]


def _asked(family, now):
    wanted = parse_request("emma needs a ride to piano on monday", family, now, "sarah")
    return wanted.model_copy(update={"intent": "modify", "joining": ["emma"], "participants": []})


@pytest.mark.parametrize(
    ("answer", "speaker", "driver"),
    [
        ("Mike", "sarah", "mike"),
        ("I will", "sarah", "sarah"),
        ("grandma can", "mike", "linda"),
        ("me", "mike", "mike"),
    ],
)
def test_the_answer_names_the_driver(family, now, answer, speaker, driver):
    merged = parse_request(answer, family, now, speaker, pending=_asked(family, now))
    assert merged.joining == sorted({"emma", driver}) and merged.driver == "named"
    assert merged.missing == [] and 0.5 <= merged.confidence < 0.75  # proposed, then asked


def test_an_answer_naming_nobody_of_the_family_leaves_it_open(family, now):
    merged = parse_request("not sure, maybe a neighbour", family, now, "sarah", pending=_asked(family, now))
    assert merged.driver == "wanted" and merged.missing == ["driver"] and merged.joining == ["emma"]


@pytest.mark.parametrize("text", ["nobody", "No one can.", "none of us", "nope", "i don't know yet"])
def test_nobody_can_drive(text):
    assert nobody_drives(text)


@pytest.mark.parametrize("text", ["mike", "I will", "nobody but dad"])
def test_someone_can(text):
    assert not nobody_drives(text)


@pytest.mark.parametrize("text", ["who's taking him?", "so who is driving them there?", "who'll bring her"])
def test_who_drives_someone_pointed_at_is_asked_of_the_event_just_spoken_of(parse, text):
    req = parse(text)
    assert req.intent == "query" and req.driver == "asked" and req.title is None

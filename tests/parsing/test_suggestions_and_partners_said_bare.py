"""Plans put as suggestions ("we should do a family hike sunday, what do u think") are
proposed and asked about, the opinion tag no part of the title; "wifey" and "hubby" said
bare are the speaker's partner."""

from __future__ import annotations

import pytest

from tests.parsing.conftest import ny


@pytest.mark.parametrize(
    "said",
    [
        "we should do a family hike sunday at 10 what do u think",
        "family hike sunday at 10, thoughts?",
        "we could do a family hike sunday at 10, sound good?",
        "maybe we could do a family hike sunday at 10",
        "could we do a family hike sunday at 10?",
        "can we all go on a family hike sunday at 10",
    ],
)
def test_a_suggestion_is_a_booking_asked_about(parse, said: str):
    req = parse(said)
    assert req.intent == "create" and req.title == "family hike" and req.start == ny(29, 10)
    assert req.unread == [] and req.confidence < 0.75  # proposed, never written at once


@pytest.mark.parametrize(
    "said", ["family hike for everyone sunday at 10", "can we book a family hike for everyone sunday at 10?"]
)
def test_a_plain_request_is_not_a_suggestion(parse, said):
    assert parse(said).confidence >= 0.75  # "can we book …" asks the assistant, not the family


def test_asking_what_someone_thinks_alone_asks_for_nothing(parse):
    assert parse("what do you think?").intent == "unknown"


@pytest.mark.parametrize(
    ("said", "speaker", "together"),
    [
        ("book wifey and me a spa day saturday at 10", "mike", ["mike", "sarah"]),
        ("dinner with hubby friday at 7", "sarah", ["mike", "sarah"]),
        ("wifey and i have date night friday at 7", "mike", ["mike", "sarah"]),
    ],
)
def test_wifey_and_hubby_said_bare_are_the_partner(parse, said: str, speaker: str, together: list[str]):
    req = parse(said, speaker=speaker)
    assert req.participants == together
    assert req.title is not None and "wifey" not in req.title and "hubby" not in req.title

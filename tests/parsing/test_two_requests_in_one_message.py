"""Two bookings in one message are said back, not merged into one wrong proposal."""

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
    "text",
    [
        "violin for emma thursday at 5pm and karate for jake friday at 6pm",
        "haircut for mike at 10am then lunch with linda at noon",
    ],
)
def test_two_bookings_are_named_as_a_problem(text):
    request = read(text)
    assert request.problems and request.problems[0].startswith("that is two requests (")


@pytest.mark.parametrize(
    "text",
    [
        "karate for emma and jake friday at 6pm",
        "brunch and a walk sunday at 10",
        "dinner at 6 and then a movie",
    ],
)
def test_one_booking_with_and_in_it_stays_one(text):
    assert read(text).problems == []

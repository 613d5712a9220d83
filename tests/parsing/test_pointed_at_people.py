"""People pointed at rather than named are left for the conversation, never the speaker."""

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
    "text", ["add a haircut for him at 5", "book her violin friday at 4", "his checkup thursday at 10am"]
)
def test_a_booking_pointing_at_someone_is_not_the_speakers(text):
    request = read(text)
    assert request.intent == "create" and request.participants == []
    assert "participants" in request.missing and request.pronoun is not None


@pytest.mark.parametrize(
    "text", ["coffee with her friday at 10am", "bbq at their place saturday at 5pm", "haircut for jake at 5"]
)
def test_a_companion_a_place_or_a_name_points_at_nobody(text):
    request = read(text)
    assert request.pronoun is None and request.participants and "participants" not in request.missing


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("can you book him a doctor appt tomorrow at 3:30", "doctor appointment"),
        ("book them a swim lesson saturday at 2", "swim lesson"),
        ("please book her an eye exam friday at 4", "eye exam"),
    ],
)
def test_whom_it_is_booked_for_is_not_in_the_title(parse, text, title):
    req = parse(text)
    assert req.title == title and req.pronoun is not None, req

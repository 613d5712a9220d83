"""Someone joining or leaving an event already on the calendar, not a new booking."""

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
    ("text", "title", "joining", "leaving"),
    [
        ("add dad to the family dinner on sunday", "dinner", ["mike"], []),
        ("grandma is coming to the recital too", "recital", ["linda"], []),
        ("remove jake from soccer practice on thursday", "soccer practice", [], ["jake"]),
        ("mike won't be coming to the picnic saturday", "picnic", [], ["mike"]),
    ],
)
def test_who_takes_part_changes(text, title, joining, leaving):
    request = read(text)
    assert (request.intent, request.title, request.joining, request.leaving) == (
        "modify",
        title,
        joining,
        leaving,
    )
    assert "time" not in request.missing


@pytest.mark.parametrize(
    "text", ["put jake's dentist on friday at 4pm", "add piano for emma to the calendar at 4"]
)
def test_a_move_or_a_booking_is_not_a_roster_change(text):
    request = read(text)
    assert request.joining == [] and request.leaving == []

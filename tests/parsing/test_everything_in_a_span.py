"""A cancellation of everything someone has in a span, not of one event."""

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
    ("text", "who"),
    [
        ("mike has the flu, cancel all his things thursday", ["mike"]),
        ("scrap everything on friday", []),
        ("clear my morning on wednesday", ["sarah"]),
    ],
)
def test_everything_they_have_then(text, who):
    request = read(text)
    assert (request.intent, request.every, request.title, request.participants) == ("cancel", True, None, who)
    assert request.window is not None and request.missing == []


def test_everything_without_a_day_needs_the_day():
    assert read("cancel everything please").missing == ["date"]


@pytest.mark.parametrize("text", ["cancel jake's soccer on thursday", "cancel all of emma's piano lessons"])
def test_one_activity_is_not_everything(text):
    assert read(text).every is False


def test_all_of_one_kind_in_a_span_is_every_one_of_them_then():
    request = read("cancel all of emma's swim classes next month")
    assert request.every and request.title == "swim classes" and request.window is not None

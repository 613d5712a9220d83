"""'Clean the garage saturday at 10' is a chore to add; 'clean up my calendar' cancels."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("clean the bathroom saturday at 11", "clean the bathroom"),
        ("empty the recycling bins tuesday at 7pm", "empty the recycling bins"),
        ("wipe down the patio chairs sunday at 3", "wipe down the patio chairs"),
    ],
)
def test_a_chore_with_a_time_is_a_booking(parse, text, title) -> None:
    request = parse(text)
    assert request.intent == "create" and request.title == title, text


@pytest.mark.parametrize(
    "text",
    [
        "clean up my schedule for friday",
        "empty my calendar on saturday",
        "wipe everything tomorrow",
        "erase the piano lesson on monday",
        "kill the 4pm meeting",
        "clear the gym thursday",
    ],
)
def test_the_same_verbs_about_the_calendar_still_cancel(parse, text) -> None:
    assert parse(text).intent == "cancel", text

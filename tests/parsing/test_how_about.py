"""'How about X <when>' puts X forward: the words after it are what is suggested, and a
booking read from them is asked first (the calendar decides in the parsing node whether X
is on then, `tests/conversation/test_how_about_it.py`)."""

from __future__ import annotations

import pytest

from family_scheduler.subgraphs.parsing.how_about import as_suggestion, suggested
from family_scheduler.subgraphs.parsing.suggestions import is_suggestion


@pytest.mark.parametrize(
    ("text", "rest"),
    [
        ("how about tacos tuesday", "tacos tuesday"),
        ("Ok, what about a hike saturday morning?", "a hike saturday morning"),
        ("so how about we do bowling sunday at 2", "we do bowling sunday at 2"),
        ("is the van free, how about friday?", None),  # not how the message opens
        ("what's on friday", None),
    ],
)
def test_what_is_put_forward(text, rest):
    assert suggested(text) == rest


def test_we_said_stays_a_suggestion_to_the_family():
    assert as_suggestion("we do bowling sunday") == "could we do bowling sunday"
    assert as_suggestion("tacos tuesday") == "could we do tacos tuesday"


def test_a_plan_put_as_how_about_is_asked_first():
    assert is_suggestion("how about tacos tuesday at 6")
    assert not is_suggestion("tacos tuesday at 6")

"""A title is the activity, not the words that say where it sits on the calendar: "when is
the school play scheduled", "my upcoming appointments", "any pending dentist visits"."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "intent", "title"),
    [
        ("when is the school play scheduled", "query", "school play"),
        ("what day is Jake's soccer tournament scheduled for", "query", "soccer tournament"),
        ("show me my upcoming appointments", "query", "appointments"),
        ("are there any pending dentist visits this week", "query", "dentist visits"),
        ("delete the piano recital scheduled on friday", "cancel", "piano recital"),
        ("what time is the scheduled meeting tomorrow", "query", "meeting"),
        ("add my upcoming school conference on thursday at 4pm", "create", "school conference"),
    ],
)
def test_calendar_words_stay_out_of_the_title(parse, text, intent, title):
    req = parse(text)
    assert (req.intent, req.title) == (intent, title), text

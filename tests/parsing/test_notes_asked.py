"""A question about an event's notes or link ("any notes on the vet?", "what's the zoom link
for the book club?") is a look-up of that event: the words asking for the notes are no
title, and a booking that mentions a note is still a booking."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("any notes on the vet?", "vet"),
        ("notes for the swim meet?", "swim meet"),
        ("what's the zoom link for the book club?", "book club"),
        ("can you show me the details of mike's haircut", "haircut"),
        ("is there a link for emma's recital?", "recital"),
        ("what does the description of the field trip say?", "field trip"),
    ],
)
def test_a_question_about_the_notes_looks_the_event_up(parse, text, title):
    req = parse(text)
    assert req.intent == "query" and req.query_type == "event_lookup", req
    assert req.title is not None and title in req.title.lower(), req


def test_notes_asked_of_a_day_name_no_event(parse):
    req = parse("any notes for thursday?")
    assert req.intent == "query" and req.query_type == "event_lookup" and req.title is None, req


@pytest.mark.parametrize(
    "text",
    [
        "add soccer notes review for jake friday at 5",
        "book a call with the teacher about the links tuesday at 4",
    ],
)
def test_a_booking_that_says_notes_is_still_a_booking(parse, text):
    assert parse(text).intent == "create"

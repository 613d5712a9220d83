"""Bookings held loosely: the hedge words say how sure the family is, never what the event
is called; "confirmed" said of a booking firms it up; "what's tentative?" asks for those."""

from __future__ import annotations

import pytest

from family_scheduler.subgraphs.parsing import tentative


@pytest.mark.parametrize(
    ("text", "intent", "tentative", "title"),
    [
        ("pencil in the orthodontist for jake on thursday at 2", "create", True, "orthodontist"),
        (
            "tentatively schedule book fair volunteering wednesday 10am",
            "create",
            True,
            "book fair volunteering",
        ),
        ("put a sleepover for emma on saturday at 6, tbc", "create", True, "sleepover"),
        ("school photo retake sunday at 1 (still not confirmed)", "create", True, "school photo retake"),
        ("soft-book the bowling alley for friday at 7pm", "create", True, "bowling alley"),
        ("pencil a plumber visit in for tuesday at 11", "create", True, "plumber visit"),
        ("karate trial class for jake thursday 5pm as a maybe", "create", True, "karate trial class"),
        ("confirm the orthodontist on thursday", "modify", False, "orthodontist"),
        ("emma's sleepover is confirmed", "modify", False, "sleepover"),
        ("the bowling alley on friday is a go", "modify", False, "bowling alley"),
        ("please firm up the school photo retake", "modify", False, "school photo retake"),
        ("mark the karate trial as confirmed", "modify", False, "karate trial"),
    ],
)
def test_held_loosely_or_firmed_up_keeps_the_name(parse, text, intent, tentative, title) -> None:
    """A booking said loosely is tentative (written pencilled in); one said to be confirmed is
    firmed up, and does not move. The hedge words are never part of the name."""
    request = parse(text)
    assert (request.intent, request.tentative, request.title) == (intent, tentative, title), text
    assert request.missing == [] and request.unread == [], text
    assert (request.start is not None) == (intent == "create") and request.shift_minutes is None, text


@pytest.mark.parametrize(
    "text",
    [
        "book swim for emma saturday at 10",
        "hold on, what's on friday?",
        "put piano on hold for december",
        "the final is on sunday at 3",
        "are we confirmed for the dentist?",
    ],
)
def test_a_plain_request_is_not_held_loosely(parse, text) -> None:
    assert parse(text).tentative is not True, text


@pytest.mark.parametrize(
    "text", ["can you confirm if jake is free at 3?", "confirm with mike about friday", "i'm confirmed"]
)
def test_asking_for_a_confirmation_is_no_firming_up(parse, text) -> None:
    assert parse(text).tentative is not False, text


@pytest.mark.parametrize(
    "text",
    [
        "what's still tentative this week?",
        "anything pencilled in for next week?",
        "which bookings are still tentative?",
        "what's not confirmed yet",
        "what have we got pencilled in for the weekend",
    ],
)
def test_asking_what_is_tentative_is_a_look_up_of_those(parse, text) -> None:
    request = parse(text)
    assert request.intent == "query" and request.query_type == "event_lookup", text
    assert request.tentative is True and request.title is None, text


@pytest.mark.parametrize(
    ("text", "words", "verb", "on_hold"),
    [
        ("hold saturday's swim", "saturday's swim", True, False),
        ("just hold the dentist for now", "the dentist", True, False),
        ("put the dentist on hold", "the dentist", False, True),
        ("keep saturday's swim tentative", "saturday's swim", False, False),
    ],
)
def test_a_booking_held_is_named_by_its_words(text, words, verb, on_hold) -> None:
    said = tentative.held_one(text)
    assert said is not None and (said.words, said.pencil_verb, said.on_hold) == (words, verb, on_hold)


@pytest.mark.parametrize(
    "text", ["hold saturday for grandma's visit", "hold on", "hold it", "hold off on swim"]
)
def test_a_time_held_for_something_new_names_no_booking(text) -> None:
    assert tentative.held_one(text) is None

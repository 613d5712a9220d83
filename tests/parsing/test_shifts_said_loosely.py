"""A shift of something already on the calendar, said with no move verb ("can we do swim an
hour earlier", "let's start soccer 30 minutes later"): a change by that amount, whose
title is the event and never the verb; a direction with no amount asks how much."""

from __future__ import annotations

import pytest

from family_scheduler.subgraphs.parsing.shifts import way_said


@pytest.mark.parametrize(
    ("text", "title", "minutes"),
    [
        ("can we do swim an hour earlier this weekend", "swim", -60),
        ("let's start soccer 30 minutes later on thursday", "soccer", 30),
        ("could piano be half an hour earlier today", "piano", -30),
        ("can the kids have dinner 45 mins later on sunday?", "dinner", 45),
        ("book club a quarter of an hour sooner next wednesday?", "book club", -15),
        ("how about gym an hour and a half later on friday", "gym", 90),
    ],
)
def test_a_shift_without_a_verb_is_a_change_of_that_event(parse, text: str, title: str, minutes: int) -> None:
    req = parse(text)
    assert (req.intent, req.title, req.shift_minutes) == ("modify", title, minutes)
    assert req.confidence < 0.9  # the new time is worked out: asked first


@pytest.mark.parametrize(
    "text",
    [
        "book a dentist for jake 30 minutes later than soccer on thursday",
        "remind me 30 minutes earlier about piano",
        "is mike free an hour later on tuesday?",
        "would it clash if soccer was an hour earlier on thursday?",
    ],
)
def test_what_is_no_shift_of_an_event_stays_what_it_was(parse, text: str) -> None:
    assert parse(text).intent != "modify"


@pytest.mark.parametrize(
    ("text", "way"),
    [
        ("move the dentist up", -1),
        ("bring jake's soccer forward on thursday", -1),
        ("bump up the piano lesson", -1),
        ("push swim back", 1),
        ("can we move gym later on friday?", 1),
        ("move swim back to sunday", None),
        ("push it to later in the week", None),
        ("move piano to 5", None),
        ("i'll be back at 6", None),
    ],
)
def test_the_way_a_move_goes_when_no_amount_is_said(text: str, way: int | None) -> None:
    assert way_said(text) == way


def test_a_direction_with_no_amount_is_missing_its_time(parse) -> None:
    req = parse("can you move the swim on saturday up")
    assert req.intent == "modify" and req.shift_minutes is None and "time" in req.missing

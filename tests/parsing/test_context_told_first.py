"""Context told before the request ("my sister is visiting next weekend, can you block sat
afternoon for a family outing"): the request is the part that asks; the context only says
who "her" is, and never becomes the booking or its title."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("text", "title", "participants", "start"),
    [
        (
            "emma has a science fair friday so pls add study time for her thurs 6-7",
            "study time",
            ["emma"],
            ny(26, 18),
        ),
        (
            "we have a crazy week, but please add a haircut for jake on friday at 4",
            "haircut",
            ["jake"],
            ny(27, 16),
        ),
        (
            "grandma's staying with us this week so can we do a museum trip with her thursday at 5",
            "museum trip",
            ["emma", "jake", "linda", "mike", "sarah"],
            ny(26, 17),
        ),
        (
            "mike is away on business till wednesday. can you book a vet visit for me thursday at 10",
            "vet visit",
            ["sarah"],
            ny(26, 10),
        ),
    ],
)
def test_the_request_after_the_context(parse, text, title, participants, start):
    req = parse(text)
    assert req.intent == "create" and req.title == title, req
    assert req.participants == participants and req.start == start
    assert req.confidence < 0.75  # words were set aside: asked before writing


def test_a_block_after_a_visit_is_the_outing_not_the_visit(parse):
    req = parse("my cousin is visiting next weekend, can you block sat afternoon for a family outing")
    assert req.title == "family outing" and not req.all_day
    assert req.start == ny(28, 12) and req.end == ny(28, 17)


@pytest.mark.parametrize(
    "text",
    [
        "We're not doing book club this week",  # no clause that tells something first
        "emma is sick tomorrow, cancel her stuff",  # the day is in the first part
        "grandma visits on saturday, can you book a dinner for all of us at 6",  # saturday's
    ],
)
def test_context_that_the_request_needs_is_kept(parse, text):
    req = parse(text)
    assert req.intent != "unknown"
    if "saturday" in text:
        assert req.start is not None and req.start.date() == ny(28).date()


@pytest.mark.parametrize(
    ("text", "intent", "title", "day"),
    [
        (
            "dad's birthday is dec 5, can we plan a surprise dinner that night at 7 for everyone",
            "create",
            "surprise dinner",
            5,
        ),
        ("i'm wiped out. can you move my book club to thursday", "modify", "book club", 26),
        ("emma has a fever today so cancel her piano", "cancel", "piano", 23),
    ],
)
def test_the_day_told_first_is_the_requests_when_it_names_none(parse, text, intent, title, day):
    req = parse(text)
    assert req.intent == intent and req.title == title, req
    when = req.start or (req.window[0] if req.window else None)
    assert when is not None and when.day == day


def test_a_time_told_first_keeps_the_message_whole(parse):
    req = parse("the appointment starts at 11 am. put orthodontist as the title")
    assert req.start is not None and req.start.hour == 11


def test_a_request_that_points_back_at_what_was_told_is_read_whole(parse):
    req = parse("ok so jake has a playdate friday, can you put it in for the afternoon")
    assert req.title == "playdate" and req.participants == ["jake"], req


def test_a_short_request_after_the_context_is_the_request(parse) -> None:
    request = parse("jake is sick today, cancel soccer")
    assert request.intent == "cancel" and request.title == "soccer"


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("emma needs new shoes, can we go shopping sunday afternoon", "shopping"),
        ("jake wants a haircut, can you book one saturday at 10", "haircut"),
    ],
)
def test_a_need_told_first_is_context(parse, text, title) -> None:
    request = parse(text)
    assert request.intent == "create" and request.title == title, text
    assert request.unread == [], text

"""Requests written the way people write when nobody told them how: long polite forms,
hedges, a word left out by someone whose first language is not English, a 24-hour clock
with an "h", a "don't book anything" that asks for time to stay free."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("text", "title", "who", "start"),
    [
        (
            "would you be so kind as to pencil in a haircut for me on friday at half 2",
            "haircut",
            ["sarah"],
            ny(27, 14, 30),
        ),
        (
            "I wonder if you might add tea with nana on sunday at 3, if it is no trouble",
            "tea",
            ["linda", "sarah"],
            ny(29, 15),
        ),
        (
            "i was wondering if you could put a piano recital in for emma friday at 6",
            "piano recital",
            ["emma"],
            ny(27, 18),
        ),
        (
            "could you possibly pop a dentist appt in for jake on wed at 4",
            "dentist appointment",
            ["jake"],
            ny(25, 16),
        ),
        (
            "do me a favour and put swim club in for emma friday at 5 if you don't mind",
            "swim club",
            ["emma"],
            ny(27, 17),
        ),
        (
            "please to make dentist appointment for jake tomorrow at 4",
            "dentist appointment",
            ["jake"],
            ny(24, 16),
        ),
    ],
)
def test_polite_and_roundabout_requests_book_the_activity(parse, text, title, who, start):
    req = parse(text)
    assert (req.intent, req.title, req.participants, req.start) == ("create", title, who, start), text
    assert not req.unread


def test_wondering_whether_we_could_add_something_is_a_plan_not_a_question(parse):
    req = parse("I was wondering if we could add a movie night friday at 7")
    assert (req.intent, req.title, req.start) == ("create", "movie night", ny(27, 19))
    assert req.confidence < 0.7  # put as a suggestion: asked about before it is written


def test_a_hedge_in_the_middle_is_no_part_of_the_title(parse):
    req = parse("ok so emma has a guitar lesson next tuesday i think its at 4 can you put it in")
    assert (req.intent, req.title, req.participants, req.start) == (
        "create",
        "guitar lesson",
        ["emma"],
        ny(1, 16, month=12),
    )


@pytest.mark.parametrize(
    ("text", "start"),
    [
        ("maybe move piano to 6? if that works", ny(23, 18)),
        ("could we maybe shift emmas piano to 6 tonight if thats ok", ny(23, 18)),
        ("perhaps push piano to 6 today if it's alright", ny(23, 18)),
    ],
)
def test_a_hedged_change_is_still_a_change(parse, text, start):
    req = parse(text)
    assert (req.intent, req.title, req.start) == ("modify", "piano", start), text


def test_a_quick_question_announced_first_is_still_a_question(parse):
    req = parse("hey quick q does emma have anything tomorrow evening")
    assert req.intent == "query" and req.participants == ["emma"]
    assert req.window == (ny(24, 17), ny(24, 21))


@pytest.mark.parametrize(
    "text",
    ["i want make meeting for emma thursday at 4", "make appointment for emma thursday at 4 with her tutor"],
)
def test_make_with_no_article_before_an_appointment_books_one(parse, text):
    req = parse(text)
    assert req.intent == "create" and req.start == ny(26, 16), text


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("parents meeting wed 1930h", ny(25, 19, 30), None),
        ("dentist for jake friday at 1530h", ny(27, 15, 30), None),
        ("book the kitchen for saturday 0900 hrs to 1100 hrs", ny(28, 9), ny(28, 11)),
    ],
)
def test_a_24_hour_clock_with_an_h_is_a_time_of_day(parse, text, start, end):
    req = parse(text)
    assert req.intent == "create" and req.start == start and not req.problems, text
    if end is not None:
        assert req.end == end


def test_a_length_in_hours_stays_a_length(parse):
    req = parse("book the van for jake saturday at 10 for 3 hours")
    assert (req.start, req.duration_minutes) == (ny(28, 10), 180)


@pytest.mark.parametrize(
    ("text", "who", "start", "end"),
    [
        ("don't book anything sat morning", ["sarah"], ny(28, 8), ny(28, 12)),
        (
            "do not add anything else on saturday afternoon for the kids",
            ["emma", "jake"],
            ny(28, 12),
            ny(28, 17),
        ),
        ("keep friday evening free for me", ["sarah"], ny(27, 17), ny(27, 21)),
    ],
)
def test_time_asked_to_stay_free_is_blocked_off(parse, text, who, start, end):
    req = parse(text)
    assert (req.intent, req.title, req.participants) == ("create", "blocked time", who), text
    assert (req.start, req.end) == (start, end)


@pytest.mark.parametrize(
    ("text", "who", "day"),
    [
        ("dont schedule anything for jake on friday", ["jake"], 27),
        ("block off sunday", ["sarah"], 29),
        ("keep thursday clear for mike", ["mike"], 26),
    ],
)
def test_a_whole_day_kept_free_is_blocked_all_day(parse, text, who, day):
    req = parse(text)
    assert (req.intent, req.title, req.participants, req.all_day) == ("create", "blocked time", who, True), (
        text
    )
    assert (req.start, req.end) == (ny(day), ny(day + 1))


def test_a_block_party_is_a_party_not_blocked_time(parse):
    req = parse("add the block party on sunday at 2")
    assert req.title == "block party" and req.start == ny(29, 14)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("no swimming this saturday", "swimming"),
        ("no piano on monday", "piano"),
        ("no soccer for jake thursday", "soccer"),
    ],
)
def test_no_activity_on_a_day_calls_that_one_off(parse, text, title):
    req = parse(text)
    assert (req.intent, req.title) == ("cancel", title), text


@pytest.mark.parametrize("text", ["no school friday", "no worries see you saturday", "no problem on monday"])
def test_no_that_is_no_activity_is_not_a_cancellation(parse, text):
    assert parse(text).intent != "cancel", text

"""Requests as other people type them: a polite "would it be possible to …", "on the books",
a relation told as news ("the boys have karate wed at 4") and a correction that names the
wrong day before the right one. What is read is what a family would see in the reply."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("said", "title", "start"),
    [
        (
            "Would it be possible to schedule a board game night this saturday at 6pm?",
            "board game night",
            ny(28, 18),
        ),
        ("is it possible to add violin for emma friday at 5?", "violin", ny(27, 17)),
    ],
)
def test_would_it_be_possible_is_a_booking_asked_first(parse, said, title, start):
    req = parse(said)
    assert (req.intent, req.title, req.start) == ("create", title, start)
    assert req.confidence < 0.75  # it may only ask whether it could be: proposed, never written at once


def test_a_question_about_what_is_possible_stays_a_question(parse):
    assert parse("is it possible that jake has soccer on friday?").intent == "query"


@pytest.mark.parametrize(
    "said",
    [
        "could we get jake's eye exam on the books for friday at 4?",
        "put jake's eye exam on the books fri at 4",
    ],
)
def test_on_the_books_is_where_it_goes_not_what_it_is(parse, said):
    req = parse(said)
    assert (req.title, req.participants, req.start) == ("eye exam", ["jake"], ny(27, 16))


@pytest.mark.parametrize(
    "said",
    [
        "the boys have karate wed at 4",
        "my son has the orthodontist friday at 3:30",
        "the girls have ballet sat at 9",
    ],
)
def test_a_relation_told_as_news_is_asked_about_never_booked_for_the_speaker(parse, said):
    req = parse(said)
    assert req.participants == [] and req.unknown_people  # "I don't know who the boys are": asked


def test_a_member_told_as_news_is_still_theirs(parse):
    req = parse("the kids have karate wed at 4")
    assert (req.title, req.participants, req.start) == ("karate", ["emma", "jake"], ny(25, 16))


@pytest.mark.parametrize(
    ("said", "start"),
    [
        ("no not monday, tuesday at 5", ny(24, 17)),
        ("oops not the 6th, the 7th at 2", ny(7, 14, month=12)),
        ("not friday but saturday at 10", ny(28, 10)),
    ],
)
def test_the_day_said_after_not_is_the_one_it_is_not(parse, said, start):
    req = parse(said)
    assert req.start == start
    assert req.intent != "create" and not req.title  # a correction, never an event called "no"

"""Sentence ends and questions cut a message like "and" does: each sentence or question that
is whole on its own waits in `then`; abbreviations, dotted times and a closing thanks do
not cut; a request after "if so" is marked as hanging on the answer."""

from __future__ import annotations

import pytest

from family_scheduler.subgraphs.parsing.two_requests import sentences

from .conftest import ny


@pytest.mark.parametrize(
    ("raw", "pieces"),
    [
        ("Book it at 3. Also piano at 4.", ["Book it at 3.", "Also piano at 4."]),
        ("See Dr. Lee at 3.30 p.m. on St. Mark's day", ["See Dr. Lee at 3.30 p.m. on St. Mark's day"]),
        ("swim at 9 a.m. Then lunch at noon!", ["swim at 9 a.m.", "Then lunch at noon!"]),
        ("is he free? if so book it", ["is he free?", "if so book it"]),
        ("nothing to cut", ["nothing to cut"]),
    ],
)
def test_sentence_ends(raw, pieces):
    assert sentences(raw) == pieces


def test_two_sentences_are_two_bookings(parse):
    request = parse("Book the orthodontist for emma wednesday at 4. Jake has chess friday at 5.")
    assert (request.title, request.start) == ("orthodontist", ny(25, 16))
    assert request.then == ["jake has chess friday at 5"]


def test_a_closing_thanks_and_an_explaining_sentence_do_not_cut(parse):
    assert parse("Put violin for emma tuesday at 5. Thanks so much!").then == []
    explained = parse("Book the vet for saturday at 1. It is for the dog's shots.")
    assert explained.then == [] and explained.intent == "create"


def test_two_questions_joined_by_and(parse):
    request = parse("when is swim class and who's driving the kids?")
    assert (request.intent, request.title) == ("query", "swim class")
    assert request.then == ["who's driving the kids"]


def test_two_questions_apart_with_a_comma(parse):
    request = parse("is the kitchen free friday evening, what does mike have saturday?")
    assert request.query_type == "resource_status"
    assert request.then == ["what does mike have saturday"]


def test_one_question_with_and_stays_one(parse):
    assert parse("is emma free and jake saturday?").then == []
    assert parse("what's on saturday and sunday?").then == []


def test_a_booking_after_if_so_hangs_on_the_answer(parse):
    request = parse("is the van free friday at 4? if so book it for the hardware store")
    assert request.intent == "query" and request.then == ["if book it for the hardware store"]
    waiting = parse(request.then[0])
    assert waiting.intent == "create" and waiting.conditional


@pytest.mark.parametrize(
    "text",
    ["if she's free book piano for emma friday at 5", "if not, book piano for emma friday at 5"],
)
def test_conditions_said_other_ways(parse, text):
    request = parse(text)
    assert (request.intent, request.title, request.conditional) == ("create", "piano", True)


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("if so, book the sedan for mike tomorrow at 3", "yes"),
        ("if he's free put a haircut in for mike on friday at 5", "yes"),
        ("if that works add bowling for jake on saturday at 2", "yes"),
        ("if not, book the sedan for mike tomorrow at 3", "no"),
        ("if she's not free book a babysitter for saturday at 7", "no"),
        ("otherwise put a haircut in for mike on friday at 5", "no"),
    ],
)
def test_a_condition_says_which_answer_it_hangs_on(parse, text, wanted):
    request = parse(text)
    assert (request.conditional, request.condition) == (True, wanted)


def test_a_plain_booking_is_not_conditional(parse):
    assert not parse("book piano for emma friday at 5").conditional


def test_a_car_booking_with_no_activity_is_a_part_of_its_own(parse):
    request = parse("book the van saturday at 2 and the honda sunday at 3")
    assert (request.resources, request.start) == (["minivan"], ny(28, 14))
    assert request.then == ["the honda sunday at 3"]
    assert parse("book the van and the honda saturday at 2").then == []

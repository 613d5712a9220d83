"""Answers to clarifying questions fill in the pending request."""

from __future__ import annotations

import pytest

from family_scheduler.subgraphs.parsing import parse_request

from .conftest import ny


def test_what_time_on_saturday_at_3(family, now):
    pending = parse_request("schedule a bike ride for the kids on saturday", family, now, "sarah")
    assert pending.start is None and pending.window == (ny(28), ny(29))
    merged = parse_request("at 3", family, now, "sarah", pending=pending)
    assert merged.start == ny(28, 15)
    assert (merged.intent, merged.title, merged.participants) == (
        "create",
        "bike ride",
        ["emma", "jake"],
    )
    assert merged.window is None
    assert merged.confidence >= 0.9 and merged.missing == []


def test_make_it_4pm_keeps_the_day_and_the_length(family, now):
    pending = parse_request("book a 90 minute piano tuning on friday at 2", family, now, "sarah")
    merged = parse_request("make it 4pm", family, now, "sarah", pending=pending)
    assert merged.start == ny(27, 16)
    assert merged.end == ny(27, 17, 30)
    assert merged.title == "piano tuning"


def test_a_bare_number_answers_what_time(family, now):
    pending = parse_request("add haircut for jake thursday", family, now, "sarah")
    assert parse_request("4:30", family, now, "sarah", pending=pending).start == ny(26, 16, 30)
    assert parse_request("10", family, now, "sarah", pending=pending).start == ny(26, 10)


def test_a_new_day_keeps_the_time(family, now):
    pending = parse_request("add haircut for jake thursday at 4", family, now, "sarah")
    merged = parse_request("actually friday", family, now, "sarah", pending=pending)
    assert merged.start == ny(27, 16)


def test_which_car_is_answered_by_a_name(family, now):
    pending = parse_request("book the car saturday at 9 for the airport run", family, now, "sarah")
    assert pending.ambiguities and pending.resources == []
    merged = parse_request("the honda", family, now, "sarah", pending=pending)
    assert merged.resources == ["sedan"] and merged.ambiguities == []
    assert merged.start == ny(28, 9)


def test_who_is_it_for_is_answered_by_names(family, now):
    pending = parse_request("schedule a dentist checkup friday at 3", family, now, "sarah")
    merged = parse_request("for emma and jake", family, now, "sarah", pending=pending)
    assert merged.participants == ["emma", "jake"]
    assert merged.title == "dentist checkup"


def test_an_answer_that_is_a_new_request_replaces_the_pending_one(family, now):
    pending = parse_request("schedule a bike ride on saturday", family, now, "sarah")
    merged = parse_request("cancel the dentist appointment on friday", family, now, "sarah", pending=pending)
    assert (merged.intent, merged.title) == ("cancel", "dentist appointment")


def test_a_question_while_something_is_pending_is_a_new_request(family, now):
    pending = parse_request("Dentist for Jake tomorrow at 3pm", family, now, "sarah")
    merged = parse_request("what's on tomorrow?", family, now, "sarah", pending=pending)
    assert (merged.intent, merged.query_type) == ("query", "event_lookup")
    assert merged.title is None and merged.participants == []


def test_actually_make_it_4_is_4pm_on_the_pending_day(family, now):
    pending = parse_request("book a 90 minute piano tuning on friday at 2", family, now, "sarah")
    for answer in ("actually make it 4", "make it 4", "Actually, make it 4."):
        merged = parse_request(answer, family, now, "sarah", pending=pending)
        assert (merged.start, merged.end) == (ny(27, 16), ny(27, 17, 30)), answer
        assert merged.title == "piano tuning"


@pytest.mark.parametrize(
    ("answer", "now_for"),
    [
        ("wait no, make it emma not jake", ["emma"]),
        ("no wait, emma instead", ["emma"]),
        ("oops wrong kid, it's emma", ["emma"]),
        ("i meant mike", ["mike"]),
        ("not jake, grandma", ["linda"]),
    ],
)
def test_someone_put_in_anothers_place(family, now, answer, now_for):
    pending = parse_request("book dentist for jake thursday at 4", family, now, "sarah")
    merged = parse_request(answer, family, now, "sarah", pending=pending)
    assert merged.participants == now_for, merged


@pytest.mark.parametrize("answer", ["keep emma off it", "without emma", "leave em out"])
def test_someone_left_off_keeps_the_rest(family, now, answer):
    pending = parse_request("movie night for the kids saturday at 7pm", family, now, "sarah")
    merged = parse_request(answer, family, now, "sarah", pending=pending)
    assert merged.participants == ["jake"], merged


def test_a_name_with_no_swap_words_takes_nobody_off(family, now):
    pending = parse_request("movie night for jake saturday at 7pm", family, now, "sarah")
    merged = parse_request("and emma too", family, now, "sarah", pending=pending)
    assert "jake" in merged.participants

"""A change told as news from elsewhere: the event is changed here, never booked as "news"."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "text",
    [
        "jake's dentist got cancelled",
        "swim was canceled on saturday",
        "piano has been called off this week",
        "the recitals were cancelled",
    ],
)
def test_cancelled_elsewhere_is_a_cancellation(parse, text):
    request = parse(text)
    assert request.intent == "cancel" and "cancel" not in (request.title or "")


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("emma's orthodontist got moved from the 8th to the 10th", "orthodontist"),
        ("the dentist got shifted from wednesday to friday", "dentist"),
        ("jake's checkup was moved from tuesday to thursday at 3", "checkup"),
    ],
)
def test_moved_from_one_day_to_another_is_a_move(parse, text, title):
    request = parse(text)
    assert (request.intent, request.title) == ("modify", title)
    assert request.from_day is not None and "participants" not in request.missing


def test_a_question_whether_it_was_cancelled_is_not_a_cancellation(parse):
    assert parse("was piano cancelled?").intent != "cancel"


def test_moving_house_is_not_a_calendar_change(parse):
    assert parse("we moved from boston last year").intent != "modify"


@pytest.mark.parametrize(
    "text",
    ["what cars are free saturday at 10?", "is any car free friday at 5", "which car should mike take"],
)
def test_cars_asked_about_without_the(parse, text):
    request = parse(text)
    assert request.title != "car" and request.resources == [] and request.ambiguities, request


@pytest.mark.parametrize("text", ["oops i meant 3:30", "no i mean at 5", "sorry i meant to say 4pm"])
def test_i_meant_a_time_is_a_correction_not_an_event(parse, text):
    request = parse(text)
    assert request.intent == "modify" and request.title is None


@pytest.mark.parametrize("text", ["take the sedan instead", "actually make it the sedan"])
def test_another_car_is_a_change_of_the_event_in_question(parse, text):
    request = parse(text)
    assert (request.intent, request.resources, request.missing) == ("modify", ["sedan"], ["target_event"])

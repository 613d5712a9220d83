"""Several requests in one message are cut apart: the first is the request, the rest wait
in `then`, each whole on its own; a message that is one request with "and" in it stays one."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.family_file import demo_family
from family_scheduler.subgraphs.parsing import parse_request
from family_scheduler.subgraphs.parsing.all_of_it import drops_everything

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 23, 9, tzinfo=NY)


def read(text: str):
    return parse_request(text, demo_family()[0], NOW, speaker="sarah")


def test_two_bookings_become_the_first_and_one_waiting():
    request = read("violin for emma thursday at 5pm and karate for jake friday at 6pm")
    assert request.problems == []
    assert (request.intent, request.title, request.participants) == ("create", "violin", ["emma"])
    assert request.start == datetime(2026, 11, 26, 17, tzinfo=NY)
    assert request.then == ["karate for jake friday at 6pm"]


def test_the_waiting_part_reads_as_a_booking_of_its_own():
    later = read(read("book a haircut for mike wednesday at 10am then lunch with linda at noon").then[0])
    assert later.then == [] and later.title == "lunch"
    assert later.start is not None and later.start.hour == 12


def test_a_move_and_a_booking():
    request = read("push the piano lesson to 5 and add the orthodontist for jake tuesday at 3")
    assert (request.intent, request.title) == ("modify", "piano lesson")
    assert request.then == ["add the orthodontist for jake tuesday at 3"]


def test_a_cancellation_and_a_booking():
    request = read("cancel swim class on saturday and book bowling for the kids saturday at 11")
    assert (request.intent, request.title) == ("cancel", "swim class")
    assert request.then == ["book bowling for the kids saturday at 11"]


def test_moving_a_whole_day_and_a_booking():
    request = read("push everything on saturday back an hour and book the vet for mike friday at 8am")
    assert (request.intent, request.every, request.shift_minutes) == ("modify", True, 60)
    assert request.then == ["book the vet for mike friday at 8am"]


def test_three_requests_each_wait_their_turn():
    request = read(
        "dentist for jake tuesday at 3, then haircut for emma wednesday at 4 "
        "and also yoga for mike friday at 7am"
    )
    assert request.title == "dentist"
    assert request.then == ["haircut for emma wednesday at 4", "yoga for mike friday at 7am"]


def test_too_many_at_once_is_said_and_nothing_is_taken():
    text = " and ".join(
        f"{what} for jake {day} at {hour}"
        for what, day, hour in [
            ("chess", "monday", 3),
            ("judo", "tuesday", 4),
            ("violin", "wednesday", 5),
            ("art", "thursday", 3),
            ("swim", "friday", 4),
            ("drama", "saturday", 11),
        ]
    )
    request = read(text)
    assert request.then == []
    assert request.problems and request.problems[0].startswith("that is 6 requests in one message")


@pytest.mark.parametrize(
    "text",
    [
        "mac and cheese night friday at 6",
        "Emma and Jake's swim saturday at 10",
        "Tom and Jerry movie at 7",
        "karate for emma and jake friday at 6pm",
        "pizza and a board game saturday at 7",
        "dinner at 6 and then a movie",
        "cancel piano and soccer on saturday",
        "move soccer to 5 and then dinner at 7",
    ],
)
def test_one_request_with_and_in_it_stays_one(text):
    assert read(text).then == []


@pytest.mark.parametrize(
    ("text", "rest"),
    [
        ("move piano to 5 and soccer to 6", "move soccer to 6"),
        ("push the dentist to 4 and the haircut to thursday", "move the haircut to thursday"),
    ],
)
def test_a_second_move_said_without_its_verb_is_a_move_of_its_own(text, rest):
    request = read(text)
    assert request.intent == "modify" and request.end is None
    assert request.then == [rest]


def test_one_activity_on_two_days_is_booked_on_each_day():
    request = read("soccer for emma saturday and sunday at 9")
    assert request.title == "soccer" and request.then == ["soccer for emma november 29 2026 at 9"]


def test_a_no_to_everything_is_told_from_a_plain_no():
    assert all(drops_everything(t) for t in ["forget both", "stop", "never mind all of that", "none of it"])
    assert not any(drops_everything(t) for t in ["no", "never mind", "forget it", "cancel the dentist"])


@pytest.mark.parametrize(
    "said",
    [
        "cancel thursday's soccer and put the orthodontist for jake there instead",
        "cancel emma's piano today and book a haircut for emma in its place",
    ],
)
def test_a_booking_in_place_of_a_cancelled_event_is_a_request_of_its_own(parse, said):
    request = parse(said)
    assert request.intent == "cancel" and len(request.then) == 1
    waiting = parse(request.then[0])
    assert waiting.intent == "create" and waiting.place is None and "time" in waiting.missing


def test_a_booking_in_place_of_nothing_cancelled_stays_one_request(parse):
    assert not parse("book the orthodontist for jake there instead").then

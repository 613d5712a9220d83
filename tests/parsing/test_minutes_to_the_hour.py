"""A clock said as minutes to the hour ("at 10 to 5", "20 to 6") against a range of hours
("from 10 to 5", "10-5", "10 till 5"): the reading the words lean to, the other named."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from family_scheduler.models import ParsedRequest

from .conftest import ny

Parse = Callable[..., ParsedRequest]


@pytest.mark.parametrize(
    ("text", "start"),
    [
        ("swim for jake thursday at 20 to 6", ny(26, 17, 40)),
        ("dentist for emma on friday at 25 to 4", ny(27, 15, 35)),
        ("call with grandma saturday at 20 to 5 pm", ny(28, 16, 40)),
    ],
)
def test_minutes_no_range_could_start_with_are_a_clock(parse: Parse, text: str, start: object) -> None:
    request = parse(text)
    assert request.start == start
    assert not request.ambiguities  # "20 to 6" cannot be 8pm to 6am: nothing to ask


def test_at_ten_to_five_is_ten_to_five_and_the_range_is_named(parse: Parse) -> None:
    request = parse("piano for emma wednesday at 10 to 5")
    assert (request.start, request.end) == (ny(25, 16, 50), None)
    assert request.ambiguities == ['I read "10 to 5" as 4:50, not from 10 until 5']
    assert request.confidence <= 0.5  # asked before it is written


def test_a_length_said_leaves_no_room_for_a_range(parse: Parse) -> None:
    request = parse("haircut for jake tuesday at 5 to 4 for half an hour")
    assert (request.start, request.end) == (ny(24, 15, 55), ny(24, 16, 25))
    assert not request.ambiguities


def test_a_bare_ten_to_five_after_a_day_is_a_range_but_asked(parse: Parse) -> None:
    request = parse("art workshop for sarah saturday 10 to 5")
    assert (request.start, request.end) == (ny(28, 10), ny(28, 17))
    assert request.ambiguities == ['I read "10 to 5" as from 10 until 5, not 4:50']


@pytest.mark.parametrize(
    "text",
    [
        "art workshop for sarah saturday from 10 to 5",
        "art workshop for sarah saturday 10-5",
        "art workshop for sarah saturday 10 till 5",
    ],
)
def test_a_range_said_as_one_is_not_asked(parse: Parse, text: str) -> None:
    request = parse(text)
    assert (request.start, request.end) == (ny(28, 10), ny(28, 17))
    assert not request.ambiguities


def test_quarter_to_keeps_its_reading(parse: Parse) -> None:
    assert parse("swim for jake thursday at quarter to 4").start == ny(26, 15, 45)
    assert parse("swim for jake thursday at quarter to 12 pm").start == ny(26, 11, 45)

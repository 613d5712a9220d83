"""Bare hour ranges said without "from": after a repeat, a week or "for" (Monday Nov 23)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from family_scheduler.models import ParsedRequest

from .conftest import ny

Parse = Callable[..., ParsedRequest]


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        # right after a repeat and its week: each end keeps the bare-hour rule
        ("chess club for emma every weekday next week 9 to 12", ny(30, 9), ny(30, 12)),
        ("swim lessons for jake every tuesday 3 to 5", ny(24, 15), ny(24, 17)),
        ("reading hour for emma daily next week 10 till 11", ny(30, 10), ny(30, 11)),
        # right after "for"
        ("book the van for mike tomorrow for 4 to 6", ny(24, 16), ny(24, 18)),
        ("put tutoring in for emma on friday for 2 to 3:30", ny(27, 14), ny(27, 15, 30)),
    ],
)
def test_a_bare_range_gives_both_ends(parse: Parse, text: str, start: object, end: object) -> None:
    request = parse(text)
    assert (request.start, request.end) == (start, end)


def test_a_range_of_a_count_is_not_hours(parse: Parse) -> None:
    request = parse("book the sedan for 2 to 3 people on saturday")
    assert request.end is None

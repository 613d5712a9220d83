"""Days said loosely in the Parkers' week (Monday Nov 23): two weekends on, a fortnight,
a holiday said without "on", the end of a week or a month."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("text", "first", "end"),
    [
        ("can we fit a bike tuneup in the weekend after next", ny(12, month=12), ny(14, month=12)),
        ("is jake free weekend after next?", ny(12, month=12), ny(14, month=12)),
        ("what do we have on the weekend after next", ny(12, month=12), ny(14, month=12)),
        ("what's on the month after next", ny(1, month=1, year=2027), ny(1, month=2, year=2027)),
    ],
)
def test_after_next_is_two_on_from_this_one(parse, text, first, end):
    """ "next weekend" is Dec 5-6 here, so the weekend after next is Dec 12-13, never this one."""
    assert parse(text).window == (first, end), text


def test_next_weekend_still_means_the_one_after_this(parse):
    assert parse("what's on next weekend").window == (ny(5, month=12), ny(7, month=12))

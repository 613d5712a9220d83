"""A time or day corrected in the same message: the later words win, as if said next."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("text", "title", "start"),
    [
        ("book swim for jake tues 6pm, actually make it 6:30", "swim", ny(24, 18, 30)),
        ("dentist for emma friday at 3, no wait, 4", "dentist", ny(27, 16)),
        ("piano for emma monday at 5 - sorry, tuesday", "piano", ny(24, 17)),
        ("tennis for emma saturday at 2 actually 3", "tennis", ny(28, 15)),
        ("karate for jake wed at 5. oops, i mean 6", "karate", ny(25, 18)),
    ],
)
def test_the_corrected_time_is_the_one_read(parse, text, title, start):
    req = parse(text)
    assert req.title == title and req.start == start, req
    assert req.confidence < 0.75  # it is asked, not written at once


@pytest.mark.parametrize(
    "text",
    [
        "plan a bake sale on thursday from noon to 2",  # "noon" holds no "no"
        "lunch with mike tomorrow at noon, actually add grandma too",  # more people, not a new time
    ],
)
def test_no_correction_no_change_of_time(parse, text):
    req = parse(text)
    assert req.start is not None and req.start.hour == 12

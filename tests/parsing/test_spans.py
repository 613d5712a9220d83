"""Parts of the day, weeks and weekends used as windows to search or ask about."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("find a time for a bike tuneup friday morning", ny(27, 8), ny(27, 12)),
        ("find a time for a bike tuneup on friday afternoon", ny(27, 12), ny(27, 17)),
        ("find a time for a bike tuneup in the evening on friday", ny(27, 17), ny(27, 21)),
        (
            "find a time for a bike tuneup on the afternoon of dec 2",
            ny(2, 12, month=12),
            ny(2, 17, month=12),
        ),
        ("find a time for a bike tuneup tonight", ny(23, 17), ny(23, 21)),
        ("find a time for a bike tuneup this afternoon", ny(23, 12), ny(23, 17)),
        ("find a time for a bike tuneup tomorrow after school", ny(24, 15), ny(24, 18)),
        ("find a time for a bike tuneup at lunchtime on tuesday", ny(24, 12), ny(24, 13)),
        ("find a time for a bike tuneup this weekend", ny(28), ny(30)),
        ("find a time for a bike tuneup over the weekend", ny(28), ny(30)),
        ("find a time for a bike tuneup next weekend", ny(5, month=12), ny(7, month=12)),
        ("find a time for a bike tuneup this week", ny(23, 9), ny(30)),
        ("find a time for a bike tuneup next week", ny(30), ny(7, month=12)),
        ("find a time for a bike tuneup on saturday", ny(28), ny(29)),
        ("find a time for a bike tuneup between 2 and 4 on saturday", ny(28, 14), ny(28, 16)),
        ("find a time for a bike tuneup saturday night", ny(28, 17), ny(28, 21)),
    ],
)
def test_windows_for_a_bike_tuneup(parse, text, start, end):
    req = parse(text)
    assert req.intent == "create"
    assert req.title == "bike tuneup"
    assert req.start is None
    assert req.window == (start, end), text


def test_a_question_about_a_day_covers_the_whole_day(parse):
    assert parse("what's happening tomorrow?").window == (ny(24), ny(25))
    assert parse("what's on today").window == (ny(23), ny(24))


def test_free_after_a_time_is_open_to_the_end_of_the_day(parse):
    req = parse("is jake free after 4 on friday?")
    assert req.window == (ny(27, 16), ny(28))


def test_an_exact_time_beats_the_part_of_the_day(parse):
    req = parse("schedule a call saturday morning at 10")
    assert req.start == ny(28, 10) and req.window is None


def test_lunch_as_the_activity_gets_the_lunch_window(parse):
    req = parse("plan lunch with grandma on friday")
    assert req.title == "lunch"
    assert req.window == (ny(27, 12), ny(27, 13))


@pytest.mark.parametrize(
    ("text", "end"),
    [
        ("what do we have over the next 2 weeks?", ny(7, month=12)),
        ("anything on in the coming ten days", ny(3, month=12)),
        ("what's on the next couple of weeks", ny(7, month=12)),
        ("what have the kids got until december", ny(1, month=12)),
        ("show me everything through december", ny(1, month=1, year=2027)),
        ("what's left for the rest of the year", ny(1, month=1, year=2027)),
    ],
)
def test_spans_from_now_run_from_this_moment(parse, text, end):
    req = parse(text)
    assert req.window == (ny(23, 9), end), text


def test_a_break_from_an_activity_is_its_cancellation_over_the_span(parse):
    req = parse("we're taking a break from karate until february")
    assert (req.intent, req.title, req.every) == ("cancel", "karate", True)
    assert req.window == (ny(23, 9), ny(1, month=2, year=2027))
    held = parse("put the kids' tennis on hold for the next 4 weeks")
    assert (held.intent, held.every, held.window) == ("cancel", True, (ny(23, 9), ny(21, month=12)))


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("take the cat to the vet late morning tomorrow", ny(24, 10), ny(24, 12)),
        ("take the cat to the vet mid-morning on thursday", ny(26, 9, 30), ny(26, 11, 30)),
        ("take the cat to the vet early afternoon friday", ny(27, 12), ny(27, 15)),
        ("take the cat to the vet late afternoon on saturday", ny(28, 15), ny(28, 17)),
        ("take the cat to the vet tomorrow early evening", ny(24, 17), ny(24, 19)),
    ],
)
def test_an_early_or_late_part_of_the_day_narrows_the_window(parse, text, start, end):
    """A family saying "late morning" pictures 10 to noon, not the 8am start of the morning."""
    req = parse(text)
    assert req.intent == "create"
    assert req.start is None
    assert req.window == (start, end), text

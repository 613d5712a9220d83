"""Times and days as people text them: "half 4" (half past four), "quarter to 6 pm",
and "tom", which is tomorrow unless a day is already named, then it is someone called Tom."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("text", "start"),
    [
        ("pick up jake at half four on friday", ny(27, 16, 30)),
        ("soccer at half 5 tomorrow", ny(24, 17, 30)),
        ("dinner half 7 tonight", ny(23, 19, 30)),
        ("swim from half 4 to 6 on thursday", ny(26, 16, 30)),
        ("brunch sunday at half 11", ny(29, 11, 30)),
    ],
)
def test_half_an_hour_is_half_past_it(parse, text, start):
    assert parse(text).start == start, text


@pytest.mark.parametrize(
    "text",
    [
        "we need half an hour on friday for a call",
        "cut practice in half 2 weeks from now",
        "book half 3 hours for cleaning on saturday",
    ],
)
def test_half_of_a_length_is_no_clock(parse, text):
    req = parse(text)
    assert req.start is None or req.start.minute != 30, text


@pytest.mark.parametrize(
    ("text", "title", "start"),
    [
        ("at half past 4pm on friday soccer", "soccer", ny(27, 16, 30)),
        ("piano at quarter to 6 pm tomorrow", "piano", ny(24, 17, 45)),
        ("swim at quarter past 7 am on saturday", "swim", ny(28, 7, 15)),
        ("team lunch at quarter to 12 pm on thursday", "team lunch", ny(26, 11, 45)),
    ],
)
def test_half_and_quarter_with_am_or_pm(parse, text, title, start):
    req = parse(text)
    assert (req.title, req.start) == (title, start), text


@pytest.mark.parametrize(
    ("text", "start"),
    [
        ("dentist tom at 3", ny(24, 15)),
        ("soccer tom at 4", ny(24, 16)),
        ("emma dentist tom at 3pm", ny(24, 15)),
    ],
)
def test_tom_alone_is_tomorrow(parse, text, start):
    assert parse(text).start == start, text


@pytest.mark.parametrize(
    ("text", "start"),
    [
        ("tom's party on saturday at 6", ny(28, 18)),
        ("call tom tmrw at 10", ny(24, 10)),
        ("birthday drinks for tom on friday at 8pm", ny(27, 20)),
        ("remind me to call tom on the 5th at 9am", ny(5, 9, month=12)),
    ],
)
def test_tom_with_a_day_named_is_a_person(parse, text, start):
    req = parse(text)
    assert req.start == start, text
    assert "tom" in (req.title or "") or any("Tom" in p for p in req.problems), text


@pytest.mark.parametrize(
    ("text", "start"),
    [
        ("lunch tmrw 12.30", ny(24, 12, 30)),
        ("dentist at 4.15 tomorrow", ny(24, 16, 15)),
        ("dinner tonight 7.30", ny(23, 19, 30)),
        ("soccer saturday 10.15 to 11.45", ny(28, 10, 15)),
    ],
)
def test_a_clock_written_with_a_dot(parse, text, start):
    assert parse(text).start == start, text


@pytest.mark.parametrize(
    "text",
    [
        "run 3.10 miles on saturday at 8",
        "sell lemonade at 2.50 each on saturday at 2",
    ],
)
def test_an_amount_with_a_dot_is_no_clock(parse, text):
    assert parse(text).start.minute == 0, text


@pytest.mark.parametrize(
    ("text", "start"),
    [
        ("soccer at quarter after 4 tomorrow", ny(24, 16, 15)),
        ("pick up at 10 after 3 on friday", ny(27, 15, 10)),
        ("swim at 20 to 6 on monday", ny(30, 17, 40)),
        ("call at twenty five of 4 tomorrow", ny(24, 15, 35)),
        ("meet at twenty to five on thursday", ny(26, 16, 40)),
    ],
)
def test_minutes_after_or_to_the_hour(parse, text, start):
    assert parse(text).start == start, text


def test_after_an_hour_alone_still_opens_a_window(parse):
    req = parse("soccer after 4 on friday")
    assert req.start is None and req.window[0] == ny(27, 16)


def test_a_part_of_the_day_said_roughly(parse):
    req = parse("dentist monday morningish")
    assert req.window == (ny(30, 8), ny(30, 12)) or list(req.window) == [ny(30, 8), ny(30, 12)]


@pytest.mark.parametrize(
    ("text", "title", "hour"),
    [
        ("dinner 6 tonight", "dinner", 18),
        ("study group 4 tmrw", "study group", 16),
        ("dentist 10 tomorrow", "dentist", 10),
    ],
)
def test_a_clock_texted_between_the_activity_and_its_day_is_its_time(parse, text, title, hour) -> None:
    request = parse(text)
    assert request.title == title and request.start is not None and request.start.hour == hour, text


def test_a_count_before_a_day_stays_a_count(parse) -> None:
    request = parse("party for 6 tomorrow")
    assert request.start is None or request.start.hour != 18

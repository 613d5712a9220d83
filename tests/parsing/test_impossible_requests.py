"""Requests that cannot be booked get one plain sentence naming what is impossible, and the
parser never raises whatever it is given."""

from __future__ import annotations

from datetime import datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from family_scheduler.family_file import demo_family
from family_scheduler.models import ParsedRequest
from family_scheduler.subgraphs.parsing import parse_request
from family_scheduler.timeutil import zone

from .conftest import ny

FAMILY = demo_family()[0]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("add swim practice on the 31st of april at 5pm", "April 31 is not a real date"),
        ("add swim practice every day until 2026-11-10 starting tomorrow at 5pm", "ends on Nov 10, 2026"),
        ("add swim practice last tuesday at 5pm", "is in the past"),
        ("add swim practice in year 12345", "year 12345 is outside the supported range"),
        ("add swim practice from 5pm until 3pm friday", "before the start"),
        ("add swim practice starting at 6pm ending at 5pm friday", "before the start"),
        ("add swim practice friday at 5pm for 0 minutes", "cannot last 0 minutes"),
        ("add swim practice friday at 5pm for -45 minutes", "negative time"),
        ("add swim practice friday at 5pm for 30 seconds", "shorter than a minute"),
        ("add swim practice friday at 5pm for infinity hours", "not a length"),
        ("add swim practice every 0 weeks at 5pm", "never repeats"),
        ("add swim practice on the 40th at 5pm", "no month has a 40th day"),
        ("add swim practice friday at 5:61pm", "5:61 pm is not a time of day"),
        ("add swim practice friday at 25:30", "25:30 is not a time of day"),
        ("add swim practice on march 3 9999 at 5pm", "year 9999 is outside"),
        ("add swim practice friday at 5pm for 400 hours", "longer than one event can last"),
    ],
)
def test_one_sentence_names_what_is_impossible(parse, text, words):
    req = parse(text)
    assert len(req.problems) == 1, req.problems
    assert words in req.problems[0]
    assert req.confidence <= 0.3


def test_an_overnight_event_is_not_an_error(parse):
    req = parse("add the sleepover watch party friday from 10pm to 2am")
    assert req.problems == []
    assert (req.start, req.end) == (ny(27, 22), ny(28, 2))


def test_a_far_away_now_is_said_plainly_not_raised():
    far = datetime(9999, 12, 31, 23, 0, tzinfo=zone("UTC"))
    req = parse_request("add piano tomorrow at 4", FAMILY, far, "sarah")
    assert req.intent == "unknown" and "outside the supported" in req.problems[0]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            "add cancel every until starting from to at for in year the of last next 0 -30 31st 32nd 99:99 "
            "3:75pm 9999 99999 dec feb 30th 29 inf seconds minutes hours weeks days 11pm 1am make it".split()
        ),
        min_size=1,
        max_size=12,
    )
)
def test_hostile_words_never_raise(words):
    now = datetime(2026, 11, 23, 9, tzinfo=zone("America/New_York"))
    req = parse_request(" ".join(words), FAMILY, now, "sarah")
    assert isinstance(req, ParsedRequest)
    assert not any("could not read" in p for p in req.problems), (words, req.problems)
    for moment in (req.start, req.end, *(req.window or ())):
        if moment is not None:
            assert 1900 <= moment.year <= 2199


@pytest.mark.parametrize(
    ("text", "hour"),
    [
        ("make it 4", 16),
        ("actually make it 4", 16),
        ("actually 5pm", 17),
        ("make it 10", 10),
        ("instead at 2", 14),
    ],
)
def test_an_amendment_of_the_time_is_a_modify(parse, text, hour):
    req = parse(text)
    assert req.intent == "modify", text
    assert req.start is not None and req.start.hour == hour


def test_a_correction_stated_as_a_fact_stays_a_fragment(parse):
    req = parse("Actually it is on December 5th.")
    assert req.intent == "unknown"
    assert req.window == (ny(5, month=12), ny(6, month=12))


@pytest.mark.parametrize(
    "text",
    [
        "morning walk every day for 20 years at 7am",
        "homework club every weekday for 30 years at 4pm",
    ],
)
def test_a_repeat_too_long_to_keep_is_named_in_plain_words(parse, text):
    req = parse(text)
    assert req.recurrence is None
    assert any("one series keeps at most" in p for p in req.problems), req.problems
    assert not any("COUNT=" in p for p in req.problems)


def test_a_repeat_within_the_limits_is_kept(parse):
    req = parse("morning walk every day for 6 weeks at 7am")
    assert req.recurrence == "FREQ=DAILY;COUNT=42"
    assert req.problems == []

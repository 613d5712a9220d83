"""Whatever arrives, the parser answers with a valid request and never raises."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from family_scheduler.family_file import demo_family
from family_scheduler.models import ParsedRequest
from family_scheduler.subgraphs.parsing import parse_request
from family_scheduler.timeutil import zone

FAMILY = demo_family()[0]
NOW = datetime(2026, 11, 23, 9, tzinfo=zone("America/New_York"))


@pytest.mark.parametrize("text", ["", "   ", "\n\t", "...", "?!", "🙂🎉👍", "ok", "lol"])
def test_nothing_to_schedule_is_unknown(parse, text):
    req = parse(text)
    assert req.intent == "unknown"
    assert req.confidence <= 0.3


def test_empty_message_names_the_problem(parse):
    assert "the message is empty" in parse("  ").problems


def test_a_very_long_message_is_cut_and_said_so(parse):
    req = parse("schedule soccer for emma saturday at 2pm " + "blah " * 2000)
    assert any("very long" in p for p in req.problems)
    assert req.confidence <= 0.3
    assert parse("x" * 10_000).intent == "unknown"


def test_emoji_around_a_request_do_not_hide_it(parse):
    req = parse("🎉 add a birthday party for jake saturday at 3pm 🎂")
    assert (req.intent, req.title) == ("create", "birthday party")


@pytest.mark.parametrize(
    "text",
    [
        "programa una cita con el dentista mañana",
        "Rendez-vous chez le médecin demain à 15h",
        "明天下午三点开会",
    ],
)
def test_another_language_is_not_guessed(parse, text):
    req = parse(text)
    assert req.intent == "unknown" or req.confidence <= 0.5


def test_unknown_speaker_falls_back_and_says_so(parse):
    req = parse("add my haircut friday at 3", speaker="stranger")
    assert req.participants == ["sarah"]
    assert any("unknown speaker" in p for p in req.problems)


def test_non_string_input_does_not_raise():
    for value in (None, 42, b"bytes", ["list"]):
        req = parse_request(value, FAMILY, NOW)
        assert isinstance(req, ParsedRequest)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_any_text_gives_a_valid_request(text):
    req = parse_request(text, FAMILY, NOW, "sarah")
    assert isinstance(req, ParsedRequest)
    assert 0.0 <= req.confidence <= 1.0
    ParsedRequest.model_validate(req.model_dump(mode="json"))


WORDS = st.sampled_from(
    "schedule move cancel is free the van emma's jake mom for with at on from to until every "
    "other monday tue wed thursday fri sat sun tmrw tonight next this week weekend morning "
    "afternoon evening noon midnight 2pm 7 9:30 11am 14:00 half past quarter 3 12/5 dec 1st "
    "march 14 2027 for 2 hours 90 mins daily weekly monthly the 15th weekdays starting until "
    "kids everyone we me my lunch dinner after school , ? and".split()
)


@settings(max_examples=400, deadline=None)
@given(
    st.lists(WORDS, min_size=1, max_size=14),
    st.datetimes(min_value=datetime(2026, 1, 1), max_value=datetime(2028, 12, 31)),
)
def test_every_time_is_aware_and_in_the_family_zone(words, wall):
    tz = zone("America/New_York")
    now = wall.replace(tzinfo=tz)
    req = parse_request(" ".join(words), FAMILY, now, "sarah")
    moments = [m for m in (req.start, req.end, *(req.window or ())) if m is not None]
    for moment in moments:
        assert moment.tzinfo is not None
        assert moment.utcoffset() == moment.astimezone(tz).utcoffset()
    if req.start is not None and req.end is not None:
        assert req.end > req.start
    if req.window is not None:
        assert req.window[1] > req.window[0]
    if req.duration_minutes is not None:
        assert req.duration_minutes >= 1
    if req.start is not None and req.start < now - timedelta(days=1):
        assert req.problems or req.intent in (
            "query",
            "cancel",
        )  # a past day is named, never invented

"""Spans said by a holiday: "<holiday> weekend" is the holiday and the weekend it touches,
"<holiday> week" its Monday-Sunday week, "the weekend after <holiday>" the next Saturday and
Sunday after the day, all as windows of whole days."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("text", "first", "end"),
    [
        ("what's on thanksgiving weekend?", ny(26), ny(30)),
        ("anything on over the thanksgiving weekend?", ny(26), ny(30)),
        ("is the van free memorial day weekend?", ny(29, month=5, year=2027), ny(1, month=6, year=2027)),
        ("what do we have christmas week?", ny(21, month=12), ny(28, month=12)),
        ("what's on the weekend after thanksgiving?", ny(28), ny(30)),
        ("what's on the week after thanksgiving?", ny(30), ny(7, month=12)),
        ("what's on the weekend before christmas?", ny(19, month=12), ny(21, month=12)),
        ("what's happening the week of christmas?", ny(21, month=12), ny(28, month=12)),
    ],
)
def test_holiday_spans(parse, text, first, end):
    request = parse(text)
    assert request.intent == "query"
    assert request.window == (first, end)


def test_a_span_still_running_is_this_one(parse):
    request = parse("what's left on thanksgiving weekend?", when=ny(28, 9))
    assert request.window is not None and request.window[1] == ny(30)


def test_plain_weekends_and_titles_keep_their_meaning(parse):
    assert parse("what's on this weekend?").window == (ny(28), ny(30))
    assert parse("book the kitchen for thanksgiving dinner on thursday at 5").title == "thanksgiving dinner"

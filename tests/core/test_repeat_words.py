"""Repeats in the words a family reads, never as RFC 5545 text."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from family_scheduler.recurrence import series_start_at
from family_scheduler.repeat_words import describe_repeat

NY = ZoneInfo("America/New_York")
SATURDAY_9 = datetime(2026, 11, 28, 9, tzinfo=NY)


@pytest.mark.parametrize(
    ("rule", "words"),
    [
        (
            "FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;UNTIL=20261226T045959Z",
            "every other Saturday at 09:00 until Dec 25",
        ),
        ("FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8", "every Tuesday and Thursday at 09:00, 8 times"),
        ("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "every weekday at 09:00"),
        ("FREQ=DAILY", "every day at 09:00"),
        ("FREQ=MONTHLY;BYDAY=1FR", "the first Friday of every month at 09:00"),
        ("FREQ=MONTHLY;BYMONTHDAY=15;UNTIL=20270630", "every month on the 15th at 09:00 until Jun 30 2027"),
        ("FREQ=YEARLY", "every year on Nov 28 at 09:00"),
        ("FREQ=WEEKLY;INTERVAL=3", "every 3 weeks on Saturday at 09:00"),
    ],
)
def test_rules_read_as_a_family_says_them(rule, words):
    assert describe_repeat(rule, SATURDAY_9, NY) == words


def test_a_whole_day_series_has_no_time():
    start = datetime(2026, 12, 5, tzinfo=NY)
    assert describe_repeat("FREQ=YEARLY", start, NY, all_day=True) == "every year on Dec 5"


def test_a_series_begun_in_the_skipped_hour_says_the_time_it_repeats_at():
    start = series_start_at(datetime(2027, 3, 14, 2, 30), NY)
    assert describe_repeat("FREQ=WEEKLY;BYDAY=SU", start, NY) == "every Sunday at 02:30"


@settings(max_examples=60, deadline=None)
@given(
    freq=st.sampled_from(["DAILY", "WEEKLY", "MONTHLY", "YEARLY"]),
    interval=st.integers(1, 5),
    days=st.lists(st.sampled_from(["MO", "TU", "WE", "TH", "FR", "SA", "SU"]), max_size=3, unique=True),
    end=st.sampled_from(["", ";COUNT=4", ";UNTIL=20271231T045959Z"]),
)
def test_no_rule_is_ever_shown_raw(freq, interval, days, end):
    rule = f"FREQ={freq};INTERVAL={interval}" + (f";BYDAY={','.join(days)}" if days else "") + end
    words = describe_repeat(rule, SATURDAY_9, NY)
    assert "FREQ" not in words and "BYDAY" not in words and "=" not in words

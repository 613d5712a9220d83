"""The family's rules as times, and the interval sweep underneath every search."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta
from itertools import pairwise
from zoneinfo import ZoneInfo

from hypothesis import given
from hypothesis import strategies as st

from family_scheduler.constraints import (
    event_violations,
    hard_blocks,
    rule_block_seconds,
    rule_block_times,
    rule_blocks,
)
from family_scheduler.family_file import demo_family
from family_scheduler.intervals import gaps, max_concurrency, merge

NY = ZoneInfo("America/New_York")


def test_school_and_bedtime_block_jakes_monday(family):
    blocks = hard_blocks(
        "jake", family.constraints, datetime(2026, 11, 23, tzinfo=NY), datetime(2026, 11, 24, tzinfo=NY), NY
    )
    spans = {(b.constraint.id, b.start.strftime("%H:%M"), b.end.strftime("%H:%M")) for b in blocks}
    assert ("school", "08:00", "15:00") in spans
    assert ("jake-bedtime", "20:00", "00:00") in spans
    assert ("jake-bedtime", "00:00", "07:00") in spans


def test_school_does_not_block_the_weekend_or_the_parents(family):
    saturday = (datetime(2026, 11, 28, tzinfo=NY), datetime(2026, 11, 29, tzinfo=NY))
    assert all(b.constraint.id != "school" for b in hard_blocks("emma", family.constraints, *saturday, NY))
    assert all(
        b.constraint.id != "school"
        for b in hard_blocks(
            "sarah",
            family.constraints,
            datetime(2026, 11, 23, tzinfo=NY),
            datetime(2026, 11, 24, tzinfo=NY),
            NY,
        )
    )


def test_a_late_event_breaks_jakes_bedtime_but_is_fine_for_mom(family):
    found = event_violations(
        datetime(2026, 11, 24, 19, 30, tzinfo=NY),
        datetime(2026, 11, 24, 20, 30, tzinfo=NY),
        ["jake", "sarah"],
        family.constraints,
        NY,
    )
    hard = [(v.constraint.id, v.members) for v in found if v.hard]
    assert hard == [("jake-bedtime", ["jake"])]


intervals = st.lists(
    st.tuples(st.integers(0, 2000), st.integers(1, 300)).map(
        lambda p: (
            datetime(2026, 1, 1, tzinfo=UTC) + timedelta(minutes=p[0]),
            datetime(2026, 1, 1, tzinfo=UTC) + timedelta(minutes=p[0] + p[1]),
        )
    ),
    max_size=40,
)


@given(intervals)
def test_merged_busy_time_covers_exactly_the_same_minutes(busy):
    merged = merge(busy)
    assert all(a[1] < b[0] for a, b in pairwise(merged))
    base = datetime(2026, 1, 1, tzinfo=UTC)
    for minute in range(0, 2400, 7):
        t = base + timedelta(minutes=minute)
        assert any(s <= t < e for s, e in busy) == any(s <= t < e for s, e in merged)


@given(intervals)
def test_gaps_never_overlap_busy_time(busy):
    start = datetime(2026, 1, 1, tzinfo=UTC)
    end = start + timedelta(minutes=2400)
    for free_start, free_end in gaps(busy, start, end):
        assert start <= free_start < free_end <= end
        assert not any(s < free_end and free_start < e for s, e in busy)


def test_touching_reservations_do_not_stack():
    t = datetime(2026, 1, 1, tzinfo=UTC)
    h = timedelta(hours=1)
    assert max_concurrency([(t, t + h), (t + h, t + 2 * h)]) == 1
    assert max_concurrency([(t, t + 2 * h), (t + h, t + 3 * h)]) == 2


@given(
    st.integers(-3 * 24 * 60, 200 * 24 * 60),
    st.integers(0, 20 * 24 * 60),
    st.integers(0, 999_999),
    st.integers(0, 999_999),
    st.sampled_from(["America/New_York", "Europe/London", "Australia/Lord_Howe", "UTC"]),
)
def test_rule_blocks_in_epoch_seconds_are_the_blocks_themselves(
    offset_min, length_min, micro_a, micro_b, zone_name
):
    """School, bedtimes and quiet hours as the busy model reads them (timestamps, clipped
    on timestamps; whole epoch seconds) are exactly `rule_blocks`' (floored and ceiled): over DST changes
    (New York, London, Lord Howe's half hour) and with windows off the whole second."""
    family = demo_family()[0]
    tz = ZoneInfo(zone_name)
    start = datetime(2026, 11, 1, tzinfo=UTC) + timedelta(minutes=offset_min, microseconds=micro_a)
    end = start + timedelta(minutes=length_min, microseconds=micro_b)
    for rule in family.constraints:
        if rule.kind in ("blocked_hours", "allowed_hours"):
            blocks = rule_blocks(rule, start, end, tz)
            assert rule_block_times(rule, start, end, tz) == [
                (b.start.timestamp(), b.end.timestamp()) for b in blocks
            ]
            assert rule_block_seconds(rule, start, end, tz) == [
                (math.floor(b.start.timestamp()), math.ceil(b.end.timestamp())) for b in blocks
            ]

"""The family's rules as times, and the interval sweep underneath every search."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from itertools import pairwise
from zoneinfo import ZoneInfo

from hypothesis import given
from hypothesis import strategies as st

from family_scheduler.constraints import event_violations, hard_blocks
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

"""The nights the clocks change: every occurrence lasts its real length, only the one that
falls in the change moves, and it says so."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta
from zoneinfo import ZoneInfo

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from family_scheduler.calendar import InMemoryCalendar, SqliteCalendar
from family_scheduler.models import Event
from family_scheduler.recurrence import expand, series_bounds
from family_scheduler.timeutil import elapsed

NY = ZoneInfo("America/New_York")
SPRING_FORWARD = datetime(2027, 3, 14).date()  # 02:00 EST → 03:00 EDT
FALL_BACK = datetime(2027, 11, 7).date()  # 02:00 EDT → 01:00 EST
HOUR = timedelta(hours=1)


def sundays(event: Event, first: str, last: str) -> list[tuple[str, str, str | None]]:
    found = expand(
        event,
        datetime.fromisoformat(first).replace(tzinfo=NY),
        datetime.fromisoformat(last).replace(tzinfo=NY),
    )
    return [
        (o.start.astimezone(NY).strftime("%m-%d %H:%M"), o.end.astimezone(NY).strftime("%H:%M"), o.note)
        for o in found
    ]


def weekly(title: str, start: datetime, length: timedelta = HOUR) -> Event:
    return Event(
        id=title,
        title=title,
        start=start,
        end=start.astimezone(UTC) + length,  # real time (Python adds to a zoned time on the wall clock)
        recurrence="FREQ=WEEKLY;BYDAY=SU",
        participants=["mike"],
    )


def test_the_early_run_on_the_morning_the_clocks_spring_forward_moves_an_hour_and_says_why():
    run = weekly("early run", datetime(2027, 3, 7, 2, 30, tzinfo=NY).astimezone(NY))
    assert sundays(run, "2027-03-07", "2027-03-22") == [
        ("03-07 02:30", "03:30", None),
        ("03-14 03:30", "04:30", "moved from 02:30: the clocks go forward"),
        ("03-21 02:30", "03:30", None),
    ]


def test_a_series_that_starts_in_the_skipped_hour_keeps_its_clock_time_on_later_sundays():
    # 02:30 on Mar 14 does not exist; written as RFC 5545 does (the offset before the change).
    choir = weekly("choir", datetime(2027, 3, 14, 2, 30, tzinfo=NY))
    assert choir.start.isoformat() == "2027-03-14T02:30:00-05:00"
    assert sundays(choir, "2027-03-14", "2027-03-29") == [
        ("03-14 03:30", "04:30", "moved from 02:30: the clocks go forward"),
        ("03-21 02:30", "03:30", None),
        ("03-28 02:30", "03:30", None),
    ]


def test_a_series_written_at_the_moved_time_stays_at_the_moved_time():
    # The same instant as the choir's first Sunday, written as 03:30: a series at 03:30.
    choir = weekly("choir", datetime(2027, 3, 14, 2, 30, tzinfo=NY))
    brass = weekly("brass", datetime(2027, 3, 14, 3, 30, tzinfo=NY))
    assert choir.start == brass.start
    assert [s for s, _, _ in sundays(brass, "2027-03-14", "2027-03-22")] == ["03-14 03:30", "03-21 03:30"]
    assert [s for s, _, _ in sundays(choir, "2027-03-14", "2027-03-22")] == ["03-14 03:30", "03-21 02:30"]


def test_the_same_series_read_back_from_the_store_is_the_same(tmp_path, family):
    choir = weekly("choir", datetime(2027, 3, 14, 2, 30, tzinfo=NY))
    store = SqliteCalendar(tmp_path / "f.sqlite", family.id, family)
    store.commit("choir", [choir])
    span = datetime(2027, 3, 14, tzinfo=NY), datetime(2027, 3, 29, tzinfo=NY)
    stored = [(o.start, o.end, o.note) for o in store.occurrences(*span)]
    kept = [(o.start, o.end, o.note) for o in InMemoryCalendar(family, [choir]).occurrences(*span)]
    assert stored == kept and len(stored) == 3


def test_yoga_at_half_past_one_on_the_night_the_clocks_go_back_lasts_an_hour_every_week():
    # 01:30 comes twice on Nov 7: the first (EDT) one is meant.
    yoga = weekly("yoga", datetime(2027, 11, 7, 1, 30, tzinfo=NY))
    assert yoga.start.utcoffset() == timedelta(hours=-4)
    found = expand(yoga, datetime(2027, 11, 7, tzinfo=NY), datetime(2027, 11, 22, tzinfo=NY))
    assert [elapsed(o.start, o.end) for o in found] == [HOUR] * 3
    first = found[0]
    assert first.start.astimezone(NY).strftime("%H:%M %Z") == "01:30 EDT"
    assert first.end.astimezone(NY).strftime("%H:%M %Z") == "01:30 EST"
    assert first.note == "the first 01:30 of two: the clocks go back during it"
    assert [o.note for o in found[1:]] == [None, None]
    assert [o.start.astimezone(NY).strftime("%H:%M") for o in found[1:]] == ["01:30", "01:30"]


def test_the_yoga_hour_blocks_mike_on_the_night_the_clocks_go_back(family):
    yoga = weekly("yoga", datetime(2027, 11, 7, 1, 30, tzinfo=NY))
    calendar = InMemoryCalendar(family, [yoga])
    night = datetime(2027, 11, 7, 1, 45, tzinfo=NY)  # EDT, inside the first hour
    busy = calendar.occurrences(night, night + timedelta(minutes=5), members=["mike"])
    assert [o.title for o in busy] == ["yoga"]


def test_a_weekly_lesson_at_the_second_half_past_one_stays_the_second():
    second = datetime(2027, 11, 7, 1, 30, fold=1, tzinfo=NY)
    lesson = weekly("night shift", second)
    assert lesson.start.utcoffset() == timedelta(hours=-5)
    first = expand(lesson, datetime(2027, 11, 7, tzinfo=NY), datetime(2027, 11, 8, tzinfo=NY))[0]
    # (compare instants: Python never finds a fold=1 time equal to another zone's)
    assert (
        first.start.timestamp() == second.timestamp()
        and first.note == "the second 01:30 of two: the clocks go back"
    )


def test_an_overnight_party_over_the_spring_change_keeps_its_real_length():
    party = Event(
        id="party",
        title="sleepover",
        start=datetime(2027, 3, 13, 22, tzinfo=NY),
        end=datetime(2027, 3, 14, 8, tzinfo=NY),  # 9 real hours: the night is one hour short
        participants=["emma"],
    )
    (occ,) = expand(party, datetime(2027, 3, 13, tzinfo=NY), datetime(2027, 3, 15, tzinfo=NY))
    assert elapsed(occ.start, occ.end) == timedelta(hours=9)
    assert occ.note == "the clocks go forward during it"


def test_the_last_end_of_a_series_is_its_real_length_after_its_last_start():
    yoga = Event(
        id="y",
        title="yoga",
        start=datetime(2027, 10, 24, 1, 30, tzinfo=NY),
        end=datetime(2027, 10, 24, 2, 30, tzinfo=NY),
        recurrence="FREQ=WEEKLY;COUNT=3",
    )
    # Three Sundays of 01:30–02:30; the last, on the night the clocks go back, is an hour long too.
    assert series_bounds(yoga)[1] == datetime(2027, 11, 7, 5, 30, tzinfo=UTC) + HOUR


def test_an_event_that_ends_when_it_starts_in_real_time_is_refused():
    with pytest.raises(ValidationError, match="at or before it starts"):
        Event(
            id="z",
            title="zero",
            start=datetime(2027, 11, 7, 1, 30, fold=1, tzinfo=NY),
            end=datetime(2027, 11, 7, 1, 30, fold=0, tzinfo=NY),  # an hour before
        )


# -- property: any rule, any start near a change of the clocks ---------------------------

ZONES = {
    # zone: days the clocks change in 2027 (02:00 New York, 01:00/02:00 London, 02:00 half an hour
    # on Lord Howe Island)
    "America/New_York": ("2027-03-14", "2027-11-07"),
    "Europe/London": ("2027-03-28", "2027-10-31"),
    "Australia/Lord_Howe": ("2027-04-04", "2027-10-03"),
}
FREQS = ("DAILY", "WEEKLY", "MONTHLY", "YEARLY", "HOURLY", "MINUTELY", "SECONDLY", "SOMETIMES")
DAYS = ("MO", "TU", "WE", "TH", "FR", "SA", "SU")


@st.composite
def rules(draw: st.DrawFn) -> str:
    parts = [f"FREQ={draw(st.sampled_from(FREQS))}"]
    if draw(st.booleans()):
        parts.append(f"INTERVAL={draw(st.sampled_from([-1, 0, 1, 2, 3, 7, 52, 1000, 1001]))}")
    end = draw(st.sampled_from(["", "count", "until", "both"]))
    if end in ("count", "both"):
        parts.append(f"COUNT={draw(st.sampled_from([0, 1, 5, 60, 5000, 5001, 100_000_000]))}")
    if end in ("until", "both"):
        parts.append(
            f"UNTIL={draw(st.sampled_from(['20270401', '20280101T045959Z', '20300615T120000', '99991231']))}"
        )
    if draw(st.booleans()):
        days = draw(st.lists(st.sampled_from(DAYS), min_size=1, max_size=3, unique=True))
        nth = draw(st.sampled_from(["", "", "1", "-1", "5", "6"]))
        parts.append("BYDAY=" + ",".join(nth + d for d in days))
    if draw(st.booleans()):
        parts.append(f"BYMONTHDAY={draw(st.sampled_from([1, 13, 29, 30, 31, -1, 0, 32]))}")
    if draw(st.booleans()):
        parts.append(f"BYMONTH={draw(st.sampled_from([2, 3, 11, 13]))}")
    if draw(st.integers(0, 9)) == 0:
        parts.append(draw(st.sampled_from(["BYSETPOS=1", "BYSETPOS=-1", "BYHOUR=3", "BYEASTER=0", "X=1"])))
    return ";".join(parts)


@st.composite
def dst_edge_starts(draw: st.DrawFn) -> tuple[str, datetime]:
    zone_name = draw(st.sampled_from(sorted(ZONES)))
    day = datetime.fromisoformat(draw(st.sampled_from(ZONES[zone_name]))).date()
    day += timedelta(days=7 * draw(st.integers(-2, 1)))
    clock = time(draw(st.integers(0, 3)), draw(st.sampled_from([0, 15, 30, 45])))
    fold = draw(st.integers(0, 1))
    return zone_name, datetime.combine(day, clock, tzinfo=ZoneInfo(zone_name)).replace(fold=fold)


@pytest.mark.timeout(240)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rule=rules(),
    edge=dst_edge_starts(),
    minutes=st.sampled_from([15, 30, 60, 90, 150, 600]),
    span_days=st.integers(1, 800),
)
@example(
    rule="FREQ=DAILY",
    edge=("America/New_York", datetime(2027, 3, 14, 2, 0, fold=1, tzinfo=ZoneInfo("America/New_York"))),
    minutes=15,
    span_days=4,
)
def test_any_rule_near_a_clock_change_is_refused_or_expands_boundedly_at_its_real_length(
    rule: str, edge: tuple[str, datetime], minutes: int, span_days: int
) -> None:
    zone_name, start = edge
    tz = ZoneInfo(zone_name)
    length = timedelta(minutes=minutes)
    try:
        event = Event(
            id="e",
            title="thing",
            start=start,
            end=start.astimezone(UTC) + length,
            timezone=zone_name,
            recurrence=rule,
        )
    except ValidationError as err:
        assert all(e["loc"] == ("recurrence",) for e in err.errors())
        return
    span_start = start - timedelta(days=3)
    span_end = span_start + timedelta(days=span_days)
    found = expand(event, span_start, span_end)
    # Bounded: never more than one occurrence a local day.
    assert len(found) <= span_days + 2
    assert len({o.occurrence_id for o in found}) == len(found)
    assert [o.start for o in found] == sorted(o.start for o in found)
    # fold=1 names the later offset (PEP 495); astimezone(tz) of a datetime already in tz
    # returns it unchanged, so read it through UTC: 02:00 fold=1 in the skipped hour is 01:00.
    clock = start.astimezone(UTC).astimezone(tz).time() if start.fold else start.replace(tzinfo=None).time()
    for occ in found:
        assert elapsed(occ.start, occ.end) == length
        assert occ.start < span_end and occ.end > span_start
        reading = occ.start.astimezone(tz).time()
        if occ.note is None or not occ.note.startswith("moved from"):
            assert reading == clock or occ.start == event.start
        else:
            assert reading > clock

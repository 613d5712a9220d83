"""The Parkers' week (school, bedtimes, piano, soccer, a shared car) seen by the scheduler.

Now is Monday Nov 23 2026, 09:00 in New York.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.domain.busy import busy_intervals, busy_time
from family_scheduler.domain.slots import search_slots
from family_scheduler.models import Constraint, Event

NY = ZoneInfo("America/New_York")


def at(day: int, hour: int, minute: int = 0, month: int = 11, year: int = 2026) -> datetime:
    return datetime(year, month, day, hour, minute, tzinfo=NY)


def hhmm(moment: datetime) -> str:
    return moment.astimezone(NY).strftime("%a %H:%M")


# -- an exact time ---------------------------------------------------------------------


def test_a_free_exact_time_is_confirmed_as_asked(calendar, now):
    result = search_slots(calendar, ["sarah"], now=now, start=at(24, 10))
    assert result.requested_free is True
    assert result.recommended == result.requested
    assert result.requested.start == at(24, 10) and result.requested.end == at(24, 11)
    assert result.requested.blocked_by == []
    assert not result.nothing_fits


def test_emma_during_school_is_blocked_with_alternatives_on_both_sides(calendar, now, judge):
    result = search_slots(calendar, ["emma"], now=now, start=at(24, 10))
    assert result.requested_free is False
    assert any("school" in why for why in result.requested.blocked_by)
    assert result.requested.participants_available == []
    starts = [c.start for c in result.candidates]
    assert any(s < at(24, 10) for s in starts) and any(s > at(24, 10) for s in starts)
    for slot in result.candidates:
        assert judge(calendar, ["emma"], slot.start, slot.end) == []
    assert result.recommended == result.candidates[0]


def test_piano_lesson_blocks_emma_and_names_it(calendar, now):
    result = search_slots(calendar, ["emma", "sarah"], now=now, start=at(23, 17, 30))
    assert result.requested_free is False
    assert any("Emma's piano lesson" in why for why in result.requested.blocked_by)
    assert result.requested.participants_available == ["sarah"]


def test_the_shared_sedan_is_taken_by_piano_on_monday_evening(calendar, now):
    result = search_slots(calendar, ["sarah"], now=now, start=at(23, 17), resources=["sedan"])
    assert result.requested_free is False
    assert any("Sedan is booked for piano lesson" in why for why in result.requested.blocked_by)
    assert result.requested.participants_available == ["sarah"]  # Sarah herself is free
    without_car = search_slots(calendar, ["sarah"], now=now, start=at(23, 17))
    assert without_car.requested_free is True


def test_moving_an_event_ignores_its_own_time(calendar, now):
    moved = search_slots(calendar, ["emma"], now=now, start=at(23, 17, 15), ignore_event_ids=["demo-piano"])
    assert moved.requested_free is True


def test_a_time_already_past_is_refused_with_later_options(calendar, now):
    result = search_slots(calendar, ["sarah"], now=now, start=at(23, 8))
    assert result.requested_free is False
    assert result.requested.blocked_by[0] == "that time has already passed"
    assert result.candidates and all(c.start >= now for c in result.candidates)


def test_jake_bedtime_blocks_an_evening_game(calendar, now):
    result = search_slots(calendar, ["jake"], now=now, start=at(27, 19, 30))
    assert any("Jake's bedtime" in why for why in result.requested.blocked_by)
    assert all(
        c.end <= at(c.start.day, 20, month=c.start.month)
        for c in result.candidates
        if c.start.astimezone(NY).hour >= 12
    )


# -- a window ----------------------------------------------------------------------------


def test_saturday_with_the_kids_and_the_van_avoids_swim_and_ranks_best_first(calendar, now, judge):
    window = (at(28, 0), at(29, 0))
    result = search_slots(calendar, ["emma", "jake"], now=now, window=window, resources=["minivan"])
    assert len(result.candidates) == 5
    for slot in result.candidates:
        assert window[0] <= slot.start and slot.end <= window[1]
        assert judge(calendar, ["emma", "jake"], slot.start, slot.end, ["minivan"]) == []
        assert slot.start.minute % 15 == 0
    scores = [c.score for c in result.candidates]
    assert scores == sorted(scores, reverse=True)
    assert result.recommended == result.candidates[0]
    # The best one keeps the 15-minute breather after swim class (ends 11:00).
    assert hhmm(result.recommended.start) == "Sat 11:15"
    assert result.recommended.soft_violations == []


def test_tuesday_after_school_for_jake_fits_before_soccer(calendar, now):
    result = search_slots(
        calendar, ["jake"], now=now, window=(at(24, 12), at(24, 17)), duration=timedelta(minutes=45)
    )
    assert [hhmm(c.start) for c in result.candidates][:1] == ["Tue 15:00"]
    assert all(c.end <= at(24, 16) for c in result.candidates)  # soccer at 16:00


def test_soft_preferences_lower_the_score_but_do_not_remove_slots(calendar, now):
    result = search_slots(calendar, ["sarah"], now=now, window=(at(24, 20), at(24, 23)))
    assert result.candidates, "20:00-23:00 is allowed, just not preferred"
    assert all(c.soft_violations for c in result.candidates)
    assert all(c.score < 0.91 for c in result.candidates)


def test_options_are_distinct_and_spread_over_free_stretches(calendar, now):
    result = search_slots(calendar, ["sarah", "mike"], now=now, window=(at(28, 0), at(30, 0)))
    slots = result.candidates
    for a in slots:
        for b in slots:
            assert a is b or not (a.start < b.end and b.start < a.end)
    assert {s.start.astimezone(NY).day for s in slots} == {28, 29}


def test_no_time_and_no_window_searches_the_coming_week_in_allowed_hours(calendar, now, judge):
    result = search_slots(calendar, ["emma", "jake"], now=now)
    assert result.window == (now, now + timedelta(days=7))
    assert result.duration_minutes == 60
    for slot in result.candidates:
        local = slot.start.astimezone(NY)
        assert now <= slot.start and slot.end <= now + timedelta(days=7)
        assert 6 <= local.hour and slot.end.astimezone(NY).hour < 23
        assert judge(calendar, ["emma", "jake"], slot.start, slot.end) == []


def test_nothing_fits_during_school_and_the_nearest_options_are_offered(calendar, now, judge):
    window = (at(24, 9), at(24, 14))
    result = search_slots(calendar, ["emma", "jake"], now=now, window=window)
    assert result.nothing_fits and result.candidates == [] and result.recommended is None
    assert any("school" in why for why in result.why_nothing_fits)
    outside = result.nearest_outside
    assert outside
    assert any(s.start < window[0] for s in outside) and any(s.start >= window[1] for s in outside)
    for slot in outside:
        assert not (window[0] <= slot.start and slot.end <= window[1])
        assert slot.start >= now
        assert judge(calendar, ["emma", "jake"], slot.start, slot.end) == []


def test_a_window_already_over_says_so(calendar, now):
    result = search_slots(calendar, ["sarah"], now=now, window=(at(23, 6), at(23, 8)))
    assert result.nothing_fits
    assert result.why_nothing_fits == ["that time has already passed"]
    assert result.nearest_outside and all(s.start >= now for s in result.nearest_outside)


# -- the rules behind busy time ----------------------------------------------------------


def test_jake_cannot_get_a_fourth_activity_on_a_full_day(family, now, judge):
    busy_day = [
        Event(
            id=f"j{n}",
            title=f"club {n}",
            start=at(28, 9 + 2 * n),
            end=at(28, 10 + 2 * n),
            participants=["jake"],
        )
        for n in range(3)
    ]
    cal = InMemoryCalendar(family, busy_day)
    result = search_slots(cal, ["jake"], now=now, window=(at(28, 0), at(30, 0)))
    assert all(c.start.astimezone(NY).day != 28 for c in result.candidates)
    asked = search_slots(cal, ["jake"], now=now, start=at(28, 16))
    assert any("already 3 events that day" in why for why in asked.requested.blocked_by)


def test_a_hard_minimum_gap_keeps_space_around_sarahs_events(family, now, judge):
    strict = family.model_copy(
        update={
            "constraints": family.constraints
            + [
                Constraint(
                    id="sarah-gap",
                    kind="min_gap",
                    description="Sarah's travel time",
                    hard=True,
                    members=["sarah"],
                    minutes=30,
                )
            ]
        }
    )
    cal = InMemoryCalendar(
        strict,
        [Event(id="dentist", title="dentist", start=at(24, 10), end=at(24, 11), participants=["sarah"])],
    )
    result = search_slots(cal, ["sarah"], now=now, window=(at(24, 9), at(24, 13)))
    for slot in result.candidates:
        assert slot.end <= at(24, 9, 30) or slot.start >= at(24, 11, 30)
        assert judge(cal, ["sarah"], slot.start, slot.end) == []
    asked = search_slots(cal, ["sarah"], now=now, start=at(24, 11, 15))
    assert any("travel time after dentist" in why for why in asked.requested.blocked_by)


def test_a_cancelled_lesson_frees_the_time(family, now):
    fam_events = [
        Event(
            id="piano",
            title="piano lesson",
            start=at(23, 17),
            end=at(23, 18),
            recurrence="FREQ=WEEKLY;BYDAY=MO",
            participants=["emma"],
            exdates=[at(30, 17)],
        )
    ]
    cal = InMemoryCalendar(family, fam_events)
    assert search_slots(cal, ["emma"], now=now, start=at(30, 17)).requested_free is True
    assert search_slots(cal, ["emma"], now=now, start=at(23, 17)).requested_free is False
    cancelled = [fam_events[0].model_copy(update={"status": "cancelled"})]
    cal2 = InMemoryCalendar(family, cancelled)
    assert search_slots(cal2, ["emma"], now=now, start=at(23, 17)).requested_free is True


def test_a_room_for_two_is_full_only_when_two_use_it(family, now):
    roomy = family.model_copy(
        update={
            "resources": [
                r.model_copy(update={"capacity": 2}) if r.id == "living_room" else r for r in family.resources
            ]
        }
    )
    one = Event(
        id="a",
        title="movie",
        start=at(24, 18),
        end=at(24, 20),
        participants=["mike"],
        resources=["living_room"],
    )
    two = Event(
        id="b",
        title="games",
        start=at(24, 19),
        end=at(24, 21),
        participants=["linda"],
        resources=["living_room"],
    )
    cal = InMemoryCalendar(roomy, [one, two])
    free = search_slots(cal, ["sarah"], now=now, start=at(24, 18), resources=["living_room"])
    full = search_slots(cal, ["sarah"], now=now, start=at(24, 19), resources=["living_room"])
    assert free.requested_free is True
    assert full.requested_free is False
    assert any("fully booked" in why for why in full.requested.blocked_by)


def test_a_car_out_of_service_fits_nowhere(family, now):
    broken = family.model_copy(
        update={
            "resources": [
                r.model_copy(update={"capacity": 0}) if r.id == "sedan" else r for r in family.resources
            ]
        }
    )
    result = search_slots(
        InMemoryCalendar(broken), ["sarah"], now=now, window=(at(24, 9), at(24, 17)), resources=["sedan"]
    )
    assert result.nothing_fits and result.nearest_outside == []
    assert any("out of service" in why for why in result.why_nothing_fits)


def test_busy_intervals_give_emmas_monday_with_reasons(calendar):
    spans = busy_intervals(calendar, ["emma"], at(23, 0), at(24, 0))
    assert all(a < b for a, b, _ in spans)
    assert all(spans[i][1] < spans[i + 1][0] for i in range(len(spans) - 1)), "merged"
    school = next(s for s in spans if s[0] <= at(23, 10) < s[1])
    assert "school" in school[2]
    piano = next(s for s in spans if s[0] <= at(23, 17, 30) < s[1])
    assert "piano lesson" in piano[2]
    assert not any(s[0] <= at(23, 16) < s[1] for s in spans)


def test_busy_time_is_the_same_model_without_the_reasons(calendar):
    for who in (["emma"], ["jake", "mike"], calendar.family().member_ids()):
        for day in (23, 25, 28):
            with_reasons = busy_intervals(calendar, who, at(day, 0), at(day + 1, 0))
            assert busy_time(calendar, who, at(day, 0), at(day + 1, 0)) == [
                (a, b) for a, b, _ in with_reasons
            ]


# -- daylight saving ---------------------------------------------------------------------


def test_dst_weekend_keeps_local_clock_times(family, now):
    spring = datetime(2027, 3, 12, 9, 0, tzinfo=NY)
    from family_scheduler.family_file import demo_family

    cal = InMemoryCalendar(*demo_family())
    result = search_slots(
        cal,
        ["sarah", "mike"],
        now=spring,
        window=(at(13, 0, month=3, year=2027), at(15, 0, month=3, year=2027)),
        top_k=10,
    )
    assert result.candidates
    for slot in result.candidates:
        local = slot.start.astimezone(NY)
        assert local.minute % 15 == 0 and local.second == 0
        assert slot.end.timestamp() - slot.start.timestamp() == 3600
        # Sunday dinner is 18:00-19:30 local (EDT after the change), never 17:00 or 19:00.
        if local.day == 14:
            assert local.utcoffset() == timedelta(hours=-4)
            assert not (slot.start < at(14, 19, 30, 3, 2027) and at(14, 18, 0, 3, 2027) < slot.end)


def test_no_slot_starts_in_the_skipped_hour(family):
    loose = family.model_copy(update={"constraints": []})
    cal = InMemoryCalendar(loose)
    night = (datetime(2027, 3, 14, 0, 0, tzinfo=NY), datetime(2027, 3, 14, 5, 0, tzinfo=NY))
    result = search_slots(
        cal,
        ["sarah"],
        now=datetime(2027, 3, 13, 9, 0, tzinfo=NY),
        window=night,
        duration=timedelta(minutes=15),
        top_k=50,
    )
    local_starts = [c.start.astimezone(NY) for c in result.candidates]
    assert local_starts and all(s.hour != 2 for s in local_starts)
    assert len(local_starts) == 4 * 4  # 00:00-05:00 is four real hours that night
    asked = search_slots(
        cal,
        ["sarah"],
        now=datetime(2027, 3, 13, 9, 0, tzinfo=NY),
        start=datetime(2027, 3, 14, 1, 30, tzinfo=NY),
    )
    # One real hour (compare instants: same-zone subtraction in Python is wall-clock).
    assert asked.requested.end.timestamp() - asked.requested.start.timestamp() == 3600
    assert asked.requested.end.astimezone(NY).hour == 3  # 01:30 EST + 1h = 03:30 EDT


# -- bad input ---------------------------------------------------------------------------


def test_bad_input_is_explained_not_raised(calendar, now):
    result = search_slots(
        calendar, ["bob"], now=now, resources=["boat"], duration=timedelta(0), window=(at(24, 12), at(24, 11))
    )
    text = " ".join(result.problems)
    assert "bob" in text and "boat" in text and "at least one minute" in text
    assert "ends before it starts" in text
    assert result.candidates == [] and result.recommended is None


def test_naive_times_and_short_windows_are_refused(calendar, now):
    naive = search_slots(calendar, ["emma"], now=now, start=datetime(2026, 11, 24, 16))
    assert any("time zone" in p for p in naive.problems)
    short = search_slots(calendar, ["emma"], now=now, window=(at(24, 16), at(24, 16, 30)))
    assert any("shorter than the 60-minute event" in p for p in short.problems)
    nobody = search_slots(calendar, [], now=now)
    assert any("Nobody was named" in p for p in nobody.problems)


def test_sqlite_and_memory_calendars_agree(calendar, sqlite_calendar, now):
    window = (at(24, 0), at(27, 0))
    a = search_slots(calendar, ["emma", "jake"], now=now, window=window, resources=["minivan"])
    b = search_slots(sqlite_calendar, ["emma", "jake"], now=now, window=window, resources=["minivan"])
    assert a.model_dump() == b.model_dump()

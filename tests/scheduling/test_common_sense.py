"""Times the assistant chooses look like a family's week: everyone awake, usual hours for
the activity; a time the family states is taken as stated."""

from __future__ import annotations

from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.domain.daytime import waking_hours
from family_scheduler.domain.slots import search_slots
from family_scheduler.models import Event, Family, Member
from family_scheduler.models.family import DayHours, Role

from .conftest import asleep

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 23, 9, 0, tzinfo=NY)  # Monday


def at(day: int, hour: int, minute: int = 0) -> datetime:
    return datetime(2026, 11, day, hour, minute, tzinfo=NY)


def no_rules_family(**extra: object) -> Family:
    """The Parkers as a fresh family file has them: people and no rules at all."""
    members = [
        Member(id="sarah", name="Sarah", role="parent"),
        Member(id="mike", name="Mike", role="parent"),
        Member(id="emma", name="Emma", role="child", age=12),
        Member(id="jake", name="Jake", role="child", age=8),
        Member(id="linda", name="Linda", role="guest"),
    ]
    return Family(id="parkers", name="The Parkers", members=members, **extra)  # type: ignore[arg-type]


def hours(slot) -> tuple[str, str]:
    return slot.start.astimezone(NY).strftime("%a %H:%M"), slot.end.astimezone(NY).strftime("%H:%M")


def test_an_hour_for_everyone_this_weekend_is_in_the_morning_not_at_midnight():
    cal = InMemoryCalendar(no_rules_family())
    weekend = (at(28, 0), at(30, 0))
    result = search_slots(cal, ["sarah", "mike", "emma", "jake"], now=NOW, window=weekend)
    assert hours(result.recommended) == ("Sat 08:00", "09:00")  # the middle of the day, first thing
    for slot in result.candidates:
        local = slot.start.astimezone(NY)
        assert local.hour >= 7 and slot.end.astimezone(NY).time() <= time(20, 0)  # the kids' day


def test_two_hours_of_shopping_next_week_start_in_the_morning():
    cal = InMemoryCalendar(no_rules_family())
    result = search_slots(
        cal,
        ["sarah", "emma"],
        now=NOW,
        window=(at(30, 0), at(30, 0) + timedelta(days=7)),
        duration=timedelta(hours=2),
        title="go shopping",
    )
    assert hours(result.recommended) == ("Mon 09:00", "11:00")


def test_a_swim_meet_for_a_twelve_year_old_is_after_school_and_well_before_bed():
    cal = InMemoryCalendar(no_rules_family())
    tuesday = (at(24, 0), at(25, 0))
    result = search_slots(
        cal, ["emma"], now=NOW, window=tuesday, duration=timedelta(hours=2), title="swim meet"
    )
    assert hours(result.recommended) == ("Tue 15:00", "17:00")
    assert all(s.end.astimezone(NY).time() <= time(20, 0) for s in result.candidates)
    evening = search_slots(
        cal,
        ["emma"],
        now=NOW,
        window=(at(24, 18), at(24, 23)),
        duration=timedelta(hours=2),
        title="swim meet",
    )
    assert hours(evening.recommended) == ("Tue 18:00", "20:00")  # never 21:00, she is asleep
    assert evening.recommended.soft_violations  # and it says the hour is late for her


def test_a_family_dinner_is_in_the_evening_not_at_seven_in_the_morning():
    cal = InMemoryCalendar(no_rules_family())
    result = search_slots(
        cal, ["sarah", "mike", "emma", "jake"], now=NOW, window=(at(24, 0), at(25, 0)), title="family dinner"
    )
    start, _ = hours(result.recommended)
    assert start == "Tue 17:00"


def test_a_dentist_is_in_office_hours_and_breakfast_in_the_morning():
    cal = InMemoryCalendar(no_rules_family())
    saturday = (at(28, 0), at(29, 0))
    dentist = search_slots(cal, ["jake"], now=NOW, window=saturday, title="dentist")
    assert hours(dentist.recommended) == ("Sat 09:00", "10:00")
    breakfast = search_slots(
        cal, ["sarah", "linda"], now=NOW, window=saturday, title="breakfast with grandma"
    )
    assert hours(breakfast.recommended) == ("Sat 07:00", "08:00")


def test_a_time_the_family_states_is_taken_as_stated():
    cal = InMemoryCalendar(no_rules_family())
    late = search_slots(cal, ["emma"], now=NOW, start=at(24, 21), title="swim meet")
    assert late.requested_free and late.recommended == late.requested
    early = search_slots(cal, ["sarah"], now=NOW, start=at(24, 6), title="family dinner")
    assert early.requested_free and early.recommended.soft_violations == []


def test_a_window_wholly_outside_the_day_is_taken_as_stated():
    cal = InMemoryCalendar(no_rules_family())
    late_movie = search_slots(
        cal, ["sarah", "mike"], now=NOW, window=(at(27, 22, 30), at(28, 1)), duration=timedelta(hours=2)
    )
    assert hours(late_movie.recommended) == ("Fri 22:30", "00:30")


def test_the_family_file_sets_waking_hours_per_role_and_per_person():
    night_owls = no_rules_family(waking_hours={"child": DayHours(start=time(8, 0), end=time(21, 0))})
    cal = InMemoryCalendar(night_owls)
    evening = search_slots(
        cal, ["jake"], now=NOW, window=(at(24, 19), at(24, 23)), duration=timedelta(hours=2)
    )
    assert hours(evening.recommended) == ("Tue 19:00", "21:00")
    family = no_rules_family()
    family.members[0] = family.members[0].model_copy(
        update={"waking_hours": DayHours(start=time(5, 0), end=time(23, 0))}
    )
    early = search_slots(InMemoryCalendar(family), ["sarah"], now=NOW, window=(at(24, 4), at(24, 7)))
    assert min(s.start for s in early.candidates).astimezone(NY).hour == 5  # her day, not the default 07:00


def test_children_sleep_longer_the_younger_they_are():
    family = no_rules_family()
    family.members += [
        Member(id="tot", name="Tot", role="child", age=3),
        Member(id="teen", name="Teen", role="child", age=15),
        Member(id="kid", name="Kid", role="child"),
    ]
    assert [
        waking_hours(family, m).end for m in ("tot", "jake", "emma", "kid", "teen", "sarah", "linda")
    ] == [
        time(19),
        time(20),
        time(20),
        time(20),
        time(21),
        time(22),
        time(22),
    ]


def test_nothing_fits_names_the_waking_hours_when_they_are_the_reason():
    cal = InMemoryCalendar(no_rules_family())
    result = search_slots(
        cal,
        ["jake"],
        now=NOW,
        window=(at(24, 17), at(24, 21)),
        duration=timedelta(hours=4),
        title="lego build",
    )
    assert result.nothing_fits
    assert any("waking hours (07:00–20:00)" in why and "Jake" in why for why in result.why_nothing_fits)
    assert result.nearest_outside
    assert all(not asleep(cal.family(), "jake", s.start, s.end, NY) for s in result.nearest_outside)


# -- a property: every time we choose is inside everyone's waking hours -------------------

ROLES: st.SearchStrategy[Role] = st.sampled_from(["parent", "child", "guest"])


@st.composite
def families(draw: st.DrawFn) -> Family:
    members = []
    for n in range(draw(st.integers(1, 5))):
        own = None
        if draw(st.booleans()) and n % 2:
            first = draw(st.integers(5, 10))
            own = DayHours(start=time(first), end=time(draw(st.integers(first + 8, 23))))
        members.append(
            Member(
                id=f"m{n}",
                name=f"M{n}",
                role=draw(ROLES),
                age=draw(st.none() | st.integers(0, 17)),
                waking_hours=own,
            )
        )
    by_role = {}
    if draw(st.booleans()):
        by_role["child"] = DayHours(start=time(draw(st.integers(6, 9))), end=time(draw(st.integers(18, 21))))
    return Family(id="f", members=members, waking_hours=by_role)  # type: ignore[arg-type]


TITLES = st.sampled_from(
    [None, "family dinner", "piano lesson", "dentist", "gym", "lego build", "movie night"]
)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    family=families(),
    day=st.integers(0, 6),
    first=st.integers(0, 95),
    length=st.integers(1, 60),
    minutes=st.sampled_from([30, 60, 90, 180]),
    title=TITLES,
    busy=st.lists(st.tuples(st.integers(0, 6), st.integers(6, 21)), max_size=6),
)
def test_times_we_choose_are_inside_everyones_waking_hours(family, day, first, length, minutes, title, busy):
    people = family.member_ids()
    events = [
        Event(
            id=f"b{i}",
            title="busy",
            start=at(23 + d, h),
            end=at(23 + d, h) + timedelta(hours=1),
            participants=people[:1],
        )
        for i, (d, h) in enumerate(busy)
    ]
    cal = InMemoryCalendar(family, events)
    start = at(23, 0) + timedelta(days=day, minutes=15 * first)
    window = (start, start + timedelta(hours=length) + timedelta(minutes=minutes))
    duration = timedelta(minutes=minutes)
    awake = any(
        not any(asleep(family, m, t, t + timedelta(minutes=1), NY) for m in people)
        for t in (
            window[0] + timedelta(minutes=15 * k)
            for k in range(int((window[1] - window[0]) / timedelta(minutes=15)))
        )
    )
    chosen = search_slots(cal, people, now=NOW, window=window, duration=duration, title=title)
    for slot in chosen.candidates:
        assert not awake or not any(asleep(family, m, slot.start, slot.end, NY) for m in people), hours(slot)
    for slot in chosen.nearest_outside:
        assert not any(asleep(family, m, slot.start, slot.end, NY) for m in people), hours(slot)
    around = search_slots(cal, people, now=NOW, start=window[0], duration=duration, title=title)
    if not around.requested_free:
        for slot in [*around.candidates, *around.nearest_outside]:
            assert not any(asleep(family, m, slot.start, slot.end, NY) for m in people), hours(slot)


def test_a_night_named_in_the_title_is_found_in_the_evening_even_at_the_weekend():
    family = no_rules_family()
    cal = InMemoryCalendar(family)
    weekend = (at(28, 0), at(30, 0))
    date_night = search_slots(cal, ["sarah", "mike"], now=NOW, window=weekend, title="date night")
    assert hours(date_night.recommended) == ("Sat 18:00", "19:00")  # not Saturday noon, nor 5pm
    movies = search_slots(
        cal,
        ["sarah", "mike", "emma", "jake"],
        now=NOW,
        window=weekend,
        duration=timedelta(hours=2),
        title="family movie night",
    )
    start, end = hours(movies.recommended)
    assert start == "Sat 18:00" and end <= waking_hours(family, "jake").end.strftime("%H:%M")

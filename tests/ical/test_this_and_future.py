"""The Parkers' other calendars change "this and all later occurrences" (RECURRENCE-ID;
RANGE=THISANDFUTURE): from the changed lesson on, every later one moves and takes the new
title, as recurring-ical-events (the oracle) expands the same file; importing twice
changes nothing. A rule that pins the day the change moves cannot carry it on: the change
is kept for that one occurrence and the note says why."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from family_scheduler.calendar import InMemoryCalendar, SqliteCalendar
from family_scheduler.family_file import demo_family
from family_scheduler.ical.importing import import_ics

from .conftest import NY, WINDOW, oracle, seen


def _ics(*vevents: str) -> str:
    body = "".join(f"BEGIN:VEVENT\n{v.strip()}\nEND:VEVENT\n" for v in vevents)
    return f"BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Parents//EN\n{body}END:VCALENDAR\n"


SWIM = _ics(
    """
UID:swim@pool.example
DTSTART;TZID=America/New_York:20261103T170000
DTEND;TZID=America/New_York:20261103T174500
RRULE:FREQ=WEEKLY
SUMMARY:Swim lesson
LOCATION:Pool A
""",
    """
UID:swim@pool.example
RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=America/New_York:20261201T170000
DTSTART;TZID=America/New_York:20261201T173000
DTEND;TZID=America/New_York:20261201T181500
SUMMARY:Swim lesson (advanced)
LOCATION:Pool B
""",
)

CARPOOL = _ics(
    """
UID:carpool@parents.example
DTSTART;TZID=America/New_York:20261130T073000
DTEND;TZID=America/New_York:20261130T080000
RRULE:FREQ=DAILY;COUNT=10
SUMMARY:Carpool
""",
    """
UID:carpool@parents.example
RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=America/New_York:20261203T073000
DTSTART;TZID=America/New_York:20261203T074500
DTEND;TZID=America/New_York:20261203T081500
SUMMARY:Carpool (Lee family drives)
""",
)

FIRST = _ics(
    """
UID:reading@school.example
DTSTART;TZID=America/New_York:20261102T190000
DTEND;TZID=America/New_York:20261102T193000
RRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20261220T235959Z
SUMMARY:Reading time
""",
    """
UID:reading@school.example
RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=America/New_York:20261102T190000
DTSTART;TZID=America/New_York:20261102T200000
DTEND;TZID=America/New_York:20261102T204500
SUMMARY:Reading time (before bed)
""",
)

PIANO = _ics(
    """
UID:piano@music.example
DTSTART;TZID=America/New_York:20261105T160000
DTEND;TZID=America/New_York:20261105T163000
RRULE:FREQ=WEEKLY;UNTIL=20270128T210000Z
EXDATE;TZID=America/New_York:20261224T160000
SUMMARY:Piano
""",
    """
UID:piano@music.example
RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=America/New_York:20261203T160000
DTSTART;TZID=America/New_York:20261203T164500
DTEND;TZID=America/New_York:20261203T171500
SUMMARY:Piano with Ms. Rao
""",
    """
UID:piano@music.example
RECURRENCE-ID;TZID=America/New_York:20261217T160000
DTSTART;TZID=America/New_York:20261218T150000
DTEND;TZID=America/New_York:20261218T153000
SUMMARY:Piano (make-up)
""",
)

SOCCER = _ics(
    """
UID:practice@league.example
DTSTART;TZID=America/New_York:20261107T090000
DTEND;TZID=America/New_York:20261107T100000
RRULE:FREQ=WEEKLY;COUNT=20
RDATE;TZID=America/New_York:20261216T180000
SUMMARY:Soccer practice
""",
    """
UID:practice@league.example
RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=America/New_York:20261205T090000
DTSTART;TZID=America/New_York:20261206T100000
DTEND;TZID=America/New_York:20261206T110000
SUMMARY:Indoor practice
""",
    """
UID:practice@league.example
RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=America/New_York:20270206T090000
DTSTART;TZID=America/New_York:20270206T083000
DTEND;TZID=America/New_York:20270206T100000
SUMMARY:Spring practice
""",
)

TUTOR = _ics(
    """
UID:tutor@school.example
DTSTART;TZID=America/New_York:20261102T153000
DTEND;TZID=America/New_York:20261102T163000
RRULE:FREQ=WEEKLY;BYDAY=MO,WE
SUMMARY:Math tutor
""",
    """
UID:tutor@school.example
RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=America/New_York:20261202T153000
DTSTART;TZID=America/New_York:20261203T153000
DTEND;TZID=America/New_York:20261203T163000
SUMMARY:Math tutor
""",
)

SCENARIOS = {"swim": SWIM, "carpool": CARPOOL, "first": FIRST, "piano": PIANO, "soccer": SOCCER}


def _at(title: str, calendar: SqliteCalendar, day: datetime) -> list[tuple[str, str]]:
    """What the calendar shows that day: (title, 'HH:MM-HH:MM')."""
    return [
        (o.title, f"{o.start.astimezone(NY):%H:%M}-{o.end.astimezone(NY):%H:%M}")
        for o in calendar.occurrences(day, day + timedelta(days=1))
        if o.title.startswith(title)
    ]


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_every_later_occurrence_is_what_the_oracle_expands(calendar: SqliteCalendar, name: str) -> None:
    data = SCENARIOS[name]
    report = import_ics(calendar, data, f"{name}.ics")
    assert not report.notes and not report.skipped
    assert seen(calendar) == oracle(data.encode())
    before = {e.id: e.version for e in calendar.all_events()}
    again = import_ics(calendar, data, f"{name}.ics")
    assert not again.added and not again.updated
    assert {e.id: e.version for e in calendar.all_events()} == before


def test_the_swim_lessons_move_to_half_past_from_december(calendar: SqliteCalendar) -> None:
    report = import_ics(calendar, SWIM, "swim.ics")
    assert len(report.added) == 2  # November's lessons, and the advanced ones from December
    assert _at("Swim", calendar, datetime(2026, 11, 24, tzinfo=NY)) == [("Swim lesson", "17:00-17:45")]
    assert _at("Swim", calendar, datetime(2026, 12, 1, tzinfo=NY)) == [
        ("Swim lesson (advanced)", "17:30-18:15")
    ]
    # Still at half past five after the clocks go forward in March.
    assert _at("Swim", calendar, datetime(2027, 3, 16, tzinfo=NY)) == [
        ("Swim lesson (advanced)", "17:30-18:15")
    ]
    places = {o.location for o in calendar.occurrences(datetime(2026, 12, 1, tzinfo=NY), WINDOW[1])}
    assert places == {"Pool B"}


def test_the_carpool_keeps_its_ten_mornings(calendar: SqliteCalendar) -> None:
    import_ics(calendar, CARPOOL, "carpool.ics")
    mornings = calendar.occurrences(*WINDOW)
    assert len(mornings) == 10
    assert [o.title for o in mornings].count("Carpool") == 3
    assert mornings[-1].start == datetime(2026, 12, 9, 7, 45, tzinfo=NY)


def test_a_change_from_the_first_occurrence_changes_the_whole_series(calendar: SqliteCalendar) -> None:
    report = import_ics(calendar, FIRST, "reading.ics")
    assert len(report.added) == 1
    titles = {o.title for o in calendar.occurrences(*WINDOW)}
    assert titles == {"Reading time (before bed)"}
    assert _at("Reading", calendar, datetime(2026, 12, 18, tzinfo=NY)) == [
        ("Reading time (before bed)", "20:00-20:45")
    ]
    # UNTIL (18:59:59 in New York) ended it before the 20th's 19:00 reading, moved or not.
    assert _at("Reading", calendar, datetime(2026, 12, 20, tzinfo=NY)) == []


def test_a_skipped_and_a_moved_piano_lesson_after_the_change_stay_so(calendar: SqliteCalendar) -> None:
    import_ics(calendar, PIANO, "piano.ics")
    assert _at("Piano", calendar, datetime(2026, 12, 10, tzinfo=NY)) == [
        ("Piano with Ms. Rao", "16:45-17:15")
    ]
    assert _at("Piano", calendar, datetime(2026, 12, 17, tzinfo=NY)) == []
    assert _at("Piano", calendar, datetime(2026, 12, 18, tzinfo=NY)) == [("Piano (make-up)", "15:00-15:30")]
    assert _at("Piano", calendar, datetime(2026, 12, 24, tzinfo=NY)) == []  # the EXDATE of the 16:00 lesson
    # The last lesson, at UNTIL (16:00) itself, is still there moved to 16:45.
    assert _at("Piano", calendar, datetime(2027, 1, 28, tzinfo=NY)) == [("Piano with Ms. Rao", "16:45-17:15")]


def test_two_changes_make_three_seasons_of_practice(calendar: SqliteCalendar) -> None:
    report = import_ics(calendar, SOCCER, "soccer.ics")
    assert len(report.added) == 4  # three parts of the series, and the extra practice
    assert _at("", calendar, datetime(2026, 11, 28, tzinfo=NY)) == [("Soccer practice", "09:00-10:00")]
    assert _at("", calendar, datetime(2026, 12, 13, tzinfo=NY)) == [("Indoor practice", "10:00-11:00")]
    assert _at("", calendar, datetime(2027, 2, 13, tzinfo=NY)) == [("Spring practice", "08:30-10:00")]
    # The extra Wednesday practice (an RDATE) moves with the ones after the first change.
    assert _at("", calendar, datetime(2026, 12, 17, tzinfo=NY)) == [("Indoor practice", "19:00-20:00")]
    assert len(calendar.occurrences(*WINDOW)) == 21


def test_a_tutor_moved_off_its_weekday_is_kept_once_and_said_why(calendar: SqliteCalendar) -> None:
    report = import_ics(calendar, TUTOR, "tutor.ics")
    assert report.notes == [
        "'Math tutor' (UID tutor@school.example): a change to 'this and all later occurrences' "
        "(RANGE=THISANDFUTURE) is kept for that one occurrence only: the rule's BYDAY fixes the day "
        "the change moves to another, so no series with the same rule gives the moved times"
    ]
    assert _at("Math", calendar, datetime(2026, 12, 3, tzinfo=NY)) == [("Math tutor", "15:30-16:30")]
    assert _at("Math", calendar, datetime(2026, 12, 9, tzinfo=NY)) == [("Math tutor", "15:30-16:30")]
    assert _at("Math", calendar, datetime(2026, 12, 10, tzinfo=NY)) == []


def test_a_tutor_moved_later_the_same_day_follows_the_oracle(calendar: SqliteCalendar) -> None:
    data = TUTOR.replace(
        "DTSTART;TZID=America/New_York:20261203T153000", "DTSTART;TZID=America/New_York:20261202T160000"
    )
    data = data.replace(
        "DTEND;TZID=America/New_York:20261203T163000", "DTEND;TZID=America/New_York:20261202T170000"
    )
    report = import_ics(calendar, data, "tutor.ics")
    assert not report.notes
    assert seen(calendar) == oracle(data.encode())
    assert _at("Math", calendar, datetime(2026, 12, 7, tzinfo=NY)) == [("Math tutor", "16:00-17:00")]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    freq=st.sampled_from(["DAILY", "WEEKLY"]),
    interval=st.integers(1, 3),
    count=st.none() | st.integers(3, 30),
    until=st.booleans(),
    cut=st.integers(0, 12),
    days=st.integers(-1, 2),
    minutes=st.integers(-8, 8).map(lambda q: q * 15),
    hour=st.integers(8, 18),
)
def test_any_shifted_daily_or_weekly_series_follows_the_oracle(
    freq: str, interval: int, count: int | None, until: bool, cut: int, days: int, minutes: int, hour: int
) -> None:
    """Whatever the rule, the cut and the shift: what the oracle expands, across the DST change."""
    step = timedelta(days=interval * (7 if freq == "WEEKLY" else 1))
    first = datetime(2027, 1, 4, hour, 0)
    if count is not None:
        cut = min(cut, count - 1)
    original = first + step * cut
    changed = original + timedelta(days=days, minutes=minutes)
    rule = f"FREQ={freq};INTERVAL={interval}" + (f";COUNT={count}" if count else "")
    if count and until:  # the same end written as UNTIL: the last occurrence's own start
        last = (first + step * (count - 1)).replace(tzinfo=NY).astimezone(UTC)
        rule = f"FREQ={freq};INTERVAL={interval};UNTIL={last:%Y%m%dT%H%M%SZ}"
    data = _ics(
        f"UID:chores@home.example\nDTSTART;TZID=America/New_York:{first:%Y%m%dT%H%M%S}\n"
        f"DURATION:PT45M\nRRULE:{rule}\nSUMMARY:Chores",
        f"UID:chores@home.example\nRECURRENCE-ID;RANGE=THISANDFUTURE;TZID=America/New_York:{original:%Y%m%dT%H%M%S}\n"
        f"DTSTART;TZID=America/New_York:{changed:%Y%m%dT%H%M%S}\nDURATION:PT1H\nSUMMARY:Chores (new)",
    )
    calendar = InMemoryCalendar(demo_family()[0], [])
    report = import_ics(calendar, data, "chores.ics")
    assert not report.notes and not report.skipped
    window = (datetime(2026, 12, 1, tzinfo=NY), datetime(2027, 6, 1, tzinfo=NY))
    assert seen(calendar, window) == oracle(data.encode(), window)

"""Whatever the Parkers book, exporting it and importing the file elsewhere gives the same
occurrences, and a phone (recurring-ical-events) expands the file to those occurrences too."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.family_file import demo_family
from family_scheduler.ical.exporting import export_ics
from family_scheduler.ical.importing import import_ics
from family_scheduler.models import Event

from .conftest import oracle, seen

ZONES = ["America/New_York", "America/Los_Angeles", "Europe/London", "Asia/Kolkata", "Australia/Sydney"]
DAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
NOW = datetime(2026, 11, 23, 14, 0, tzinfo=UTC)


@st.composite
def bookings(draw: st.DrawFn) -> Event:
    tzname = draw(st.sampled_from(ZONES))
    tz = ZoneInfo(tzname)
    day = datetime(2026, 11, 2) + timedelta(days=draw(st.integers(0, 150)))
    all_day = draw(st.booleans())
    if all_day:
        start = day.replace(tzinfo=ZoneInfo("America/New_York"))
        end = start + timedelta(days=draw(st.integers(1, 3)))
        tzname = "America/New_York"
    else:
        start = day.replace(
            hour=draw(st.integers(6, 21)), minute=draw(st.sampled_from([0, 15, 30, 45])), tzinfo=tz
        )
        end = start + timedelta(minutes=draw(st.integers(1, 16)) * 15)
    rule = None
    exdates: list[datetime] = []
    if draw(st.booleans()):
        days = draw(st.lists(st.sampled_from(DAYS), min_size=1, max_size=3, unique=True))
        weekday = DAYS[start.weekday()]
        days = sorted({*days, weekday}, key=DAYS.index)
        ends = draw(st.sampled_from(["count", "until-day", "until-utc"]))
        last = start + timedelta(weeks=draw(st.integers(0, 10)))
        until = {
            "count": f"COUNT={draw(st.integers(1, 12))}",
            "until-day": f"UNTIL={last:%Y%m%d}",
            "until-utc": f"UNTIL={last.astimezone(UTC):%Y%m%dT%H%M%SZ}",
        }[ends]
        rule = f"FREQ=WEEKLY;INTERVAL={draw(st.integers(1, 2))};BYDAY={','.join(days)};{until}"
        if draw(st.booleans()):
            exdates = [start + timedelta(weeks=draw(st.integers(1, 3)))]
    return Event(
        id=f"booking-{draw(st.integers(0, 10**6))}",
        title=draw(st.sampled_from(["swim", "piano", "dentist", "grandma's visit", "math club"])),
        start=start,
        end=end,
        timezone=tzname,
        recurrence=rule,
        exdates=exdates,
        participants=draw(
            st.lists(st.sampled_from(["emma", "jake", "mike", "sarah"]), min_size=1, unique=True)
        ),
        all_day=all_day,
    )


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(bookings(), min_size=1, max_size=4, unique_by=lambda e: e.id))
def test_export_then_import_keeps_every_occurrence(events: list[Event]) -> None:
    family, _ = demo_family()
    home = InMemoryCalendar(family, [])
    home.commit("booked", events)
    data, count = export_ics(home, NOW)
    assert count == len(events)
    if not any(_first_spans_a_clock_change(e) for e in events):
        # recurring-ical-events repeats such a series' wall-clock length; RFC 5545 (3.8.5.3),
        # and this calendar, repeat its exact duration: no oracle for those.
        assert oracle(data) == seen(home)
    elsewhere = InMemoryCalendar(family, [])
    import_ics(elsewhere, data, "parkers.ics")
    assert seen(elsewhere) == seen(home)
    assert {o.participants.__len__() for o in elsewhere.occurrences(*_window())} <= {1, 2, 3, 4}
    again = import_ics(home, data, "parkers.ics")
    assert not again.added and not again.updated


def _first_spans_a_clock_change(event: Event) -> bool:
    tz = ZoneInfo(event.timezone)
    return (
        bool(event.recurrence)
        and event.start.astimezone(tz).utcoffset() != event.end.astimezone(tz).utcoffset()
    )


def _window() -> tuple[datetime, datetime]:
    return datetime(2026, 11, 1, tzinfo=UTC), datetime(2027, 6, 1, tzinfo=UTC)

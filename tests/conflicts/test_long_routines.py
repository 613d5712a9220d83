"""A routine that has run for years meets a new weekly plan: every clash is found once,
however far the plan reaches, without the routine's whole history being worked out."""

from __future__ import annotations

from datetime import timedelta

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.domain.occupancy import occurrences_within


def test_a_year_of_weekly_plans_meets_grandmas_nightly_call_once_a_week(empty_calendar, make_event, at):
    # Grandma's call with Emma runs every evening 19:30–20:30 from 2015 to 2035.
    call = make_event(
        "call with grandma", at(23, 19, 30).replace(year=2015), at(23, 20, 30).replace(year=2015), ["emma"]
    ).model_copy(update={"recurrence": "FREQ=DAILY;UNTIL=20351231T235959Z", "status": "confirmed"})
    calendar = InMemoryCalendar(empty_calendar.family(), [call])
    # A weekly 20:00 tutoring plan for a year: 52 evenings, each overlapping that night's call.
    windows = [(at(24, 20, 0) + timedelta(weeks=n), at(24, 21, 0) + timedelta(weeks=n)) for n in range(52)]
    found = occurrences_within(calendar, windows, members=["emma"])
    assert len(found) == 52
    assert len({o.occurrence_id for o in found}) == 52
    assert [o.start for o in found] == sorted(o.start for o in found)
    assert found[0].start == at(24, 19, 30) and found[-1].start == at(24, 19, 30) + timedelta(weeks=51)


def test_a_visit_across_two_parts_of_a_long_plan_is_counted_once(empty_calendar, make_event, at):
    # Emma's half-year exchange programme (170 days), then a welcome-back dinner the next
    # evening; Grandma's three-day visit overlaps the end of one and the other.
    end = at(23, 9, 0) + timedelta(days=170)
    visit = make_event("grandma visits", end - timedelta(days=1), end + timedelta(days=2), ["emma"])
    calendar = InMemoryCalendar(empty_calendar.family(), [visit])
    dinner = end + timedelta(hours=34)
    windows = [(at(23, 9, 0), end), (dinner, dinner + timedelta(hours=2))]
    found = occurrences_within(calendar, windows, members=["emma"])
    assert [o.title for o in found] == ["grandma visits"]

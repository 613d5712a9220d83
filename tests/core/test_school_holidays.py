"""School is off on the family's public holidays and on a school's own days off."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.constraints import hard_blocks
from family_scheduler.models import Family
from family_scheduler.models.family import Constraint

NY = ZoneInfo("America/New_York")
LONDON = ZoneInfo("Europe/London")


def _school_on(family: Family, day: date, member: str = "jake", tz: ZoneInfo = NY) -> bool:
    start = datetime(day.year, day.month, day.day, tzinfo=tz)
    blocks = hard_blocks(member, family.constraints, start, start + timedelta(days=1), tz)
    return any(b.constraint.id == "school" for b in blocks)


def _with_school(family: Family, **school: object) -> Family:
    data = family.model_dump(mode="json")
    for rule in data["constraints"]:
        if rule["id"] == "school":
            rule.update(school)
    return Family.model_validate(data)


def test_no_school_on_thanksgiving_christmas_or_new_years_day(family):
    assert _school_on(family, date(2026, 11, 25))  # the Wednesday before
    assert not _school_on(family, date(2026, 11, 26))  # Thanksgiving
    assert not _school_on(family, date(2026, 12, 25))  # Christmas Day, a Friday
    assert not _school_on(family, date(2027, 1, 1))  # New Year's Day, a Friday
    assert _school_on(family, date(2027, 1, 4))


def test_a_holiday_observed_on_a_weekday_is_off_too(family):
    # Independence Day 2026 is a Saturday, observed on Friday July 3.
    assert not _school_on(family, date(2026, 7, 3))


def test_a_rule_not_marked_off_on_holidays_holds_on_them(family):
    plain = _with_school(family, holidays_off=False)
    assert _school_on(plain, date(2026, 11, 26))


def test_a_schools_own_days_off(family):
    with_break = _with_school(family, off_days=["2026-12-21", "2026-12-22"])
    assert not _school_on(with_break, date(2026, 12, 21)) and not _school_on(with_break, date(2026, 12, 22))
    assert _school_on(with_break, date(2026, 12, 23))


def test_the_holidays_are_the_familys_countrys(family):
    british = Family.model_validate({**family.model_dump(mode="json"), "country": "GB"})
    assert _school_on(british, date(2026, 11, 26))  # no Thanksgiving in Britain
    assert not _school_on(british, date(2026, 12, 28))  # Boxing Day, observed on the Monday


def test_a_rule_on_its_own_takes_the_holidays_of_the_zone_it_is_read_in():
    school = Constraint(
        id="school",
        kind="blocked_hours",
        members=["jake"],
        days=["MO", "TU", "WE", "TH", "FR"],
        start_time="08:00",
        end_time="15:00",
        holidays_off=True,
    )
    thanksgiving = datetime(2026, 11, 26, tzinfo=NY)
    assert hard_blocks("jake", [school], thanksgiving, thanksgiving + timedelta(days=1), NY) == []
    in_london = datetime(2026, 11, 26, tzinfo=LONDON)
    assert hard_blocks("jake", [school], in_london, in_london + timedelta(days=1), LONDON) != []

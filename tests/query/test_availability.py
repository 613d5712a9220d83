"""When is the family free? Common windows outside events, school, bedtimes, allowed hours."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

NY = ZoneInfo("America/New_York")


def at(day: int, hour: int = 0, minute: int = 0, month: int = 11) -> datetime:
    return datetime(2026, month, day, hour, minute, tzinfo=NY)


def windows(asked) -> list[tuple[str, str]]:
    return [(w["start"], w["end"]) for w in asked.data["free_windows"]]


def span(a: datetime, b: datetime) -> tuple[str, str]:
    return a.isoformat(), b.isoformat()


def test_everyone_free_this_weekend_is_grouped_by_day(ask):
    asked = ask("availability", window=(at(28), at(30)))

    # Jake's bedtime ends 07:00 and starts 20:00; swim Saturday 10-11, dinner Sunday 18-19:30.
    assert windows(asked) == [
        span(at(28, 7), at(28, 10)),
        span(at(28, 11), at(28, 20)),
        span(at(29, 7), at(29, 18)),
        span(at(29, 19, 30), at(29, 20)),
    ]
    assert asked.text.startswith(
        "Sarah, Mike, Emma and Jake are all free from Saturday Nov 28 to Sunday Nov 29:"
    )
    assert "- Saturday Nov 28: 07:00–10:00 and 11:00–20:00" in asked.text
    assert "- Sunday Nov 29: 07:00–18:00 and 19:30–20:00" in asked.text
    assert asked.text.splitlines()[-1] == (
        "(Windows of at least 30 minutes, outside events and school; Jake's bedtime; "
        "Emma's bedtime; nothing before 06:00 or after 23:00.)"
    )
    assert asked.confidence >= 0.9


def test_the_parents_saturday_afternoon_is_wide_open(ask):
    asked = ask("availability", window=(at(28, 12), at(28, 17)), participants=["mike", "sarah"])

    assert windows(asked) == [span(at(28, 12), at(28, 17))]
    assert asked.text.startswith(
        "Sarah and Mike are both free the whole time on Saturday Nov 28 12:00–17:00."
    )
    assert "bedtime" not in asked.text and "school" not in asked.text  # not their rules


def test_emma_on_a_school_day_fits_around_school_homework_and_bedtime(ask):
    asked = ask("availability", window=(at(24), at(25)), participants=["emma"])

    assert windows(asked) == [
        span(at(24, 7), at(24, 8)),
        span(at(24, 15), at(24, 19)),
        span(at(24, 20), at(24, 21, 30)),
    ]
    assert asked.text.startswith("Emma is free on Tuesday Nov 24: 07:00–08:00, 15:00–19:00 and 20:00–21:30.")


def test_mike_next_week_keeps_the_half_hour_before_the_gym(ask):
    asked = ask("availability", window=(at(30), at(7, month=12)), participants=["mike"])

    found = windows(asked)
    assert found[0] == span(at(30, 6), at(30, 6, 30))  # exactly 30 minutes: still reported
    assert found[1] == span(at(30, 7, 30), at(30, 23))
    assert span(at(6, 6, month=12), at(6, 18, month=12)) in found  # Sunday, dinner at 18:00
    days = [line for line in asked.text.splitlines() if line.startswith("- ")]
    assert len(days) == 7 and days[0].startswith("- Monday Nov 30") and "Sunday Dec 6" in days[-1]


def test_gaps_shorter_than_half_an_hour_are_not_offered(ask, calendar):
    from family_scheduler.calendar import OverlayCalendar
    from family_scheduler.models import Event

    errand = Event(id="errand", title="errand", start=at(28, 11, 20), end=at(28, 12), participants=["sarah"])
    asked = ask(
        "availability",
        calendar=OverlayCalendar(calendar, [errand]),
        window=(at(28, 9), at(28, 13)),
        participants=["sarah", "emma"],
    )

    # 09:00-10:00 free, swim 10-11, 11:00-11:20 too short, errand until 12:00.
    assert windows(asked) == [span(at(28, 9), at(28, 10)), span(at(28, 12), at(28, 13))]


def test_today_only_counts_the_time_still_ahead(ask):
    asked = ask("availability", window=(at(23), at(24)), participants=["emma", "jake"])

    # It is 09:00: school until 15:00, Emma's piano 17-18, Jake in bed from 20:00.
    assert windows(asked) == [span(at(23, 15), at(23, 17)), span(at(23, 18), at(23, 20))]
    assert "07:00" not in asked.text


def test_no_common_time_is_said_plainly(ask):
    asked = ask("availability", window=(at(24, 8), at(24, 15)), participants=["emma", "jake"])

    assert asked.data["free_windows"] == []
    assert asked.text == (
        "Emma and Jake have no common free time of 30 minutes or more on Tuesday Nov 24 08:00–15:00."
    )


def test_a_requested_length_drops_windows_too_short_for_it(ask):
    asked = ask("availability", window=(at(24), at(25)), participants=["emma", "jake"], duration_minutes=90)

    # Only between Jake's soccer (until 17:30) and Emma's homework (19:00).
    assert windows(asked) == [span(at(24, 17, 30), at(24, 19))]
    assert "at least 90 minutes" in asked.text


def test_with_no_span_it_looks_at_the_coming_week_and_says_so(ask):
    asked = ask("availability", participants=["sarah"])

    assert asked.data["plan"]["span_source"] == "default"
    assert asked.data["free_windows"][0]["start"] == at(23, 9).isoformat()
    assert asked.data["free_windows"][-1]["end"] == at(30, 23).isoformat()
    assert "No time given, so the rest of today and the next 7 days." in asked.text


def test_nobody_named_means_the_everyone_group_not_the_guest(ask, calendar):
    from family_scheduler.calendar import OverlayCalendar
    from family_scheduler.models import Event

    visit = Event(id="visit", title="doctor", start=at(28, 14), end=at(28, 15), participants=["linda"])
    asked = ask("availability", calendar=OverlayCalendar(calendar, [visit]), window=(at(28, 12), at(28, 17)))

    assert asked.data["plan"]["members"] == ["emma", "jake", "mike", "sarah"]
    assert windows(asked) == [span(at(28, 12), at(28, 17))]


def test_the_spring_forward_sunday_keeps_local_clock_times(ask):
    sunday = (datetime(2027, 3, 14, tzinfo=NY), datetime(2027, 3, 15, tzinfo=NY))
    asked = ask("availability", window=sunday)

    # The day has 23 hours; Jake is up at 07:00 EDT, dinner is still 18:00-19:30.
    assert windows(asked) == [
        ("2027-03-14T07:00:00-04:00", "2027-03-14T18:00:00-04:00"),
        ("2027-03-14T19:30:00-04:00", "2027-03-14T20:00:00-04:00"),
    ]
    assert asked.text.startswith(
        "Sarah, Mike, Emma and Jake are all free on Sunday Mar 14: 07:00–18:00 and 19:30–20:00."
    )


def test_a_family_without_an_everyone_group_asks_all_its_members(family, now, tz):
    from family_scheduler.subgraphs.query import plan_query

    plain = family.model_copy(update={"groups": {}})
    plan = plan_query({"intent": "query", "query_type": "availability"}, plain, now, tz)

    assert plan.members == ["sarah", "mike", "emma", "jake", "linda"]

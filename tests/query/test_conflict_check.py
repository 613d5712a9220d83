"""Does anything clash? Existing double bookings in a span, or what a 'what if' would hit."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.calendar import OverlayCalendar
from family_scheduler.models import Event

NY = ZoneInfo("America/New_York")


def at(day: int, hour: int = 0, minute: int = 0, month: int = 11) -> datetime:
    return datetime(2026, month, day, hour, minute, tzinfo=NY)


@pytest.fixture
def busy_week(calendar):
    """The demo week plus Jake's dentist over soccer and a grocery run taking the van at swim."""
    dentist = Event(
        id="dentist",
        title="dentist",
        start=at(24, 16, 30),
        end=at(24, 17, 15),
        participants=["jake", "sarah"],
        resources=["sedan"],
    )
    groceries = Event(
        id="groceries",
        title="grocery run",
        start=at(28, 10, 30),
        end=at(28, 11, 30),
        participants=["mike"],
        resources=["minivan"],
    )
    return OverlayCalendar(calendar, [dentist, groceries])


def kinds(asked) -> list[str]:
    return [c["type"] for c in asked.data["conflicts"]["conflicts"]]


def test_would_it_clash_if_dad_took_the_van_friday_at_six(ask):
    asked = ask("conflict_check", participants=["mike"], resources=["minivan"], start=at(27, 18))

    assert asked.data["conflicts"]["mode"] == "hypothetical"
    assert asked.data["conflicts"]["conflicts"] == []
    assert asked.text.startswith(
        "No clash: Mike with the Minivan on Friday Nov 27 18:00–19:00 fits the calendar."
    )


def test_a_dentist_for_jake_tuesday_at_four_clashes_with_soccer(ask):
    asked = ask(
        "conflict_check", title="dentist", participants=["jake"], start=at(24, 16), duration_minutes=45
    )

    findings = asked.data["conflicts"]
    assert findings["has_blocking"] is True and "time_conflict" in kinds(asked)
    assert asked.text.splitlines()[0] == (
        "Yes, it would clash: dentist for Jake on Tuesday Nov 24 16:00–16:45:"
    )
    assert "soccer practice" in asked.text.splitlines()[1]


def test_taking_the_van_during_swim_would_leave_the_kids_without_it(ask):
    asked = ask(
        "conflict_check",
        participants=["mike"],
        resources=["minivan"],
        start=at(28, 10, 15),
        duration_minutes=30,
    )

    assert "resource_conflict" in kinds(asked)
    assert asked.text.startswith("Yes, it would clash: Mike with the Minivan on Saturday Nov 28")


def test_a_quiet_week_has_no_double_bookings(ask):
    asked = ask("conflict_check", window=(at(23), at(30)))

    assert asked.data["conflicts"]["mode"] == "scan"
    assert asked.text == ("No double bookings or over-capacity from Monday Nov 23 to Sunday Nov 29.")
    assert asked.confidence >= 0.9


def test_this_week_finds_jakes_double_booking_and_the_crowded_van(ask, busy_week):
    asked = ask("conflict_check", calendar=busy_week, window=(at(23), at(30)))

    assert sorted(kinds(asked)) == ["resource_conflict", "time_conflict"]
    lines = asked.text.splitlines()
    assert lines[0] == "2 conflicts from Monday Nov 23 to Sunday Nov 29:"
    assert lines[1].startswith("- Tuesday Nov 24: ") and "Jake" in lines[1]
    assert lines[2].startswith("- Saturday Nov 28: ") and "minivan" in lines[2].lower()


def test_tuesday_afternoon_alone_sees_only_the_dentist_clash(ask, busy_week):
    asked = ask("conflict_check", calendar=busy_week, window=(at(24, 12), at(24, 18)))

    assert kinds(asked) == ["time_conflict"]
    assert asked.text.startswith("1 conflict on Tuesday Nov 24 12:00–18:00:")


def test_emmas_week_shows_the_van_she_rides_in_but_not_jakes_dentist(ask, busy_week):
    asked = ask("conflict_check", calendar=busy_week, window=(at(23), at(30)), participants=["emma"])

    # Emma rides in the van at swim, so its over-capacity touches her; Jake's dentist does not.
    assert kinds(asked) == ["resource_conflict"]
    assert asked.text.startswith("1 conflict for Emma from Monday Nov 23 to Sunday Nov 29:")


def test_asking_only_about_the_van_keeps_only_van_clashes(ask, busy_week):
    asked = ask("conflict_check", calendar=busy_week, window=(at(23), at(30)), resources=["minivan"])

    assert kinds(asked) == ["resource_conflict"]
    assert all(c["resource_id"] == "minivan" for c in asked.data["conflicts"]["conflicts"])


def test_with_no_span_the_coming_week_is_scanned_and_it_says_so(ask, busy_week):
    asked = ask("conflict_check", calendar=busy_week)

    assert asked.data["plan"]["span_source"] == "default"
    assert len(asked.data["conflicts"]["conflicts"]) == 2
    assert asked.text.endswith("(No time given, so the rest of today and the next 7 days.)")


def test_a_what_if_naming_nobody_is_asked_for_the_speaker(ask):
    # Sarah asks "would it clash if I had a call Monday at 17:30?": she is free then.
    asked = ask("conflict_check", title="call", start=at(23, 17, 30))

    assert asked.data["conflicts"]["conflicts"] == []
    assert asked.text.startswith("No clash: call on Monday Nov 23 17:30–18:30 fits the calendar.")

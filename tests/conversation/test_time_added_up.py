"""Time added up: the family asks how many hours something takes ("how many hours of soccer
does jake have this week?") and gets a total from the calendar, series expanded, nothing
written. The demo week: Jake's soccer practice Tue and Thu 16:00-17:30, Emma's piano Mon
17:00-18:00, swim class for both kids Sat 10:00-11:00, Sarah's book club every other
Wednesday 19:30-21:00; the clock reads Monday Nov 23 2026, 09:00."""

from __future__ import annotations

from datetime import datetime

import pytest

from family_scheduler.app import FamilyScheduler
from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event

from .conftest import MONDAY, NY


def _asked(app: FamilyScheduler, said: str) -> str:
    turn = app.ask(said, thread_id=said)
    assert turn.status == "completed" and turn.committed == [], turn.reply
    return turn.reply


def test_a_weeks_soccer_is_added_up_for_the_one_who_plays(app: FamilyScheduler):
    assert _asked(app, "how many hours of soccer has jake got this week?") == (
        "Jake has 3h of soccer this week (2 sessions)."
    )
    # nobody named: those who have it, not everyone with none
    said = "How much time is spent on soccer this week"
    assert _asked(app, said) == "Jake has 3h of soccer this week (2 sessions)."


def test_last_month_is_the_calendar_month_before_this_one(app: FamilyScheduler):
    # October 2026: nine Tuesdays and Thursdays, an hour and a half each
    assert _asked(app, "how much time did jake spend at practice last month") == (
        "Jake had 13h 30m of practice last month (9 sessions)."
    )


def test_a_past_month_named_in_the_past_tense_is_this_years(app: FamilyScheduler):
    reply = _asked(app, "how many hours did emma spend at piano in october")
    assert reply == "Emma had 4h of piano in October (4 sessions).", reply  # Mondays Oct 5, 12, 19, 26


def test_the_month_said_in_that_month_is_this_month_up_to_now_when_asked_of_the_past(app: FamilyScheduler):
    reply = _asked(app, "how many hours of swim class did the kids have in november")
    assert reply.startswith("Swim class in November so far:"), reply
    assert "- Emma: 3h (3 sessions)" in reply and "- Jake: 3h (3 sessions)" in reply  # Nov 7, 14, 21


def test_an_average_a_week_counts_every_other_week_fairly(app: FamilyScheduler):
    reply = _asked(app, "how many hours a week does sarah spend at book club?")
    # four weeks from this Monday hold two of the fortnightly evenings (Dec 2 and 16)
    assert reply.startswith("Sarah has 45m of book club a week on average"), reply
    assert "(3h in all, 2 sessions)" in reply and "averaged over 4 weeks" in reply


def test_a_total_per_kid_names_each_kid(app: FamilyScheduler):
    reply = _asked(app, "total time in activities per kid next week")
    lines = reply.splitlines()
    assert lines[0] == "Time on the calendar from Monday Nov 30 to Sunday Dec 6:", reply
    assert [line.split(":")[0] for line in lines[1:]] == ["- Emma", "- Jake"]


def test_nothing_of_it_is_said_plainly(app: FamilyScheduler):
    assert _asked(app, "how many hours of tennis does emma have this week") == "Emma has no tennis this week."


def test_a_countdown_is_not_a_total(app: FamilyScheduler):
    turn = app.ask("how many hours until piano?", thread_id="c")
    assert "on average" not in turn.reply and " sessions)" not in turn.reply


@pytest.fixture
def busy_week() -> FamilyScheduler:
    """The demo week plus soccer drills for Jake running into Thursday's practice, and a
    whole day of soccer camp on Saturday."""
    family, events = demo_family()
    drills = Event(
        id="drills",
        title="soccer drills",
        start=datetime(2026, 11, 26, 17, 0, tzinfo=NY),
        end=datetime(2026, 11, 26, 18, 0, tzinfo=NY),
        participants=["jake"],
    )
    camp = Event(
        id="camp",
        title="soccer camp",
        start=datetime(2026, 11, 28, tzinfo=NY),
        end=datetime(2026, 11, 29, tzinfo=NY),
        participants=["jake"],
        all_day=True,
    )
    return FamilyScheduler(InMemoryCalendar(family, [*events, drills, camp]), clock=lambda: MONDAY)


def test_overlapping_sessions_are_counted_once_and_a_whole_day_is_not_hours(busy_week: FamilyScheduler):
    reply = _asked(busy_week, "how many hours of soccer does jake have this week")
    # Tue 16:00-17:30, Thu 16:00-17:30 and drills 17:00-18:00: Thursday is 16:00-18:00, not 2h 30m
    assert reply == (
        "Jake has 3h 30m of soccer this week (3 sessions). (1 all-day entry not counted as hours.)"
    )


def test_a_breakdown_by_activity_lists_each_one(busy_week: FamilyScheduler):
    reply = _asked(busy_week, "how many hours did jake spend on each activity last week")
    assert reply.splitlines()[1:] == [
        "- Jake, family dinner: 1h 30m (1 session)",
        "- Jake, soccer practice: 3h (2 sessions)",
        "- Jake, swim class: 1h (1 session)",
    ], reply


def test_a_family_things_time_in_use_is_added_up(app: FamilyScheduler):
    # Jake's soccer practice Tue and Thu (1h 30m each) and the kids' swim class Sat (1h) take the van
    reply = _asked(app, "how many hours is the van booked this week")
    assert reply == "The Minivan is booked for 4h this week (3 events).", reply

"""Dates outside the supported years get one plain sentence, never an internal error."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from pydantic import ValidationError

from family_scheduler import FamilyScheduler, InMemoryCalendar, SchedulerContext, demo_family
from family_scheduler.cli import main
from family_scheduler.models import Event
from family_scheduler.timeutil import DateOutOfRange, check_span_in_range

NY = ZoneInfo("America/New_York")


@pytest.fixture
def db(tmp_path, monkeypatch):
    path = tmp_path / "family.sqlite"
    monkeypatch.setenv("FAMILY_SCHEDULER_DB", str(path))
    assert main(["init"]) == 0
    return path


@pytest.mark.parametrize(
    "argv, words",
    [
        (["events", "--from", "0001-01-01", "--to", "9999-12-31"], "--from 0001-01-01 is outside"),
        (["events", "--from", "2026-11-23", "--to", "9999-12-31"], "--to 9999-12-31 is outside"),
        (["events", "--now", "0001-01-01T00:00:00+00:00"], "--now 0001-01-01 is outside"),
        (["ask", "what's on today?", "--now", "0001-01-01T00:00:00+00:00"], "--now 0001-01-01 is outside"),
        (["ask", "what's on today?", "--now", "9999-12-31T23:00:00-05:00"], "--now 9999-12-31 is outside"),
        (["parse", "lunch tomorrow", "--now", "2500-01-01T00:00:00+00:00"], "--now 2500-01-01 is outside"),
    ],
)
def test_a_date_outside_the_supported_years_is_one_line(db, capsys, argv, words):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and "1900-01-01 to 2199-12-31" in err
    assert len(err.strip().splitlines()) == 1 and "unexpected" not in err


def test_the_whole_supported_range_can_be_listed(db, capsys):
    assert (
        main(["events", "--from", "2026-11-22", "--to", "2026-11-24", "--now", "1900-01-01T00:00:00-05:00"])
        == 0
    )
    assert "piano lesson" in capsys.readouterr().out


def test_the_api_says_out_of_range_with_a_value_error_subclass():
    family, events = demo_family()
    app = FamilyScheduler(InMemoryCalendar(family, events))
    with pytest.raises(DateOutOfRange, match="outside the supported dates"):
        app.events(datetime(1, 1, 2, tzinfo=NY), datetime(2026, 1, 1, tzinfo=NY))
    with pytest.raises(DateOutOfRange):
        app.ask("what's on today?", now="9999-06-01T09:00:00+00:00")
    with pytest.raises(DateOutOfRange):
        SchedulerContext(family=family, now="1850-01-01T09:00:00+00:00").current_time()
    assert issubclass(DateOutOfRange, ValueError)
    with pytest.raises(ValidationError, match="outside the supported dates"):
        Event(
            id="x",
            title="x",
            start=datetime(2300, 1, 1, 9, tzinfo=NY),
            end=datetime(2300, 1, 1, 10, tzinfo=NY),
        )


def test_a_span_may_end_at_the_midnight_after_the_last_supported_day():
    check_span_in_range(datetime(2199, 12, 31, tzinfo=NY), datetime(2200, 1, 1, tzinfo=NY))
    with pytest.raises(DateOutOfRange, match="ends on 2200-01-02"):
        check_span_in_range(datetime(2199, 12, 31, tzinfo=NY), datetime(2200, 1, 2, 0, 1, tzinfo=NY))


def test_calendar_reads_beyond_the_range_find_what_is_inside(calendar):
    found = calendar.occurrences(
        datetime(1, 1, 1, tzinfo=NY), datetime(9999, 12, 31, tzinfo=NY), members=["jake"]
    )
    assert found and found[0].start.year == 2026

"""Bad repeat rules are refused in a sentence, wherever they come from, and never hang a read."""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from pydantic import ValidationError

from family_scheduler.calendar import CalendarError, InMemoryCalendar, SqliteCalendar
from family_scheduler.cli import main
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event
from family_scheduler.recurrence import RecurrenceError, expand, series_bounds, validate_rrule
from family_scheduler.recurrence_rules import MAX_INTERVAL, MAX_OCCURRENCES

NY = ZoneInfo("America/New_York")
TUESDAY_4PM = datetime(2026, 11, 24, 16, tzinfo=NY)

pytestmark = pytest.mark.timeout(30)


def lesson(rule: str, start: datetime = TUESDAY_4PM, **extra) -> Event:
    return Event(
        id="lesson",
        title="violin lesson",
        start=start,
        end=start + timedelta(hours=1),
        recurrence=rule,
        participants=["emma"],
        **extra,
    )


def refusal(rule: str, start: datetime = TUESDAY_4PM) -> str:
    with pytest.raises(ValidationError) as caught:
        lesson(rule, start)
    (error,) = caught.value.errors()
    assert error["loc"] == ("recurrence",)
    return str(error["msg"])


@pytest.mark.parametrize(
    "rule, words",
    [
        ("FREQ=WEEKLY;INTERVAL=0", "INTERVAL=0 must be a whole number from 1"),
        ("FREQ=DAILY;INTERVAL=-3", "INTERVAL=-3"),
        (f"FREQ=DAILY;INTERVAL={MAX_INTERVAL + 1}", f"from 1 to {MAX_INTERVAL}"),
        ("FREQ=HOURLY", "at most daily"),
        ("FREQ=MINUTELY;COUNT=20", "at most daily"),
        ("FREQ=SECONDLY", "at most daily"),
        ("FREQ=FORTNIGHTLY", "unknown FREQ"),
        ("INTERVAL=2", "needs FREQ"),
        (f"FREQ=DAILY;COUNT={MAX_OCCURRENCES + 1}", f"from 1 to {MAX_OCCURRENCES}"),
        ("FREQ=DAILY;COUNT=0", "COUNT=0"),
        ("FREQ=WEEKLY;COUNT=3;UNTIL=20261231", "not both"),
        ("FREQ=WEEKLY;UNTIL=someday", "not a date"),
        ("FREQ=WEEKLY;UNTIL=20261331", "not a date"),
        ("FREQ=WEEKLY;UNTIL=99991231", "outside the supported dates"),
        ("FREQ=WEEKLY;BYDAY=TUE", "not a weekday code"),
        ("FREQ=WEEKLY;BYDAY=2TU", "does not allow"),
        ("FREQ=MONTHLY;BYDAY=6TU", "1 to 5"),
        ("FREQ=MONTHLY;BYMONTHDAY=32", "BYMONTHDAY value 32"),
        ("FREQ=YEARLY;BYMONTH=13", "BYMONTH value 13"),
        ("FREQ=WEEKLY;BYMONTHDAY=3", "does not go with FREQ=WEEKLY"),
        ("FREQ=MONTHLY;BYSETPOS=1", "needs another BY part"),
        ("FREQ=DAILY;BYHOUR=8,12,18", "the event's start gives the time of day"),
        ("FREQ=WEEKLY;BYEASTER=0", "unknown recurrence part BYEASTER"),
        ("FREQ=WEEKLY;COLOR=blue", "unknown recurrence part COLOR"),
        ("FREQ=WEEKLY;FREQ=DAILY", "given twice"),
        ("FREQ=WEEKLY;BYDAY=", "needs a name and a value"),
    ],
)
def test_a_rule_the_calendar_cannot_keep_is_refused_in_one_sentence(rule, words):
    message = refusal(rule)
    assert words in message
    assert "\n" not in message and "Traceback" not in message


def test_a_rule_that_never_happens_is_refused_quickly():
    # February never has a 30th: dateutil alone would search to year 9999.
    for rule in ("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=31;BYMONTH=4"):
        assert "never happens" in refusal(rule)
    # Every other month from November never reaches February.
    assert "never happens" in refusal("FREQ=MONTHLY;INTERVAL=2;BYMONTH=2")


def test_a_series_that_ends_stays_within_the_limits():
    assert "runs past the last supported date" in refusal("FREQ=YEARLY;COUNT=300")
    assert f"more than {MAX_OCCURRENCES} times" in refusal("FREQ=DAILY;UNTIL=21001231T000000Z")
    ends = lesson("FREQ=DAILY;UNTIL=20270630")  # a date: all of that day
    assert series_bounds(ends)[1] == datetime(2027, 6, 30, 17, tzinfo=NY)


def test_rare_but_real_rules_are_kept():
    leap_day = lesson("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", start=datetime(2028, 2, 29, 10, tzinfo=NY))
    found = expand(leap_day, datetime(2028, 1, 1, tzinfo=NY), datetime(2041, 1, 1, tzinfo=NY))
    assert [o.start.year for o in found] == [2028, 2032, 2036, 2040]
    friday_13th = lesson("FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13")
    found = expand(friday_13th, TUESDAY_4PM, datetime(2027, 12, 31, tzinfo=NY))
    assert [o.start.strftime("%Y-%m-%d") for o in found] == ["2027-08-13"]
    last_friday = lesson("FREQ=MONTHLY;BYDAY=-1FR", start=datetime(2026, 11, 27, 18, tzinfo=NY))
    assert [o.start.day for o in expand(last_friday, TUESDAY_4PM, datetime(2027, 1, 1, tzinfo=NY))] == [
        27,
        25,
    ]


def test_rules_are_read_in_any_case_and_kept_in_capitals():
    assert lesson("rrule:freq=weekly;byday=tu,th").recurrence == "FREQ=WEEKLY;BYDAY=TU,TH"


def test_an_importer_checks_a_rule_with_one_call():
    start = datetime(2027, 1, 5, 18, tzinfo=NY)
    assert validate_rrule("FREQ=WEEKLY;BYDAY=TU;COUNT=10", start, "America/New_York") == (
        "FREQ=WEEKLY;BYDAY=TU;COUNT=10"
    )
    with pytest.raises(RecurrenceError, match="at most daily") as caught:
        validate_rrule("FREQ=MINUTELY;COUNT=100000000", start, "America/New_York")
    assert isinstance(caught.value, ValueError)


def test_a_bad_rule_already_in_the_store_does_not_hang_reads(tmp_path):
    family, events = demo_family()
    path = tmp_path / "family.sqlite"
    SqliteCalendar(path, family.id, family).commit("seed", events)
    with sqlite3.connect(path) as db:
        for event_id, rule in (("demo-gym", "FREQ=DAILY;INTERVAL=0"), ("demo-swim", "FREQ=SECONDLY")):
            db.execute(
                "UPDATE events SET data = json_set(data, '$.recurrence', ?) WHERE id = ?", (rule, event_id)
            )
    calendar = SqliteCalendar(path, family.id)
    week = calendar.occurrences(datetime(2026, 11, 23, tzinfo=NY), datetime(2026, 11, 30, tzinfo=NY))
    titles = {o.title for o in week}
    assert "piano lesson" in titles and "gym" not in titles and "swim class" not in titles
    assert len(calendar.warnings) == 2 and all(
        "INTERVAL=0" in w or "SECONDLY" in w for w in calendar.warnings
    )


def test_a_read_across_the_whole_supported_range_finishes(family):
    gym = Event(
        id="gym",
        title="gym",
        start=datetime(2026, 1, 5, 6, 30, tzinfo=NY),
        end=datetime(2026, 1, 5, 7, 30, tzinfo=NY),
        recurrence="FREQ=WEEKLY;BYDAY=MO",
        participants=["mike"],
    )
    calendar = InMemoryCalendar(family, [gym])
    everything = calendar.occurrences(datetime(1, 1, 1, tzinfo=NY), datetime(9999, 12, 31, tzinfo=NY))
    assert everything[0].start == gym.start
    assert everything[-1].start.astimezone(NY).date() == datetime(2199, 12, 30).date()


def test_a_copied_event_with_a_bad_rule_is_not_written(sqlite_calendar, calendar):
    good = lesson("FREQ=WEEKLY;BYDAY=TU")
    bad = good.model_copy(update={"recurrence": "FREQ=DAILY;INTERVAL=0"})  # skips validation
    for store in (sqlite_calendar, calendar):
        with pytest.raises(CalendarError, match="cannot be saved: recurrence: INTERVAL=0"):
            store.commit("bad-copy", [bad])
        assert store.get_event("lesson") is None and store.committed("bad-copy") is None


def test_an_event_made_without_validation_is_validated_before_it_is_written(sqlite_calendar, calendar):
    good = lesson("FREQ=WEEKLY;BYDAY=TU")
    assert good.validated  # made from its fields: the store need not check it again
    unchecked = [
        Event.model_construct(**{**dict(good), "recurrence": "FREQ=DAILY;INTERVAL=0"}),
        good.model_copy(update={"recurrence": "FREQ=DAILY;INTERVAL=0"}, deep=True),
    ]
    for store in (sqlite_calendar, calendar):
        for n, bad in enumerate(unchecked):
            assert not bad.validated
            with pytest.raises(CalendarError, match="cannot be saved: recurrence: INTERVAL=0"):
                store.commit(f"bad-{n}", [bad])
            assert store.get_event("lesson") is None and store.committed(f"bad-{n}") is None


def test_the_rules_that_used_to_hang_a_family_file_are_refused_by_init(tmp_path, capsys):
    family, _ = demo_family()
    data = json.loads(family.model_dump_json())
    data["events"] = [
        {
            "id": f"e{n}",
            "title": "thing",
            "start": "2026-11-24T16:00:00-05:00",
            "end": "2026-11-24T17:00:00-05:00",
            "recurrence": rule,
        }
        for n, rule in enumerate(["FREQ=DAILY;INTERVAL=0", "FREQ=SECONDLY", "FREQ=MINUTELY;COUNT=100000000"])
    ]
    path = tmp_path / "family.json"
    path.write_text(json.dumps(data))
    assert main(["init", "--family", str(path), "--db", str(tmp_path / "f.sqlite")]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert [line.split(": ")[2] for line in lines] == [
        "events[0].recurrence",
        "events[1].recurrence",
        "events[2].recurrence",
    ]

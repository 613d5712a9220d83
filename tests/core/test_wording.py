"""The words every reply shares: counts, capitals, notes per date, times in the family's clock."""

from __future__ import annotations

from datetime import datetime, time

from hypothesis import given
from hypothesis import strategies as st

from family_scheduler.family_file import demo_family, read_family_data
from family_scheduler.timeutil import clock_span, clock_time, describe_span, usual_clock, zone
from family_scheduler.wording import capitalised, collapse_dates, count_of, in_clock, sentence

NEW_YORK = zone("America/New_York")


def test_a_family_of_two_with_one_car_is_counted_in_good_english():
    assert count_of(1, "shared thing") == "1 shared thing"
    assert count_of(2, "person") == "2 people" and count_of(1, "person") == "1 person"
    assert count_of(3, "swim class") == "3 swim classes" and count_of(2, "activity") == "2 activities"
    assert count_of(0, "event") == "0 events"


def test_a_reply_that_starts_with_a_title_starts_with_a_capital():
    assert sentence("piano lesson repeats") == "Piano lesson repeats."
    assert capitalised("piano lesson repeats. Change only the next one?") == (
        "Piano lesson repeats. Change only the next one?"
    )
    assert capitalised('"book club" is on Wednesday') == '"Book club" is on Wednesday'
    assert capitalised("- a bullet stays as it is") == "- a bullet stays as it is"


def test_a_us_family_reads_the_12_hour_clock_and_a_berlin_family_the_24_hour_one():
    assert usual_clock("America/New_York") == "12h" and usual_clock("America/Toronto") == "12h"
    assert usual_clock("Europe/Berlin") == "24h" and usual_clock("Asia/Tokyo") == "24h"
    assert usual_clock("UTC") == "24h"  # no country: the 24-hour clock
    parkers = demo_family()[0]
    assert parkers.clock is None and parkers.clock_style == "12h"
    assert parkers.model_copy(update={"clock": "24h"}).clock_style == "24h"


def test_the_family_file_can_set_its_clock_and_a_typo_is_refused():
    base = {"members": [{"id": "ana", "name": "Ana"}], "timezone": "America/Chicago"}
    assert read_family_data({**base, "clock": "24h"}).family.clock_style == "24h"
    try:
        read_family_data({**base, "clock": "12"}, "f.json")
    except ValueError as err:
        assert "f.json: clock:" in str(err)
    else:
        raise AssertionError("a clock of '12' was accepted")


def test_times_in_the_12_hour_clock_read_as_americans_write_them():
    assert clock_time(time(15, 30), "12h") == "3:30pm" and clock_time(time(15), "12h") == "3pm"
    assert clock_time(time(0), "12h") == "midnight" and clock_time(time(12), "12h") == "12pm"
    assert clock_span(time(17), time(18), "12h") == "5–6pm"
    assert clock_span(time(11), time(13), "12h") == "11am–1pm"
    assert clock_span(time(18), time(0), "12h") == "6pm–midnight"
    assert clock_span(time(17), time(18)) == "17:00–18:00"
    piano = datetime(2026, 11, 23, 17, tzinfo=NEW_YORK), datetime(2026, 11, 23, 18, tzinfo=NEW_YORK)
    assert describe_span(*piano, NEW_YORK, style="12h") == "Mon Nov 23 5–6pm"


def test_a_reply_is_said_in_the_familys_clock_without_touching_iso_times():
    reply = "Booked: dentist for Jake, Tue Nov 24 15:00–16:00 (moved from 02:30: the clocks go forward)."
    assert in_clock(reply, "12h") == (
        "Booked: dentist for Jake, Tue Nov 24 3–4pm (moved from 2:30am: the clocks go forward)."
    )
    assert in_clock(reply, "24h") == reply
    iso = '{"start": "2026-11-24T15:00:00-05:00"}'
    assert in_clock(iso, "12h") == iso
    assert in_clock("free 18:00–24:00, and 22:00–Sat 01:00", "12h") == "free 6pm–midnight, and 10pm–Sat 1am"
    assert in_clock("Sat Nov 28 10:30–11:30, from 11:15–12:15 on", "12h") == (
        "Sat Nov 28 10:30–11:30am, from 11:15am–12:15pm on"
    )


@given(st.integers(0, 23), st.integers(0, 59))
def test_every_clock_reading_names_the_same_minute_in_both_clocks(hour, minute):
    said = in_clock(f"at {hour:02d}:{minute:02d}.", "12h")[3:-1]
    if said == "midnight":
        assert (hour, minute) == (0, 0)
        return
    clock, half = said[:-2], said[-2:]
    shown_hour, _, shown_minute = clock.partition(":")
    assert int(shown_hour) % 12 + (12 if half == "pm" else 0) == hour
    assert int(shown_minute or 0) == minute


def test_a_clash_with_every_saturday_is_one_line_not_twelve():
    saturdays = ["Nov 28", "Dec 5", "Dec 12", "Dec 19", "Dec 26", "Jan 2"]
    lines = [f"Jake already has swim class Sat {day} 10:00–11:00." for day in saturdays]
    lines.append("The Minivan is needed twice.")
    assert collapse_dates(lines) == [
        "Jake already has swim class on 6 dates, Sat Nov 28 to Sat Jan 2, 10:00–11:00.",
        "The Minivan is needed twice.",
    ]
    assert collapse_dates(lines[:2]) == ["Jake already has swim class Sat Nov 28 and Sat Dec 5 10:00–11:00."]
    different = ["Emma has piano Mon Nov 30 17:00–18:00.", "Jake has soccer Tue Dec 1 16:00–17:30."]
    assert collapse_dates(different) == different


def test_a_whole_day_is_said_as_the_day_not_midnight_to_midnight():
    ny = zone("America/New_York")
    saturday = datetime(2026, 11, 28, tzinfo=ny)
    assert describe_span(saturday, datetime(2026, 11, 29, tzinfo=ny), ny) == "Sat Nov 28 (all day)"
    assert describe_span(saturday, datetime(2026, 11, 28, 10, tzinfo=ny), ny) == "Sat Nov 28 00:00–10:00"

"""Days of a weekly activity changed by name or said alone: "swim on sundays too", "add
wednesdays to dance", "just tuesdays then", "take fridays off gym", "no more monday
lessons". Read alone, each was a new booking, nothing, or the end of every lesson."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("said", "title", "days"),
    [
        ("swim on sundays too", "swim", "SU"),
        ("add wednesdays to dance", "dance", "WE"),
        ("put karate on tuesdays and thursdays as well", "karate", "TU,TH"),
        ("emma's piano on fridays also please", "piano", "FR"),
        ("jake has soccer on saturdays too", "soccer", "SA"),
    ],
)
def test_days_added_to_an_activity_by_name(parse, said, title, days):
    request = parse(said)
    assert request.add_days and request.title == title and request.start is None
    assert request.recurrence == f"FREQ=WEEKLY;BYDAY={days}"


def test_a_new_weekly_booking_with_its_time_adds_no_days(parse):
    assert not parse("chess club every wednesday at 4pm").add_days
    assert not parse("yoga on saturdays at 9 too").add_days


@pytest.mark.parametrize(
    ("said", "days"),
    [
        ("actually only tuesdays and thursdays", "TU,TH"),
        ("hmm just wednesdays then", "WE"),
        ("only on saturdays please", "SA"),
        ("mondays and wednesdays only", "MO,WE"),
    ],
)
def test_only_some_days_said_alone_change_the_repeat_just_written(parse, said, days):
    request = parse(said)
    assert (request.intent, request.recurrence) == ("modify", f"FREQ=WEEKLY;BYDAY={days}")
    assert request.title is None and "target_event" in request.missing


def test_one_day_said_alone_with_just_is_not_a_change_of_days(parse):
    assert parse("just monday").intent != "modify"


@pytest.mark.parametrize(
    ("said", "title", "days"),
    [
        ("take fridays off gym", "gym", "FR"),
        ("take thursdays out of jake's soccer", "soccer", "TH"),
    ],
)
def test_days_taken_off_an_activity_are_a_cancellation_of_those_days(parse, said, title, days):
    request = parse(said)
    assert (request.intent, request.title, request.recurrence) == (
        "cancel",
        title,
        f"FREQ=WEEKLY;BYDAY={days}",
    )


@pytest.mark.parametrize(
    "said",
    [
        "no more monday lessons",
        "emma isn't doing monday piano anymore",
        "we're done with monday piano from now on",
    ],
)
def test_a_weekday_ended_for_good_is_every_one_of_those_days(parse, said):
    request = parse(said)
    assert request.intent == "cancel" and request.recurrence == "FREQ=WEEKLY;BYDAY=MO"
    assert request.window is None


def test_this_weekday_ended_is_one_date_still(parse):
    request = parse("no more soccer this thursday")
    assert request.recurrence is None and request.window is not None


def test_days_said_as_well_are_a_repeat(parse):
    assert parse("add sundays as well").recurrence == "FREQ=WEEKLY;BYDAY=SU"

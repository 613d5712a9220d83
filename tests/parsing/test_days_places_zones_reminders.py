"""The parser's extension fields for what families say (#16), in our own phrasings.

Said on Monday Nov 23 2026, 09:00 New York, by Sarah.
"""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.family_file import demo_family
from family_scheduler.models import Family
from family_scheduler.subgraphs.parsing import parse_request

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 23, 9, tzinfo=NY)
FAMILY = demo_family()[0]


def parse(text: str, family: Family = FAMILY):
    return parse_request(text, family, NOW, "sarah")


def local(moment: datetime | None) -> str | None:
    return None if moment is None else moment.astimezone(NY).strftime("%a %b %d %H:%M")


@pytest.mark.parametrize(
    ("text", "first", "last_day"),
    [
        ("science fair for jake all day thursday", "Thu Nov 26 00:00", None),
        ("the whole day on dec 2 is field day for emma", "Wed Dec 02 00:00", None),
        ("ski trip for the family from friday through sunday", "Fri Nov 27 00:00", date(2026, 11, 29)),
        ("emma at scout camp thursday to saturday", "Thu Nov 26 00:00", date(2026, 11, 28)),
        ("grandpa's 80th birthday on dec 9", "Wed Dec 09 00:00", None),
    ],
)
def test_whole_days_start_and_end_at_midnight(text, first, last_day):
    req = parse(text)
    assert req.intent == "create" and req.all_day
    assert local(req.start) == first
    assert req.end is not None and req.end.astimezone(NY).time().hour == 0
    assert req.window is None
    assert req.last_day == last_day


def test_a_span_with_times_at_both_ends_runs_from_one_to_the_other():
    req = parse("dad drives to boston tuesday 7am, coming back thursday 9pm")
    assert (local(req.start), local(req.end)) == ("Tue Nov 24 07:00", "Thu Nov 26 21:00")
    assert not req.all_day and req.participants == ["mike"]


def test_moving_from_one_day_to_another_is_still_a_move():
    req = parse("move the dentist from monday to wednesday")
    assert req.intent == "modify" and not req.all_day


def test_a_timed_birthday_party_is_not_all_day():
    req = parse("birthday party for jake saturday at 2pm")
    assert local(req.start) == "Sat Nov 28 14:00" and not req.all_day


@pytest.mark.parametrize(
    ("text", "zone", "there"),
    [
        ("video call with aunt may sunday at 8pm london time", "Europe/London", "20:00"),
        ("client call tomorrow 10am PT", "America/Los_Angeles", "10:00"),
        ("webinar on dec 3 at 1pm central", "America/Chicago", "13:00"),
        ("flight lands at 6:45am tokyo time on friday", "Asia/Tokyo", "06:45"),
    ],
)
def test_a_time_said_in_another_zone_keeps_that_zone(text, zone, there):
    req = parse(text)
    assert req.timezone == zone
    assert req.start is not None and req.start.astimezone(ZoneInfo(zone)).strftime("%H:%M") == there


@pytest.mark.parametrize("text", ["reading time for jake at 7:30pm", "free time saturday at 3"])
def test_time_after_a_word_is_not_a_zone(text):
    assert parse(text).timezone is None


@pytest.mark.parametrize(
    ("text", "place", "title"),
    [
        ("piano lesson for emma at Lakeside Music thursday at 4pm", "Lakeside Music", "piano lesson"),
        ("soccer practice at Riverside Park saturday 9am for jake", "Riverside Park", "soccer practice"),
        ("parent teacher meeting in room 204 on friday at 3:30", "room 204", "parent teacher meeting"),
        ("checkup for jake at 55 Oak Avenue tuesday at 10:15am", "55 oak avenue", "checkup"),
    ],
)
def test_places_are_kept_out_of_titles_and_times(text, place, title):
    req = parse(text)
    assert (req.place, req.title) == (place, title)


@pytest.mark.parametrize("text", ["dinner at least by 7", "call grandma at some point tomorrow at 5pm"])
def test_idioms_with_at_are_not_places(text):
    assert parse(text).place is None


def test_a_named_holiday_ends_a_repeat():
    req = parse("art class for emma every wednesday at 4 until new year's eve")
    assert req.until_day == "New Year's Eve"
    assert req.recurrence is not None and "UNTIL=20270101T045959Z" in req.recurrence


def test_a_family_day_ends_a_repeat():
    family = Family.model_validate({**FAMILY.model_dump(), "named_days": {"last day of camp": "2027-07-30"}})
    req = parse("swim team for jake every monday at 5 until the last day of camp", family)
    assert req.until_day == "last day of camp"
    assert req.recurrence is not None and "UNTIL=20270731" in req.recurrence


def test_an_unknown_day_name_is_not_guessed():
    req = parse("tutoring for emma every tuesday at 5 until the big game")
    assert req.until_day is None and req.recurrence == "FREQ=WEEKLY;BYDAY=TU"


@pytest.mark.parametrize(
    ("text", "who", "task"),
    [
        (
            "remind me to sign Emma's permission slip tomorrow at 7am",
            ["sarah"],
            "sign emma's permission slip",
        ),
        ("remind jake to feed the fish on saturday", ["jake"], "feed the fish"),
        ("remind dad to renew the insurance friday", ["mike"], "renew the insurance"),
    ],
)
def test_a_reminder_is_for_who_is_reminded_and_keeps_its_task(text, who, task):
    req = parse(text)
    assert (req.intent, req.kind, req.participants, req.title) == ("create", "reminder", who, task)


def test_a_reminder_on_a_day_is_due_that_day():
    req = parse("remind me to order the cake on thursday")
    assert req.all_day and local(req.start) == "Thu Nov 26 00:00"


@pytest.mark.parametrize(
    ("text", "minutes", "title"),
    [
        ("remind me 2 hours before piano", 120, "piano"),
        ("remind me the day before jake's dentist", 1440, "dentist"),
        ("remind me 30 minutes before the swim class", 30, "swim class"),
    ],
)
def test_a_reminder_of_an_event_says_how_long_before(text, minutes, title):
    req = parse(text)
    assert (req.kind, req.remind_before_minutes, req.title) == ("reminder", minutes, title)
    assert req.missing == []


def test_a_question_about_what_to_do_asks_for_reminders():
    req = parse("what do we have to do on saturday?")
    assert (req.intent, req.kind) == ("query", "reminder")


def test_a_repeat_keeps_the_clock_time_that_was_said():
    req = parse("yoga every sunday at 2:30am starting march 14 2027")
    assert req.said_time == "02:30"
    assert req.start is not None and req.start.astimezone(NY).strftime("%H:%M") == "03:30"


@pytest.mark.parametrize(
    ("text", "blocks"),
    [
        ("grandma's birthday dec 5, show me as busy", True),
        ("work conference wednesday all day but mark it as free", False),
    ],
)
def test_shown_as_free_or_busy_when_said(text, blocks):
    assert parse(text).blocks_time is blocks


def test_words_nobody_read_are_listed():
    req = parse("recital for emma friday at 6pm, folding chairs from the garage")
    assert req.unread == ["folding chairs from the garage"]
    assert parse("recital for emma friday at 6pm").unread == []

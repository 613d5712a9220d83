"""Everyday phrasings: "can jake do tennis...", "the bake sale", "working late until 9"."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.family_file import demo_family
from family_scheduler.subgraphs.parsing import parse_request

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 23, 9, tzinfo=NY)
FAMILY = demo_family()[0]


def parse(text: str):
    return parse_request(text, FAMILY, NOW, "sarah")


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("can jake do tennis on wednesdays at 4?", ["jake"]),
        ("could mom make the bake sale friday at 6?", ["sarah"]),
        ("can emma go to the party on saturday at 2?", ["emma"]),
    ],
)
def test_asking_if_someone_can_take_something_on_asks_if_they_are_free(text, who):
    req = parse(text)
    assert req.intent == "query" and req.query_type == "availability"
    assert req.participants == who


def test_can_you_show_stays_a_look_up():
    req = parse("can you show me jake's schedule friday")
    assert req.query_type == "event_lookup"


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("book the honda for the bake sale saturday at 12", "bake sale"),
        ("the lake trip sunday at 9", "lake trip"),
    ],
)
def test_a_word_after_the_is_a_thing_not_a_misspelt_name(text, title):
    """ "bake" and "lake" are one letter from Jake; after "the" they name things."""
    req = parse(text)
    assert req.title == title and not req.unknown_people and not req.problems


@pytest.mark.parametrize(
    ("text", "hour"),
    [("mike's working late on thursday until 9", 21), ("i'm staying late at the office tuesday till 8", 20)],
)
def test_working_late_puts_a_bare_hour_in_the_evening(text, hour):
    req = parse(text)
    moment = req.end if req.start is not None else req.window[1]
    assert moment.astimezone(NY).hour == hour


@pytest.mark.parametrize(
    ("text", "title", "joining"),
    [
        ("mike will drive jake to soccer on thursday", "soccer", ["jake", "mike"]),
        ("can dad take the kids to swim class saturday?", "swim class", ["emma", "jake", "mike"]),
        ("grandma is bringing emma to ballet on friday", "ballet", ["emma", "linda"]),
    ],
)
def test_driving_someone_to_an_event_adds_the_driver_to_it(text, title, joining):
    req = parse(text)
    assert req.intent == "modify" and req.title == title and req.joining == joining


def test_a_drive_to_a_place_is_a_booking():
    req = parse("mike will drive to work at 8")
    assert req.intent == "create" and not req.joining


@pytest.mark.parametrize(
    ("text", "guests"),
    [
        ("take the honda to the movies with emma and 2 friends friday at 6", ["2 friends"]),
        ("zoo trip for the kids plus 3 classmates saturday at 10", ["3 classmates"]),
        ("picnic with the whole family, uncle bob and 2 cousins sunday at 1", ["uncle Bob", "2 cousins"]),
    ],
)
def test_guests_counted_rather_than_named_come_along(text, guests):
    req = parse(text)
    assert req.guests == guests
    assert not any(ch.isdigit() for ch in req.title or "")


@pytest.mark.parametrize(
    ("text", "minutes", "title"),
    [
        ("find an hour for a family meeting this weekend", 60, "family meeting"),
        ("find a half hour for a call with the bank tomorrow", 30, "call"),
    ],
)
def test_find_an_hour_for_something_is_its_length_and_its_name(text, minutes, title):
    req = parse(text)
    assert req.intent == "create" and req.duration_minutes == minutes and req.title == title
    assert not req.unread and not req.missing


@pytest.mark.parametrize(
    "text", ["clear calendar for friday", "wipe schedule saturday", "delete events tomorrow"]
)
def test_clearing_the_calendar_without_my_is_everything_that_day(text):
    req = parse(text)
    assert req.intent == "cancel" and req.every and req.window is not None


def test_a_calendar_noun_phrase_is_still_a_look_up():
    assert parse("work schedule for next week").intent == "query"


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("please mark my calendar for a vacation in spain on june four", "vacation"),
        ("add an event to my calendar for the block party at sam's place this sunday", "block party"),
        ("set twelve noon meditation for every monday", "meditation"),
        ("mark the calendar for a conference in denver on march ten", "conference"),
    ],
)
def test_the_one_stretch_nobody_took_is_the_title(text, title):
    req = parse(text)
    assert req.title == title and not req.unread and "title" not in req.missing


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("emma's piano moved to 6 next monday", "piano"),
        ("the dentist was rescheduled to friday at 2", "dentist"),
        ("swim got pushed back an hour on saturday", "swim"),
    ],
)
def test_a_change_told_as_done_elsewhere_is_a_change(text, title):
    req = parse(text)
    assert req.intent == "modify" and req.title == title


@pytest.mark.parametrize(
    ("text", "minutes"),
    [
        ("make the family dinner on sunday an hour longer", 60),
        ("cut the swim class on saturday short by 15 minutes", -15),
        ("extend jake's party by 2 hours", 120),
    ],
)
def test_a_change_of_length_keeps_the_start(text, minutes):
    req = parse(text)
    assert req.intent == "modify" and req.lengthen_minutes == minutes
    assert "time" not in req.missing and not req.ambiguities


@pytest.mark.parametrize(
    ("text", "title", "who"),
    [
        ("emma needs a ride to ballet on friday", "ballet", ["emma"]),
        ("the kids need a lift to the swim meet saturday", "swim meet", ["emma", "jake"]),
    ],
)
def test_needing_a_ride_looks_the_event_up_and_books_nothing(text, title, who):
    req = parse(text)
    assert req.intent == "query" and req.title == title and req.participants == who
    assert not req.resources and not req.resource_choices and not req.ambiguities


@pytest.mark.parametrize(
    ("text", "first", "last"),
    [("is dad free for dinner on friday?", 17, 20), ("breakfast with grandma tomorrow", 7, 9)],
)
def test_a_meal_with_a_day_and_no_time_is_at_that_meals_hours(text, first, last):
    req = parse(text)
    assert req.window is not None
    assert (req.window[0].astimezone(NY).hour, req.window[1].astimezone(NY).hour) == (first, last)


@pytest.mark.parametrize("text", ["who's going to the family dinner?", "when is our pizza dinner?"])
def test_a_dinner_asked_about_with_no_day_is_looked_up_wherever_it_falls(text):
    req = parse(text)
    assert req.query_type == "event_lookup" and req.window is None


def test_free_for_lunch_with_no_day_is_todays_lunch():
    req = parse("is mike free for lunch?")
    assert req.window is not None and req.window[0].astimezone(NY).date() == NOW.date()
    assert req.window[0].astimezone(NY).hour == 12


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [("book a sitter for saturday night 7 to 11", 19, 23), ("soccer tournament sunday 9 to 3", 9, 15)],
)
def test_a_bare_range_right_after_the_day_keeps_its_end(text, start, end):
    req = parse(text)
    assert req.start is not None and req.end is not None
    assert (req.start.astimezone(NY).hour, req.end.astimezone(NY).hour) == (start, end)


@pytest.mark.parametrize(
    "text",
    [
        "add emma's school concert on dec 10 at 6pm, we're all going",
        "jake's game saturday at 11, we are all going",
    ],
)
def test_we_are_all_going_takes_the_whole_family(text):
    assert parse(text).participants == ["emma", "jake", "mike", "sarah"]


@pytest.mark.parametrize(
    "text", ["is there anything i need to know about tomorrow?", "anything i should know about this week?"]
)
def test_anything_i_should_know_asks_for_the_days_and_names_no_event(text):
    req = parse(text)
    assert req.intent == "query" and req.title is None and req.window is not None


@pytest.mark.parametrize("text", ["jake's soccer is moving to mondays", "swim moves to sundays from now on"])
def test_an_activity_moving_to_other_days_is_a_change_of_its_days(text):
    req = parse(text)
    assert req.intent == "modify" and req.recurrence is not None and "BYDAY" in req.recurrence
    assert req.missing == []


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [("block off thursday afternoon for me", 12, 17), ("hold saturday evening for a movie", 17, 21)],
)
def test_keeping_a_part_of_a_day_takes_all_of_it(text, start, end):
    req = parse(text)
    assert req.intent == "create" and req.start is not None and req.end is not None and req.title
    assert (req.start.astimezone(NY).hour, req.end.astimezone(NY).hour) == (start, end)


def test_a_booking_in_a_part_of_a_day_still_takes_an_hour_of_it():
    req = parse("piano tuner friday afternoon")
    assert req.start is None and req.window is not None


@pytest.mark.parametrize("text", ["family board game night friday at 7", "family photo shoot sunday at 11"])
def test_the_familys_own_activity_is_for_everyone(text):
    assert parse(text).participants == ["emma", "jake", "mike", "sarah"]


def test_the_family_doctor_is_seen_by_who_is_said():
    assert parse("family doctor for jake thursday at 9").participants == ["jake"]


@pytest.mark.parametrize(
    "text", ["can I go to priya's house on friday at 4?", "take emma over to ben's place sunday at 2"]
)
def test_going_to_someones_home_is_a_visit_there(text):
    req = parse(text)
    assert req.intent == "create" and req.title == "visit" and req.place and req.missing == []


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("i can't make the book club on wednesday", ["sarah"]),
        ("jake's not coming to dinner on sunday", ["jake"]),
    ],
)
def test_someone_not_making_it_leaves_that_event(text, who):
    req = parse(text)
    assert req.intent in ("modify", "cancel") and req.leaving == who and "make" not in (req.title or "")


def test_someone_and_i_going_takes_the_speaker_along():
    req = parse("put jake's school play on dec 9 at 6pm, mike and i will both be going")
    assert req.participants == ["jake", "mike", "sarah"]


def test_we_are_hosting_is_the_whole_family_and_the_guest_of_honour():
    req = parse("we're hosting a brunch on sunday at 11, grandma is coming")
    assert req.title == "brunch" and req.participants == ["emma", "jake", "linda", "mike", "sarah"]


@pytest.mark.parametrize(
    ("text", "daily"),
    [
        ("what's on for jake after school next week?", ["15:00", "18:00"]),
        ("is dad free for lunch this week?", ["12:00", "13:00"]),
    ],
)
def test_a_part_of_the_day_over_a_week_is_each_days(text, daily):
    req = parse(text)
    assert req.intent == "query" and req.daily == daily
    assert req.window is not None and req.window[1] - req.window[0] > timedelta(days=5)


def test_one_event_moved_from_one_day_to_another_names_both():
    req = parse("move piano from monday to tuesday after school")
    assert req.intent == "modify" and req.from_day is not None and req.window is not None
    assert (req.from_day.isoformat(), req.window[0].astimezone(NY).strftime("%a %H")) == (
        "2026-11-30",
        "Tue 15",
    )

"""A new place for something already on the calendar: the event is found by the words that
name it (its day and people too, even when the day comes after the place), the place is
kept as typed, and nothing else changes.

"X is at P" and "move X to P" are changes of place only when X is on the calendar (the
titles the parsing node reads from it) and P is a place: "piano is at 5" is a time,
"move soccer to the sedan" a car. Someone's home as the place ("at grandma's") makes
that person neither one of the people nor the one whose event it is.
"""

from __future__ import annotations

from datetime import datetime

import pytest

from family_scheduler.models import Family
from family_scheduler.subgraphs.parsing import parse_request
from family_scheduler.subgraphs.parsing.new_place import LONGEST_TEXT, needs_titles

ON_THE_CALENDAR = ["piano lesson", "soccer practice", "swim class", "family dinner", "book club", "dentist"]


@pytest.fixture
def placed(family: Family, now: datetime):
    def read(text: str, titles: list[str] | None = ON_THE_CALENDAR):
        return parse_request(text, family, now, "sarah", titles=titles)

    return read


@pytest.mark.parametrize(
    ("text", "title", "place", "day"),
    [
        ("family dinner this sunday is at grandma's", "family dinner", "grandma's", 29),
        ("swim class is at the Riverside Pool on saturday", "swim class", "the Riverside Pool", 28),
        (
            "soccer practice on thursday will be held at the east field",
            "soccer practice",
            "the east field",
            26,
        ),
        ("the book club has moved to Dana's house next wednesday", "book club", "Dana's house", 2),
        ("move the dentist to Dr. Patel's office friday", "dentist", "Dr. Patel's office", 27),
        (
            "soccer practice moved to the high school gym tuesday",
            "soccer practice",
            "the high school gym",
            24,
        ),
    ],
)
def test_a_new_place_with_the_day_after_it_finds_that_days_event(placed, text, title, place, day):
    req = placed(text)
    assert (req.intent, req.title, req.new_place, req.day_named) == ("modify", title, place, True)
    assert req.window is not None and req.window[0].day == day
    assert req.start is None and req.shift_minutes is None and "time" not in req.missing


@pytest.mark.parametrize(
    ("text", "title", "place"),
    [
        (
            "please update the venue for book club to the Hillside Library",
            "book club",
            "the Hillside Library",
        ),
        ("set the location of the dentist to Smile Dental on Elm St", "dentist", "Smile Dental on Elm St"),
        ("change swim class's location to the Y", "swim class", "the Y"),
        ("the address for the dentist is now 40 Oak Avenue", "dentist", "40 Oak Avenue"),
    ],
)
def test_a_word_for_the_place_needs_no_calendar(placed, text, title, place):
    req = placed(text, titles=None)
    assert (req.intent, req.title, req.new_place) == ("modify", title, place)


def test_a_persons_home_as_the_place_is_not_who_goes_or_whose_it_is(placed):
    dinner = placed("move family dinner to grandma's on sunday")
    assert (dinner.title, dinner.new_place, dinner.participants) == ("family dinner", "grandma's", [])
    office = placed("piano lesson on monday is at mike's office")
    assert (office.new_place, office.participants) == ("mike's office", [])
    emmas = placed("emma's swim class is at nana's pool saturday")  # whose it is: Emma, not Linda
    assert (emmas.participants, emmas.new_place) == (["emma"], "nana's pool")
    ours = placed("family dinner is at our house this sunday")
    assert (ours.new_place, ours.participants) == ("our house", [])
    stranger = placed("book club is at Dana's")  # someone the family never named: no question about her
    assert (stranger.new_place, stranger.problems, stranger.unknown_people) == ("Dana's", [], [])


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("piano lesson is online next week", "online"),
        ("book club is on zoom this wednesday", "zoom"),
        ("the piano lesson is virtual on monday", "virtual"),
    ],
)
def test_a_meeting_with_no_place_to_go_is_a_place_too(placed, text, place):
    req = placed(text)
    assert (req.intent, req.new_place) == ("modify", place)


@pytest.mark.parametrize(
    "text",
    [
        "piano lesson is at 5 on monday",  # a time
        "swim class is in the morning this saturday",  # a part of the day
        "move soccer practice to the sedan",  # a car
        "family dinner is in the kitchen this sunday",  # a room the family books, not a place
        "move piano lesson to tuesday",  # a day
        "is book club at Dana's house?",  # a question
        "soccer practice is at least an hour",  # no place
    ],
)
def test_words_that_only_look_like_a_place_are_no_change_of_place(placed, text):
    assert placed(text).new_place is None


def test_a_place_for_an_event_not_on_the_calendar_is_read_only_with_a_word_for_place(placed):
    assert placed("karate is at the dojo on friday").new_place is None
    said = placed("change the location of karate to the dojo")
    assert (said.title, said.new_place) == ("karate", "the dojo")  # not found is said by the lookup


def test_a_change_of_place_is_always_asked_first(placed):
    assert placed("family dinner is at grandma's this sunday").confidence < 0.7


def test_a_place_too_long_is_a_problem_said_back(placed):
    req = placed("change the location of the dentist to " + "very " * 20 + "far away")
    assert req.problems and "at most" in req.problems[0]


def test_a_booking_that_gives_its_own_location_is_still_a_booking(placed):
    req = placed("the location of the event is 12 Main Street. put dentist as the title", titles=None)
    assert req.new_place is None


def test_the_calendar_is_read_only_for_messages_that_may_move_a_place():
    assert needs_titles("family dinner is at grandma's")
    assert needs_titles("move piano to the north field")
    assert needs_titles("piano is online")
    assert not needs_titles("what's on tomorrow")
    assert not needs_titles("change the location of piano to the gym")  # said plainly: no calendar needed
    assert not needs_titles("x is at y " * (LONGEST_TEXT // 9))


@pytest.mark.parametrize(
    ("text", "title", "place", "day", "hour"),
    [
        ("family dinner is at grandma's this sunday at 4:30", "family dinner", "grandma's", 29, 16),
        ("book club moved to Dana's house at 8pm on wednesday", "book club", "Dana's house", 25, 20),
        ("saturday's swim class is at 11 at the Riverside Pool", "swim class", "the Riverside Pool", 28, 11),
        (
            "soccer practice is at 5 at the east field on thursday",
            "soccer practice",
            "the east field",
            26,
            17,
        ),
        ("move family dinner to our house sunday at 7", "family dinner", "our house", 29, 19),
    ],
)
def test_a_new_place_with_a_new_time_changes_both_of_that_days_event(placed, text, title, place, day, hour):
    req = placed(text)
    assert (req.intent, req.title, req.new_place, req.day_named) == ("modify", title, place, True)
    assert req.start is not None and (req.start.day, req.start.hour) == (day, hour)
    assert req.confidence < 0.9  # asked first, never written at once


@pytest.mark.parametrize(
    "text",
    [
        "piano lesson is at 5 at the latest",  # a time, and no place after it
        "family dinner is at grandma's every sunday at 5",  # the series' new time: not read here
    ],
)
def test_a_time_with_no_place_after_it_or_a_repeat_is_no_new_place(placed, text):
    assert placed(text).new_place is None


def test_a_repeat_after_the_place_leaves_which_ones_to_ask(placed):
    req = placed("swim class is at the Y every saturday")
    assert (req.title, req.new_place, req.day_named, req.start) == ("swim class", "the Y", False, None)

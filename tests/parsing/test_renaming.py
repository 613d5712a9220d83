"""A new name for something already on the calendar: the event is found by the words that
name it (its day and people too), the new name is kept as typed, and nothing else changes.

"call X Y" and "change X to Y" are renames only when X is on the calendar (the titles the
parsing node reads from it): "call the dentist tomorrow at 9" is a phone call, "change piano
to 4" a new time.
"""

from __future__ import annotations

from datetime import datetime

import pytest

from family_scheduler.models import Family
from family_scheduler.subgraphs.parsing import family_names, new_name_of_pending, parse_request
from family_scheduler.subgraphs.parsing.renaming import find_rename, needs_titles

ON_THE_CALENDAR = ["piano lesson", "soccer practice", "swim class", "book club", "dentist", "gym"]


@pytest.fixture
def renamed(family: Family, now: datetime):
    def read(text: str, titles: list[str] | None = ON_THE_CALENDAR):
        return parse_request(text, family, now, "sarah", titles=titles)

    return read


@pytest.mark.parametrize(
    ("text", "title", "new_title"),
    [
        ('rename the dentist to "Ortho check"', "dentist", "Ortho check"),
        ("Rename Book Club as Reading Circle please", "book club", "Reading Circle"),
        ("could you retitle the gym 'Morning Run'", "gym", "Morning Run"),
        ("change the name of the swim class to Swim Team", "swim class", "Swim Team"),
        ("update soccer practice's title to Scrimmage", "soccer practice", "Scrimmage"),
        ("the book club should be called Mums Who Read", "book club", "Mums Who Read"),
        ("rename soccer to football for the whole season", "soccer", "football"),
    ],
)
def test_a_naming_verb_gives_the_new_name_as_typed(renamed, text, title, new_title):
    req = renamed(text, titles=None)  # a naming verb needs no calendar to be read
    assert (req.intent, req.title, req.new_title) == ("modify", title, new_title)
    assert req.start is None and req.shift_minutes is None and "time" not in req.missing


def test_the_day_and_person_said_find_the_occurrence_to_rename(renamed):
    saturday = renamed("change the title of Saturday's practice to scrimmage")
    assert (saturday.title, saturday.new_title, saturday.day_named) == ("practice", "scrimmage", True)
    assert saturday.window is not None and saturday.window[0].day == 28
    emmas = renamed("call emma's piano lesson piano with Ms Lee from now on")
    assert (emmas.title, emmas.participants, emmas.new_title) == (
        "piano lesson",
        ["emma"],
        "piano with Ms Lee",
    )


def test_a_rename_is_always_asked_first(renamed):
    req = renamed('rename the dentist to "Ortho check"')
    assert req.missing == [] and req.confidence < 0.75


@pytest.mark.parametrize(
    ("text", "new_title"),
    [("change piano to keys", "keys"), ("switch emma's swim class to Swim Team", "Swim Team")],
)
def test_change_x_to_a_name_renames_what_is_on_the_calendar(renamed, text, new_title):
    assert renamed(text).new_title == new_title


@pytest.mark.parametrize(
    "text",
    [
        "change piano to 4",
        "change piano to wednesdays",
        "change piano to the minivan",
        "change piano to later",
        "change piano to tomorrow",
        "change piano to the afternoon",
        "change piano to jake",
        "change the recital to keys",  # nothing called recital on the calendar
    ],
)
def test_change_x_to_a_time_day_person_or_thing_is_no_rename(renamed, text):
    assert renamed(text).new_title is None


def test_without_the_calendar_a_bare_change_is_read_as_before(renamed):
    assert renamed("change piano to keys", titles=None).new_title is None


@pytest.mark.parametrize(
    "text",
    [
        "call the dentist tomorrow at 9",
        "call the piano teacher",
        "call grandma every sunday from now on",
        "call mom",
    ],
)
def test_a_phone_call_is_no_rename(renamed, text):
    assert renamed(text).new_title is None


def test_call_x_y_takes_the_event_the_words_fit_best():
    said = find_rename(
        "call the swim class swim team going forward", ON_THE_CALENDAR, frozenset({"emma", "jake"})
    )
    assert said is not None and (said.target, said.new_title) == ("the swim class", "swim team")


def test_a_new_name_too_long_to_keep_is_said_plainly(renamed):
    req = renamed(f"rename the gym to {'very ' * 20}long workout")
    assert any("at most 80 characters" in p for p in req.problems)


def test_only_messages_that_could_be_renames_read_the_calendar():
    assert needs_titles("change piano to keys") and needs_titles("call soccer football from now on")
    assert not needs_titles("rename piano to keys")  # the verb says it: no calendar needed
    assert not needs_titles("what's on friday?") and not needs_titles("x" * 5000)


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("call it Drawing", "Drawing"),
        ("ok let's call it “Art Club”", "Art Club"),
        ("rename that to Art club please", "Art club"),
        ("the name should be Drawing", "Drawing"),
        ("rename art class to Drawing", "Drawing"),
        ("call it a day", None),
        ("call it off", None),
        ("rename piano to keys", None),  # another event, named: not the one waiting
        ("call emma at 5", None),
        ("x" * 5000, None),
    ],
)
def test_the_booking_waiting_for_its_yes_named_anew(family: Family, said: str, name: str | None):
    assert new_name_of_pending(said, "art class", family_names(family)) == name

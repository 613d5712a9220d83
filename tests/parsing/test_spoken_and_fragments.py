"""How people really talk to an assistant: numbers said out loud, openings like "yes" or
"thanks a lot", the assistant's name, and fragments that only answer a question."""

from __future__ import annotations

import pytest

from family_scheduler.subgraphs.parsing.numbers import fold_numbers

from .conftest import ny


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("the thirty first of october", "the 31st of october"),
        ("june twenty second", "june 22nd"),
        ("at six forty five pm", "at 6 45 pm"),
        ("two thousand and twenty nine", "2029"),
        ("nine hundred and fifteen am", "915 am"),
        ("one of the kids", "one of the kids"),
    ],
)
def test_spoken_numbers_become_figures(said, written):
    assert fold_numbers(said) == written


def test_a_spoken_date_and_time_are_read(parse):
    req = parse("put a vet visit on december twenty first at ten thirty am")
    assert (req.intent, req.title, req.start) == ("create", "vet visit", ny(21, 10, 30, month=12))


@pytest.mark.parametrize(
    "text",
    [
        "Yes, that's right. Please add the recital on Friday at 6pm.",
        "Great! Could you add the recital on Friday at 6pm?",
        "Thanks so much. Now add the recital on Friday at 6pm.",
        "ok google add the recital on friday at 6pm",
        "hey siri, add the recital on friday at 6pm",
        "Perfect, that works for me. Add the recital on Friday at 6pm",
    ],
)
def test_openings_and_the_assistants_name_are_not_the_title(parse, text):
    req = parse(text)
    assert (req.intent, req.title, req.start) == ("create", "recital", ny(27, 18)), text


def test_an_ordinary_word_that_can_open_a_name_stays(parse):
    assert parse("add great wolf lodge trip on saturday at 9am").title == "great wolf lodge trip"


@pytest.mark.parametrize(
    ("text", "start", "window"),
    [
        ("The 4th of December.", None, (ny(4, month=12), ny(5, month=12))),
        ("Thursday next week, please.", None, (ny(3, month=12), ny(4, month=12))),
        ("At quarter to 8 in the evening.", ny(23, 19, 45), None),
        ("It begins at 10:15 am", ny(23, 10, 15), None),
    ],
)
def test_a_fragment_is_unknown_but_keeps_what_it_says(parse, text, start, window):
    req = parse(text)
    assert req.intent == "unknown"
    assert req.start == start
    assert req.window == window


def test_a_fragment_naming_the_activity_keeps_it(parse):
    req = parse("Just the piano recital please.")
    assert (req.intent, req.title) == ("unknown", "piano recital")


def test_a_question_off_the_calendar_has_no_title(parse):
    assert parse("who won the game last night?").title is None


@pytest.mark.parametrize(
    ("text", "hour", "minute"),
    [
        ("add yoga friday at 7 in the evening", 19, 0),
        ("add yoga friday at seven o'clock in the evening", 19, 0),
        ('add yoga friday at 7 o"clock in the evening', 19, 0),
        ("add yoga friday evening 7:15", 19, 15),
        ("add yoga friday night 10", 22, 0),
        ("add yoga friday at ten in the morning", 10, 0),
        ("add yoga friday at half past 12 in the afternoon", 12, 30),
        ("add yoga friday at quarter to 9 in the morning", 8, 45),
        ("add yoga friday for 12 in the afternoon", 12, 0),
    ],
)
def test_a_clock_time_with_its_part_of_the_day(parse, text, hour, minute):
    assert parse(text).start == ny(27, hour, minute), text


def test_a_day_of_the_month_before_a_part_of_the_day_stays_a_day(parse):
    req = parse("is grandma free on december 5 in the morning?")
    assert req.window == (ny(5, 8, month=12), ny(5, 12, month=12))


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("what's on the 25th of this month?", ny(25)),
        ("what's on the 2nd of this month?", ny(2)),  # already past, still this month
        ("what's on the 3rd of next month?", ny(3, month=12)),
        ("what's on the 6th of february?", ny(6, month=2, year=2027)),
        ("what's on 6th of february?", ny(6, month=2, year=2027)),
        ("what's on friday this week?", ny(27)),
        ("what's on tuesday next week?", ny(1, month=12)),
    ],
)
def test_days_of_a_named_month(parse, text, day):
    req = parse(text)
    assert req.window is not None and req.window[0] == day, text


def test_a_street_number_is_a_place_not_a_time(parse):
    req = parse("add the book club at 4410 North Oak Street # 12 on friday at 6:30 pm")
    assert req.start == ny(27, 18, 30)
    assert req.place == "4410 north oak street 12"
    assert req.title == "book club"


def test_the_location_words_are_not_the_title(parse):
    req = parse("Add a checkup on Friday at 9 am. The location is 77 Elm Avenue.")
    assert (req.title, req.place, req.start) == ("checkup", "77 elm avenue", ny(27, 9))

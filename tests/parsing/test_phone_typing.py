"""How people really type on a phone: lower case, no punctuation, shorthand, typos, filler."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    "text",
    [
        "Schedule Jake's eye exam on Wednesday at 4:30pm",
        "schedule jakes eye exam on wednesday at 4:30pm",
        "schedule jakes eye exam wed 4:30pm",
        "sched jakes eye exam weds @ 4:30 pm",
        "hey can you schedule jakes eye exam on wensday at 4:30 pls",
        "pls schedule jake's eye exam wednesday 430pm thx",
        "Could you please schedule Jake’s eye exam on Wed. at 4:30 p.m.? Thanks!",
        "um schedule jakes eye exam wednsday at half past 4",
        "schedule jakey's eye exam on wed at 4 30",
        "jakes eye exam wed 4:30",
    ],
)
def test_one_request_many_spellings(parse, text):
    req = parse(text)
    assert req.intent == "create"
    assert req.title == "eye exam"
    assert req.participants == ["jake"]
    assert req.start == ny(25, 16, 30), text


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("add yoga tmrw at 10am", 24),
        ("add yoga tmr at 10am", 24),
        ("add yoga tomorow at 10am", 24),
        ("add yoga 2morrow at 10am", 24),
        ("add yoga thurs at 10am", 26),
        ("add yoga thu at 10am", 26),
        ("add yoga thrusday at 10am", 26),
        ("add yoga tues at 10am", 24),
        ("add yoga tuesdy at 10am", 24),
        ("add yoga fri at 10am", 27),
        ("add yoga firday at 10am", 27),
        ("add yoga sat at 10am", 28),
        ("add yoga saterday at 10am", 28),
        ("add yoga sun at 10am", 29),
        ("add yoga nxt mon at 10am", 30),
        ("add yoga dec 1 at 10am", 1),
        ("add yoga decmber 1st at 10am", 1),
    ],
)
def test_shorthand_and_misspelt_days(parse, text, day):
    month = 12 if day < 20 else 11
    assert parse(text).start == ny(day, 10, month=month), text


def test_misspelt_months_roll_into_next_year(parse):
    assert parse("add ski trip febuary 12 at 8am").start == ny(12, 8, month=2, year=2027)
    assert parse("add ski trip janurary 3rd at 8am").start == ny(3, 8, month=1, year=2027)


def test_units_in_shorthand(parse):
    assert parse("add a 45 min run tmrw at 7am").duration_minutes == 45
    assert parse("add a 2 hr hike sat at 9").duration_minutes == 120
    assert parse("add a 1.5hr hike sat at 9").duration_minutes == 90
    assert parse("add a half-hr call fri at 11").duration_minutes == 30


def test_tonight_spelt_on_a_phone(parse):
    req = parse("cancel tonites movie")
    assert (req.intent, req.title) == ("cancel", "movie")
    assert parse("add a movie 2nite at 8").start == ny(23, 20)


def test_questions_without_question_marks(parse):
    req = parse("is the van free sat morning")
    assert (req.intent, req.query_type, req.resources) == ("query", "resource_status", ["minivan"])
    req = parse("r the kids free sun aft")
    assert req.intent == "query" and req.participants == ["emma", "jake"]
    req = parse("whats on 2day")
    assert req.query_type == "event_lookup" and req.window == (ny(23), ny(24))


def test_notes_without_a_verb_read_as_new_events_with_less_confidence(parse):
    req = parse("emma piano tues 4pm")
    assert (req.intent, req.title, req.participants, req.start) == (
        "create",
        "piano",
        ["emma"],
        ny(24, 16),
    )
    assert req.confidence < 0.9


@pytest.mark.parametrize(
    ("text", "intent", "title"),
    [
        ("shedule a vet visit friday at 2", "create", "vet visit"),
        ("cancle jakes tutoring tmrw", "cancel", "tutoring"),
        ("reschedual the plumber to wed", "modify", "plumber"),
        ("I'd like to reschedule emma's dentist to monday at 3", "modify", "dentist"),
        ("gotta cancel the bbq on sunday", "cancel", "bbq"),
        ("book club thursday at 7pm", "create", "book club"),
        ("drop-off for emma at 8 tomorrow", "create", "drop-off"),
        ("take the dentist appointment off the calendar", "cancel", "dentist appointment"),
        ("can we all go to the movies saturday night?", "create", "movies"),
        ("sign jake up for swim lessons tuesdays at 5", "create", "swim lessons"),
    ],
)
def test_misspelt_and_casual_verbs(parse, text, intent, title):
    req = parse(text)
    assert (req.intent, req.title) == (intent, title), text


def test_digits_for_words(parse):
    req = parse("book the van 4 emmas practice sat 10am")
    assert (req.title, req.participants, req.resources) == ("practice", ["emma"], ["minivan"])
    assert req.start == ny(28, 10)
    req = parse("is grandma free 4 lunch thurs")
    assert req.participants == ["linda"] and req.window == (ny(26, 12), ny(26, 13))


def test_names_inside_question_cues_are_kept(parse):
    req = parse("whats jake got on tuesday")
    assert (req.query_type, req.participants) == ("event_lookup", ["jake"])


def test_a_weekday_next_to_an_explicit_date(parse):
    assert parse("add jakes bday party sat the 5th at 1").start == ny(5, 13, month=12)
    req = parse("add jakes bday party friday dec 5 at 1")
    assert req.start == ny(5, 13, month=12) and req.ambiguities and req.confidence <= 0.5


@pytest.mark.parametrize(
    "text",
    [
        "add soccer for emma sat at2pm",
        "add soccer for emma sat@2pm",
        "add soccer for emma saturdayyy at 2pm pleeease",
        "add soccer 4 emma sat 2pm",
        "ADD SOCCER FOR EMMA SAT 2PM!!!",
        "add   soccer  for emma   saturday   at 2pm",
        "add soccer for emma 28th nov 2pm",
        "soccer emma sat 2",
    ],
)
def test_squashed_stretched_and_shouted(parse, text):
    req = parse(text)
    assert (req.intent, req.title, req.participants) == ("create", "soccer", ["emma"]), text
    assert req.start == ny(28, 14), text


@pytest.mark.parametrize(
    "text",
    ["coffee with Tom thursday at 10am", "coffee with tom thursday at 10am"],
)
def test_a_friend_called_tom_is_not_tomorrow(parse, text):
    req = parse(text)
    assert req.start == ny(26, 10), text
    assert "Tom" in req.unknown_people


def test_tom_alone_is_still_shorthand_for_tomorrow(parse):
    assert parse("emma dentist tom at 3pm").start == ny(24, 15)

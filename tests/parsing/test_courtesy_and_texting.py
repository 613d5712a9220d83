"""Requests as other people write them: wrapped in courtesy, texted in a hurry, said the
British way, or asked as "see if I can …". Each reads as the plain request it stands for."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("text", "title", "who", "start"),
    [
        ("would you mind scheduling a checkup for jake on thursday at 10", "checkup", ["jake"], ny(26, 10)),
        ("would you mind adding swim for emma wednesday at 5pm", "swim", ["emma"], ny(25, 17)),
        ("do you mind booking a haircut for me friday at 11am", "haircut", ["sarah"], ny(27, 11)),
        ("would you mind putting book club on tuesday at 7pm", "book club", ["sarah"], ny(24, 19)),
        ("would you mind setting up a playdate for jake saturday at 2", "playdate", ["jake"], ny(28, 14)),
        ("it would be great if you could add guitar for emma on friday at 4", "guitar", ["emma"], ny(27, 16)),
        (
            "it'd be lovely if you could book a massage for me on sunday at 3",
            "massage",
            ["sarah"],
            ny(29, 15),
        ),
        (
            "i would appreciate it if you could schedule tutoring for jake monday at 4",
            "tutoring",
            ["jake"],
            ny(30, 16),
        ),
        (
            "we'd be grateful if you could add a family photo on saturday at 11am",
            "family photo",
            None,
            ny(28, 11),
        ),
        (
            "if you could add a vet visit on wednesday at 9am that would be great",
            "vet visit",
            ["sarah"],
            ny(25, 9),
        ),
        (
            "if you could please schedule yoga thursday at 6pm, that'd be awesome",
            "yoga",
            ["sarah"],
            ny(26, 18),
        ),
        (
            "if you can book tennis for emma tuesday at 4 that would be super helpful",
            "tennis",
            ["emma"],
            ny(24, 16),
        ),
    ],
)
def test_a_request_wrapped_in_courtesy_is_the_request(parse, text, title, who, start):
    req = parse(text)
    assert req.intent == "create", text
    assert req.title == title, text
    assert req.start == start, text
    if who is not None:
        assert req.participants == who, text


def test_a_courteous_change_and_cancel_keep_their_verbs(parse):
    moved = parse("would you mind moving jake's guitar to friday at 5")
    assert moved.intent == "modify"
    assert moved.start == ny(27, 17)
    dropped = parse("would you mind cancelling emma's tennis on tuesday")
    assert dropped.intent == "cancel"


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("add to my calendar pilates on thursday at 6pm", "pilates"),
        ("put in my diary a call with the bank on friday at 10am", "call"),
        ("add to our calendar a bonfire on saturday at 7pm", "bonfire"),
        ("pop on my schedule a run on wednesday at 7am", "run"),
        ("put on the family calendar a movie marathon sunday at 2", "movie marathon"),
        ("write in my planner the book fair on tuesday at 3", "book fair"),
        ("add to the calendar karate for jake friday at 5", "karate"),
        ("schedule on my calendar a tax meeting monday at 11am", "tax meeting"),
        ("enter in my agenda choir practice thursday at 7pm", "choir practice"),
        ("add to my calendar coffee with linda tuesday at 10am", "coffee"),
        ("insert into my calendar a flu shot on friday at 9", "flu shot"),
        ("mark on my calendar the science fair thursday at 5", "science fair"),
    ],
)
def test_the_calendar_named_before_the_activity_is_not_the_title(parse, text, title):
    req = parse(text)
    assert req.intent == "create", text
    assert req.title == title, text
    assert req.start is not None, text


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("see if i can go to the gym on friday", ["sarah"]),
        ("check if i could grab lunch with a friend on wednesday", ["sarah"]),
        ("can you see whether jake can do a sleepover saturday", ["jake"]),
        ("find out if emma could squeeze in a haircut on thursday afternoon", ["emma"]),
        ("check whether mike can coach soccer sunday morning", ["mike"]),
        ("see if we can go ice skating saturday afternoon", ["emma", "jake", "mike", "sarah"]),
        ("check if jake can go to a birthday party on sunday", ["jake"]),
        ("see if emma can babysit on friday night", ["emma"]),
        ("find out whether i can fit in a run tomorrow morning", ["sarah"]),
        ("see if mike could pick up groceries tuesday after school", ["mike"]),
    ],
)
def test_seeing_if_someone_can_do_something_asks_about_their_time(parse, text, who):
    req = parse(text)
    assert req.intent == "query", text
    assert req.query_type == "availability", text
    assert req.participants == who, text


def test_seeing_if_the_assistant_can_book_is_the_booking(parse):
    req = parse("see if you can add a piano recital on the 12th at 6pm")
    assert req.intent == "create"
    assert req.title == "piano recital"
    assert req.start == ny(12, 18, month=12)


@pytest.mark.parametrize(
    ("text", "title", "start"),
    [
        ("orthodontist dec. 9th at 8am", "orthodontist", ny(9, 8, month=12)),
        ("school concert on jan. 14 at 6pm", "school concert", ny(14, 18, month=1, year=2027)),
        ("flu shot nov. 30 at 2pm", "flu shot", ny(30, 14)),
        ("vet sept. 3 at 10am", "vet", ny(3, 10, month=9, year=2027)),
        ("haircut fri. at 4", "haircut", ny(27, 16)),
        ("recital on 19/12 at 6pm", "recital", ny(19, 18, month=12)),
        ("dentist on 28/11 at 9am", "dentist", ny(28, 9)),
        ("party 13/1 at 3pm", "party", ny(13, 15, month=1, year=2027)),
    ],
)
def test_dates_as_written_with_a_dot_or_the_day_first(parse, text, title, start):
    req = parse(text)
    assert req.problems == [], text
    assert req.title == title, text
    assert req.start == start, text


def test_a_date_that_fits_neither_order_is_still_a_problem(parse):
    assert parse("party on 31/31 at 3pm").problems


@pytest.mark.parametrize(
    ("text", "start"),
    [
        ("dentist friday week at 10am", ny(4, 10, month=12)),
        ("swim a week on saturday at 9am", ny(5, 9, month=12)),
        ("lunch with grandma tuesday week at noon", ny(1, 12, month=12)),
        ("piano a week on thursday at 4", ny(3, 16, month=12)),
        ("haircut sunday week at 11am", ny(6, 11, month=12)),
    ],
)
def test_a_weekday_week_is_a_week_after_that_day(parse, text, start):
    assert parse(text).start == start, text


def test_a_week_said_after_next_or_this_is_left_alone(parse):
    assert parse("any plans this week").window[0] == ny(23, 9)
    assert parse("emma has swim every monday at 4").recurrence == "FREQ=WEEKLY;BYDAY=MO"


@pytest.mark.parametrize(
    ("text", "title", "day"),
    [
        ("pay the invoice by EOD friday", "pay the invoice", 27),
        ("file expenses by eod tomorrow", "file expenses", 24),
        ("sign the permission slip by COB thursday", "sign the permission slip", 26),
        ("return the library books by close of business wednesday", "return the library books", 25),
        ("finish the slides by end of business monday", "finish the slides", 30),
    ],
)
def test_end_of_the_working_day_is_the_end_of_the_day(parse, text, title, day):
    req = parse(text)
    assert req.title == title, text
    assert req.window is not None, text
    assert req.window[0].day == day, text
    assert req.window[0].hour >= 16, text


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("movie tonight at 8", "movie"),
        ("films tonight at 8:30", "films"),
        ("watch a movie with jake tonight at 7:30", "watch a movie"),
        ("game tonight at 6", "game"),
        ("trivia tonight at 8", "trivia"),
    ],
)
def test_tonight_after_an_activity_is_when_it_is(parse, text, title):
    req = parse(text)
    assert req.title == title, text
    assert req.start is not None and req.start.day == 23 and req.start.hour >= 18, text


def test_quiz_night_stays_a_name(parse):
    assert parse("quiz night on friday at 7pm").title == "quiz night"


@pytest.mark.parametrize(
    "text",
    [
        "got anything tmrw",
        "got anything on saturday?",
        "we got anything this weekend",
        "got any plans friday night",
        "you got anything thursday",
    ],
)
def test_a_question_with_its_have_dropped_is_a_look_up(parse, text):
    req = parse(text)
    assert req.intent == "query", text
    assert req.window is not None, text


@pytest.mark.parametrize(
    "text",
    [
        "check my availabilty for thursday",
        "whats my availibility on friday",
        "is jake availible saturday morning",
        "is emma avialable on sunday",
        "show me my calnedar for wednesday",
        "whats on the calandar tmrw",
        "i need to check my calnedar for thursday",
        "i have to check my schedual for friday",
        "i want to look at my calender for the 4th",
    ],
)
def test_calendar_words_mistyped(parse, text):
    req = parse(text)
    assert req.intent == "query", text
    assert req.window is not None, text
    assert not req.title, text


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("add a dentist appoitnment for jake friday at 3", "dentist appointment"),
        ("schdeule a vet apppointment tuesday at 10", "vet appointment"),
        ("reshcedule emma's piano to thursday at 5", "piano"),
    ],
)
def test_request_words_mistyped(parse, text, title):
    req = parse(text)
    assert req.title == title, text


@pytest.mark.parametrize(
    ("text", "title", "start"),
    [
        ("guitar 5.45 wed", "guitar", ny(25, 17, 45)),
        ("tutor 4.15 thurs", "tutor", ny(26, 16, 15)),
        ("run 0630 sat", "run", ny(28, 6, 30)),
        ("standup 0915 tomorrow", "standup", ny(24, 9, 15)),
        ("dinner 1945 friday", "dinner", ny(27, 19, 45)),
        ("pilates 1015 sunday", "pilates", ny(29, 10, 15)),
    ],
)
def test_a_clock_texted_between_the_activity_and_its_day(parse, text, title, start):
    req = parse(text)
    assert req.title == title, text
    assert req.start == start, text


def test_an_amount_or_a_year_before_a_day_is_no_clock(parse):
    assert parse("raffle tickets cost 3.50 saturday").start is None
    assert parse("reunion 2026 saturday").start is None


@pytest.mark.parametrize(
    ("text", "title", "rule"),
    [
        (
            "add a recurring event every wednesday at 7 for band practice",
            "band practice",
            "FREQ=WEEKLY;BYDAY=WE",
        ),
        ("create a repeating event for chess club every friday at 3", "chess club", "FREQ=WEEKLY;BYDAY=FR"),
        ("schedule a recurring call with grandma every sunday at 6", "call", "FREQ=WEEKLY;BYDAY=SU"),
    ],
)
def test_recurring_says_how_often_not_what(parse, text, title, rule):
    req = parse(text)
    assert req.title == title, text
    assert req.recurrence == rule, text


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("wht does emma have on thursday", "event_lookup"),
        ("anythin on for sunday", "event_lookup"),
        ("is ther anything on wednesday night", "event_lookup"),
        ("do i hav anything tmrw morning", "event_lookup"),
        ("wen is emmas recital", "event_lookup"),
        ("is mike bizy saturday afternoon", "availability"),
        ("r the kids buzy on friday", "availability"),
        ("do we have somthing on the 5th", "event_lookup"),
    ],
)
def test_question_words_typed_in_a_hurry(parse, text, kind):
    req = parse(text)
    assert req.intent == "query", text
    assert req.query_type == kind, text
    assert not req.title or req.title == "recital", text


def test_wen_with_a_capital_is_a_person(parse):
    req = parse("lunch with Wen on friday at 1")
    assert any("Wen" in problem for problem in req.problems)


@pytest.mark.parametrize(
    ("text", "start"),
    [
        ("orthodontist a week today at 3", ny(30, 15)),
        ("book club a week tomorrow at 7pm", ny(1, 19, month=12)),
        ("tutor tomorrow week at 4", ny(1, 16, month=12)),
        ("brunch this day next week at 11am", ny(30, 11)),
        ("haircut wednesday fortnight at 10am", ny(9, 10, month=12)),
    ],
)
def test_british_days_a_week_or_two_on(parse, text, start):
    assert parse(text).start == start, text


@pytest.mark.parametrize(
    ("text", "title", "start"),
    [
        ("would it be ok to add karate for jake on monday at 5", "karate", ny(30, 17)),
        (
            "would it be alright if you could schedule a call with linda on wednesday at 6pm",
            "call",
            ny(25, 18),
        ),
        ("do you think you could book a table for dinner saturday at 7pm", "dinner", ny(28, 19)),
        ("do you think you can put emma's recital on the 10th at 6pm", "recital", ny(10, 18, month=12)),
        ("could i ask you to schedule a dentist cleaning on friday at 8am", "dentist cleaning", ny(27, 8)),
        ("wud u mind adding art class for emma thurs 4pm", "art class", ny(26, 16)),
        ("cud you pls book a massage sunday at 2", "massage", ny(29, 14)),
    ],
)
def test_asked_of_the_assistant_politely_is_the_booking(parse, text, title, start):
    req = parse(text)
    assert req.intent == "create", text
    assert req.title == title, text
    assert req.start == start, text


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("is grandma around on saturday", ["linda"]),
        ("will dad be around tomorrow afternoon", ["mike"]),
        ("are the kids around sunday", ["emma", "jake"]),
        ("is emma around this weekend", ["emma"]),
    ],
)
def test_someone_around_asks_whether_they_are_free(parse, text, who):
    req = parse(text)
    assert req.intent == "query", text
    assert req.query_type == "availability", text
    assert req.participants == who, text


def test_around_a_time_or_around_anything_stays_a_look_up(parse):
    assert parse("is the recital around 6").query_type == "event_lookup"
    assert parse("is there anything around thursday").query_type == "event_lookup"


def test_a_calendar_event_said_bare_is_asked_for_and_its_name_asked(parse):
    req = parse("calendar event with linda on thursday at 11")
    assert req.intent == "create"
    assert req.start == ny(26, 11)
    assert req.participants == ["linda", "sarah"]
    assert "title" in req.missing
    named = parse("calendar entry for the electrician on monday at 8am")
    assert (named.intent, named.title, named.start) == ("create", "electrician", ny(30, 8))


def test_calendar_events_asked_for_a_day_stay_a_look_up(parse):
    req = parse("calendar events for wednesday")
    assert req.intent == "query"
    assert req.window == (ny(25), ny(26))

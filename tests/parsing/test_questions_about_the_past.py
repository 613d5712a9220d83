"""Asked on Monday Nov 23 about the days gone by: a past-tense question is a look-up of the
past, never a booking, and "last" before a span or a weekday points back; "last" meaning
final ("the last thing on thursday") keeps its own reading."""

from __future__ import annotations

from .conftest import ny


def test_last_week_is_the_monday_to_sunday_before_this_one(parse):
    req = parse("anything on the calendar last week?")
    assert req.intent == "query" and req.looks_back
    assert req.window == (ny(16), ny(23))


def test_last_weekend_is_saturday_and_sunday_just_gone(parse):
    req = parse("what were the kids up to last weekend")
    assert req.intent == "query" and req.window == (ny(21), ny(23))


def test_show_me_a_span_gone_by_is_a_look_up_not_a_show_to_book(parse):
    req = parse("show me last weekend")
    assert req.intent == "query" and req.title is None and req.window == (ny(21), ny(23))


def test_did_someone_have_something_on_a_past_weekday_is_a_question_about_that_day(parse):
    req = parse("did jake have soccer on thursday?")
    assert (req.intent, req.title, req.participants) == ("query", "soccer", ["jake"])
    assert req.window == (ny(19), ny(20)) and req.problems == []


def test_went_to_is_no_part_of_the_title(parse):
    req = parse("did emma go to swim class on saturday")
    assert req.title == "swim class" and req.window == (ny(21), ny(22))


def test_happened_is_asked_not_an_event(parse):
    req = parse("what happened on friday")
    assert req.intent == "query" and req.title is None and req.window == (ny(20), ny(21))


def test_when_was_the_last_one_looks_back_with_no_span(parse):
    req = parse("when was jake's last dentist appointment")
    assert req.intent == "query" and req.looks_back and req.window is None
    assert req.title == "dentist appointment" and req.first_or_last is None


def test_future_questions_keep_their_days(parse):
    req = parse("does jake have soccer on thursday?")
    assert req.window == (ny(26), ny(27)) and not req.looks_back


def test_the_last_week_of_a_month_is_no_week_gone_by(parse):
    req = parse("what's on the last week of december")
    assert not req.looks_back


def test_a_past_tense_remark_stays_small_talk(parse):
    assert parse("we had a lovely time at the lake last weekend").intent == "unknown"


def test_booking_a_past_day_is_still_refused(parse):
    req = parse("add swim for jake last friday at 4")
    assert any("in the past" in p for p in req.problems)


def test_a_month_and_day_asked_in_the_past_tense_is_the_one_just_gone(parse):
    req = parse("did jake have a checkup on nov 12?")
    assert req.intent == "query" and req.looks_back
    assert req.window == (ny(12), ny(13))


def test_a_day_of_the_month_alone_asked_back_is_last_months(parse):
    req = parse("what did emma do on the 27th")
    assert req.window == (ny(27, month=10), ny(28, month=10))


def test_a_date_with_its_year_keeps_it(parse):
    req = parse("was there a recital on dec 3 2026")
    assert req.window == (ny(3, month=12), ny(4, month=12))


def test_this_weekend_asked_back_on_a_wednesday_is_the_weekend_gone(parse):
    req = parse("what did the kids get up to this weekend?", when=ny(25, 18))
    assert req.window == (ny(21), ny(23))


def test_this_weekend_asked_back_on_the_sunday_is_that_weekend(parse):
    req = parse("what did we do this weekend", when=ny(29, 20))
    assert req.window == (ny(28), ny(30))


def test_was_someone_free_on_a_bare_weekday_is_the_one_just_gone(parse):
    req = parse("was mike busy on friday")
    assert req.intent == "query" and req.looks_back and req.window == (ny(20), ny(21))


def test_last_night_is_yesterday_evening(parse):
    req = parse("were the kids free last night?")
    assert req.looks_back and req.participants == ["emma", "jake"]
    assert req.window == (ny(22, 17), ny(22, 21))


def test_this_week_asked_back_runs_from_monday(parse):
    req = parse("what did we have on this week")
    assert req.looks_back and req.window is not None and req.window[0] == ny(23)


def test_wondering_whether_someone_is_free_looks_ahead(parse):
    req = parse("was wondering if mike is free saturday")
    assert not req.looks_back and req.window == (ny(28), ny(29))

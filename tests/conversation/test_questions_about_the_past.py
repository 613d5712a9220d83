"""Monday morning, and the family looks back at the week gone by: whether Emma made it to piano,
what the weekend held, when the last family dinner was. Nothing is booked by asking, a past
weekday is the one just gone, and the answers say what was, not what will be."""

from __future__ import annotations


def test_whether_a_lesson_took_place_last_monday_is_a_yes_from_the_calendar(app):
    asked = app.ask("did emma have her piano lesson last monday?", thread_id="p")
    assert asked.status == "completed" and asked.committed == []
    assert asked.reply.startswith("Yes: Emma had piano lesson Monday Nov 16 5–6pm"), asked.reply


def test_nothing_of_the_kind_that_day_is_a_plain_no(app):
    asked = app.ask("did jake go to soccer on sunday", thread_id="p")
    assert asked.reply == "No: Jake had no soccer on Sunday Nov 22.", asked.reply


def test_a_bare_weekday_asked_in_the_past_tense_is_the_one_just_gone(app):
    asked = app.ask("did mike get to the gym on wednesday?", thread_id="p")
    assert asked.reply.startswith("Yes: Mike had gym Wednesday Nov 18"), asked.reply


def test_was_there_asks_about_the_week_before_this_one(app):
    asked = app.ask("was there any book club last week", thread_id="p")
    assert asked.reply.startswith("Yes: book club was on Wednesday Nov 18 7:30–9pm"), asked.reply


def test_last_week_lists_monday_to_sunday_before_today_in_the_past_tense(app):
    asked = app.ask("what was on the calendar last week?", thread_id="p")
    lines = asked.reply.splitlines()
    assert lines[0] == "What was on from Monday Nov 16 to Sunday Nov 22:", asked.reply
    assert "Nov 23" not in asked.reply and "Nov 29" not in asked.reply


def test_last_weekend_is_the_saturday_and_sunday_just_gone(app):
    asked = app.ask("what did the kids do last weekend", thread_id="p")
    assert "Saturday Nov 21" in asked.reply and "Nov 28" not in asked.reply, asked.reply
    assert asked.reply.startswith("What was on for Emma and Jake"), asked.reply


def test_asking_to_see_last_weekend_is_never_a_booking(app):
    asked = app.ask("show me last weekend please", thread_id="p")
    assert asked.status == "completed" and asked.committed == [] and "Book" not in asked.reply
    assert asked.reply.startswith("What was on from Saturday Nov 21 to Sunday Nov 22:"), asked.reply


def test_what_happened_on_a_day_lists_it_and_happened_is_no_event(app):
    asked = app.ask("what happened on saturday?", thread_id="p")  # Monday: the Saturday just gone
    assert asked.reply.splitlines()[0] == "What was on Saturday Nov 21:", asked.reply
    assert "swim class" in asked.reply and "happened" not in asked.reply


def test_the_last_family_dinner_is_the_one_before_now_not_the_next(app):
    asked = app.ask("when was our last family dinner", thread_id="p")
    assert asked.reply.startswith("The last family dinner was Sunday Nov 22 6–7:30pm"), asked.reply


def test_the_future_still_reads_forward_and_last_still_means_final(app):
    ahead = app.ask("does mike have gym on friday?", thread_id="f")
    assert "Friday Nov 27" in ahead.reply, ahead.reply
    final = app.ask("what's emma's last thing on thursday", thread_id="g")
    assert final.reply.startswith("Last for Emma on Thursday Nov 26"), final.reply


def test_booking_on_a_day_gone_by_is_still_refused(app):
    booked = app.ask("book piano for emma last monday at 5", thread_id="b")
    assert booked.committed == [] and "is in the past" in booked.reply, booked.reply


def test_on_wednesday_this_weekend_in_the_past_tense_is_the_one_just_gone(app):
    asked = app.ask("what did we get up to this weekend", thread_id="w", now="2026-11-25T19:00:00-05:00")
    assert asked.reply.startswith("What was on"), asked.reply
    assert "Saturday Nov 21" in asked.reply and "Nov 28" not in asked.reply


def test_a_date_with_no_year_asked_back_is_this_years(app):
    asked = app.ask("was there swim class on november 14?", thread_id="d")
    assert asked.reply.startswith("Yes: swim class was on Saturday Nov 14 10–11am"), asked.reply


def test_free_time_on_a_day_gone_by_is_said_in_the_past(app):
    asked = app.ask("was dad free yesterday at 4", thread_id="f", speaker="sarah")
    assert asked.reply.startswith("Mike was free the whole time on Sunday Nov 22"), asked.reply
    both = app.ask("were emma and jake free last saturday at 10", thread_id="k")
    assert "Emma and Jake were not (" in both.reply and " are " not in both.reply, both.reply


def test_a_clash_asked_of_a_time_gone_by_says_it_is_over(app):
    asked = app.ask("would a haircut yesterday at 2 clash", thread_id="c")
    assert asked.reply.startswith("That time has gone by."), asked.reply

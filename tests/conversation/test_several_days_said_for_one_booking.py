"""Several days said for one booking: each day is booked, none is dropped without a word;
with a start ("starting next week") the days are a weekly repeat."""

from __future__ import annotations

from .conftest import NY


def days_of(app, title: str) -> list[str]:
    return sorted(
        o.start.astimezone(NY).strftime("%a %b %d %H:%M")
        for o in app.events("2026-11-23", "2026-12-13")
        if o.title == title
    )


def test_tennis_on_tuesday_and_thursday_books_both_days(app):
    turn = app.ask("tennis for emma on tuesday and thursday at 5pm", thread_id="t")
    assert turn.status == "completed" and len(turn.committed) == 2, turn.reply
    assert days_of(app, "tennis") == ["Thu Nov 26 17:00", "Tue Nov 24 17:00"]
    assert "Tue Nov 24" in turn.reply and "Thu Nov 26" in turn.reply


def test_days_said_on_a_monday_for_next_week_stay_in_the_same_week(app):
    app.ask("karate for jake mon and wed at 6", thread_id="k")
    assert days_of(app, "karate") == ["Mon Nov 30 18:00", "Wed Dec 02 18:00"]  # not Wed Nov 25


def test_a_time_said_after_each_day_books_each_day(app):
    app.ask("chess club for jake monday at 6 and friday at 6", thread_id="c")
    assert days_of(app, "chess club") == ["Fri Dec 04 18:00", "Mon Nov 30 18:00"]


def test_two_dates_for_one_appointment_book_both(app):
    app.ask("allergy shots for emma dec 3 and dec 10 at 4pm", thread_id="a")
    assert days_of(app, "allergy shots") == ["Thu Dec 03 16:00", "Thu Dec 10 16:00"]


def test_days_said_with_a_start_are_a_weekly_repeat(app):
    turn = app.ask("karate for jake mon and wed at 6 starting next week", thread_id="k")
    assert turn.status == "completed" and len(turn.committed) == 1, turn.reply
    assert days_of(app, "karate") == [
        "Mon Dec 07 18:00",
        "Mon Nov 30 18:00",
        "Wed Dec 02 18:00",
        "Wed Dec 09 18:00",
    ]


def test_one_day_said_with_a_start_date_repeats_from_that_date(app):
    app.ask("violin for emma on tuesday at 6 as of dec 1", thread_id="v")
    assert days_of(app, "violin") == ["Tue Dec 01 18:00", "Tue Dec 08 18:00"]


def test_two_days_offered_as_a_choice_are_still_asked_about(app):
    turn = app.ask("lunch with grandma friday or saturday at noon", thread_id="l")
    assert turn.status == "awaiting_user" and turn.committed == []


def test_a_day_said_and_not_taken_is_asked_about_never_dropped(app):
    turn = app.ask("birthday party for emma saturday at 2 and jake sunday at 2", thread_id="p")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert turn.reply.startswith("You named Sat Nov 28 and Sun Nov 29: I took Sat Nov 28.")


def test_a_weekday_said_with_its_date_is_that_date(app):
    turn = app.ask("dentist for emma tuesday dec 1 at 5pm", thread_id="d")
    assert turn.status == "completed" and "You named" not in turn.reply, turn.reply


def test_a_stay_over_two_days_takes_both_days(app):
    turn = app.ask("emma has a sleepover at ava's friday from 6pm until saturday at 9am", thread_id="s")
    assert "You named" not in turn.reply


def test_a_question_about_two_days_answers_each(app):
    answer = app.ask("what's on monday and wednesday?", thread_id="q").reply
    assert "What's on Monday Nov 30" in answer and "Next: What's on Wednesday Nov 25" not in answer
    assert "Wednesday Dec 2" in answer
    free = app.ask("are the kids free tuesday or thursday after school?", thread_id="f").reply
    assert "Tuesday Nov 24 3–6pm" in free and "Thursday Nov 26 3–6pm" in free


def test_next_week_said_after_a_list_of_days_is_the_week_of_every_day(app):
    # "tuesday and friday next week": both in the week of Nov 30, not this Tuesday.
    turn = app.ask("tutoring for emma tuesday and friday next week at 6pm")
    if turn.status == "awaiting_user":
        turn = app.ask("yes")
    assert "Tue Nov 24" not in turn.reply, turn.reply
    assert "Tue Dec 1" in turn.reply and "Fri Dec 4" in turn.reply


def test_next_said_before_a_list_of_days_is_the_week_of_every_day(app):
    turn = app.ask("what does jake have next tue and thu?")
    assert "Tuesday Dec 1" in turn.reply and "Thursday Dec 3" in turn.reply, turn.reply
    assert "Nov 26" not in turn.reply

"""The Parkers book things without saying how long: a date night, a film with the kids, a
haircut, dinner with grandma. Each used to take an hour, whatever it was, and a night out
was offered at 5pm. Now a few kinds of activity take their usual length and hours, the
reply says the length when it is not an hour, and "make it 3 hours" still changes it.
Everything else keeps its hour."""

from __future__ import annotations

from datetime import timedelta

from .conftest import NY


def _length(app, event_id: str) -> timedelta:
    event = app.calendar.get_event(event_id)
    return event.end - event.start


def test_a_date_night_with_no_time_is_an_evening_of_two_hours_said_back(app):
    asked = app.ask("plan a date night for me and mike on friday", thread_id="c")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert "Fri Nov 27 6–8pm (2 hours, as a date night usually runs)" in asked.reply, asked.reply
    done = app.ask("yes", thread_id="c")
    assert _length(app, done.committed[0]) == timedelta(hours=2)


def test_the_family_can_make_the_night_longer_before_it_is_written(app):
    app.ask("date night with mike friday", thread_id="c")
    longer = app.ask("make it 3 hours", thread_id="c")
    assert longer.status == "awaiting_user", longer.reply
    assert "(2 hours" not in longer.reply  # the length is now theirs, not ours
    done = app.ask("yes", thread_id="c")
    night = app.calendar.get_event(done.committed[0])
    assert night.end - night.start == timedelta(hours=3)
    assert night.start.astimezone(NY).hour >= 17  # still an evening


def test_a_family_film_night_fits_before_the_youngest_is_in_bed(app):
    asked = app.ask("family film night on saturday for everyone", thread_id="c")
    assert "Sat Nov 28 6–8pm (2 hours" in asked.reply, asked.reply


def test_a_haircut_at_a_stated_time_takes_three_quarters_of_an_hour(app):
    done = app.ask("jake needs a haircut thursday at 11", thread_id="c")
    assert done.status == "completed", done.reply
    assert "11–11:45am (45 minutes, as a haircut usually takes)" in done.reply, done.reply
    assert _length(app, done.committed[0]) == timedelta(minutes=45)


def test_dinner_out_with_grandma_at_six_runs_an_hour_and_a_half(app):
    done = app.ask("dinner out with grandma wednesday at 6pm", thread_id="c")
    assert done.status == "completed", done.reply
    assert "6–7:30pm (1½ hours, as dinner usually runs)" in done.reply, done.reply


def test_our_guess_of_the_length_never_breaks_what_the_family_asked_for(app):
    # the Parkers prefer everything over by 8pm, and Jake is in bed at 8: an hour, as before
    late = app.ask("dinner with grandma and jake friday at 7pm", thread_id="c")
    assert late.status == "completed" and "7–8pm." in late.reply and "usually" not in late.reply, late.reply
    # a window too short for a film's two hours still gets the film, in an hour
    short = app.ask("movie with emma saturday between 1 and 2:30", thread_id="d")
    assert "Sat Nov 28 1–2pm" in short.reply and "usually" not in short.reply, short.reply


def test_a_length_the_family_says_always_wins(app):
    asked = app.ask("take the kids to the cinema saturday at 1 for 3 hours", thread_id="c")
    assert "1–4pm" in asked.reply and "usually" not in asked.reply, asked.reply
    ranged = app.ask("movie with emma sunday from 2 to 3:30", thread_id="d")
    assert "2–3:30pm" in ranged.reply and "usually" not in ranged.reply, ranged.reply


def test_a_lesson_an_appointment_and_lunch_still_take_an_hour_and_say_nothing_more(app):
    for n, said in enumerate(
        (
            "violin lesson for emma tuesday at 4",
            "eye exam for mike friday at 10",
            "lunch with dad thursday at noon",
        )
    ):
        done = app.ask(said, thread_id=f"t{n}")
        assert done.committed, done.reply
        assert _length(app, done.committed[0]) == timedelta(hours=1), said
        assert "usually" not in done.reply, done.reply


def test_a_birthday_party_is_a_party_at_its_hours_not_the_whole_day(app):
    turn = app.ask("birthday party for jake saturday", thread_id="bday")

    assert "(all day)" not in turn.reply and "Skip" not in turn.reply
    assert "2 hours, as a party usually runs" in turn.reply


def test_an_anniversary_dinner_is_dinner_and_the_anniversary_alone_is_the_day(app):
    dinner = app.ask("our anniversary dinner friday", thread_id="a1")
    day = app.ask("our anniversary is dec 14", thread_id="a2")

    assert "(all day)" not in dinner.reply
    assert "(all day)" in day.reply

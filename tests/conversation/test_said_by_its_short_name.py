"""An event said by its short name at the time it is already on: "tennis sat at 2" when
Emma's tennis lesson is there then is that lesson, not a second booking for Mom."""

from __future__ import annotations


def test_the_short_name_at_the_same_time_is_the_lesson_already_there(app, titles_on):
    app.ask("tennis lesson for emma saturday at 2pm", thread_id="a")
    turn = app.ask("tennis sat at 2", thread_id="b")
    assert turn.status == "completed" and turn.committed == []
    assert "That's on the calendar already: tennis lesson for Emma" in turn.reply
    assert titles_on(28, "sarah") == []
    assert titles_on(28, "emma").count(("tennis lesson", "14:00")) == 1


def test_a_weekly_class_said_short_at_its_hour_is_not_booked_again(app, titles_on):
    turn = app.ask("piano on monday at 5pm", thread_id="p")
    assert "That's on the calendar already: piano lesson for Emma" in turn.reply
    assert ("piano", "17:00") not in titles_on(30, "sarah")


def test_someone_else_named_gets_a_booking_of_their_own(app, titles_on):
    app.ask("tennis lesson for emma saturday at 2pm", thread_id="a")
    turn = app.ask("tennis for jake sat at 2", thread_id="b")
    assert "already" not in turn.reply
    assert ("tennis", "14:00") in titles_on(28, "jake")


def test_the_same_name_at_another_hour_is_another_booking(app, titles_on):
    app.ask("tennis lesson for emma saturday at 2pm", thread_id="a")
    turn = app.ask("tennis sat at 4", thread_id="b")
    assert "already" not in turn.reply and turn.committed


def test_the_short_name_half_an_hour_into_the_lesson_is_a_clash_not_the_lesson(app):
    turn = app.ask("piano for emma monday at 5:30pm", thread_id="c")
    assert turn.status == "awaiting_user" and "already has piano lesson" in turn.reply
    assert "That's on the calendar already" not in turn.reply
